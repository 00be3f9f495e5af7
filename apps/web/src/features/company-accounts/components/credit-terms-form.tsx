import {
  CompanyCreditInputSchema,
  numericText,
  PAYMENT_TERMS_DAYS,
  paymentTermsLabel,
  RECEIVABLES_MESSAGES,
  type CompanyAccountSummary,
  type CurrencyCode,
} from '@partline/shared';
import { z } from 'zod';
import type { FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { SelectOptions } from '@/components/ui/form/select-options';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { amountUnit } from '@/lib/amount-unit';
import { useSetCompanyCredit } from '../api/company-accounts';

/** The form's values: the terms as the select's text, the limit as typed. */
const FormSchema = z.object({
  paymentTermsDays: z
    .string()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(CompanyCreditInputSchema.shape.paymentTermsDays),
  // `50,00,000` and `5,000,000` alike (numericText); other text gets the field's message.
  creditLimit: z.preprocess(numericText, CompanyCreditInputSchema.shape.creditLimit),
});

const FIELDS = {
  paymentTermsDays: {
    id: 'credit-terms',
    label: 'Payment terms',
    as: 'select',
    children: (
      <SelectOptions
        none="No terms (card only)"
        values={PAYMENT_TERMS_DAYS}
        labels={paymentTermsLabel}
      />
    ),
  },
  creditLimit: { id: 'credit-limit', label: 'Credit limit (Tk.)', inputMode: 'decimal' },
} satisfies FieldSpecs<z.input<typeof FormSchema>>;

/** The credit limit's label: in Taka `Credit limit (Tk.)`, else with its currency's code. */
const creditLimitLabel = (currency: CurrencyCode) => `Credit limit (${amountUnit(currency)})`;

/**
 * Grants a company payment terms and a credit limit (shop admins; audited), the limit in the
 * company's billing currency (decision 327).
 */
export function CreditTermsForm({
  company,
  onSaved,
}: {
  company: CompanyAccountSummary;
  onSaved: () => void;
}) {
  const save = useSetCompanyCredit();
  const form = useZodForm(FormSchema, {
    paymentTermsDays: company.paymentTermsDays ? String(company.paymentTermsDays) : '',
    creditLimit: company.creditLimit,
  });
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { companyId: company.companyId, input },
      submitCallbacks({ saved: RECEIVABLES_MESSAGES.termsSaved, then: onSaved }),
    ),
  );
  return (
    <ZodForm form={form} label="Payment terms" onSubmit={onSubmit} pending={save.isPending}>
      <FormFields
        fields={{
          ...FIELDS,
          creditLimit: { ...FIELDS.creditLimit, label: creditLimitLabel(company.currency) },
        }}
        className="mb-3"
      />
      <SubmitButton className="w-100">Save terms</SubmitButton>
    </ZodForm>
  );
}
