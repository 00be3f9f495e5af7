import {
  ADDRESS_BOOK_MESSAGES,
  CART_MESSAGES,
  COMPANY_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_OPTION_TEXTS,
  PRICING_MESSAGES,
  PRODUCT_MESSAGES,
  QUOTE_MESSAGES,
  TAX_MESSAGES,
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
interface SpecPattern {
  /** The English text; each group is a figure (`1,000`) or a word to keep. */
  pattern: RegExp;
  message: MessageDescriptor;
  /** The message's values from the groups; figures are written again in the reader's digits. */
  values: (groups: string[], number: (text: string) => string) => Record<string, string>;
}

const SPEC_PATTERNS: readonly SpecPattern[] = [
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
    // CART_MESSAGES.unknownSku
    pattern: /^Unknown SKU (.+)$/,
    message: msg({ message: 'Unknown SKU {sku}' }),
    values: ([sku = '']) => ({ sku }),
  },
];

/**
 * `text` — a shared English text from a schema, a toast or an API error — in the active language:
 * its message when {@link SPEC_TEXTS} or a figure pattern knows it, else `text` as given.
 */
export function translateSpecText(i18n: I18n, text: string): string {
  const known = SPEC_TEXTS.get(text);
  if (known) return i18n._(known);
  const format = formattersFor(activeLocale());
  const number = (figure: string) => format.number(Number(figure.replaceAll(',', '')));
  for (const { pattern, message, values } of SPEC_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return i18n._({ ...message, values: values(match.slice(1), number) });
  }
  return text;
}

/** {@link translateSpecText} for the active language; the component re-renders when it changes. */
export function useSpecText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => translateSpecText(i18n, text);
}
