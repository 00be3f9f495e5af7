import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import {
  CompanyInputSchema,
  MEMBERSHIP_MESSAGES,
  type CompanyInput,
  type CompanyInputValues,
} from '@partline/shared';
import toast from 'react-hot-toast';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { fieldNames, type FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { ADDRESS_INPUT } from '@/components/ui/form/inputs';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';

/** The four fields, their ids after `idPrefix` (two forms on one page stay apart). */
function companyFields(idPrefix: string) {
  return {
    name: {
      id: `${idPrefix}-name`,
      className: 'col-12',
      label: msg`Company name`,
      autoComplete: 'organization',
    },
    tradeLicenceNumber: { id: `${idPrefix}-licence`, label: msg`Trade licence number` },
    bin: {
      id: `${idPrefix}-bin`,
      label: msg`BIN (VAT registration number)`,
      inputMode: 'numeric',
      help: msg`9 or 13 digits`,
    },
    billingAddress: {
      id: `${idPrefix}-billing`,
      className: 'col-12',
      ...ADDRESS_INPUT,
      label: msg`Billing address`,
      rows: 2,
    },
  } satisfies FieldSpecs<CompanyInputValues>;
}

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

/**
 * A company's legal details: name, trade licence number, BIN and billing address. A new company's
 * form says that founding it revokes the founder's own API keys and webhook endpoints (decision
 * 293).
 */
export function CompanyForm({
  initial,
  submitLabel,
  pending,
  onSave,
  idPrefix = 'company',
}: CompanyFormProps) {
  // Only the form's four fields, whatever else `initial` carries (a company's id, dates).
  const { t } = useLingui();
  const buyerText = useBuyerText();
  const fields = companyFields(idPrefix);
  const form = useZodForm(CompanyInputSchema, {
    name: initial?.name ?? '',
    tradeLicenceNumber: initial?.tradeLicenceNumber ?? '',
    bin: initial?.bin ?? '',
    billingAddress: initial?.billingAddress ?? '',
  });
  const onSubmit = form.handleSubmit((input) =>
    onSave(input).catch((error: unknown) => {
      if (!setFieldErrors(error, fieldNames(fields), form.setError)) {
        toast.error(buyerText(error instanceof Error ? error.message : String(error)));
      }
    }),
  );
  return (
    <ZodForm
      form={form}
      label={t`Company details`}
      onSubmit={onSubmit}
      pending={pending}
      className="row g-2"
    >
      <FormFields fields={fields} className="col-12 col-md-6" />
      <div className="col-12">
        {initial ? null : (
          <p className="small text-body-secondary">
            {buyerText(MEMBERSHIP_MESSAGES.personalIntegrationsRevoked)}
          </p>
        )}
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </ZodForm>
  );
}
