import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CompanyCreditInputSchema,
  numericText,
  PAYMENT_TERMS_DAYS,
  RECEIVABLES_MESSAGES,
  type CompanyAccountSummary,
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const unit = amountUnit(company.currency, i18n);
  const fields = {
    paymentTermsDays: {
      id: 'credit-terms',
      label: t`Payment terms`,
      as: 'select',
      children: (
        <SelectOptions
          none={t`No terms (card only)`}
          values={PAYMENT_TERMS_DAYS}
          labels={(days: number) => {
            const count = format.number(days);
            return t`Net ${count}`;
          }}
        />
      ),
    },
    creditLimit: { id: 'credit-limit', label: t`Credit limit (${unit})`, inputMode: 'decimal' },
  } satisfies FieldSpecs<z.input<typeof FormSchema>>;
  const save = useSetCompanyCredit();
  const form = useZodForm(FormSchema, {
    paymentTermsDays: company.paymentTermsDays ? String(company.paymentTermsDays) : '',
    creditLimit: company.creditLimit,
  });
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { companyId: company.companyId, input },
      submitCallbacks({ saved: text(RECEIVABLES_MESSAGES.termsSaved), then: onSaved }),
    ),
  );
  return (
    <ZodForm form={form} label={t`Payment terms`} onSubmit={onSubmit} pending={save.isPending}>
      <FormFields fields={fields} className="mb-3" />
      <SubmitButton className="w-100">
        <Trans>Save terms</Trans>
      </SubmitButton>
    </ZodForm>
  );
}
