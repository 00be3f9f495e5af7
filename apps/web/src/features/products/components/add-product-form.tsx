import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddProductInputSchema,
  DESCRIPTION_MAX_CHARS,
  DESCRIPTION_MIN_CHARS,
  PRODUCT_MESSAGES,
  type AddProductInput,
} from '@partline/shared';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Field } from '@/components/ui/form/field';
import { ImageUploadField } from '@/components/ui/form/image-upload-field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ApiError } from '@/lib/api-error';
import { useAddProduct } from '../api/add-product';

type AddProductFormValues = z.input<typeof AddProductInputSchema>;

const FIELDS = [
  'productName',
  'productPrice',
  'minOrder',
  'availableQuantity',
  'productImage',
  'productDescription',
] as const;

const EMPTY: AddProductFormValues = {
  productName: '',
  productPrice: '',
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
          setError('productName', { message: PRODUCT_MESSAGES.alreadyExists });
          toast.error(PRODUCT_MESSAGES.alreadyExists);
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
              className="col-12"
              label="Product Name"
              {...register('productName')}
              error={errors.productName?.message}
            />
            <Field
              id="product-price"
              className="col-12 col-md-4"
              label="Product Price (Tk)"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...register('productPrice')}
              error={errors.productPrice?.message}
            />
            <Field
              id="product-min-order"
              className="col-12 col-sm-6 col-md-4"
              label="Minimum Order Quantity"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register('minOrder')}
              error={errors.minOrder?.message}
            />
            <Field
              id="product-available"
              className="col-12 col-sm-6 col-md-4"
              label="Available Quantity"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('availableQuantity')}
              error={errors.availableQuantity?.message}
            />
            <div className="col-12">
              <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-start">
                {typeof productImage === 'string' && productImage !== '' ? (
                  <img
                    src={productImage}
                    alt="Product preview"
                    width={120}
                    height={120}
                    className="image-preview"
                  />
                ) : null}
                <ImageUploadField
                  key={fileInputKey}
                  id="product-image"
                  className="flex-grow-1 w-100"
                  label="Product Image"
                  progressLabel="Image upload progress"
                  failedMessage="The image could not be uploaded."
                  error={errors.productImage?.message}
                  onUploaded={(url) =>
                    setValue('productImage', url, { shouldDirty: true, shouldValidate: true })
                  }
                  onUploadingChange={setUploading}
                >
                  <input type="hidden" {...register('productImage')} />
                </ImageUploadField>
              </div>
            </div>
            <Field
              id="product-description"
              className="col-12"
              label="Product Description"
              as="textarea"
              rows={4}
              {...register('productDescription')}
              error={errors.productDescription?.message}
              helpClassName="char-counter d-block"
              help={
                <>
                  {descriptionLength} / {DESCRIPTION_MAX_CHARS} characters (at least{' '}
                  {DESCRIPTION_MIN_CHARS})
                </>
              }
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
