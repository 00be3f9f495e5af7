import { DESCRIPTION_MAX_CHARS, DESCRIPTION_MIN_CHARS } from '@partline/shared';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form/form-field';
import { ImageUploadField } from '@/components/ui/form/image-upload-field';

/** The controls Add Product and Edit Product share, so both say and check the same. */

export interface ProductImagePickerProps {
  /** The stored image's URL, previewed when set. */
  imageUrl: string | undefined;
  error: string | undefined;
  onUploaded: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The hidden input of the URL (`register('productImage')`). */
  children: ReactNode;
}

/** The product image: a preview and the upload field with its progress. */
export function ProductImagePicker({
  imageUrl,
  error,
  onUploaded,
  onUploadingChange,
  children,
}: ProductImagePickerProps) {
  return (
    <div className="col-12">
      <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-start">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt="Product preview"
            width={120}
            height={120}
            className="image-preview"
          />
        ) : null}
        <ImageUploadField
          id="product-image"
          className="flex-grow-1 w-100"
          label="Product Image"
          progressLabel="Image upload progress"
          failedMessage="The image could not be uploaded."
          error={error}
          onUploaded={onUploaded}
          onUploadingChange={onUploadingChange}
        >
          {children}
        </ImageUploadField>
      </div>
    </div>
  );
}

export interface DescriptionFieldProps {
  /** Characters typed so far. */
  length: number;
}

/** The description (`productDescription`), 100–200 characters, with its counter (spec §5). */
export function DescriptionField({ length }: DescriptionFieldProps) {
  return (
    <FormField
      name="productDescription"
      id="product-description"
      className="col-12"
      label="Product Description"
      as="textarea"
      rows={4}
      helpClassName="char-counter d-block"
      help={
        <>
          {length} / {DESCRIPTION_MAX_CHARS} characters (at least {DESCRIPTION_MIN_CHARS})
        </>
      }
    />
  );
}
