import type { Order, PaymentOption, PaymentOptionName } from '@partline/shared';
import { Trans } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { unavailableReason } from '../payment-choice';

export interface OnlinePaymentChoiceProps {
  order: Pick<Order, 'totalPrice' | 'currency'>;
  /** The online options, at least two (one needs no choice). */
  options: readonly PaymentOption[];
  chosen: PaymentOptionName;
  onChoose: (option: PaymentOptionName) => void;
}

/**
 * How to pay online on the payment page (decision 315): one radio per option this installation
 * offers — the card (this page's card form), SSLCommerz or bKash (their own pages) — each saying
 * what happens next; an option that cannot take this order (bKash over its limit, SSLCommerz and
 * bKash for an order in another currency than Taka) is disabled and says why.
 */
export function OnlinePaymentChoice({
  order,
  options,
  chosen,
  onChoose,
}: OnlinePaymentChoiceProps) {
  const specText = useSpecText();
  return (
    <fieldset className="payment-card__choice mt-4">
      <legend className="h6">
        <Trans>How do you pay?</Trans>
      </legend>
      {options.map((option) => {
        const id = `pay-with-${option.option}`;
        const reason = unavailableReason(option, order);
        return (
          <div key={option.option} className="mb-2">
            <Form.Check
              type="radio"
              name="pay-with"
              id={id}
              label={specText(option.label)}
              value={option.option}
              checked={chosen === option.option}
              disabled={reason !== null}
              onChange={() => onChoose(option.option)}
              aria-describedby={`${id}-hint`}
              className="mb-0"
            />
            <Form.Text id={`${id}-hint`} className={`d-block ms-4${reason ? ' text-danger' : ''}`}>
              {specText(reason ?? option.next)}
            </Form.Text>
          </div>
        );
      })}
    </fieldset>
  );
}
