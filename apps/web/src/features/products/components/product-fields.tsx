import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import {
  useWatch,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import type { FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ZodForm } from '@/components/ui/form/zod-form';
import { VAT_RATE_LABELS, VAT_RATES } from '@partline/shared';
import { translateBackOfficeText } from '@/lib/i18n/back-office-texts';
import { TAKA_INPUT, SD_PERCENT_INPUT, WHOLE_PIECES_INPUT } from '../product-form-inputs';
import type { CategoryAttributes } from '../hooks/use-category-attributes';
import type { CatalogFieldValues } from '../product-catalog';
import { CategorySpecificationFields } from './category-specification-fields';
import { ProductBanglaFields } from './product-bangla-fields';
import { ProductExportFields } from './product-export-fields';
import {
  BackorderFields,
  DescriptionField,
  DetailsField,
  GalleryPicker,
  ProductImagePicker,
  SlugField,
  WarrantyFields,
} from './product-form-parts';

/** The values Add Product and Edit Product both have, as the inputs give them. */
export interface ProductFieldValues extends FieldValues {
  productName: string;
  sku: string;
  productPrice: number | string;
  minOrder: number | string;
  orderIncrement: number | string;
  productImage: string;
  productDescription: string;
  /** VAT rate and supplementary-duty rate, basis points (decision 305), as the controls give them. */
  vatRate?: number | string;
  sdRate?: number | string;
  /** Backorders (decision 321): taken or not, and the expected day, `YYYY-MM-DD` or empty. */
  allowBackorder?: boolean;
  backorderAvailableOn?: string | null;
  /** Serial numbers and warranty (decision 322): tracked or not, whole months from shipment. */
  serialTracked?: boolean;
  warrantyMonths?: number;
  /** HS code as typed (dots allowed) and country of origin, ISO alpha-2 (decision 323). */
  hsCode?: string | null;
  countryOfOrigin?: string;
}

/** What differs between the two forms: their names, labels, hints and column widths. */
const WORDING = {
  add: {
    label: msg`Add Product`,
    submitLabel: msg`Add Product`,
    sku: { label: msg`SKU (optional)`, help: msg`Made from the product's id when empty` },
    priceHelp: undefined,
    priceColumn: 'col-12 col-sm-6 col-md-3',
    column: 'col-12 col-sm-6 col-md-3',
    increment: { label: msg`Order Increment (optional)`, help: msg`Pack size; 1 when empty` },
  },
  edit: {
    label: msg`Edit Product`,
    submitLabel: msg`Save Changes`,
    sku: { label: msg`SKU`, help: undefined },
    priceHelp: msg`Per item at the minimum order`,
    priceColumn: 'col-12 col-md-4',
    column: 'col-12 col-sm-6 col-md-4',
    increment: { label: msg`Order Increment`, help: msg`Pack size: orders go up in steps of it` },
  },
} as const;

type Variant = keyof typeof WORDING;

/** The controls both forms show before their own, worded for one of them. */
function sharedFields(variant: Variant, i18n: I18n) {
  const wording = WORDING[variant];
  const text = (message: (typeof wording)['priceHelp']) => (message ? i18n._(message) : undefined);
  return {
    productName: {
      id: 'product-name',
      className: 'col-12 col-md-8',
      label: i18n._(msg`Product Name`),
    },
    sku: {
      id: 'product-sku',
      className: 'col-12 col-md-4',
      label: i18n._(wording.sku.label),
      help: text(wording.sku.help),
      autoCapitalize: 'characters',
      spellCheck: false,
    },
    productPrice: {
      id: 'product-price',
      className: wording.priceColumn,
      label: i18n._(msg`Product Price (Tk)`),
      ...TAKA_INPUT,
      help: text(wording.priceHelp),
    },
    minOrder: {
      id: 'product-min-order',
      className: wording.column,
      label: i18n._(msg`Minimum Order Quantity`),
      ...WHOLE_PIECES_INPUT,
    },
    orderIncrement: {
      id: 'product-increment',
      className: wording.column,
      label: i18n._(wording.increment.label),
      help: i18n._(wording.increment.help),
      ...WHOLE_PIECES_INPUT,
    },
    vatRate: {
      id: 'product-vat-rate',
      className: wording.column,
      label: i18n._(msg`VAT Rate`),
      as: 'select',
      children: VAT_RATES.map((rate) => (
        <option key={rate} value={rate}>
          {translateBackOfficeText(i18n, VAT_RATE_LABELS[rate])}
        </option>
      )),
    },
    sdRate: {
      id: 'product-sd-rate',
      className: wording.column,
      label: i18n._(msg`SD rate (%)`),
      help: i18n._(msg`Supplementary duty, 0–500 with up to two decimals; 0 when none`),
      ...SD_PERCENT_INPUT,
    },
  } satisfies FieldSpecs<ProductFieldValues>;
}

export interface ProductFieldsProps<Values extends FieldValues, Output> {
  /** `add` (Add Product) or `edit` (Edit Product, decision 121): the form's name and wording. */
  variant: Variant;
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** Changed to remount the image picker, so a reset also clears the chosen file. */
  imageKey?: number;
  /** The controls after the order increment: the stock (Add) or the volume tiers (Edit). */
  children: ReactNode;
  /**
   * The catalog fields (decision 316) — category and specification, gallery, details, and on Edit
   * the slug — with the categories and the chosen one's attributes; absent: none shown.
   */
  catalog?: CategoryAttributes | null;
  /** Whether the form edits the product's Bangla texts (decision 326): their section is shown. */
  translations?: boolean;
}

/**
 * The product form both Add Product and Edit Product show: name, SKU, price, minimum order,
 * increment, the form's own controls, the category and its specification fields, the image
 * uploaded with its progress, the gallery, the description with its counter, the details, the
 * Bangla texts ("বাংলা", decision 326) and (Edit) the slug, then the submit button, disabled while a picture uploads or the chosen category's
 * attributes load (or could not be read).
 */
export function ProductFields<Values extends FieldValues, Output>({
  variant,
  form,
  onSubmit,
  pending,
  imageKey,
  children,
  catalog = null,
  translations = false,
}: ProductFieldsProps<Values, Output>) {
  const { i18n } = useLingui();
  const { register, setValue, control } = form;
  const errors = form.formState.errors as FieldErrors<
    ProductFieldValues & Partial<CatalogFieldValues>
  >;
  const label = i18n._(WORDING[variant].label);
  const submitLabel = i18n._(WORDING[variant].submitLabel);
  const [uploading, setUploading] = useState(false);
  const [galleryUploading, setGalleryUploading] = useState(false);
  const productImage: unknown = useWatch({ control, name: 'productImage' as Path<Values> });
  const description: unknown = useWatch({ control, name: 'productDescription' as Path<Values> });
  const gallery: unknown = useWatch({ control, name: 'gallery' as Path<Values> });
  const details: unknown = useWatch({ control, name: 'details' as Path<Values> });

  return (
    <Card className="back-office-card">
      <Card.Body>
        <ZodForm form={form} label={label} onSubmit={onSubmit} pending={pending}>
          <div className="row g-3">
            <FormFields fields={sharedFields(variant, i18n)} />
            {children}
            <BackorderFields />
            <WarrantyFields />
            <ProductExportFields />
            {catalog ? <CategorySpecificationFields catalog={catalog} /> : null}
            <ProductImagePicker
              key={imageKey}
              imageUrl={typeof productImage === 'string' ? productImage : undefined}
              error={errors.productImage?.message}
              onUploaded={(url) =>
                setValue('productImage' as Path<Values>, url as PathValue<Values, Path<Values>>, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
              onUploadingChange={setUploading}
            >
              <input type="hidden" {...register('productImage' as Path<Values>)} />
            </ProductImagePicker>
            {catalog ? (
              <GalleryPicker
                gallery={Array.isArray(gallery) ? (gallery as string[]) : []}
                error={errors.gallery?.message}
                onChange={(next) =>
                  setValue('gallery' as Path<Values>, next as PathValue<Values, Path<Values>>, {
                    shouldDirty: true,
                  })
                }
                onUploadingChange={setGalleryUploading}
              />
            ) : null}
            <DescriptionField length={typeof description === 'string' ? description.length : 0} />
            {catalog ? (
              <DetailsField length={typeof details === 'string' ? details.length : 0} />
            ) : null}
            {translations ? <ProductBanglaFields details={Boolean(catalog)} /> : null}
            {catalog && variant === 'edit' ? <SlugField /> : null}
          </div>
          <SubmitButton
            variant="primary"
            className="mt-4"
            disabled={
              uploading ||
              galleryUploading ||
              Boolean(catalog?.loading) ||
              Boolean(catalog?.unavailable)
            }
          >
            {submitLabel}
          </SubmitButton>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
