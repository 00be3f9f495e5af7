import { zodResolver } from '@hookform/resolvers/zod';
import { AddProductInputSchema, PRODUCT_MESSAGES, type AddProductInput } from '@partline/shared';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Field } from '@/components/ui/form/field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ApiError } from '@/lib/api-error';
import { useAddProduct } from '../api/add-product';
import { INCREMENT_INPUT, MIN_ORDER_INPUT, PRICE_INPUT, SKU_INPUT } from '../product-form-inputs';
import { DescriptionField, ProductImagePicker } from './product-form-parts';

type AddProductFormValues = z.input<typeof AddProductInputSchema>;

const FIELDS = [
  'productName',
  'sku',
  'productPrice',
  'orderIncrement',
  'minOrder',
  'availableQuantity',
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
  productImage: '',
  productDescription: '',
};

/**
 * The Add Product form (spec §2, §5): every field required with the specification's messages, the
 * image uploaded at once to `POST /images` with a progress bar, the description 100–200
 * characters. Saving sends `POST /product` → 'Product added successfully' and an empty form.
 */
export function AddProductForm() {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<AddProductFormValues, unknown, AddProductInput>({
    resolver: zodResolver(AddProductInputSchema),
    defaultValues: EMPTY,
  });
  const addProduct = useAddProduct();
  const [uploading, setUploading] = useState(false);
  // Remounts the file input so a reset also clears the chosen file.
  const [fileInputKey, setFileInputKey] = useState(0);
  const productImage = useWatch({ control, name: 'productImage' });
  const description = useWatch({ control, name: 'productDescription' });
  const descriptionLength = typeof description === 'string' ? description.length : 0;

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
    <Card className="back-office-card">
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label="Add Product">
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
              label="SKU (optional)"
              {...register('sku')}
              error={errors.sku?.message}
              help="Made from the product's id when empty"
            />
            <Field
              id="product-price"
              className="col-12 col-sm-6 col-md-3"
              {...PRICE_INPUT}
              {...register('productPrice')}
              error={errors.productPrice?.message}
            />
            <Field
              id="product-min-order"
              className="col-12 col-sm-6 col-md-3"
              {...MIN_ORDER_INPUT}
              {...register('minOrder')}
              error={errors.minOrder?.message}
            />
            <Field
              className="col-12 col-sm-6 col-md-3"
              {...INCREMENT_INPUT}
              label="Order Increment (optional)"
              {...register('orderIncrement')}
              error={errors.orderIncrement?.message}
              help="Pack size; 1 when empty"
            />
            <Field
              id="product-available"
              className="col-12 col-sm-6 col-md-3"
              label="Available Quantity"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('availableQuantity')}
              error={errors.availableQuantity?.message}
            />
            <ProductImagePicker
              key={fileInputKey}
              imageUrl={typeof productImage === 'string' ? productImage : undefined}
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
              length={descriptionLength}
              error={errors.productDescription?.message}
            />
          </div>
          <SubmitButton
            variant="primary"
            className="mt-4"
            disabled={uploading}
            pending={addProduct.isPending}
          >
            Add Product
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
