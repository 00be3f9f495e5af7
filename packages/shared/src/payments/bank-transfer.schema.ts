import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { moneySchema } from '../common/money.schema.js';
import { DocumentCurrencySchema } from '../currency/document-currency.schema.js';
import { PAYMENT_SESSION_STATUSES, REDIRECT_PROVIDERS } from './payment-options.js';
import { formatQuantity } from '../common/quantity.js';

// Bank transfer against a proforma invoice, and the shop admin's review of payments held for
// risk (decision 311).

/** Longest bank reference of a recorded transfer, characters. */
export const BANK_REFERENCE_MAX_CHARS = 80;
/** Largest single transfer recorded, Taka. */
export const BANK_TRANSFER_MAX_TAKA = 10_000_000_000;

/**
 * The texts of bank transfer against a proforma invoice (decision 314) beside
 * `PAYMENT_RAIL_MESSAGES`: the refusals of recording a transfer and switching an order, and what
 * documents and e-mails say.
 */
export const BANK_TRANSFER_MESSAGES = {
  notAwaitingTransfer: 'This order is not an unpaid order awaiting a bank transfer',
  notSwitchable: 'Only an unpaid order can be paid by bank transfer',
  stockGone: 'Not enough stock is left to hold for this order',
  answeredQuoteOnly: 'A proforma invoice is made for an answered quote only',
  emptyCart: 'Your cart is empty: there is nothing to make a proforma invoice for',
  /** The reason on the credit note of a cancelled order paid by bank transfer. */
  refundByTransfer: 'Order cancelled: the amount is refunded by bank transfer',
  notTaxInvoice: 'This is not a tax invoice',
} as const;

/**
 * `POST /admin/orders/{id}/bank-transfers` body: a transfer that reached the shop's bank account
 * for an order awaiting one — the amount (in the order's currency, decision 327; more than 0, at most two decimals, at most what is
 * still awaited), the day it arrived (`YYYY-MM-DD`) and the bank's reference (BEFTN/RTGS trace
 * number), unique per order.
 */
export const RecordBankTransferInputSchema = z
  .object({
    amount: moneySchema({
      min: 'positive',
      max: BANK_TRANSFER_MAX_TAKA,
      numericStrings: true,
      messages: {
        invalid: 'Amount must be a number',
        notPositive: 'Amount must be more than 0',
        tooLarge: `Amount is at most ${formatQuantity(BANK_TRANSFER_MAX_TAKA)}`,
        decimals: 'Amount has at most two decimals',
      },
    }),
    receivedOn: z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }),
    bankReference: z
      .string({ error: 'Bank reference is required' })
      .trim()
      .min(1, { error: 'Bank reference is required' })
      .max(BANK_REFERENCE_MAX_CHARS, { error: `At most ${BANK_REFERENCE_MAX_CHARS} characters` }),
  })
  .meta({ id: 'RecordBankTransferInput' });
/** Parsed `POST /admin/orders/{id}/bank-transfers` body. */
export type RecordBankTransferInput = z.output<typeof RecordBankTransferInputSchema>;

/**
 * The transfers of an order paid by bank transfer (`GET /orders/{id}/bank-transfers`, and the
 * answer of recording one): each transfer, what they add up to and what is still awaited (in the
 * order's `currency`, decision 327), and until when the order holds its stock.
 */
export const BankTransfersSchema = z
  .object({
    orderId: z.uuid(),
    orderNumber: z.string(),
    total: z.number().describe("The order's total, in `currency`"),
    received: z.number().describe('The transfers recorded so far, in `currency`'),
    awaited: z.number().describe('Still to be received, in `currency` (0 once paid)'),
    currency: DocumentCurrencySchema.describe(
      "The currency of every amount of the answer: the order's (ISO 4217; decision 327)",
    ),
    dueAt: InstantSchema.nullable().describe('Until when the stock is held for the transfer'),
    transfers: z.array(
      z.object({
        id: z.uuid(),
        amount: z.number().describe('In `currency`'),
        receivedOn: z.iso.date(),
        bankReference: z.string(),
        recordedAt: InstantSchema,
      }),
    ),
  })
  .meta({ id: 'BankTransfers' });
/** A {@link BankTransfersSchema}. */
export type BankTransfers = z.infer<typeof BankTransfersSchema>;

/** A payment session as the shop admin reviews it (`GET /admin/payment-sessions`). */
export const PaymentSessionSchema = z
  .object({
    id: z.string().describe('The session id: the order number, `-2`, `-3`… on retries'),
    provider: z.enum(REDIRECT_PROVIDERS),
    orderId: z.uuid(),
    orderNumber: z.string().nullable().describe('`null` when the order is gone'),
    amount: z.number().describe('Taka'),
    status: z.enum(PAYMENT_SESSION_STATUSES),
    riskLevel: z.number().int().nullable(),
    providerTransactionId: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: InstantSchema,
    completedAt: InstantSchema.nullable(),
  })
  .meta({ id: 'PaymentSession' });
/** A {@link PaymentSessionSchema}. */
export type PaymentSession = z.infer<typeof PaymentSessionSchema>;

/** `GET /admin/payment-sessions` query: the sessions of one status (default `review`). */
export const PaymentSessionsQuerySchema = z.object({
  status: z.enum(PAYMENT_SESSION_STATUSES).default('review'),
});

/**
 * `POST /admin/payment-sessions/{id}/review` body: the shop admin's decision on a payment held
 * for risk — `accept` pays the order with it, `refund` gives it back (the order stays unpaid).
 */
export const ReviewPaymentInputSchema = z
  .object({
    decision: z.enum(['accept', 'refund'], { error: 'Choose accept or refund' }),
  })
  .meta({ id: 'ReviewPaymentInput' });
/** Parsed `POST /admin/payment-sessions/{id}/review` body. */
export type ReviewPaymentInput = z.output<typeof ReviewPaymentInputSchema>;
