import { AcceptQuoteInputSchema, formatTaka, type AcceptQuoteInput } from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/form/field';
import {
  PaymentMethodFieldset,
  type OnAccountOffer,
} from '@/components/ui/form/payment-method-fieldset';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';

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
      <PaymentMethodFieldset
        id="quote-pay"
        onAccount={onAccount}
        registration={register('paymentMethod')}
      />
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
