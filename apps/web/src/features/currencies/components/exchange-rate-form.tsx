import { CURRENCY_NAME_TEXTS } from '@/lib/i18n/currency-names';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  addDays,
  BdtPerUnitSchema,
  CURRENCY_MESSAGES,
  DEFAULT_RATE_SOURCE,
  FOREIGN_CURRENCIES,
  formatExchangeRate,
  RecordExchangeRateInputSchema,
  shopDay,
} from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { useRecordExchangeRate } from '../api/currencies';

/** The fields whose API messages (400 `details`, the 409 of a day taken) show under them. */
const FIELDS = ['currency', 'bdtPerUnit', 'effectiveOn', 'source'] as const;

/**
 * A day's exchange rate (decision 324): the currency, Taka for one unit as Bangladesh Bank
 * publishes it, the day it applies from (tomorrow at the latest) and where it was read. The rate
 * as it will read shows under it, so that a rate entered the wrong way round is seen before it is
 * recorded; a recorded rate is never changed.
 */
export function ExchangeRateForm() {
  const { t, i18n } = useLingui();
  const text = useBackOfficeText();
  const record = useRecordExchangeRate();
  const form = useZodForm(RecordExchangeRateInputSchema, {
    currency: 'USD',
    bdtPerUnit: '',
    effectiveOn: shopDay(),
    source: DEFAULT_RATE_SOURCE,
  });
  const [currency, bdtPerUnit] = form.watch(['currency', 'bdtPerUnit']);
  const rate = BdtPerUnitSchema.safeParse(bdtPerUnit);
  const submit = form.handleSubmit((input) =>
    record.mutate(
      input,
      submitCallbacks({
        saved: text(CURRENCY_MESSAGES.rateRecorded),
        form,
        fields: FIELDS,
        then: () => form.reset({ ...input, bdtPerUnit: '' }),
      }),
    ),
  );
  return (
    <Form
      noValidate
      aria-label={t`Record a rate`}
      className="row g-2 align-items-start"
      onSubmit={(event) => void submit(event)}
    >
      <Field
        id="rate-currency"
        label={t`Currency`}
        as="select"
        className="col-12 col-sm-6 col-lg-3"
        {...form.field('currency')}
      >
        {FOREIGN_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {i18n._(CURRENCY_NAME_TEXTS[code])} ({code})
          </option>
        ))}
      </Field>
      <Field
        id="rate-bdt-per-unit"
        label={t`Taka for one unit`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="122.50"
        className="col-12 col-sm-6 col-lg-3"
        help={
          rate.success && currency
            ? formatExchangeRate(currency, rate.data)
            : t`Up to 6 decimals, as Bangladesh Bank publishes it`
        }
        {...form.field('bdtPerUnit')}
      />
      <Field
        id="rate-effective-on"
        label={t`Applies from`}
        type="date"
        max={addDays(shopDay(), 1)}
        className="col-12 col-sm-6 col-lg-3"
        help={t`Tomorrow at the latest`}
        hideHelpOnError
        {...form.field('effectiveOn')}
      />
      <Field
        id="rate-source"
        label={t`Source`}
        className="col-12 col-sm-6 col-lg-3"
        {...form.field('source')}
      />
      <div className="col-12">
        <SubmitButton pending={record.isPending} size="sm">
          <Trans>Record rate</Trans>
        </SubmitButton>
      </div>
    </Form>
  );
}
