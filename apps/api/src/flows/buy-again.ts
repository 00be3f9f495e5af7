import type { CartRowsResult, ContentLanguage } from '@partline/shared';
import type { Database } from '../db/client.js';
import { linesOfOrder } from '../modules/orders/orders.repository.js';
import { ownOrder } from '../modules/orders/orders.service.js';
import type { RequestUser } from '../plugins/identity.js';
import { putLinesInCart } from './cart.js';

/**
 * `POST /orders/{id}/buy-again` (decision 128): every line of the caller's own past order goes
 * into their cart with the quantity ordered, priced at today's tiers on every read; lines whose
 * product is no longer sold are reported and left out. The cart's names in `language` (decision 326).
 * @throws NotFoundError 'Order not found' (unknown or another client's order); ForbiddenError
 *   for admins.
 */
export async function buyAgain(
  db: Database,
  caller: RequestUser,
  orderId: string,
  language: ContentLanguage = 'en',
): Promise<CartRowsResult> {
  const order = await ownOrder(db, caller, orderId);
  const lines = await linesOfOrder(db, order.id);
  return putLinesInCart(
    db,
    caller,
    lines.map((line) => ({ productId: line.productId, sku: line.sku, quantity: line.quantity })),
    language,
  );
}
