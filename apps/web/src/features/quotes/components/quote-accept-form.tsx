import {
  AcceptQuoteInputSchema,
  formatTaka,
  paymentTermsLabel,
  type AcceptQuoteInput,
} from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';

/** The caller's company when it has payment terms: 'Pay on account' is offered (decision 157). */
export interface OnAccountOffer {
  companyName: string;
  paymentTermsDays: number;
}

export interface QuoteAcceptFormProps {
  /** The version shown: the one accepted (a newer one on the server refuses it, 409). */
  version: number;
  totalPrice: number;
  onAccount: OnAccountOffer;
  pending: boolean;
  onAccept: (input: AcceptQuoteInput) => void;
}

/**
 * Accepting a quote when the buyer's company has payment terms (decision 157): by card, or on the
 * company's account with a PO number (the order is confirmed and invoiced at once), as checkout
 * offers it.
 */
export function QuoteAcceptForm({
  version,
  totalPrice,
  onAccount,
  pending,
  onAccept,
}: QuoteAcceptFormProps) {
  const { register, handleSubmit, control, field } = useZodForm(AcceptQuoteInputSchema, {
    version,
    paymentMethod: 'card',
    poNumber: '',
  });
  const paysOnAccount = useWatch({ control, name: 'paymentMethod' }) === 'on_account';

  return (
    <Form
      noValidate
      aria-label="Accept the quote"
      className="w-100"
      onSubmit={handleSubmit(onAccept)}
    >
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Payment</legend>
        <Form.Check
          type="radio"
          id="quote-pay-card"
          label="Pay by card"
          value="card"
          {...register('paymentMethod')}
        />
        <Form.Check
          type="radio"
          id="quote-pay-on-account"
          label={`Pay on account (${paymentTermsLabel(onAccount.paymentTermsDays)}, invoiced to ${onAccount.companyName})`}
          value="on_account"
          {...register('paymentMethod')}
        />
      </fieldset>
      {paysOnAccount ? (
        <Field id="quote-po" label="PO number" className="mb-3" {...field('poNumber')} />
      ) : null}
      <p className="mb-2">
        {paysOnAccount ? 'Total on account' : 'Total to pay'}:{' '}
        <strong>{formatTaka(totalPrice)}</strong>
      </p>
      <SubmitButton pending={pending}>Accept and order</SubmitButton>
    </Form>
  );
}
