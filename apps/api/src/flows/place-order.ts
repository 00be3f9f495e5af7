import { PAYMENT_MESSAGES, validateQuantity, type PlaceOrderInput } from '@partline/shared';
import type { Database } from '../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { companyOrderMailsOfPlaced, ORDER_PLACED_MAIL_OF_PLACED } from '../mail/order-mails.js';
import { inNoCompany, isCompanyMember } from '../modules/companies/companies.repository.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  insertOrderIfBuyable,
  insertOrderIfBuyableIn,
  type OrderRequest,
} from '../modules/orders/orders.repository.js';
import { findProduct } from '../modules/products/products.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { checkSpending, companyAdminRecipients } from './spending-limit.js';

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
  const request: OrderRequest = {
    userId: caller.id,
    userName: caller.name,
    userEmail: caller.email,
    productId: input.productId,
    quantity: input.quantity,
    address: input.address,
    phoneNumber: input.phoneNumber,
  };
  // A buyer in no company: one prepared statement (decision 044); a member's order is checked
  // against their spending limit in a transaction of its own (decision 132).
  const insertedId =
    (await insertOrderIfBuyable(
      db,
      request,
      ORDER_PLACED_MAIL_OF_PLACED,
      inNoCompany(caller.id),
    )) ??
    ((await isCompanyMember(db, caller.id)) ? await placeCompanyOrder(db, request) : undefined);
  if (insertedId) {
    ordersChanged(db, caller.email);
    return { insertedId };
  }
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

/**
 * A company member's order (decision 132): in one transaction, the member row is locked and this
 * month's spending read, then the same single statement places the order — `awaiting_approval`
 * when its total takes the buyer above their limit, with the company admins' e-mail instead of
 * 'order placed'.
 */
async function placeCompanyOrder(db: Database, request: OrderRequest): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const spending = await checkSpending(tx, request.userId);
    const recipients = spending.companyId
      ? await companyAdminRecipients(tx, spending.companyId)
      : '';
    const placed = await insertOrderIfBuyableIn(
      tx,
      {
        ...request,
        companyId: spending.companyId,
        approvalAbovePoisha: spending.approvalAbovePoisha,
      },
      companyOrderMailsOfPlaced(recipients),
    );
    return placed?.id;
  });
}
