import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddProductFormSchema,
  DEFAULT_COUNTRY_OF_ORIGIN,
  PRODUCT_MESSAGES,
  STANDARD_VAT_RATE,
  type AddProductInput,
  type Attribute,
} from '@partline/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form/form-field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { ApiError } from '@/lib/api-error';
import { useAddProduct } from '../api/add-product';
import { useCategoryAttributes } from '../hooks/use-category-attributes';
import {
  catalogValuesOf,
  setCatalogErrors,
  withCatalog,
  type CatalogContext,
  type CatalogFieldValues,
  type ProductCatalogWrite,
} from '../product-catalog';
import { WHOLE_PIECES_INPUT } from '../product-form-inputs';
import { withBackorderChanges } from '../backorder-write';
import { withWarrantyChanges } from '../warranty-write';
import { withExportChanges } from '../export-write';
import { ProductFields } from './product-fields';
import { BANGLA_FIELDS, NO_BANGLA_TEXTS, withoutBlankTranslations } from '../product-bangla-values';

type AddProductFormValues = z.input<typeof AddProductFormSchema> & CatalogFieldValues;

const resolver = withCatalog(
  zodResolver(AddProductFormSchema) as unknown as Resolver<
    AddProductFormValues,
    unknown,
    AddProductInput
  >,
);

const FIELDS = [
  'productName',
  'sku',
  'productPrice',
  'orderIncrement',
  'minOrder',
  'availableQuantity',
  'vatRate',
  'sdRate',
  'productImage',
  'productDescription',
  'backorderAvailableOn',
  'warrantyMonths',
  ...BANGLA_FIELDS,
  'hsCode',
  'countryOfOrigin',
] as const;

const EMPTY: AddProductFormValues = {
  productName: '',
  sku: '',
  productPrice: '',
  orderIncrement: '',
  minOrder: '',
  availableQuantity: '',
  vatRate: String(STANDARD_VAT_RATE),
  sdRate: '0',
  productImage: '',
  productDescription: '',
  allowBackorder: false,
  backorderAvailableOn: '',
  serialTracked: false,
  warrantyMonths: 0,
  hsCode: '',
  countryOfOrigin: DEFAULT_COUNTRY_OF_ORIGIN,
  ...catalogValuesOf(null),
  ...NO_BANGLA_TEXTS,
};

/**
 * The Add Product form (spec §2, §5): every field required with the specification's messages, the
 * image uploaded at once to `POST /images` with a progress bar, the description 100–200
 * characters; the catalog fields (decision 316): category and its specification, gallery and
 * details; the Bangla texts (decision 326). Saving sends `POST /product` → 'Product added
 * successfully' and an empty form.
 */
export function AddProductForm() {
  const { t } = useLingui();
  const text = useBackOfficeText();
  // Read by the resolver at each check: the chosen category's attributes as they are now.
  const attributes = useRef<readonly Attribute[]>([]);
  const form = useForm<AddProductFormValues, CatalogContext, AddProductInput & ProductCatalogWrite>(
    { resolver, defaultValues: EMPTY, context: { variant: 'add', attributes } },
  );
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const catalog = useCategoryAttributes(categoryId);
  useEffect(() => {
    attributes.current = catalog.attributes;
  }, [catalog.attributes]);
  const { handleSubmit, setError, reset } = form;
  const addProduct = useAddProduct();
  // Remounts the file input so a reset also clears the chosen file.
  const [fileInputKey, setFileInputKey] = useState(0);

  const onSubmit = handleSubmit((input) => {
    addProduct.mutate(
      withoutBlankTranslations(withExportChanges(withWarrantyChanges(withBackorderChanges(input)))),
      {
        onSuccess: () => {
          toast.success(text(PRODUCT_MESSAGES.added));
          reset(EMPTY);
          setFileInputKey((key) => key + 1);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // 'Product already exist' (spec §8) for a name in use, 'SKU already in use' for an SKU.
            const onSku = Boolean(error.details?.sku);
            const message = onSku ? error.message : PRODUCT_MESSAGES.alreadyExists;
            setError(onSku ? 'sku' : 'productName', { message });
            toast.error(text(message));
            return;
          }
          setFieldErrors(error, FIELDS, setError);
          setCatalogErrors(error, setError);
          toast.error(text(PRODUCT_MESSAGES.addFailed));
        },
      },
    );
  });

  return (
    <ProductFields
      variant="add"
      form={form}
      onSubmit={onSubmit}
      pending={addProduct.isPending}
      imageKey={fileInputKey}
      catalog={catalog}
      translations
    >
      <FormField
        name="availableQuantity"
        id="product-available"
        className="col-12 col-sm-6 col-md-3"
        label={t`Available Quantity`}
        {...WHOLE_PIECES_INPUT}
        min={0}
      />
    </ProductFields>
  );
}
