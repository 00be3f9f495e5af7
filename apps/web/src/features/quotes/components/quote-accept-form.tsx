import { AcceptQuoteInputSchema, type AcceptQuoteInput } from '@partline/shared';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import {
  PaymentMethodFieldset,
  type OnAccountOffer,
} from '@/components/ui/form/payment-method-fieldset';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { Money } from '@/components/ui/money';

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
  const form = useZodForm(AcceptQuoteInputSchema, { version, paymentMethod: 'card', poNumber: '' });
  const paysOnAccount = useWatch({ control: form.control, name: 'paymentMethod' }) === 'on_account';

  return (
    <ZodForm
      form={form}
      label="Accept the quote"
      className="w-100"
      onSubmit={form.handleSubmit(onAccept)}
      pending={pending}
    >
      <PaymentMethodFieldset id="quote-pay" onAccount={onAccount} />
      {paysOnAccount ? (
        <FormField name="poNumber" id="quote-po" label="PO number" className="mb-3" />
      ) : null}
      <p className="mb-2">
        {paysOnAccount ? 'Total on account' : 'Total to pay'}:{' '}
        <strong>
          <Money taka={totalPrice} />
        </strong>
      </p>
      <SubmitButton>Accept and order</SubmitButton>
    </ZodForm>
  );
}
