import {
  BASE_CURRENCY,
  COMPANY_MESSAGES,
  SetCompanyCurrencyInputSchema,
  type AdminCompany,
  type CurrencyCode,
} from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { CURRENCY_NAME_TEXTS } from '@/lib/i18n/currency-names';
import { ApiError } from '@/lib/api-error';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useEnabledCurrencies, useSetCompanyCurrency } from '../api/get-companies';

/**
 * The currency a company is billed in (shop admins; decision 327): Taka or a currency the shop
 * enabled (Currencies). Its carts, quotes, orders, invoices and statement are in it from the save
 * on; its credit limit and its members' spending limits are converted at today's rate. Once the
 * company has an order or a quote it can no longer change: the company's answer says so
 * (`currencyFixed`) and the control is disabled from the start with the reason, in the API's
 * words; should documents come between the read and the save, the API's 409 disables it alike.
 */
export function CompanyCurrencyForm({
  company,
  currencyFixed = false,
}: {
  company: AdminCompany;
  /** The company has an order or a quote (`AdminCompanyDetail.currencyFixed`). */
  currencyFixed?: boolean;
}) {
  const { t, i18n } = useLingui();
  const text = useBackOfficeText();
  const enabled = useEnabledCurrencies();
  const save = useSetCompanyCurrency();
  const form = useZodForm(SetCompanyCurrencyInputSchema, { currency: company.currency });
  const fixed = COMPANY_MESSAGES.currencyFixed(company.currency);
  const [refusedReason, setRefusedReason] = useState<string | null>(null);
  const fixedReason = currencyFixed ? fixed : refusedReason;
  // Taka, the enabled currencies and the company's own (enabled, as long as it is billed in it).
  const choices = [
    ...new Set<CurrencyCode>([BASE_CURRENCY, ...(enabled.data ?? []), company.currency]),
  ];
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: company._id, input },
      {
        onSuccess: () => toast.success(text(COMPANY_MESSAGES.currencySet)),
        onError: (error) => {
          if (error instanceof ApiError && error.message === fixed) setRefusedReason(fixed);
          else toast.error(text(error.message));
        },
      },
    ),
  );
  return (
    <ZodForm form={form} label={t`Billing currency`} onSubmit={onSubmit} pending={save.isPending}>
      <Field
        id="company-currency"
        className="col-12 col-md-8 col-lg-6"
        label={t`Currency`}
        as="select"
        disabled={fixedReason !== null}
        help={
          fixedReason === null
            ? t`Its carts, quotes, orders, invoices and statement are in it from the save on; its credit limit and members' spending limits are converted at today's rate.`
            : text(fixedReason)
        }
        helpClassName={fixedReason ? 'text-danger-emphasis' : undefined}
        {...form.field('currency')}
      >
        {choices.map((code) => (
          <option key={code} value={code}>
            {i18n._(CURRENCY_NAME_TEXTS[code])} ({code})
          </option>
        ))}
      </Field>
      {fixedReason === null ? (
        <SubmitButton className="mt-3">
          <Trans>Save currency</Trans>
        </SubmitButton>
      ) : null}
    </ZodForm>
  );
}
