import { useState, type FormEventHandler, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import {
  useWatch,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { Field } from '@/components/ui/form/field';
import { fieldBinder } from '@/components/ui/form/field-binder';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TAKA_INPUT, WHOLE_PIECES_INPUT } from '../product-form-inputs';
import { DescriptionField, ProductImagePicker } from './product-form-parts';

/** The values Add Product and Edit Product both have, as the inputs give them. */
export interface ProductFieldValues extends FieldValues {
  productName: string;
  sku: string;
  productPrice: number | string;
  minOrder: number | string;
  orderIncrement: number | string;
  productImage: string;
  productDescription: string;
}

/** What differs between the two forms' shared controls: labels, hints and column widths. */
const WORDING = {
  add: {
    sku: { label: 'SKU (optional)', help: "Made from the product's id when empty" },
    priceHelp: undefined,
    priceColumn: 'col-12 col-sm-6 col-md-3',
    column: 'col-12 col-sm-6 col-md-3',
    increment: { label: 'Order Increment (optional)', help: 'Pack size; 1 when empty' },
  },
  edit: {
    sku: { label: 'SKU', help: undefined },
    priceHelp: 'Per item at the minimum order',
    priceColumn: 'col-12 col-md-4',
    column: 'col-12 col-sm-6 col-md-4',
    increment: { label: 'Order Increment', help: 'Pack size: orders go up in steps of it' },
  },
} as const;

export interface ProductFieldsProps<Values extends FieldValues, Output> {
  /** `add` (Add Product) or `edit` (Edit Product, decision 121): the wording of the controls. */
  variant: keyof typeof WORDING;
  /** The form's accessible name, `Add Product` or `Edit Product`. */
  label: string;
  form: Pick<UseFormReturn<Values, unknown, Output>, 'register' | 'setValue' | 'control'> & {
    formState: { errors: FieldErrors<Values> };
  };
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  /** Changed to remount the image picker, so a reset also clears the chosen file. */
  imageKey?: number;
  /** The controls after the order increment: the stock (Add) or the volume tiers (Edit). */
  children: ReactNode;
}

/**
 * The product form both Add Product and Edit Product show: name, SKU, price, minimum order,
 * increment, the form's own controls, the image uploaded with its progress and the description
 * with its counter, then the submit button, disabled while the image uploads.
 */
export function ProductFields<Values extends FieldValues, Output>({
  variant,
  label,
  form,
  onSubmit,
  pending,
  submitLabel,
  imageKey,
  children,
}: ProductFieldsProps<Values, Output>) {
  const { register, setValue, control } = form;
  const errors = form.formState.errors as FieldErrors<ProductFieldValues>;
  const bind = fieldBinder(register, form.formState.errors);
  const field = (name: keyof ProductFieldValues & string) => bind(name as Path<Values>);
  const wording = WORDING[variant];
  const [uploading, setUploading] = useState(false);
  const productImage: unknown = useWatch({ control, name: 'productImage' as Path<Values> });
  const description: unknown = useWatch({ control, name: 'productDescription' as Path<Values> });

  return (
    <Card className="back-office-card">
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label={label}>
          <div className="row g-3">
            <Field
              id="product-name"
              className="col-12 col-md-8"
              label="Product Name"
              {...field('productName')}
            />
            <Field
              id="product-sku"
              className="col-12 col-md-4"
              label={wording.sku.label}
              autoCapitalize="characters"
              spellCheck={false}
              {...field('sku')}
              help={wording.sku.help}
            />
            <Field
              id="product-price"
              className={wording.priceColumn}
              label="Product Price (Tk)"
              {...TAKA_INPUT}
              {...field('productPrice')}
              help={wording.priceHelp}
            />
            <Field
              id="product-min-order"
              className={wording.column}
              label="Minimum Order Quantity"
              {...WHOLE_PIECES_INPUT}
              {...field('minOrder')}
            />
            <Field
              id="product-increment"
              className={wording.column}
              label={wording.increment.label}
              {...WHOLE_PIECES_INPUT}
              {...field('orderIncrement')}
              help={wording.increment.help}
            />
            {children}
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
            <DescriptionField
              {...field('productDescription')}
              length={typeof description === 'string' ? description.length : 0}
            />
          </div>
          <SubmitButton variant="primary" className="mt-4" disabled={uploading} pending={pending}>
            {submitLabel}
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
