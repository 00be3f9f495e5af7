import {
  BASE_CURRENCY,
  PAYMENT_OPTION_TEXTS,
  type CurrencyCode,
  type PaymentOption,
  type PaymentOptionName,
} from '@partline/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';
import { formattersFor } from '@/lib/i18n/format';
import { activeLocale } from '@/lib/i18n/i18n';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { takesCurrency } from '@/lib/taka-only-rails';

/** The caller's company when it has payment terms: 'Pay on account' is offered (decision 157). */
export interface OnAccountOffer {
  companyName: string;
  paymentTermsDays: number;
}

/** The options paid online at once, chosen on the payment page (decision 315). */
const ONLINE_OPTIONS: readonly PaymentOptionName[] = ['local', 'stripe', 'sslcommerz', 'bkash'];

export interface PaymentMethodFieldsetProps {
  /** The radios' ids: `${id}-card`, `${id}-bank-transfer` and `${id}-on-account`. */
  id: string;
  /** The installation's payment options (`GET /client-config`); none while it loads. */
  options?: readonly PaymentOption[] | undefined;
  /** The buyer's company when it has payment terms. */
  onAccount?: OnAccountOffer | undefined;
  /**
   * The currency of the order to be placed (decision 327): the online options that take Taka
   * only are not named for another one. Taka when not given.
   */
  currency?: CurrencyCode;
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
 * with the company's terms; each says what happens next (the online options the order's currency
 * can be paid with). Renders nothing when paying online is
 * the only choice. The same choice at checkout and when accepting a quote.
 */
export function PaymentMethodFieldset({
  id,
  options = [],
  onAccount,
  currency = BASE_CURRENCY,
}: PaymentMethodFieldsetProps) {
  const { t } = useLingui();
  const specText = useSpecText();
  const online = options.filter(
    (option) => ONLINE_OPTIONS.includes(option.option) && takesCurrency(option, currency),
  );
  const transfer = options.find((option) => option.option === 'bank_transfer');
  if (!transfer && !onAccount) return null;
  const onlineLabels = online.map((option) => specText(option.label)).join(' · ');
  const { number } = formattersFor(activeLocale());
  const termDays = number(onAccount?.paymentTermsDays ?? 0);
  const terms = onAccount ? t`Net ${termDays}` : '';
  const companyName = onAccount?.companyName ?? '';
  /** 'The stock is held 3 days.' */
  const heldFor = (days: number) => {
    const count = number(days);
    return t`${plural(days, { one: `The stock is held ${count} day.`, other: `The stock is held ${count} days.` })}`;
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">
        <Trans>Payment</Trans>
      </legend>
      <MethodChoice
        id={`${id}-card`}
        value="card"
        label={t`Pay online now`}
        hint={
          online.length > 0
            ? t`On the payment page: ${onlineLabels}.`
            : t`On the payment page, once the order is placed.`
        }
      />
      {transfer ? (
        <MethodChoice
          id={`${id}-bank-transfer`}
          value="bank_transfer"
          label={specText(PAYMENT_OPTION_TEXTS.bank_transfer.label)}
          hint={
            <>
              {specText(transfer.next)}
              {transfer.holdDays ? <> {heldFor(transfer.holdDays)}</> : null}
            </>
          }
        />
      ) : null}
      {onAccount ? (
        <MethodChoice
          id={`${id}-on-account`}
          value="on_account"
          label={t`Pay on account (${terms}, invoiced to ${companyName})`}
          hint={specText(PAYMENT_OPTION_TEXTS.on_account.next)}
        />
      ) : null}
    </fieldset>
  );
}
