import { Trans, useLingui } from '@lingui/react/macro';
import {
  AcceptQuoteInputSchema,
  type AcceptQuoteInput,
  type Address,
  type CurrencyCode,
  type PaymentOption,
} from '@partline/shared';
import { useWatch } from 'react-hook-form';
import { AddressSelectField } from '@/components/ui/form/address-select-field';
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
  /** The quote's currency: `totalPrice` is in it (decision 327). */
  currency: CurrencyCode;
  /** The client's address book, the default first: the order is delivered to one of them. */
  addresses: readonly Address[];
  /** The buyer's company when it has payment terms: 'Pay on account' is offered. */
  onAccount?: OnAccountOffer | undefined;
  /** The installation's payment options: bank transfer when offered (decision 315). */
  paymentOptions?: readonly PaymentOption[] | undefined;
  pending: boolean;
  onAccept: (input: AcceptQuoteInput) => void;
}

/**
 * Accepting a quote asks what checkout asks (decisions 126, 157): the delivery address from the
 * address book, a PO number (required on account, where the order is confirmed and invoiced at
 * once) and how it is paid: online, by bank transfer when offered, on account when the company
 * has terms.
 */
export function QuoteAcceptForm({
  version,
  totalPrice,
  currency,
  addresses,
  onAccount,
  paymentOptions,
  pending,
  onAccept,
}: QuoteAcceptFormProps) {
  const form = useZodForm(AcceptQuoteInputSchema, {
    version,
    addressId: addresses[0]?._id,
    paymentMethod: 'card',
    poNumber: '',
  });
  const { t } = useLingui();
  const paysOnAccount = useWatch({ control: form.control, name: 'paymentMethod' }) === 'on_account';

  return (
    <ZodForm
      form={form}
      label={t`Accept the quote`}
      className="w-100"
      onSubmit={form.handleSubmit(onAccept)}
      pending={pending}
    >
      <AddressSelectField id="quote-address" addresses={addresses} />
      <PaymentMethodFieldset
        id="quote-pay"
        options={paymentOptions}
        onAccount={onAccount}
        currency={currency}
      />
      <FormField
        name="poNumber"
        id="quote-po"
        label={paysOnAccount ? t`PO number` : t`PO number (optional)`}
        className="mb-3"
      />
      <p className="mb-2">
        {paysOnAccount ? t`Total on account` : t`Total to pay`}:{' '}
        <strong>
          <Money amount={totalPrice} currency={currency} />
        </strong>
      </p>
      <SubmitButton>
        <Trans>Accept and order</Trans>
      </SubmitButton>
    </ZodForm>
  );
}
