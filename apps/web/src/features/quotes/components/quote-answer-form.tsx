import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  addDays,
  AnswerQuoteInputSchema,
  QUOTE_MESSAGES,
  shopDay,
  type Quote,
} from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { useFieldArray } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { amountUnit } from '@/lib/amount-unit';
import { toastOutcome } from '@/lib/toast-outcome';
import { useAnswerQuote } from '../api/answer-quote';

/**
 * The shop's answer (decision 151): a unit price and quantity per line of the latest version, the
 * last valid day and a message; sending it makes the next version and e-mails the buyer. Prices
 * are in the quote's currency (decision 327).
 */
export function QuoteAnswerForm({ quote }: { quote: Quote }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const version = format.number(quote.currentVersion + 1);
  const answer = useAnswerQuote();
  const unitPriceLabel = (productName: string | undefined) => {
    const name = productName ?? t`line`;
    const unit = amountUnit(quote.currency, i18n);
    return t`Unit price, ${unit} (${name})`;
  };
  const latest = quote.versions.at(-1);
  const form = useZodForm(AnswerQuoteInputSchema, {
    lines: (latest?.lines ?? []).map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
    validUntil: addDays(shopDay(), 14),
    message: '',
  });
  const { control, handleSubmit, formState } = form;
  const { fields } = useFieldArray({ control, name: 'lines' });
  const onSubmit = handleSubmit((input) =>
    answer.mutate({ id: quote._id, input }, toastOutcome(text(QUOTE_MESSAGES.answered))),
  );

  return (
    <Card className="quote-answer">
      <Card.Body>
        <h2 className="h5">
          <Trans>Send a quote (version {version})</Trans>
        </h2>
        <ZodForm form={form} label={t`Send a quote`} onSubmit={onSubmit} pending={answer.isPending}>
          {fields.map((row, index) => {
            const line = latest?.lines[index];
            return (
              <fieldset key={row.id} className="quote-answer__line">
                <legend className="h6">
                  {line?.productName} <span className="text-body-secondary">({line?.sku})</span>
                </legend>
                <div className="quote-answer__inputs">
                  <FormField
                    name={`lines.${index}.quantity`}
                    id={`answer-quantity-${index}`}
                    label={t`Quantity`}
                    type="number"
                    inputMode="numeric"
                  />
                  <FormField
                    name={`lines.${index}.unitPrice`}
                    id={`answer-price-${index}`}
                    label={unitPriceLabel(line?.productName)}
                    inputMode="decimal"
                  />
                </div>
              </fieldset>
            );
          })}
          {formState.errors.lines?.message ? (
            <p className="text-danger small">{formState.errors.lines.message}</p>
          ) : null}
          <FormField
            name="validUntil"
            id="answer-valid-until"
            label={t`Valid until (Dhaka)`}
            type="date"
            className="mb-3"
          />
          <FormField
            name="message"
            id="answer-message"
            label={t`Message to the buyer`}
            as="textarea"
            rows={2}
            className="mb-3"
          />
          <SubmitButton>
            <Trans>Send quote</Trans>
          </SubmitButton>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
