import {
  ADDRESS_BOOK_MESSAGES,
  CART_MESSAGES,
  AWAITING_TRANSFER_LABEL,
  CANCEL_UNSHIPPED_MESSAGES,
  COMPANY_MESSAGES,
  FULFILMENT_STATUS_LABELS,
  INVOICE_MESSAGES,
  ON_ACCOUNT_LABEL,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_OPTION_TEXTS,
  PAYMENT_RAIL_MESSAGES,
  PRICING_MESSAGES,
  PRODUCT_MESSAGES,
  QUOTE_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  TAX_MESSAGES,
  TAX_NOTE_MESSAGES,
  USER_MESSAGES,
} from '@partline/shared';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { formattersFor } from './format';
import { activeLocale } from './i18n';

/**
 * The shared package's texts a buyer reads — the specification's validation messages, toasts and
 * errors (spec §5, §8), which the schemas, the API and the web app all use in English — as
 * messages of the web app's catalog (decision 325). Keyed by the English text: a form's zod error
 * or an API error's message is looked up here and shown in the reader's language; a text not
 * listed shows as it came. `spec-texts.test.ts` checks that each message is its key, word for word.
 */
export const SPEC_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [USER_MESSAGES.nameRequired, msg`Name is Required`],
  [USER_MESSAGES.emailRequired, msg`Email is Required`],
  [USER_MESSAGES.emailInvalid, msg`Please Enter a Valid Email`],
  [USER_MESSAGES.passwordRequired, msg`Password is Required`],
  [USER_MESSAGES.passwordMin, msg`Password must be at least 8 characters`],
  [
    USER_MESSAGES.passwordPattern,
    msg`Password must contain at least one lowercase letter, one uppercase letter, one number and one special character`,
  ],
  [USER_MESSAGES.passwordMismatch, msg`Password and Confirm Password does not match`],
  [USER_MESSAGES.termsRequired, msg`Please Accept Terms and Conditions`],
  [USER_MESSAGES.userDoesNotExist, msg`User Does Not Exist. Please Sign Up`],
  [USER_MESSAGES.wrongPassword, msg`Wrong Password`],
  [USER_MESSAGES.loginSuccessful, msg`Login Successful`],
  [USER_MESSAGES.sendingResetEmail, msg`Sending Reset Email`],
  [USER_MESSAGES.noUserLoggedIn, msg`No user is logged in`],
  [USER_MESSAGES.profileUpdated, msg`Profile Updated Successfully`],
  [USER_MESSAGES.socialSignedIn('Google'), msg`Successfully Signed In With Google`],
  [USER_MESSAGES.socialSignedIn('Facebook'), msg`Successfully Signed In With Facebook`],
  [USER_MESSAGES.socialSignedIn('Github'), msg`Successfully Signed In With Github`],
  [PRODUCT_MESSAGES.outOfStock, msg`Out Of the Stocks`],
  [PRODUCT_MESSAGES.notFound, msg`Product not found`],
  [ORDER_MESSAGES.notEnough, msg`Not Enough`],
  [ORDER_MESSAGES.fillUpCorrectly, msg`Please fill up correctly`],
  [ORDER_MESSAGES.placed, msg`Order Successfully`],
  [ORDER_MESSAGES.confirmCancel, msg`Do You Want to Cancel Your Order?`],
  [ORDER_MESSAGES.cancelled, msg`Order Cancelled Successfully`],
  [ORDER_MESSAGES.paymentWait, msg`Please wait...`],
  [ORDER_MESSAGES.paymentSuccess, msg`Payment Successful, THANK YOU!`],
  [ORDER_MESSAGES.notFound, msg`Order not found`],
  [CART_MESSAGES.added, msg`Added to cart`],
  [CART_MESSAGES.removed, msg`Removed from cart`],
  [CART_MESSAGES.empty, msg`Your cart is empty`],
  [CART_MESSAGES.productGone, msg`This product is no longer sold`],
  [CART_MESSAGES.fixLinesFirst, msg`Fix the lines marked in your cart first`],
  [CART_MESSAGES.quantityRequired, msg`Quantity is Required`],
  [CART_MESSAGES.quantityTooLarge, msg`Quantity is too large`],
  [CART_MESSAGES.tooManyLines, msg`A cart holds at most 100 lines`],
  [PRICING_MESSAGES.quantityNotWhole, msg`Quantity must be a whole number`],
  [
    COMPANY_MESSAGES.placedForApproval,
    msg`Order placed. It is over your monthly spending limit and waits for a company admin's approval`,
  ],
  // How an order's status and payment read (decision 096) and its timeline's steps.
  [ORDER_STATUS_LABELS.awaiting_approval, msg`Awaiting approval`],
  [ORDER_STATUS_LABELS.declined, msg`Declined`],
  [ORDER_STATUS_LABELS.unpaid, msg`Unpaid`],
  [ORDER_STATUS_LABELS.paid, msg`Paid`],
  [ORDER_STATUS_LABELS.delivered, msg`Delivered`],
  [ORDER_STATUS_LABELS.cancelled, msg`Cancelled`],
  [ON_ACCOUNT_LABEL, msg`On account`],
  [AWAITING_TRANSFER_LABEL, msg`Awaiting transfer`],
  [FULFILMENT_STATUS_LABELS.unshipped, msg`Not shipped`],
  [FULFILMENT_STATUS_LABELS.partially_shipped, msg`Partially shipped`],
  [FULFILMENT_STATUS_LABELS.shipped, msg`Shipped`],
  // The order timeline's texts (features/orders/order-timeline.ts), keyed by their English.
  /* eslint-disable lingui/no-unlocalized-strings -- keys: English texts made elsewhere */
  ['Placed', msg`Placed`],
  ['Payment refunded', msg`Payment refunded`],
  ['No longer possible', msg`No longer possible`],
  ['Not paid in time', msg`Not paid in time`],
  [
    'By bank transfer against the invoice, by its due date',
    msg`By bank transfer against the invoice, by its due date`,
  ],
  ['Awaiting payment', msg`Awaiting payment`],
  [
    'Not shipped yet: ships on your terms, before payment',
    msg`Not shipped yet: ships on your terms, before payment`,
  ],
  ['Not shipped yet', msg`Not shipped yet`],
  ['After payment', msg`After payment`],
  ['The product is no longer sold', msg`The product is no longer sold`],
  ['The order was cancelled', msg`The order was cancelled`],
  ['Not enough stock was left', msg`Not enough stock was left`],
  ['The order was already paid', msg`The order was already paid`],
  /* eslint-enable lingui/no-unlocalized-strings */
  [
    INVOICE_MESSAGES.notPaid,
    msg`This order is not paid yet: its invoice is issued when it is paid`,
  ],
  [INVOICE_MESSAGES.download, msg`Download invoice`],
  [INVOICE_MESSAGES.downloadFailed, msg`We could not download the invoice. Please try again.`],
  [
    CANCEL_UNSHIPPED_MESSAGES.partShipped,
    msg`Part of this order has shipped: cancel its unshipped rest`,
  ],
  [CANCEL_UNSHIPPED_MESSAGES.nothingLeft, msg`Everything in this order has shipped`],
  [CANCEL_UNSHIPPED_MESSAGES.notPaid, msg`Only a paid order has an unshipped rest to cancel`],
  [CANCEL_UNSHIPPED_MESSAGES.button, msg`Cancel unshipped items`],
  [CANCEL_UNSHIPPED_MESSAGES.confirmTitle, msg`Cancel the unshipped items?`],
  [CANCEL_UNSHIPPED_MESSAGES.confirmLabel, msg`Yes, cancel them`],
  [CANCEL_UNSHIPPED_MESSAGES.keepLabel, msg`Keep them`],
  [CANCEL_UNSHIPPED_MESSAGES.done, msg`Unshipped items cancelled`],
  [
    CANCEL_UNSHIPPED_MESSAGES.creditReasonRefunded,
    msg`Unshipped items cancelled: card payment refunded in part`,
  ],
  [
    CANCEL_UNSHIPPED_MESSAGES.creditReasonOutside,
    msg`Unshipped items cancelled: the shop refunds the amount outside the shop`,
  ],
  [TAX_NOTE_MESSAGES.orderCancelled, msg`Order cancelled`],
  [TAX_NOTE_MESSAGES.cardRefunded, msg`Order cancelled: card payment refunded`],
  [TAX_NOTE_MESSAGES.creditNotes, msg`Credit notes`],
  [TAX_NOTE_MESSAGES.debitNotes, msg`Debit notes`],
  [PAYMENT_RAIL_MESSAGES.providerOff, msg`This payment option is not enabled on this server`],
  [PAYMENT_RAIL_MESSAGES.returnPaid, msg`Payment received. Thank you!`],
  [
    PAYMENT_RAIL_MESSAGES.returnFailed,
    msg`The payment did not go through. Nothing was charged; you can try again.`,
  ],
  [
    PAYMENT_RAIL_MESSAGES.returnCancelled,
    msg`You cancelled the payment. You can pay again whenever you are ready.`,
  ],
  [
    PAYMENT_RAIL_MESSAGES.returnReview,
    msg`Your payment was received and is being reviewed by the shop; we will confirm your order shortly.`,
  ],
  [
    PAYMENT_RAIL_MESSAGES.returnPending,
    msg`We are waiting for the payment provider to confirm your payment; this page updates once it does.`,
  ],
  [RETURN_STATUS_LABELS.requested, msg`Requested`],
  [RETURN_STATUS_LABELS.approved, msg`Approved`],
  [RETURN_STATUS_LABELS.rejected, msg`Rejected`],
  [RETURN_STATUS_LABELS.received, msg`Received`],
  [RETURN_STATUS_LABELS.resolved, msg`Resolved`],
  [RETURN_REASON_LABELS.defective, msg`Defective under warranty`],
  [RETURN_REASON_LABELS.wrong_item, msg`Wrong item`],
  [RETURN_REASON_LABELS.damaged_in_transit, msg`Damaged in transit`],
  [RETURN_REASON_LABELS.ordered_by_mistake, msg`Ordered by mistake`],
  [PAYMENT_MESSAGES.alreadyPaid, msg`This order is already paid`],
  [PAYMENT_MESSAGES.awaitingApproval, msg`This order is waiting for a company admin's approval`],
  [PAYMENT_MESSAGES.declined, msg`A company admin declined this order`],
  [PAYMENT_MESSAGES.cancelled, msg`This order was cancelled`],
  [PAYMENT_MESSAGES.delivered, msg`This order is already delivered`],
  [PAYMENT_MESSAGES.stockGone, msg`Not enough stock is left to cover this order`],
  [
    PAYMENT_MESSAGES.stockGoneRefunded,
    msg`Not enough stock is left to cover this order; the payment was refunded`,
  ],
  [
    PAYMENT_MESSAGES.productGoneRefunded,
    msg`This product is no longer sold; the payment was refunded`,
  ],
  [PAYMENT_MESSAGES.cancelledRefunded, msg`This order was cancelled; the payment was refunded`],
  [PAYMENT_MESSAGES.intentNotSucceeded, msg`The payment has not succeeded`],
  [PAYMENT_MESSAGES.cardDeclined, msg`Your card was declined.`],
  [PAYMENT_MESSAGES.insufficientFunds, msg`Your card has insufficient funds.`],
  [PAYMENT_MESSAGES.expiredCard, msg`Your card has expired.`],
  [PAYMENT_MESSAGES.invalidNumber, msg`Your card number is invalid.`],
  [PAYMENT_MESSAGES.invalidExpiry, msg`Your card's expiration date is invalid.`],
  [PAYMENT_MESSAGES.pastExpiry, msg`Your card's expiration date is in the past.`],
  [PAYMENT_MESSAGES.invalidCvc, msg`Your card's security code is incomplete.`],
  [PAYMENT_MESSAGES.intentAlreadySucceeded, msg`This payment has already succeeded`],
  [PAYMENT_MESSAGES.adminsDoNotOrder, msg`Admins do not place orders`],
  [ADDRESS_BOOK_MESSAGES.saved, msg`Address saved`],
  [ADDRESS_BOOK_MESSAGES.removed, msg`Address removed`],
  [ADDRESS_BOOK_MESSAGES.noAddress, msg`Add a delivery address to your address book first`],
  [QUOTE_MESSAGES.requested, msg`Quote requested`],
  [TAX_MESSAGES.subtotal, msg`Subtotal (excl. VAT)`],
  [TAX_MESSAGES.sd, msg`SD`],
  [TAX_MESSAGES.total, msg`Total`],
  [TAX_MESSAGES.pricesIncludeVat, msg`Prices include VAT`],
  [TAX_MESSAGES.pricesExcludeVat, msg`VAT is added to the prices`],
  [TAX_MESSAGES.vatAt(0, true), msg`VAT 0% (export, zero-rated)`],
  // The payment options as `GET /client-config` names them (decision 311).
  [PAYMENT_OPTION_TEXTS.local.label, msg`Card`],
  [
    PAYMENT_OPTION_TEXTS.local.next,
    msg`Enter your card on this page. This shop runs the built-in test processor: no money moves.`,
  ],
  [PAYMENT_OPTION_TEXTS.stripe.label, msg`International card`],
  [
    PAYMENT_OPTION_TEXTS.stripe.next,
    msg`Enter your Visa, Mastercard or American Express card on this page (Stripe).`,
  ],
  [
    PAYMENT_OPTION_TEXTS.sslcommerz.label,
    msg`Card, mobile banking or internet banking (SSLCommerz)`,
  ],
  [
    PAYMENT_OPTION_TEXTS.sslcommerz.next,
    msg`You go to SSLCommerz's secure page (cards, bKash, Nagad, Rocket, internet banking) and come back here once paid.`,
  ],
  [PAYMENT_OPTION_TEXTS.bkash.label, msg`bKash`],
  [
    PAYMENT_OPTION_TEXTS.bkash.next,
    msg`You go to bKash to approve the payment with your wallet number, code and PIN, then come back here.`,
  ],
  [PAYMENT_OPTION_TEXTS.bank_transfer.label, msg`Bank transfer against a proforma invoice`],
  [
    PAYMENT_OPTION_TEXTS.bank_transfer.next,
    msg`Download the proforma invoice, transfer the amount by BEFTN or RTGS with the order number as the reference.`,
  ],
  [PAYMENT_OPTION_TEXTS.on_account.label, msg`Pay on account`],
  [
    PAYMENT_OPTION_TEXTS.on_account.next,
    msg`Invoiced to your company's account, due by its payment terms.`,
  ],
]);

