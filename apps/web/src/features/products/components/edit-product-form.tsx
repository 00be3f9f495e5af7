import { zodResolver } from '@hookform/resolvers/zod';
import {
  EditProductFormSchema,
  formatQuantity,
  formatTaka,
  PRICE_TIERS_MAX,
  PRICING_MESSAGES,
  PRODUCT_MESSAGES,
  type EditProductForm as EditProductValues,
  type Product,
} from '@partline/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Field } from '@/components/ui/form/field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ApiError } from '@/lib/api-error';
import { useEditProduct } from '../api/edit-product';
import { INCREMENT_INPUT, MIN_ORDER_INPUT, PRICE_INPUT, SKU_INPUT } from '../product-form-inputs';
import { DescriptionField, ProductImagePicker } from './product-form-parts';

/** A tier above the first as typed (the inputs give text). */
interface TierValues {
  minQuantity: number | string;
  unitPrice: number | string;
}

/**
 * The form's values: the first tier is the price at the minimum order, so only the tiers above it
 * are rows of their own (`volumeTiers`); they become `priceTiers` on the way to the schema.
 */
interface EditProductFormValues {
  productName: string;
  sku: string;
  productPrice: number | string;
  minOrder: number | string;
  orderIncrement: number | string;
  volumeTiers: TierValues[];
  productImage: string;
  productDescription: string;
}

const FIELDS = [
  'productName',
  'sku',
  'productPrice',
  'minOrder',
  'orderIncrement',
  'productImage',
  'productDescription',
] as const;

const schemaResolver = zodResolver(EditProductFormSchema);

/**
 * {@link EditProductFormSchema} on the whole tier table (the first tier from price and minimum
 * order), its tier messages moved back onto the rows: `priceTiers.2` is `volumeTiers.1`.
 */
