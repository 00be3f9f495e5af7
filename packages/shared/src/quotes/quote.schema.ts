import { z } from 'zod';
import { TaxBreakdownSchema } from '../tax/tax-breakdown.js';
import { InstantSchema } from '../common/instant.js';
import {
  PaymentMethodChoiceSchema,
  PoNumberSchema,
  requirePoNumberOnAccount,
} from '../checkout/checkout.schema.js';
import { moneySchema } from '../common/money.schema.js';
import { numericText } from '../common/number.js';
import { isStorableText } from '../common/text.js';
import { lineShape, ORDER_STATUSES } from '../orders/order.schema.js';
import { PAYMENT_METHODS } from '../receivables/receivables.js';
import { DocumentCurrencySchema } from '../currency/document-currency.schema.js';
import { QUOTE_MESSAGES } from './quote.messages.js';

/** Longest message of a quote request, answer or thread entry, characters. */
export const QUOTE_MESSAGE_MAX_CHARS = 2000;
/** Most lines an answer may carry (a cart holds at most 100). */
export const QUOTE_LINES_MAX = 100;
/** Largest quantity of a quoted line, pieces. */
export const QUOTE_QUANTITY_MAX = 1_000_000_000;
/** Highest unit price an answer may quote, Taka. */
export const QUOTE_UNIT_PRICE_MAX = 100_000_000;

/** Where a quote is (decision 150). */
export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'declined', 'expired'] as const;
/** One of {@link QUOTE_STATUSES}. */
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** How people read each status. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: 'Awaiting the shop',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

const message = (required: boolean) => {
  const text = z
    .string()
    .trim()
    .max(QUOTE_MESSAGE_MAX_CHARS, { error: `At most ${QUOTE_MESSAGE_MAX_CHARS} characters` })
    .refine(isStorableText, {
      error: 'Remove the invalid characters',
    });
  return required ? text.min(1, { error: QUOTE_MESSAGES.messageRequired }) : text;
};

/**
 * `POST /quotes` body: the buyer's message. The lines, quantities and prices come from the
 * caller's cart on the server (decision 150); anything else sent is ignored.
 */
export const RequestQuoteInputSchema = z
  .object({ message: message(false).default('') })
  .meta({ id: 'RequestQuoteInput' });
/** The request form's values. */
export type RequestQuoteInputValues = z.input<typeof RequestQuoteInputSchema>;
/** A parsed {@link RequestQuoteInputSchema}. */
export type RequestQuoteInput = z.output<typeof RequestQuoteInputSchema>;

/** A calendar day `YYYY-MM-DD`. */
const calendarDay = z.iso.date({ error: 'Choose a date' });

/**
 * `POST /admin/quotes/{id}/versions` body (the shop's answer): a unit price (Taka) and quantity for
 * each product of the latest version, exactly once each, the last shop day it is valid
 * (`YYYY-MM-DD`, Dhaka) and a message. Makes the next version.
 */
export const AnswerQuoteInputSchema = z
  .object({
    lines: z
      .array(
        z.object({
          productId: z.uuid({ error: 'Unknown product' }),
          quantity: z.preprocess(
            numericText,
            z
              .number({ error: 'Enter a quantity' })
              .int({ error: 'Quantity must be a whole number' })
              .positive({ error: 'Quantity must be at least 1' })
              .max(QUOTE_QUANTITY_MAX, { error: 'Quantity is too large' }),
          ),
          unitPrice: moneySchema({
            max: QUOTE_UNIT_PRICE_MAX,
            numericStrings: true,
            messages: {
              required: 'Enter a price',
              invalid: 'Enter a price',
              negative: 'The price cannot be negative',
              tooLarge: 'The price is too large',
            },
          }),
        }),
      )
      .min(1, { error: QUOTE_MESSAGES.linesMustMatch })
      .max(QUOTE_LINES_MAX, { error: QUOTE_MESSAGES.linesMustMatch }),
    validUntil: calendarDay,
    message: message(false).default(''),
  })
  .meta({ id: 'AnswerQuoteInput' });
/** The answer form's values. */
export type AnswerQuoteInputValues = z.input<typeof AnswerQuoteInputSchema>;
/** A parsed {@link AnswerQuoteInputSchema}. */
export type AnswerQuoteInput = z.output<typeof AnswerQuoteInputSchema>;

/**
 * `POST /quotes/{id}/accept` body: the version the buyer read, optionally an address of their
 * address book (default: its default), and how the order is paid: by card (default) or on the
 * company's account with a PO number (decision 157). Only the latest version of a quote that has
 * not expired can be accepted (decision 152); lines and prices come from that stored version,
 * never from the request.
 */
export const AcceptQuoteInputSchema = z
  .object({
    version: z.number().int().positive({ error: 'Choose a version' }),
    addressId: z.uuid({ error: 'Choose an address of your address book' }).optional(),
    paymentMethod: PaymentMethodChoiceSchema,
    poNumber: PoNumberSchema,
  })
  .superRefine(requirePoNumberOnAccount)
  .meta({ id: 'AcceptQuoteInput' });
