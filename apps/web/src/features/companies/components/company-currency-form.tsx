import {
  BASE_CURRENCY,
  COMPANY_MESSAGES,
  currencyLabel,
  SetCompanyCurrencyInputSchema,
  type AdminCompany,
  type CurrencyCode,
} from '@partline/shared';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { useEnabledCurrencies, useSetCompanyCurrency } from '../api/get-companies';

/**
 * The currency a company is billed in (shop admins; decision 327): Taka or a currency the shop
 * enabled (Currencies). Its carts, quotes, orders, invoices and statement are in it from the save
 * on; its credit limit and its members' spending limits are converted at today's rate. Once the
 * company has an order or a quote it can no longer change: the control is disabled and says why,
 * in the API's words.
 */
export function CompanyCurrencyForm({ company }: { company: AdminCompany }) {
  const enabled = useEnabledCurrencies();
  const save = useSetCompanyCurrency();
  const form = useZodForm(SetCompanyCurrencyInputSchema, { currency: company.currency });
  const fixedReason = company.currencyFixed ? COMPANY_MESSAGES.currencyFixed(company.currency) : null;
  // Taka, the enabled currencies and the company's own (enabled, as long as it is billed in it).
  const choices = [
    ...new Set<CurrencyCode>([BASE_CURRENCY, ...(enabled.data ?? []), company.currency]),
  ];
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: company._id, input },
      submitCallbacks({ saved: COMPANY_MESSAGES.currencySet, form, fields: ['currency'] }),
    ),
  );
  return (
    <ZodForm form={form} label="Billing currency" onSubmit={onSubmit} pending={save.isPending}>
      <div className="row g-3 align-items-end">
        <Field
          id="company-currency"
          className="col-12 col-md-6"
          label="Billing currency"
          as="select"
          disabled={fixedReason !== null}
          help={
            fixedReason ??
            "Its carts, quotes, orders, invoices and statement are in it; its credit limit and spending limits are converted at today's rate."
          }
          {...form.field('currency')}
        >
          {choices.map((code) => (
            <option key={code} value={code}>
              {currencyLabel(code)}
            </option>
          ))}
        </Field>
        {fixedReason === null ? (
          <div className="col-12 col-md-6 mb-md-4">
            <SubmitButton size="sm">Save currency</SubmitButton>
          </div>
        ) : null}
      </div>
    </ZodForm>
  );
}
