import {
  CompanyCreditInputSchema,
  PAYMENT_TERMS_DAYS,
  paymentTermsLabel,
  RECEIVABLES_MESSAGES,
  type CompanyAccountSummary,
} from '@partline/shared';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Field } from '@/components/ui/form/field';
import { SelectOptions } from '@/components/ui/form/select-options';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { useSetCompanyCredit } from '../api/company-accounts';

/** The form's values: the terms as the select's text, the limit as typed. */
const FormSchema = z.object({
  paymentTermsDays: z
    .string()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(CompanyCreditInputSchema.shape.paymentTermsDays),
  creditLimit: z.coerce.number().pipe(CompanyCreditInputSchema.shape.creditLimit),
});

/** Grants a company payment terms and a credit limit (shop admins; audited). */
export function CreditTermsForm({
  company,
  onSaved,
}: {
  company: CompanyAccountSummary;
  onSaved: () => void;
}) {
  const save = useSetCompanyCredit();
  const { handleSubmit, field } = useZodForm(FormSchema, {
    paymentTermsDays: company.paymentTermsDays ? String(company.paymentTermsDays) : '',
    creditLimit: company.creditLimit,
  });
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { companyId: company.companyId, input },
      {
        onSuccess: () => {
          toast.success(RECEIVABLES_MESSAGES.termsSaved);
          onSaved();
        },
        onError: (error) => toast.error(error.message),
      },
    ),
  );
  return (
    <Form noValidate aria-label="Payment terms" onSubmit={onSubmit}>
      <Field
        id="credit-terms"
        label="Payment terms"
        as="select"
        className="mb-3"
        {...field('paymentTermsDays')}
      >
        <SelectOptions
          none="No terms (card only)"
          values={PAYMENT_TERMS_DAYS}
          labels={paymentTermsLabel}
        />
      </Field>
      <Field
        id="credit-limit"
        label="Credit limit (Tk.)"
        inputMode="decimal"
        className="mb-3"
        {...field('creditLimit')}
      />
      <SubmitButton pending={save.isPending} className="w-100">
        Save terms
      </SubmitButton>
    </Form>
  );
}
