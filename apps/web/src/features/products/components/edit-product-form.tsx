import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EditProductFormSchema,
  formatHsCode,
  PRICE_TIERS_MAX,
  PRICING_MESSAGES,
  PRODUCT_MESSAGES,
  type Attribute,
  type EditProductForm as EditProductValues,
  type Product,
  type ProductContent,
} from '@partline/shared';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormField } from '@/components/ui/form/form-field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiError } from '@/lib/api-error';
import { useEditProduct } from '../api/edit-product';
import { useProductContent } from '../api/get-product-content';
import { useProductPageFields, type ProductPageFields } from '../api/get-product-page';
import { useCategoryAttributes } from '../hooks/use-category-attributes';
import {
  catalogValuesOf,
  setCatalogErrors,
  withCatalog,
  type CatalogContext,
  type CatalogFieldValues,
  type ProductCatalogWrite,
} from '../product-catalog';
import { TAKA_INPUT, WHOLE_PIECES_INPUT } from '../product-form-inputs';
import { withBackorderChanges } from '../backorder-write';
import { withWarrantyChanges } from '../warranty-write';
import { withExportChanges } from '../export-write';
import { ProductFields, type ProductFieldValues } from './product-fields';
import { BANGLA_FIELDS, type ProductBanglaValues } from '../product-bangla-values';
import { Money } from '@/components/ui/money';

/** A tier above the first as typed (the inputs give text). */
interface TierValues {
  minQuantity: number | string;
  unitPrice: number | string;
}

/**
 * The form's values: the first tier is the price at the minimum order, so only the tiers above it
 * are rows of their own (`volumeTiers`); they become `priceTiers` on the way to the schema.
 */
interface EditProductFormValues
  extends ProductFieldValues, CatalogFieldValues, Partial<ProductBanglaValues> {
  productName: string;
  sku: string;
  productPrice: number | string;
  minOrder: number | string;
  orderIncrement: number | string;
  volumeTiers: TierValues[];
  productImage: string;
  productDescription: string;
  vatRate: number | string;
  sdRate: number | string;
}

const FIELDS = [
  'productName',
  'sku',
  'productPrice',
  'minOrder',
  'orderIncrement',
  'vatRate',
  'sdRate',
  'productImage',
  'productDescription',
  'backorderAvailableOn',
  'warrantyMonths',
  'hsCode',
  'countryOfOrigin',
  ...BANGLA_FIELDS,
] as const;

const schemaResolver = zodResolver(EditProductFormSchema);

/**
 * {@link EditProductFormSchema} on the whole tier table (the first tier from price and minimum
 * order), its tier messages moved back onto the rows: `priceTiers.2` is `volumeTiers.1`.
 */
const ownResolver: Resolver<EditProductFormValues, unknown, EditProductValues> = async (
  values,
  context,
  options,
) => {
  const { volumeTiers, ...rest } = values;
  const result = await schemaResolver(
    {
      ...rest,
      priceTiers: [
        { minQuantity: values.minOrder, unitPrice: values.productPrice },
        ...volumeTiers,
      ],
    },
    context,
    options as never,
  );
  const { priceTiers, ...errors } = result.errors as FieldErrors<
    EditProductFormValues & { priceTiers: TierValues[] }
  >;
  if (!priceTiers || !Array.isArray(priceTiers)) {
    return result as Awaited<
      ReturnType<Resolver<EditProductFormValues, unknown, EditProductValues>>
    >;
  }
  return {
    values: {},
    errors: { ...errors, volumeTiers: priceTiers.slice(1) } as FieldErrors<EditProductFormValues>,
  };
};

const resolver = withCatalog(ownResolver);

/**
 * The form's values of a product, its page fields and its texts in every language (`null`: they
 * could not be read). The texts as stored win over the product's and the page's, which are in the
 * language the shop is read in (decision 326): the English fields edit the English.
 */
function valuesOf(
  product: Product,
  page: ProductPageFields | null,
  content: ProductContent | null,
): EditProductFormValues {
  return {
    ...catalogValuesOf(page),
    productName: product.productName,
    sku: product.sku,
    productPrice: product.productPrice,
    minOrder: product.minOrder,
    orderIncrement: product.orderIncrement,
    vatRate: product.vatRate,
    // The form takes per cent (basis points / 100).
    sdRate: product.sdRate / 100,
    volumeTiers: product.priceTiers.slice(1),
    productImage: product.productImage,
    productDescription: product.productDescription,
    allowBackorder: product.allowBackorder,
    backorderAvailableOn: product.backorderAvailableOn ?? '',
    serialTracked: product.serialTracked,
    warrantyMonths: product.warrantyMonths,
    // Shown dotted, as people read it; saved as its digits (decision 323).
    hsCode: product.hsCode ? formatHsCode(product.hsCode) : '',
    countryOfOrigin: product.countryOfOrigin,
    ...(content && {
      productName: content.en.productName,
      productDescription: content.en.productDescription,
      ...(page && { details: content.en.details }),
      translations: {
        bn: {
          productName: content.bn.productName ?? '',
          productDescription: content.bn.productDescription ?? '',
          details: content.bn.details ?? '',
        },
      },
    }),
  };
}

/** `priceTiers.2.unitPrice` → `volumeTiers.1.unitPrice`; other paths as they are. */
function rowPathOf(path: string): `volumeTiers.${number}.${'minQuantity' | 'unitPrice'}` | null {
  const match = /^priceTiers\.(\d+)\.(minQuantity|unitPrice)$/.exec(path);
  if (!match || Number(match[1]) === 0) return null;
  return `volumeTiers.${Number(match[1]) - 1}.${match[2] as 'minQuantity' | 'unitPrice'}`;
}