const resolver: Resolver<EditProductFormValues, unknown, EditProductValues> = async (
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

/** The form's values of a product. */
function valuesOf(product: Product): EditProductFormValues {
  return {
    productName: product.productName,
    sku: product.sku,
    productPrice: product.productPrice,
    minOrder: product.minOrder,
    orderIncrement: product.orderIncrement,
    volumeTiers: product.priceTiers.slice(1),
    productImage: product.productImage,
    productDescription: product.productDescription,
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
 * The Edit Product form (decision 121): every field of a product but its stock, checked as in Add
 * Product, and its volume tiers — the first is the price at the minimum order, further rows each
 * from a quantity on at a lower price. Saving sends `PATCH /products/{id}` → 'Product Updated
 * Successfully'; a name or SKU in use is said on its field.
 */
export function EditProductForm({ product, onSaved }: EditProductFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<EditProductFormValues, unknown, EditProductValues>({
    resolver,
    defaultValues: valuesOf(product),
  });
  const tiers = useFieldArray({ control, name: 'volumeTiers' });
  const editProduct = useEditProduct(product._id);
  const [uploading, setUploading] = useState(false);
  const productImage = useWatch({ control, name: 'productImage' });
  const description = useWatch({ control, name: 'productDescription' });
  const minOrder = useWatch({ control, name: 'minOrder' });
  const price = useWatch({ control, name: 'productPrice' });

  const onSubmit = handleSubmit((input) => {
    editProduct.mutate(input, {
      onSuccess: (saved) => {
        toast.success(PRODUCT_MESSAGES.updated);
        onSaved?.(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          const field = error.details?.sku ? 'sku' : 'productName';
          setError(field, { message: error.message });
          toast.error(error.message);
          return;
        }
        let onField = setFieldErrors(error, FIELDS, setError);
        for (const [path, messages] of Object.entries(
          error instanceof ApiError ? (error.details ?? {}) : {},
        )) {
          const row = rowPathOf(path);
          if (row && messages[0]) {
            setError(row, { message: messages[0] });
            onField = true;
          }
        }
        toast.error(onField ? PRODUCT_MESSAGES.updateFailed : error.message);
      },
    });
  });

  return (
    <Card className="back-office-card">
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label="Edit Product">
          <div className="row g-3">
            <Field
              id="product-name"
              className="col-12 col-md-8"
              label="Product Name"
              {...register('productName')}
              error={errors.productName?.message}
            />
            <Field
              className="col-12 col-md-4"
              {...SKU_INPUT}
              label="SKU"
              {...register('sku')}
              error={errors.sku?.message}
            />
            <Field
              id="product-price"
              className="col-12 col-md-4"
              {...PRICE_INPUT}
              {...register('productPrice')}
              error={errors.productPrice?.message}
              help="Per item at the minimum order"
            />
            <Field
              id="product-min-order"
              className="col-12 col-sm-6 col-md-4"
              {...MIN_ORDER_INPUT}
              {...register('minOrder')}
              error={errors.minOrder?.message}
            />
            <Field
              className="col-12 col-sm-6 col-md-4"
              {...INCREMENT_INPUT}
              label="Order Increment"
              {...register('orderIncrement')}
              error={errors.orderIncrement?.message}
              help="Pack size: orders go up in steps of it"
            />
            <fieldset className="col-12 price-tier-editor">
              <legend className="form-label fs-6 mb-2">Volume Prices</legend>
              <p className="form-text mt-0">
                From {formatQuantity(Number(minOrder) || 0)} pieces:{' '}
                {formatTaka(Number(price) || 0)} per item (the product price). Add a tier for a
                lower price from a larger quantity.
              </p>
              {tiers.fields.map((tier, index) => (
                <div key={tier.id} className="row g-2 align-items-start mb-2">
                  <Field
                    id={`tier-${index}-quantity`}
                    className="col-5 col-md-4"
                    label={`Tier ${index + 2}: from quantity`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    {...register(`volumeTiers.${index}.minQuantity`)}
                    error={errors.volumeTiers?.[index]?.minQuantity?.message}
                  />
                  <Field
                    id={`tier-${index}-price`}
                    className="col-5 col-md-4"
                    label="Price per item (Tk)"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    {...register(`volumeTiers.${index}.unitPrice`)}
                    error={errors.volumeTiers?.[index]?.unitPrice?.message}
                  />
                  <div className="col-2 col-md-4 align-self-end">
                    <Button
                      variant="outline-danger"
                      onClick={() => tiers.remove(index)}
                      aria-label={`Remove tier ${index + 2}`}
                    >
                      <span aria-hidden="true">×</span>
                      <span className="d-none d-md-inline"> Remove</span>
                    </Button>
                  </div>
                </div>
              ))}
              {errors.volumeTiers?.root?.message || errors.volumeTiers?.message ? (
                <p className="invalid-feedback d-block">
                  {errors.volumeTiers?.root?.message ?? errors.volumeTiers?.message}
                </p>
              ) : null}
              <Button
                variant="outline-primary"
                size="sm"
                disabled={tiers.fields.length >= PRICE_TIERS_MAX - 1}
                onClick={() => tiers.append({ minQuantity: '', unitPrice: '' })}
              >
                Add Tier
              </Button>
              {tiers.fields.length >= PRICE_TIERS_MAX - 1 ? (
                <span className="form-text ms-2">{PRICING_MESSAGES.tiersMax}</span>
              ) : null}
            </fieldset>
            <ProductImagePicker
              imageUrl={productImage}
              error={errors.productImage?.message}
              onUploaded={(url) =>
                setValue('productImage', url, { shouldDirty: true, shouldValidate: true })
              }
              onUploadingChange={setUploading}
            >
              <input type="hidden" {...register('productImage')} />
            </ProductImagePicker>
            <DescriptionField
              {...register('productDescription')}
              length={description.length}
              error={errors.productDescription?.message}
            />
          </div>
          <SubmitButton
            variant="primary"
            className="mt-4"
            disabled={uploading}
            pending={editProduct.isPending}
          >
            Save Changes
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
