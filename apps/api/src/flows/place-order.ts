import { PAYMENT_MESSAGES, validateQuantity, type PlaceOrderInput } from '@partline/shared';
import type { Database } from '../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { ORDER_PLACED_MAIL_OF_PLACED } from '../mail/order-mails.js';
import { insertOrderIfBuyable } from '../modules/orders/orders.repository.js';
import { findProduct } from '../modules/products/products.repository.js';
import type { RequestUser } from '../plugins/identity.js';

/**
 * `POST /orders` (spec §5, §7): checks the product (not deleted), the quantity against its minimum
 * order, its order increment and what is buyable (`availableQuantity − held`), takes the unit
 * price of the quantity's tier from the database (decision 120; a price the client sends is
 * ignored), computes the total (poisha) and snapshots the product fields of spec §3. The buyer's name and
 * e-mail are the caller's; the 'order placed' e-mail is queued in the same statement, which
 * places the order only if it is buyable then (decision 044). Returns the new order id.
 * @throws ForbiddenError for admins (they see no 'Confirm Purchase'); NotFoundError 'Product not
 *   found'; ValidationError `{ quantity: ['Minimum order is {minOrder}'] }` or
 *   `{ quantity: ['Order in steps of {n} (…)'] }`; ConflictError 409
 *   'Not Enough' with `{ quantity: ['Not Enough'] }` above what is buyable.
 */
export async function placeOrder(
  db: Database,
  caller: RequestUser,
  input: PlaceOrderInput,
): Promise<{ insertedId: string }> {
  if (caller.role === 'admin') throw new ForbiddenError(PAYMENT_MESSAGES.adminsDoNotOrder);
  const insertedId = await insertOrderIfBuyable(
    db,
    {
      userId: caller.id,
      userName: caller.name,
      userEmail: caller.email,
      productId: input.productId,
      quantity: input.quantity,
      address: input.address,
      phoneNumber: input.phoneNumber,
    },
    ORDER_PLACED_MAIL_OF_PLACED,
  );
  if (insertedId) return { insertedId };
  // Nothing placed: find out why, on the product as it is now.
  const product = await findProduct(db, input.productId);
  if (!product) throw new NotFoundError('Product not found');
  const problem = validateQuantity(product, input.quantity);
  if (problem?.code === 'not_enough') {
    throw new ConflictError(problem.message, { quantity: [problem.message] });
  }
  if (problem) throw new ValidationError({ quantity: [problem.message] });
  // Buyable again by now (stock came back in between): try again.
  return placeOrder(db, caller, input);
}
