import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BACKORDER_MESSAGES,
  DESCRIPTION_MAX_CHARS,
  DESCRIPTION_MIN_CHARS,
  WARRANTY_MONTHS_MAX,
} from '@partline/shared';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { Field } from '@/components/ui/form/field';
import { FormField } from '@/components/ui/form/form-field';
import { ImageUploadField } from '@/components/ui/form/image-upload-field';
import { DETAILS_MAX_CHARS, GALLERY_MAX } from '../product-catalog';

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
  const { t } = useLingui();
  return (
    <div className="col-12">
      <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-start">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={t`Product preview`}
            width={120}
            height={120}
            className="image-preview"
          />
        ) : null}
        <ImageUploadField
          id="product-image"
          className="flex-grow-1 w-100"
          label={t`Product Image`}
          progressLabel={t`Image upload progress`}
          failedMessage={t`The image could not be uploaded.`}
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
  const { t } = useLingui();
  const format = useFormat();
  const typed = format.number(length);
  const max = format.number(DESCRIPTION_MAX_CHARS);
  const min = format.number(DESCRIPTION_MIN_CHARS);
  return (
    <FormField
      name="productDescription"
      id="product-description"
      className="col-12"
      label={t`Product Description`}
      as="textarea"
      rows={4}
      helpClassName="char-counter d-block"
      help={t`${typed} / ${max} characters (at least ${min})`}
    />
  );
}

/**
 * Whether the product takes backorders and the day more is expected (decision 321): a line
 * beyond the buyable stock is then accepted, the rest waiting for a restock.
 */
export function BackorderFields() {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const { register } = useFormContext();
  return (
    <>
      <div className="col-12 col-md-6 d-flex align-items-end">
        <Form.Check
          id="product-allow-backorder"
          label={text(BACKORDER_MESSAGES.allowLabel)}
          {...register('allowBackorder')}
        />
      </div>
      <FormField
        name="backorderAvailableOn"
        id="product-backorder-available-on"
        className="col-12 col-md-6"
        label={text(BACKORDER_MESSAGES.availableOnLabel)}
        type="date"
        help={t`Shown on the product page and in the cart; empty when not known`}
      />
    </>
  );
}

/**
 * Whether each piece ships with a serial number, and the warranty in months from the day a piece
 * ships (decision 322): 0–120 whole months, 0 for none.
 */
export function WarrantyFields() {
  const { t } = useLingui();
  const { register } = useFormContext();
  const { errors } = useFormState({ name: 'warrantyMonths' });
  const error = (get(errors, 'warrantyMonths') as FieldError | undefined)?.message;
  return (
    <div className="col-12">
      <div className="row g-3">
        <Field
          id="product-warranty-months"
          className="col-12 col-md-4"
          label={t`Warranty (months)`}
          type="number"
          inputMode="numeric"
          min={0}
          max={WARRANTY_MONTHS_MAX}
          step={1}
          error={error}
          help={t`From the day a piece ships; 0 for none`}
          {...register('warrantyMonths', { valueAsNumber: true })}
        />
        <div className="col-12 col-md-8 pt-md-4 mt-md-3">
          <Form.Check
            id="product-serial-tracked"
            label={t`Serial-tracked`}
            aria-describedby="product-serial-tracked-help"
            {...register('serialTracked')}
          />
          <Form.Text id="product-serial-tracked-help" className="d-block mt-0">
            <Trans>Each piece ships with its serial number, given at shipment</Trans>
          </Form.Text>
        </div>
      </div>
    </div>
  );
}

export interface DetailsFieldProps {
  /** Characters typed so far. */
  length: number;
}

/** The product page's details (`details`), Markdown, with a hint and its counter (decision 316). */
export function DetailsField({ length }: DetailsFieldProps) {
  const { t } = useLingui();
  const format = useFormat();
  const typed = format.number(length);
  const max = format.number(DETAILS_MAX_CHARS);
  return (
    <FormField
      name="details"
      id="product-details"
      className="col-12"
      label={t`Details (optional)`}
      as="textarea"
      rows={8}
      helpClassName="d-block"
      help={t`Shown on the product's page under the description. Markdown: ## a heading, **bold**, - a list item, [a link](https://…). ${typed} / ${max} characters`}
    />
  );
}

/** The product page's slug (`slug`), Edit Product only (decision 316). */
export function SlugField() {
  const { t } = useLingui();
  return (
    <FormField
      name="slug"
      id="product-slug"
      className="col-12 col-md-8"
      label={t`Slug`}
      help={t`The page's address, /products/<slug>: lower-case letters, digits and hyphens`}
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}

/** One gallery picture and its Remove button, named by its place: 'Gallery picture 2'. */
function GalleryItem({
  url,
  number,
  onRemove,
}: {
  url: string;
  number: string;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <img src={url} alt={t`Gallery picture ${number}`} width={96} height={96} />
      <Button
        size="sm"
        variant="outline-danger"
        aria-label={t`Remove gallery picture ${number}`}
        onClick={onRemove}
      >
        <Trans>Remove</Trans>
      </Button>
    </>
  );
}

export interface GalleryPickerProps {
  /** The pictures' URLs, in order. */
  gallery: readonly string[];
  error: string | undefined;
  onChange: (gallery: string[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * More pictures of the product after its main image (decision 316): each uploaded as the main
 * image is, removable, at most {@link GALLERY_MAX}.
 */
export function GalleryPicker({ gallery, error, onChange, onUploadingChange }: GalleryPickerProps) {
  // Remounts the file input after each upload, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const { t } = useLingui();
  const text = useBackOfficeText();
  const format = useFormat();
  const count = format.number(gallery.length);
  const max = format.number(GALLERY_MAX);
  return (
    <fieldset className="col-12">
      <legend className="form-label fs-6 mb-2">
        <Trans>
          Gallery ({count} / {max} pictures)
        </Trans>
      </legend>
      {gallery.length > 0 ? (
        <ul className="gallery-field" aria-label={t`Gallery pictures`}>
          {gallery.map((url, index) => (
            <li key={`${url}-${index}`} className="gallery-field__item">
              <GalleryItem
                url={url}
                number={format.number(index + 1)}
                onRemove={() => onChange(gallery.filter((_, other) => other !== index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {gallery.length < GALLERY_MAX ? (
        <ImageUploadField
          key={inputKey}
          id="product-gallery"
          label={t`Add a picture`}
          progressLabel={t`Gallery picture upload progress`}
          failedMessage={t`The picture could not be uploaded.`}
          error={error}
          onUploaded={(url) => {
            onChange([...gallery, url]);
            setInputKey((key) => key + 1);
          }}
          onUploadingChange={onUploadingChange}
        />
      ) : error ? (
        <p className="invalid-feedback d-block">{text(error)}</p>
      ) : null}
    </fieldset>
  );
}