/** A shared text with figures in it: its English shape, and its message with the figures named. */
export interface SpecPattern {
  /** The English text; each group is a figure (`1,000`) or a word to keep. */
  pattern: RegExp;
  message: MessageDescriptor;
  /** The message's values from the groups; figures are written again in the reader's digits. */
  values: (groups: string[], number: (text: string) => string) => Record<string, string>;
  /** Values that are shared texts themselves: how to turn each into its English key first. */
  localise?: Record<string, (value: string) => string>;
}

const SPEC_PATTERNS: SpecPattern[] = [
  {
    // ORDER_MESSAGES.minimumOrder
    pattern: /^Minimum order is ([\d,]+)$/,
    message: msg({ message: 'Minimum order is {minOrder}' }),
    values: ([minOrder = ''], number) => ({ minOrder: number(minOrder) }),
  },
  {
    // PRICING_MESSAGES.notOnStep
    pattern: /^Order in steps of ([\d,]+) \(([\d,]+), ([\d,]+), ([\d,]+), …\)$/,
    message: msg({ message: 'Order in steps of {increment} ({first}, {second}, {third}, …)' }),
    values: ([increment = '', first = '', second = '', third = ''], number) => ({
      increment: number(increment),
      first: number(first),
      second: number(second),
      third: number(third),
    }),
  },
  {
    // TAX_MESSAGES.vatAt: `VAT 15%`
    pattern: /^VAT ([\d.]+)%$/,
    message: msg({ message: 'VAT {rate}%' }),
    values: ([rate = ''], number) => ({ rate: rate.includes('.') ? rate : number(rate) }),
  },
  {
    // The order timeline's shipment step (features/orders/order-timeline.ts)
    pattern: /^Shipped (\S+)$/,
    message: msg({ message: 'Shipped {challan}' }),
    values: ([challan = '']) => ({ challan }),
  },
  {
    // A return's step on its order's timeline (features/returns/return-steps.ts)
    pattern: /^Return (\S+) (requested|approved|rejected|received|resolved)$/,
    message: msg({ message: 'Return {number} {step}', comment: 'step: Requested, Approved, …' }),
    values: ([number = '', step = '']) => ({ number, step }),
    localise: { step: (step) => `${step.charAt(0).toUpperCase()}${step.slice(1)}` },
  },
  {
    // PAYMENT_RAIL_MESSAGES.overBkashLimit
    pattern: /^bKash takes orders up to (.+); choose another option$/,
    message: msg({ message: 'bKash takes orders up to {max}; choose another option' }),
    values: ([max = '']) => ({ max }),
  },
  {
    // CURRENCY_MESSAGES.takaRailOnly
    pattern: /^(\S+) takes Taka only: pay this ([A-Z]{3}) order by card or bank transfer$/,
    message: msg({
      message: '{rail} takes Taka only: pay this {currency} order by card or bank transfer',
    }),
    values: ([rail = '', currency = '']) => ({ rail, currency }),
  },
  {
    // CURRENCY_MESSAGES.orderThroughCart
    pattern:
      /^Your company is billed in ([A-Z]{3}): add the product to your cart and check out there$/,
    message: msg({
      message:
        'Your company is billed in {currency}: add the product to your cart and check out there',
    }),
    values: ([currency = '']) => ({ currency }),
  },
  {
    // CART_MESSAGES.unknownSku
    pattern: /^Unknown SKU (.+)$/,
    message: msg({ message: 'Unknown SKU {sku}' }),
    values: ([sku = '']) => ({ sku }),
  },
];

