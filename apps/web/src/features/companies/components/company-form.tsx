import { CompanyInputSchema, type CompanyInput, type CompanyInputValues } from '@partline/shared';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { Field } from '@/components/ui/form/field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';

const FIELDS = ['name', 'tradeLicenceNumber', 'bin', 'billingAddress'] as const;

export interface CompanyFormProps {
  /** The company now (editing), or nothing (a new company). */
  initial?: CompanyInputValues | undefined;
  submitLabel: string;
  pending: boolean;
  /** Saves; a rejected promise's field errors go under the fields, others to a toast. */
  onSave: (input: CompanyInput) => Promise<unknown>;
  /** Prefix of the controls' ids (two forms on one page stay apart). */
  idPrefix?: string;
}

/** A company's legal details: name, trade licence number, BIN and billing address. */
export function CompanyForm({
  initial,
  submitLabel,
  pending,
  onSave,
  idPrefix = 'company',
}: CompanyFormProps) {
  // Only the form's four fields, whatever else `initial` carries (a company's id, dates).
  const { handleSubmit, setError, field } = useZodForm(CompanyInputSchema, {
    name: initial?.name ?? '',
    tradeLicenceNumber: initial?.tradeLicenceNumber ?? '',
    bin: initial?.bin ?? '',
    billingAddress: initial?.billingAddress ?? '',
  });
  const onSubmit = handleSubmit((input) =>
    onSave(input).catch((error: unknown) => {
      if (!setFieldErrors(error, FIELDS, setError)) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  return (
    <Form noValidate aria-label="Company details" onSubmit={onSubmit} className="row g-2">
      <Field
        id={`${idPrefix}-name`}
        className="col-12"
        label="Company name"
        autoComplete="organization"
        {...field('name')}
      />
      <Field
        id={`${idPrefix}-licence`}
        className="col-12 col-md-6"
        label="Trade licence number"
        {...field('tradeLicenceNumber')}
      />
      <Field
        id={`${idPrefix}-bin`}
        className="col-12 col-md-6"
        label="BIN (VAT registration number)"
        inputMode="numeric"
        help="9 or 13 digits"
        {...field('bin')}
      />
      <Field
        id={`${idPrefix}-billing`}
        className="col-12"
        label="Billing address"
        as="textarea"
        rows={2}
        autoComplete="street-address"
        {...field('billingAddress')}
      />
      <div className="col-12">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
