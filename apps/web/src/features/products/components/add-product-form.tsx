import { AddProductFormSchema, PRODUCT_MESSAGES, STANDARD_VAT_RATE } from '@partline/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form/form-field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ApiError } from '@/lib/api-error';
import { useAddProduct } from '../api/add-product';
import { WHOLE_PIECES_INPUT } from '../product-form-inputs';
import { ProductFields } from './product-fields';

type AddProductFormValues = z.input<typeof AddProductFormSchema>;

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
};

/**
 * The Add Product form (spec §2, §5): every field required with the specification's messages, the
 * image uploaded at once to `POST /images` with a progress bar, the description 100–200
 * characters. Saving sends `POST /product` → 'Product added successfully' and an empty form.
 */
export function AddProductForm() {
  const form = useZodForm(AddProductFormSchema, EMPTY);
  const { handleSubmit, setError, reset } = form;
  const addProduct = useAddProduct();
  // Remounts the file input so a reset also clears the chosen file.
  const [fileInputKey, setFileInputKey] = useState(0);

  const onSubmit = handleSubmit((input) => {
    addProduct.mutate(input, {
      onSuccess: () => {
        toast.success(PRODUCT_MESSAGES.added);
        reset(EMPTY);
        setFileInputKey((key) => key + 1);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          // 'Product already exist' (spec §8) for a name in use, 'SKU already in use' for an SKU.
          const onSku = Boolean(error.details?.sku);
          const message = onSku ? error.message : PRODUCT_MESSAGES.alreadyExists;
          setError(onSku ? 'sku' : 'productName', { message });
          toast.error(message);
          return;
        }
        setFieldErrors(error, FIELDS, setError);
        toast.error(PRODUCT_MESSAGES.addFailed);
      },
    });
  });

  return (
    <ProductFields
      variant="add"
      form={form}
      onSubmit={onSubmit}
      pending={addProduct.isPending}
      imageKey={fileInputKey}
    >
      <FormField
        name="availableQuantity"
        id="product-available"
        className="col-12 col-sm-6 col-md-3"
        label="Available Quantity"
        {...WHOLE_PIECES_INPUT}
        min={0}
      />
    </ProductFields>
  );
}
