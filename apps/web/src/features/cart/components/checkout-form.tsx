import {
  CheckoutInputSchema,
  COMPANY_MESSAGES,
  ORDER_MESSAGES,
  type Address,
  type Cart,
  type CheckoutResult,
  type PaymentOption,
} from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApprovalNotice } from '@/components/ui/approval-notice';
import { AddressSelectField } from '@/components/ui/form/address-select-field';
import { FormField } from '@/components/ui/form/form-field';
import {
  PaymentMethodFieldset,
  type OnAccountOffer,
} from '@/components/ui/form/payment-method-fieldset';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useCheckout } from '../api/checkout';
import { Money } from '@/components/ui/money';
import { TaxTotals } from '@/components/ui/tax-totals';

export interface CheckoutFormProps {
  cart: Cart;
  /** The client's address book, the default first. */
  addresses: readonly Address[];
  /** Where the client adds an address when the book is empty. */
  addressBook: ReactNode;
  /**
   * Called with the new order (then its payment page opens, its own page for one paid by bank
   * transfer, or My Orders for one on account).
   */
  onPlaced: (result: CheckoutResult) => void;
  /** The installation's payment options (`GET /client-config`): bank transfer when offered. */
  paymentOptions?: readonly PaymentOption[] | undefined;
  /** The buyer's company when it has payment terms: offers 'Pay on account' (decision 140). */
  onAccount?: OnAccountOffer | undefined;
  /**
   * The order is above what is left of the buyer's monthly spending limit (`waitsForApproval`):
   * says so before it is placed; the server decides when it is.
   */
  needsApproval?: boolean;
}

/**
 * Checkout (decision 126): the delivery address from the address book, how it is paid (online,
 * by bank transfer or on account: {@link PaymentMethodFieldset}), an optional PO number and
 * note, the total; 'Place order' places one order of every line, all or nothing. One
 * `Idempotency-Key` per attempt: a double click or a retry after a lost answer places one order.
 */
export function CheckoutForm({
  cart,
  addresses,
  addressBook,
  onPlaced,
  paymentOptions,
  onAccount,
  needsApproval = false,
}: CheckoutFormProps) {
  const { t } = useLingui();
  const specText = useSpecText();
  const attempt = useIdempotencyKey();
  const checkout = useCheckout();
  const form = useZodForm(CheckoutInputSchema, {
    addressId: addresses[0]?._id,
    poNumber: '',
    note: '',
    paymentMethod: 'card',
  });
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const paysOnAccount = method === 'on_account';

  const onSubmit = form.handleSubmit((input) => {
    checkout.mutate(
      { input, idempotencyKey: attempt.key },
      {
        onSuccess: (result) => {
          // Over the buyer's company spending limit: nothing to pay until approved (decision 132).
          if (result.status === 'awaiting_approval') {
            toast.success(specText(COMPANY_MESSAGES.placedForApproval));
          } else {
            toast.success(specText(ORDER_MESSAGES.placed));
          }
          onPlaced(result);
        },
        onError: attempt.refused,
      },
    );
  });

  return (
    <Card className="checkout-card">
      <Card.Body>
        <h2 className="h5">
          <Trans>Checkout</Trans>
        </h2>
        {addresses.length === 0 ? (
          <>
            <p className="text-body-secondary">
              <Trans>Add a delivery address to check out.</Trans>
            </p>
            {addressBook}
          </>
        ) : (
          <ZodForm form={form} label={t`Checkout`} onSubmit={onSubmit} pending={checkout.isPending}>
            <AddressSelectField id="checkout-address" addresses={addresses} />
            <PaymentMethodFieldset
              id="checkout-pay"
              options={paymentOptions}
              onAccount={onAccount}
              currency={cart.currency}
            />
            <FormField
              name="poNumber"
              id="checkout-po"
              label={paysOnAccount ? t`PO number` : t`PO number (optional)`}
              className="mb-3"
            />
            <FormField
              name="note"
              id="checkout-note"
              label={t`Note (optional)`}
              as="textarea"
              rows={2}
              className="mb-3"
            />
            <TaxTotals tax={cart.tax} currency={cart.currency} />
            <p className="cart-total">
              <span>{paysOnAccount ? t`Total on account` : t`Total to pay`}</span>
              <output className="cart-total__value">
                <Money amount={cart.tax.total} currency={cart.currency} />
              </output>
            </p>
            {needsApproval ? (
              <ApprovalNotice
                id="checkout-approval"
                then={
                  paysOnAccount
                    ? t`then goes on the account.`
                    : method === 'bank_transfer'
                      ? t`then you pay it by bank transfer against its proforma invoice.`
                      : t`then you pay it by card from My Orders.`
                }
              />
            ) : null}
            {cart.canCheckout ? null : (
              <p className="text-danger small">
                <Trans>Fix the lines marked in your cart first</Trans>
              </p>
            )}
            <SubmitButton
              disabled={!cart.canCheckout}
              className="w-100"
              aria-describedby={needsApproval ? 'checkout-approval' : undefined}
            >
              <Trans>Place order</Trans>
            </SubmitButton>
          </ZodForm>
        )}
      </Card.Body>
    </Card>
  );
}
