import { paymentTermsLabel } from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';

/** The caller's company when it has payment terms: 'Pay on account' is offered (decision 157). */
export interface OnAccountOffer {
  companyName: string;
  paymentTermsDays: number;
}

export interface PaymentMethodFieldsetProps {
  /** The radios' ids: `${id}-card` and `${id}-on-account`. */
  id: string;
  onAccount: OnAccountOffer;
}

/**
 * 'Pay by card' or 'Pay on account' with the company's terms (decisions 140, 157): the same
 * choice at checkout and when accepting a quote, the value `paymentMethod` of the surrounding
 * `ZodForm`.
 */
export function PaymentMethodFieldset({ id, onAccount }: PaymentMethodFieldsetProps) {
  const registration = useFormContext().register('paymentMethod');
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Payment</legend>
      <Form.Check
        type="radio"
        id={`${id}-card`}
        label="Pay by card"
        value="card"
        {...registration}
      />
      <Form.Check
        type="radio"
        id={`${id}-on-account`}
        label={`Pay on account (${paymentTermsLabel(onAccount.paymentTermsDays)}, invoiced to ${onAccount.companyName})`}
        value="on_account"
        {...registration}
      />
    </fieldset>
  );
}