/** The accept form's values. */
export type AcceptQuoteInputValues = z.input<typeof AcceptQuoteInputSchema>;
/** A parsed {@link AcceptQuoteInputSchema}. */
export type AcceptQuoteInput = z.output<typeof AcceptQuoteInputSchema>;

/** `POST /quotes/{id}/messages` body: one entry of the quote's thread. */
export const QuoteMessageInputSchema = z
  .object({ body: message(true) })
  .meta({ id: 'QuoteMessageInput' });
/** The thread form's values. */
export type QuoteMessageInputValues = z.input<typeof QuoteMessageInputSchema>;
/** A parsed {@link QuoteMessageInputSchema}. */
export type QuoteMessageInput = z.output<typeof QuoteMessageInputSchema>;

/** One line of a quote version: pieces and unit price in Taka. */
export const QuoteLineSchema = z
  .object(lineShape(z.uuid(), 'Per piece, Taka'))
  .meta({ id: 'QuoteLine' });
/** A {@link QuoteLineSchema}. */
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/** One revision of a quote: 0 is the request at the prices of the moment, then the answers. */
export const QuoteVersionSchema = z
  .object({
    version: z.number().int(),
    author: z.enum(['buyer', 'shop']),
    authorName: z.string(),
    message: z.string(),
    validUntil: InstantSchema.nullable(),
    totalPrice: z
      .number()
      .describe('What the buyer pays, VAT and SD included (decision 305), Taka'),
    lines: z.array(QuoteLineSchema),
    tax: TaxBreakdownSchema.nullable().describe(
      'Its VAT and SD (decision 305); `null` on a version written before VAT was computed',
    ),
    createdAt: InstantSchema,
  })
  .meta({ id: 'QuoteVersion' });
/** A {@link QuoteVersionSchema}. */
export type QuoteVersion = z.infer<typeof QuoteVersionSchema>;

/** What happened to a quote, oldest first: its timeline; `message` entries are its thread. */
export const QuoteEventSchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(['requested', 'quoted', 'message', 'accepted', 'declined', 'expired']),
    author: z.enum(['buyer', 'shop', 'system']),
    authorName: z.string(),
    version: z.number().int().nullable(),
    body: z.string().nullable(),
    orderId: z.uuid().nullable(),
    createdAt: InstantSchema,
  })
  .meta({ id: 'QuoteEvent' });
/** A {@link QuoteEventSchema}. */
export type QuoteEvent = z.infer<typeof QuoteEventSchema>;

/** A quote in a list. */
export const QuoteSummarySchema = z
  .object({
    _id: z.uuid(),
    number: z.string().describe('The quote number, `QT-<year>-<sequence>` (decision 300)'),
    status: z.enum(QUOTE_STATUSES),
    userName: z.string(),
    userEmail: z.string(),
    companyId: z.uuid().nullable(),
    currentVersion: z.number().int(),
    validUntil: InstantSchema.nullable(),
    totalPrice: z.number().describe('Of the latest version, in `currency`'),
    currency: DocumentCurrencySchema.describe(
      "Every amount of the quote's versions is in it: the company's billing currency when it " +
        'was requested (decision 327)',
    ),
    lineCount: z.number().int(),
    orderId: z.uuid().nullable(),
    createdAt: InstantSchema,
    updatedAt: InstantSchema,
  })
  .meta({ id: 'QuoteSummary' });
/** A {@link QuoteSummarySchema}. */
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

/** `GET /quotes`, `GET /admin/quotes`: newest activity first. */
export const QuoteListSchema = z.array(QuoteSummarySchema).meta({ id: 'QuoteList' });

/** One quote with its request message, every version (oldest first) and its timeline. */
export const QuoteSchema = QuoteSummarySchema.extend({
  message: z.string(),
  versions: z.array(QuoteVersionSchema),
  events: z.array(QuoteEventSchema),
  canAccept: z.boolean().describe('The latest version is an answer, still valid, and open'),
  orderNumber: z
    .string()
    .nullable()
    .describe(
      "The number of the quote's order, `SO-<year>-<sequence>` (decision 300), once accepted",
    ),
}).meta({ id: 'Quote' });
/** A {@link QuoteSchema}. */
export type Quote = z.infer<typeof QuoteSchema>;

/** `POST /quotes/{id}/accept` answer: the quote's one order (201 new, 200 placed before). */
export const AcceptQuoteResultSchema = z
  .object({
    orderId: z.uuid(),
    totalPrice: z.number().describe('Taka'),
    status: z.enum(ORDER_STATUSES).describe("'unpaid' by card, 'paid' once confirmed on account"),
    paymentMethod: z.enum(PAYMENT_METHODS),
    quote: QuoteSchema,
  })
  .meta({ id: 'AcceptQuoteResult' });
/** A {@link AcceptQuoteResultSchema}. */
export type AcceptQuoteResult = z.infer<typeof AcceptQuoteResultSchema>;

/** `GET /admin/quotes` query: a status filter (default: every quote). */
export const QuoteListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(QUOTE_STATUSES, { error: 'Unknown status' }).optional(),
  ),
});
/** A parsed {@link QuoteListQuerySchema}. */
export type QuoteListQuery = z.output<typeof QuoteListQuerySchema>;
