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
  const answer = useAnswerQuote();
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
    answer.mutate({ id: quote._id, input }, toastOutcome(QUOTE_MESSAGES.answered)),
  );

  return (
    <Card className="quote-answer">
      <Card.Body>
        <h2 className="h5">Send a quote (version {quote.currentVersion + 1})</h2>
        <ZodForm form={form} label="Send a quote" onSubmit={onSubmit} pending={answer.isPending}>
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
                    label="Quantity"
                    type="number"
                    inputMode="numeric"
                  />
                  <FormField
                    name={`lines.${index}.unitPrice`}
                    id={`answer-price-${index}`}
                    label={`Unit price, ${amountUnit(quote.currency)} (${line?.productName ?? 'line'})`}
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
            label="Valid until (Dhaka)"
            type="date"
            className="mb-3"
          />
          <FormField
            name="message"
            id="answer-message"
            label="Message to the buyer"
            as="textarea"
            rows={2}
            className="mb-3"
          />
          <SubmitButton>Send quote</SubmitButton>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