/**
 * Texts of the parts loaded later (the buyer's own pages, `buyer-texts.ts`; the back office,
 * decision 330), added by {@link addSpecTexts}.
 */
const addedTexts = new Map<string, MessageDescriptor>();

/**
 * Makes `texts` and `patterns` known to {@link translateSpecText}: a lazily loaded part of the app
 * (the buyer's pages, the back office's chunks; decision 330) brings its shared texts with it, and every field, toast
 * and error shown through this module then speaks them.
 */
export function addSpecTexts(
  texts: ReadonlyMap<string, MessageDescriptor>,
  patterns: readonly SpecPattern[] = [],
): void {
  for (const [english, message] of texts) addedTexts.set(english, message);
  SPEC_PATTERNS.push(...patterns);
}

/**
 * `text` — a shared English text from a schema, a toast or an API error — in the active language:
 * its message when {@link SPEC_TEXTS} (or {@link addSpecTexts}) or a figure pattern knows it, else
 * `text` as given.
 */
export function translateSpecText(i18n: I18n, text: string): string {
  // The texts are English already: English shows them as they are, word for word.
  if (i18n.locale === 'en') return text;
  const known = SPEC_TEXTS.get(text) ?? addedTexts.get(text);
  if (known) return i18n._(known);
  const format = formattersFor(activeLocale());
  const number = (figure: string) => format.number(Number(figure.replaceAll(',', '')));
  for (const { pattern, message, values, localise = {} } of SPEC_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const found = values(match.slice(1), number);
    for (const [name, toKey] of Object.entries(localise)) {
      const value = found[name];
      if (value !== undefined) found[name] = translateSpecText(i18n, toKey(value));
    }
    return i18n._({ ...message, values: found });
  }
  return text;
}

/** {@link translateSpecText} for the active language; the component re-renders when it changes. */
export function useSpecText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => translateSpecText(i18n, text);
}
