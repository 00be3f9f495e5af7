import {
  paymentTermsLabel,
  PAYMENT_OPTION_TEXTS,
  type PaymentOption,
  type PaymentOptionName,
} from '@partline/shared';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';

/** The caller's company when it has payment terms: 'Pay on account' is offered (decision 157). */
export interface OnAccountOffer {
  companyName: string;
  paymentTermsDays: number;
}

/** The options paid online at once, chosen on the payment page (decision 315). */
const ONLINE_OPTIONS: readonly PaymentOptionName[] = ['local', 'stripe', 'sslcommerz', 'bkash'];

/** 'stock held 1 day', 'stock held 3 days'. */
const heldFor = (days: number) => `The stock is held ${days} ${days === 1 ? 'day' : 'days'}.`;

export interface PaymentMethodFieldsetProps {
  /** The radios' ids: `${id}-card`, `${id}-bank-transfer` and `${id}-on-account`. */
  id: string;
  /** The installation's payment options (`GET /client-config`); none while it loads. */
  options?: readonly PaymentOption[] | undefined;
  /** The buyer's company when it has payment terms. */
  onAccount?: OnAccountOffer | undefined;
}

/** One radio with what happens next under it, as its accessible description. */
function MethodChoice({
  id,
  value,
  label,
  hint,
}: {
  id: string;
  value: string;
  label: string;
  hint: ReactNode;
}) {
  const registration = useFormContext().register('paymentMethod');
  return (
    <div className="mb-2">
      <Form.Check
        type="radio"
        id={id}
        label={label}
        value={value}
        aria-describedby={`${id}-hint`}
        className="mb-0"
        {...registration}
      />
      <Form.Text id={`${id}-hint`} className="d-block ms-4">
        {hint}
      </Form.Text>
    </div>
  );
}

/**
 * How the order is paid (decisions 140, 157, 315), the value `paymentMethod` of the surrounding
 * `ZodForm`: 'Pay online now' (`card`: a card, SSLCommerz or bKash, chosen on the payment page),
 * 'Bank transfer against a proforma invoice' when the installation offers it, and 'Pay on account'
 * with the company's terms; each says what happens next. Renders nothing when paying online is
 * the only choice. The same choice at checkout and when accepting a quote.
 */
export function PaymentMethodFieldset({ id, options = [], onAccount }: PaymentMethodFieldsetProps) {
  const online = options.filter((option) => ONLINE_OPTIONS.includes(option.option));
  const transfer = options.find((option) => option.option === 'bank_transfer');
  if (!transfer && !onAccount) return null;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Payment</legend>
      <MethodChoice
        id={`${id}-card`}
        value="card"
        label="Pay online now"
        hint={
          online.length > 0
            ? `On the payment page: ${online.map((option) => option.label).join(' · ')}.`
            : 'On the payment page, once the order is placed.'
        }
      />
      {transfer ? (
        <MethodChoice
          id={`${id}-bank-transfer`}
          value="bank_transfer"
          label={PAYMENT_OPTION_TEXTS.bank_transfer.label}
          hint={
            <>
              {transfer.next}
              {transfer.holdDays ? ` ${heldFor(transfer.holdDays)}` : null}
            </>
          }
        />
      ) : null}
      {onAccount ? (
        <MethodChoice
          id={`${id}-on-account`}
          value="on_account"
          label={`Pay on account (${paymentTermsLabel(onAccount.paymentTermsDays)}, invoiced to ${onAccount.companyName})`}
          hint={PAYMENT_OPTION_TEXTS.on_account.next}
        />
      ) : null}
    </fieldset>
  );
}
