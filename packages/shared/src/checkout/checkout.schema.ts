import { ORDER_STATUSES } from '../orders/order.schema.js';
import { z } from 'zod';
import { IdempotencyKeySchema } from '../common/idempotency.js';
import { PAYMENT_METHODS, RECEIVABLES_MESSAGES } from '../receivables/receivables.js';

/** Longest PO number and note of an order, characters. */
export const PO_NUMBER_MAX_CHARS = 40;
export const ORDER_NOTE_MAX_CHARS = 500;

/** A purchase order number, at most {@link PO_NUMBER_MAX_CHARS} characters; optional. */
export const PoNumberSchema = z
  .string()
  .trim()
  .max(PO_NUMBER_MAX_CHARS, { error: `At most ${PO_NUMBER_MAX_CHARS} characters` })
  .optional();

/**
 * How an order is paid (decisions 140, 157, 311): online at once (`card`, the default: a card,
 * SSLCommerz or bKash on the payment page), by bank transfer against a proforma invoice, or on the
 * company's account.
 */
export const PaymentMethodChoiceSchema = z
  .enum(PAYMENT_METHODS, { error: 'Choose card, bank transfer or on account' })
  .default('card')
  .describe(
    "`on_account`: confirmed without a card against the company's credit (needs a PO number); " +
      '`bank_transfer`: waits for a transfer against its proforma invoice, its stock held',
  );

/**
 * The refinement of checkout and of accepting a quote: paying on account needs a PO number
 * (decision 140); its absence is an issue on `poNumber`.
 */
export function requirePoNumberOnAccount(
  input: { paymentMethod: (typeof PAYMENT_METHODS)[number]; poNumber?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (input.paymentMethod === 'on_account' && !input.poNumber) {
    ctx.addIssue({ code: 'custom', path: ['poNumber'], message: RECEIVABLES_MESSAGES.poRequired });
  }
}

/** Texts of checkout (ours; decision 126). */
export const CHECKOUT_MESSAGES = {
  placed: 'Order Successfully',
  /** A line that cannot be served refuses the whole order and is named. */
  lineRefused: (productName: string, sku: string, why: string) => `${productName} (${sku}): ${why}`,
  refused: 'The order was not placed: a line cannot be served',
  keyReused: 'This Idempotency-Key was used for another request',
} as const;

/**
 * `POST /checkout` body: which address of the caller's address book the order goes to (default:
 * the book's default), an optional purchase order number and an optional note for the shop. The
 * lines, prices and total come from the caller's cart on the server (decision 126).
 */
export const CheckoutInputSchema = z
  .object({
    addressId: z.uuid({ error: 'Choose an address of your address book' }).optional(),
    poNumber: PoNumberSchema,
    note: z
      .string()
      .trim()
      .max(ORDER_NOTE_MAX_CHARS, { error: `At most ${ORDER_NOTE_MAX_CHARS} characters` })
      .optional(),
    paymentMethod: PaymentMethodChoiceSchema,
  })
  .superRefine(requirePoNumberOnAccount)
  .meta({ id: 'CheckoutInput' });
/** The checkout form's values. */
export type CheckoutInputValues = z.input<typeof CheckoutInputSchema>;
/** A parsed {@link CheckoutInputSchema}. */
export type CheckoutInput = z.output<typeof CheckoutInputSchema>;

/**
 * `POST /checkout` headers: `Idempotency-Key` (1–255 visible characters, e.g. a UUID the client
 * makes once per checkout). The same key again answers the order it placed, placing nothing.
 */
export const CheckoutHeadersSchema = z.object({
  'idempotency-key': IdempotencyKeySchema.optional(),
});

/** `POST /checkout` answer: the new order (201), or the one this key placed before (200). */
export const CheckoutResultSchema = z
  .object({
    insertedId: z.uuid(),
    totalPrice: z.number().describe('The order total, Taka'),
    lineCount: z.number().int(),
    status: z
      .enum(ORDER_STATUSES)
      .describe("'awaiting_approval' when it is over the buyer's company spending limit"),
    paymentMethod: z.enum(PAYMENT_METHODS),
  })
  .meta({ id: 'CheckoutResult' });
/** A {@link CheckoutResultSchema}. */
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
