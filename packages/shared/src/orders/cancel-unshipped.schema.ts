import { z } from 'zod';

/*
 * Cancelling the unshipped rest of an order (decision 321): once part of an order has shipped it is
 * no longer cancelled whole; what has not shipped is cancelled instead, refunded or credited, and
 * what shipped stays the order.
 */

/** Pieces of one line that were cancelled. */
export const CancelledPiecesSchema = z
  .object({
    sku: z.string(),
    productName: z.string(),
    quantity: z.number().int().describe('Pieces cancelled, backordered ones included'),
  })
  .meta({ id: 'CancelledPieces' });

/**
 * `POST /orders/{id}/cancel-unshipped` answer (decision 321). `status`: `delivered` — the unshipped
 * rest (`lines`) was cancelled and everything else had shipped; `deleted` or `cancelled` — nothing
 * had shipped, so the whole order was cancelled as `DELETE /orders/{id}` does (`lines` empty).
 * `refund`: the amount given back through the payment's provider (Taka) and its id, when the
 * provider gives part of a payment back; `creditNoteNumber`: the Mushak-6.7 credit note of the
 * cancelled pieces, when the order has a tax invoice.
 */
export const CancelUnshippedResultSchema = z
  .object({
    status: z.enum(['delivered', 'deleted', 'cancelled']),
    lines: z.array(CancelledPiecesSchema),
    refund: z
      .object({
        amount: z.number().describe('Taka'),
        refundId: z.string(),
      })
      .nullable(),
    creditNoteNumber: z.string().nullable(),
  })
  .meta({ id: 'CancelUnshippedResult' });
/** What cancelling an order's unshipped rest did. */
export type CancelUnshippedResult = z.infer<typeof CancelUnshippedResultSchema>;