export interface EditProductFormProps {
  product: Product;
  /** Called once the edit is saved (the toast has shown). */
  onSaved?: (product: Product) => void;
}

/**
 * The Edit Product form once the product's page fields (decision 316) and its texts in every
 * language (decision 326) are read; when either cannot be, the form edits the product without
 * those fields rather than send them blank.
 */
export function EditProductForm(props: EditProductFormProps) {
  const { t } = useLingui();
  const page = useProductPageFields(props.product._id);
  const content = useProductContent(props.product._id);
  if (page.isPending || content.isPending) return <PageSpinner label={t`Loading the product…`} />;
  return <EditProductFields {...props} page={page.data ?? null} content={content.data ?? null} />;
}

/**
 * The Edit Product form (decision 121): every field of a product but its stock, checked as in Add
 * Product, and its volume tiers — the first is the price at the minimum order, further rows each
 * from a quantity on at a lower price. Saving sends `PATCH /products/{id}` → 'Product Updated
 * Successfully'; a name or SKU in use is said on its field. With the page fields: the category
 * and its specification, gallery, details and slug, sent whole; with the texts, the Bangla ones,
 * sent whole too (an emptied one is removed).
 */
function EditProductFields({
  product,
  page,
  content,
  onSaved,
}: EditProductFormProps & { page: ProductPageFields | null; content: ProductContent | null }) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  // Read by the resolver at each check: the chosen category's attributes as they are now.
  const attributes = useRef<readonly Attribute[]>([]);
  const form = useForm<
    EditProductFormValues,
    CatalogContext,
    EditProductValues & ProductCatalogWrite
  >({
    resolver,
    defaultValues: valuesOf(product, page, content),
    context: { variant: page ? 'edit' : null, attributes, stored: page?.specifications ?? {} },
  });
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const catalog = useCategoryAttributes(categoryId);
  useEffect(() => {
    attributes.current = catalog.attributes;
  }, [catalog.attributes]);
  const { handleSubmit, setError, control } = form;
  const { errors } = form.formState;
  const tiers = useFieldArray({ control, name: 'volumeTiers' });
  const editProduct = useEditProduct(product._id);
  const minOrder = useWatch({ control, name: 'minOrder' });
  const price = useWatch({ control, name: 'productPrice' });
  const fromPieces = format.number(Number(minOrder) || 0);

  const onSubmit = handleSubmit((input) => {
    const changes = withWarrantyChanges(withBackorderChanges(input, product), product);
    editProduct.mutate(withExportChanges(changes, product), {
      onSuccess: (saved) => {
        toast.success(text(PRODUCT_MESSAGES.updated));
        onSaved?.(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          const field = error.details?.sku ? 'sku' : 'productName';
          setError(field, { message: error.message });
          toast.error(text(error.message));
          return;
        }
        let onField = setFieldErrors(error, FIELDS, setError);
        if (page && setCatalogErrors(error, setError)) onField = true;
        for (const [path, messages] of Object.entries(
          error instanceof ApiError ? (error.details ?? {}) : {},
        )) {
          const row = rowPathOf(path);
          if (row && messages[0]) {
            setError(row, { message: messages[0] });
            onField = true;
          }
        }
        toast.error(text(onField ? PRODUCT_MESSAGES.updateFailed : error.message));
      },
    });
  });

  return (
    <ProductFields
      variant="edit"
      form={form}
      onSubmit={onSubmit}
      pending={editProduct.isPending}
      catalog={page ? catalog : null}
      translations={content !== null}
    >
      <fieldset className="col-12 price-tier-editor">
        <legend className="form-label fs-6 mb-2">
          <Trans>Volume Prices</Trans>
        </legend>
        <p className="form-text mt-0">
          <Trans>
            From {fromPieces} pieces: <Money taka={Number(price) || 0} /> per item (the product
            price). Add a tier for a lower price from a larger quantity.
          </Trans>
        </p>
        {tiers.fields.map((tier, index) => {
          const tierNumber = format.number(index + 2);
          return (
            <div key={tier.id} className="row g-2 align-items-start mb-2">
              <FormField
                name={`volumeTiers.${index}.minQuantity`}
                id={`tier-${index}-quantity`}
                className="col-5 col-md-4"
                label={t`Tier ${tierNumber}: from quantity`}
                {...WHOLE_PIECES_INPUT}
              />
              <FormField
                name={`volumeTiers.${index}.unitPrice`}
                id={`tier-${index}-price`}
                className="col-5 col-md-4"
                label={t`Price per item (Tk)`}
                {...TAKA_INPUT}
              />
              <div className="col-2 col-md-4 align-self-end">
                <Button
                  variant="outline-danger"
                  onClick={() => tiers.remove(index)}
                  aria-label={t`Remove tier ${tierNumber}`}
                >
                  <span aria-hidden="true">×</span>
                  <span className="d-none d-md-inline">
                    {' '}
                    <Trans>Remove</Trans>
                  </span>
                </Button>
              </div>
            </div>
          );
        })}
        {errors.volumeTiers?.root?.message || errors.volumeTiers?.message ? (
          <p className="invalid-feedback d-block">
            {text(errors.volumeTiers?.root?.message ?? errors.volumeTiers?.message)}
          </p>
        ) : null}
        <Button
          variant="outline-primary"
          size="sm"
          disabled={tiers.fields.length >= PRICE_TIERS_MAX - 1}
          onClick={() => tiers.append({ minQuantity: '', unitPrice: '' })}
        >
          <Trans>Add Tier</Trans>
        </Button>
        {tiers.fields.length >= PRICE_TIERS_MAX - 1 ? (
          <span className="form-text ms-2">{text(PRICING_MESSAGES.tiersMax)}</span>
        ) : null}
      </fieldset>
    </ProductFields>
  );
}
