import { z } from 'zod';

/**
 * What bKash says of the buyer's visit when it sends the browser back to the shop's callback URL
 * (tokenized checkout v1.2.0-beta, Create Payment: `successCallbackURL`, `failureCallbackURL`,
 * `cancelledCallbackURL`). Only what the server learns from bKash's own APIs decides a payment
 * (decision 313): this status only chooses whether the payment is executed.
 */
export const BKASH_CALLBACK_STATUSES = ['success', 'failure', 'cancel'] as const;
/** One of {@link BKASH_CALLBACK_STATUSES}. */
export type BkashCallbackStatus = (typeof BKASH_CALLBACK_STATUSES)[number];

/**
 * `GET /payments/bkash/callback` query (decision 313): bKash's `paymentID` of the session and the
 * buyer's `status`. Unknown parameters (bKash adds `signature` and `apiVersion`) are ignored. No
 * component id: a query string's parameters are listed one by one in the OpenAPI document.
 */
export const BkashCallbackQuerySchema = z.object({
  paymentID: z
    .string({ error: 'paymentID is required' })
    .min(1, { error: 'paymentID is required' })
    .max(100),
  status: z.enum(BKASH_CALLBACK_STATUSES, { error: 'status is success, failure or cancel' }),
});
/** Parsed `GET /payments/bkash/callback` query. */
export type BkashCallbackQuery = z.output<typeof BkashCallbackQuerySchema>;
