import type { PaymentOptionName } from './payment-options.js';

/** How a buyer reads each option: its label and what happens next. */
export const PAYMENT_OPTION_TEXTS: Readonly<
  Record<PaymentOptionName, { label: string; next: string }>
> = Object.freeze({
  local: {
    label: 'Card',
    next: 'Enter your card on this page. This shop runs the built-in test processor: no money moves.',
  },
  stripe: {
    label: 'International card',
    next: 'Enter your Visa, Mastercard or American Express card on this page (Stripe).',
  },
  sslcommerz: {
    label: 'Card, mobile banking or internet banking (SSLCommerz)',
    next: "You go to SSLCommerz's secure page (cards, bKash, Nagad, Rocket, internet banking) and come back here once paid.",
  },
  bkash: {
    label: 'bKash',
    next: 'You go to bKash to approve the payment with your wallet number, code and PIN, then come back here.',
  },
  bank_transfer: {
    label: 'Bank transfer against a proforma invoice',
    next: 'Download the proforma invoice, transfer the amount by BEFTN or RTGS with the order number as the reference.',
  },
  on_account: {
    label: 'Pay on account',
    next: "Invoiced to your company's account, due by its payment terms.",
  },
});

/** The texts of the payment rails (decision 311). */
export const PAYMENT_RAIL_MESSAGES = {
  providerOff: 'This payment option is not enabled on this server',
  overBkashLimit: (maxTaka: string) => `bKash takes orders up to ${maxTaka}; choose another option`,
  returnPaid: 'Payment received. Thank you!',
  returnFailed: 'The payment did not go through. Nothing was charged; you can try again.',
  returnCancelled: 'You cancelled the payment. You can pay again whenever you are ready.',
  returnReview:
    'Your payment was received and is being reviewed by the shop; we will confirm your order shortly.',
  returnPending:
    'We are waiting for the payment provider to confirm your payment; this page updates once it does.',
  badIpn: 'This notification is not signed by SSLCommerz',
  amountMismatch: 'The amount paid is not the amount of this order',
  sessionUnknown: 'Unknown payment session',
  transferOff: 'Bank transfer is not enabled on this server',
  noPayeeAccount: 'The shop has no bank account for transfers yet',
  transferOverAwaited: 'This is more than the amount still awaited for this order',
  transferDuplicate: 'A transfer with this bank reference is already recorded for this order',
  transferRecorded: 'Transfer recorded',
  partlyTransferred:
    'Part of this order was paid by bank transfer; transfer the rest against its proforma invoice',
  proformaExpired: 'The proforma invoice expired; the stock was released',
} as const;
