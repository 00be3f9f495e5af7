/** Longest validity of an answer, days from today (shop time). */
export const QUOTE_VALIDITY_MAX_DAYS = 365;

/** Texts of quotes (ours; decisions 150–154). */
export const QUOTE_MESSAGES = {
  requested: 'Quote requested',
  notFound: 'Quote not found',
  cartEmpty: 'Your cart is empty',
  notOpen: 'This quote is closed',
  notQuoted: 'The shop has not answered this quote yet',
  superseded: 'This version was replaced by a newer one: review the latest version',
  expired: 'This quote has expired',
  accepted: 'Quote accepted: your order is placed',
  declined: 'Quote declined',
  answered: 'Quote sent to the buyer',
  messageSent: 'Message sent',
  linesMustMatch: 'Quote every line of the request, once',
  stockRefused: 'The order was not placed: a line cannot be served',
  lineGone: (name: string, sku: string) => `${name} (${sku}): no longer sold`,
  lineShort: (name: string, sku: string) => `${name} (${sku}): Not Enough`,
  validFuture: 'The validity date must be today or later',
  validTooFar: `At most ${QUOTE_VALIDITY_MAX_DAYS} days ahead`,
  messageRequired: 'Write a message',
  terms:
    'Prices in Taka per piece, excluding delivery. The quote is valid until the end of its ' +
    'validity date (Dhaka time); only its latest version can be accepted. Accepting places one ' +
    'order at these prices, holds its stock and is paid by card from your dashboard, or on ' +
    "your company's account where the shop granted it payment terms.",
  otherCompany: 'This quote belongs to another company: pay it by card',
  /**
   * A client's own quote, asked before they joined or founded a company, cannot be accepted
   * any more: its order would pass the company's spending limits and approvals (decision 293).
   */
  madeBeforeJoining: (companyName: string | null) =>
    `This quote was made before you joined ${companyName ?? 'your company'}; ask for a new quote`,
  overSpendingLimit:
    'This quote is above your monthly spending limit: an admin of your company can accept it',
} as const;
