import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddProductInputSchema,
  DESCRIPTION_MAX_CHARS,
  DESCRIPTION_MIN_CHARS,
  PRODUCT_MESSAGES,
  type AddProductInput,
} from '@partline/shared';
import { useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { uploadImage } from '@/lib/upload-image';
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

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; message: string };

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
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  // Remounts the file input so a reset also clears the chosen file.
  const [fileInputKey, setFileInputKey] = useState(0);
  const productImage = useWatch({ control, name: 'productImage' });
  const description = useWatch({ control, name: 'productDescription' });
  const descriptionLength = typeof description === 'string' ? description.length : 0;
  const uploading = upload.status === 'uploading';

  const onImageChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUpload({ status: 'uploading', percent: 0 });
    uploadImage(file, { onProgress: (percent) => setUpload({ status: 'uploading', percent }) })
      .then((url) => {
        setValue('productImage', url, { shouldDirty: true, shouldValidate: true });
        setUpload({ status: 'idle' });
      })
      .catch((error: unknown) => {
        const message =
          error instanceof ApiError ? error.message : 'The image could not be uploaded.';
        setUpload({ status: 'failed', message });
        event.target.value = '';
      });
  };

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
        if (error instanceof ApiError && error.details) {
          for (const field of FIELDS) {
            const message = error.details[field]?.[0];
            if (message) setError(field, { message });
          }
        }
        toast.error(PRODUCT_MESSAGES.addFailed);
      },
    });
  });

  const imageError = upload.status === 'failed' ? upload.message : errors.productImage?.message;

  return (
    <Card className="back-office-card">
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label="Add Product">
          <div className="row g-3">
            <Form.Group className="col-12" controlId="product-name">
              <Form.Label>Product Name</Form.Label>
              <Form.Control isInvalid={Boolean(errors.productName)} {...register('productName')} />
              <Form.Control.Feedback type="invalid">
                {errors.productName?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-12 col-md-4" controlId="product-price">
              <Form.Label>Product Price (Tk)</Form.Label>
              <Form.Control
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                isInvalid={Boolean(errors.productPrice)}
                {...register('productPrice')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.productPrice?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-12 col-sm-6 col-md-4" controlId="product-min-order">
              <Form.Label>Minimum Order Quantity</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                isInvalid={Boolean(errors.minOrder)}
                {...register('minOrder')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.minOrder?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-12 col-sm-6 col-md-4" controlId="product-available">
              <Form.Label>Available Quantity</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                isInvalid={Boolean(errors.availableQuantity)}
                {...register('availableQuantity')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.availableQuantity?.message}
              </Form.Control.Feedback>
            </Form.Group>
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
                <Form.Group className="flex-grow-1 w-100" controlId="product-image">
                  <Form.Label>Product Image</Form.Label>
                  <Form.Control
                    key={fileInputKey}
                    type="file"
                    accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                    onChange={onImageChange}
                    disabled={uploading}
                    isInvalid={Boolean(imageError)}
                  />
                  <input type="hidden" {...register('productImage')} />
                  <Form.Control.Feedback type="invalid">{imageError}</Form.Control.Feedback>
                  {uploading ? (
                    <ProgressBar
                      className="mt-2"
                      now={upload.percent}
                      label={upload.percent < 100 ? `${upload.percent}%` : 'Processing…'}
                      aria-label="Image upload progress"
                      animated
                    />
                  ) : (
                    <Form.Text>JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.</Form.Text>
                  )}
                </Form.Group>
              </div>
            </div>
            <Form.Group className="col-12" controlId="product-description">
              <Form.Label>Product Description</Form.Label>
              <Form.Control
                as="textarea"
                rows={4}
                aria-describedby="product-description-counter"
                isInvalid={Boolean(errors.productDescription)}
                {...register('productDescription')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.productDescription?.message}
              </Form.Control.Feedback>
              <Form.Text id="product-description-counter" className="char-counter d-block">
                {descriptionLength} / {DESCRIPTION_MAX_CHARS} characters (at least{' '}
                {DESCRIPTION_MIN_CHARS})
              </Form.Text>
            </Form.Group>
          </div>
          <Button
            type="submit"
            variant="primary"
            className="mt-4"
            disabled={uploading || addProduct.isPending}
          >
            {addProduct.isPending ? (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : null}
            Add Product
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
