import {
  CHECKOUT_MESSAGES,
  COMPANY_MESSAGES,
  MEMBERSHIP_MESSAGES,
  PAYMENT_MESSAGES,
  backorderedQuantity,
  toTaka,
  type ApproveOrderInput,
  type CompanyOrdersQuery,
  type DeclineOrderInput,
  type KeysetPage,
  type Order,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { Database, Transaction } from '../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { isRowId } from '../row-id.js';
import { queueApprovalDecisionMail } from '../mail/order-mails.js';
import { buyerPriceOf, lineProblemOf, NO_TERMS } from '../modules/cart/cart.service.js';
import { priceTermsOf } from '../modules/price-lists/price-terms.repository.js';
import { pricingOfDocument, productPricedIn } from './document-pricing.js';
import {
  findMembership,
  lockMembership,
  type CompanyRow,
} from '../modules/companies/companies.repository.js';
import { requireCompanyAdmin } from '../modules/companies/companies.service.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  approveIfAwaiting,
  setTransferDueAt,
  declineIfAwaiting,
  linesOfOrder,
  lockOrder,
  repriceOrder,
  setBackorderedQuantity,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { orderLabel, pageOfOrders } from '../modules/orders/orders.service.js';
import { holdStockOfLines, lockProducts } from '../modules/products/products.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { confirmOnAccount } from './confirm-on-account.js';
import { orderMailFacts, orderMailTarget } from './order-mail.js';
import { orderTaxOf, taxedLine, type TaxedLine } from './order-tax.js';

const M = COMPANY_MESSAGES;

/** Most orders `GET /company/orders` answers without paging parameters, newest first. */
export const COMPANY_ORDERS_MAX = 200;

/**
 * `GET /company/orders` (company admins; decision 133): a keyset page of the company's orders,
 * every buyer's, newest first unless `sort` is `oldest` (decision 210; without `limit` and
 * `cursor`: at most {@link COMPANY_ORDERS_MAX}); of one status when asked (`awaiting_approval`:
 * the approvals list). Buyers see their own orders under `/orders/{email}`.
 * @throws NotFoundError 'You are not a member of a company'; ForbiddenError for buyers;
 *   ValidationError for a bad cursor. A cursor only says where a page starts: the caller's
 *   company filters every page.
 */
export async function getCompanyOrders(
  db: Database,
  caller: RequestUser,
  query: CompanyOrdersQuery,
): Promise<KeysetPage<Order>> {
  const { company } = await requireCompanyAdmin(db, caller);
  return pageOfOrders(
    db,
    { companyId: company.id, status: query.status },
    query,
    COMPANY_ORDERS_MAX,
  );
}

/**
 * The company's order of `id`, awaiting approval, locked for the rest of the transaction.
 * @throws NotFoundError 'Order not found' (unknown, malformed, or another company's: 404, not 403,
 *   other companies' order ids are not revealed); ConflictError 'This order is not awaiting
 *   approval'.
 */
async function lockAwaitingOrder(
  tx: Transaction,
  companyId: string,
  id: string,
): Promise<OrderRow> {
  const order = isRowId(id) ? await lockOrder(tx, id) : undefined;
  if (!order || order.companyId !== companyId) throw new NotFoundError(M.orderNotFound);
  if (order.status !== 'awaiting_approval') throw new ConflictError(M.orderNotAwaiting);
  return order;
}

/** A line of an order awaiting approval priced again: its id, the buyer's price and its list. */
type RepricedLine = {
  id: string;
  unitPricePoisha: number;
  quantity: number;
  priceListId: string | null;
  priceListName: string | null;
  listUnitPricePoisha: number | null;
};

const auditState = (row: OrderRow) => ({
  status: row.status,
  totalPrice: toTaka(row.totalPoisha),
  approvalComment: row.approvalComment,
});

/**
 * A company admin's decision on their company's order awaiting approval (decision 132), in one
 * transaction: the order is locked, `decide` turns it into its approved or declined row, the
 * buyer's e-mail is queued and `order.approve` or `order.decline` recorded with the state before
 * and after. Answers the buyer's e-mail, whose order list has changed.
 * @throws NotFoundError 'Order not found'; ConflictError 'This order is not awaiting approval', or
 *   on approval 'The buyer is no longer a member of the company'; ForbiddenError when the caller
 *   stopped being its admin meanwhile; errors of requireCompanyAdmin and of `decide`.
 */
async function decideAwaitingOrder(
  db: Database,
  caller: RequestUser,
  id: string,
  actor: AuditActor,
  approved: boolean,
  decide: (tx: Transaction, order: OrderRow, company: CompanyRow) => Promise<OrderRow>,
): Promise<string> {
  const { company } = await requireCompanyAdmin(db, caller);
  return db.transaction(async (tx) => {
    // Still its admin under the lock of their member row: a demotion or removal committed since
    // the first read ends the right to decide (decision 293).
    const self = await lockMembership(tx, caller.id);
    if (self?.companyId !== company.id || self.role !== 'admin') {
      throw new ForbiddenError(M.companyAdminsOnly);
    }
    const order = await lockAwaitingOrder(tx, company.id, id);
    // Approving makes the order the company's spending: not for someone who left it since.
    const buyer = order.userId ? await findMembership(tx, order.userId) : undefined;
    if (approved && buyer?.company.id !== company.id) {
      throw new ConflictError(MEMBERSHIP_MESSAGES.buyerLeft);
    }
    const decided = await decide(tx, order, company);
    await queueDecisionMail(tx, decided, approved, caller);
    await recordAudit(tx, actor, {
      action: approved ? 'order.approve' : 'order.decline',
      targetType: 'order',
      targetId: decided.id,
      targetLabel: orderLabel(decided),
      before: auditState(order),
      after: auditState(decided),
    });
    return decided.userEmail;
  });
}

/**
 * `POST /company/orders/{id}/approve` (company admins; decision 132): in one transaction the order
 * is locked, its products locked in ascending id order, and every line checked again as checkout
 * checks it (product still sold, minimum order, increment, buyable stock) and priced at today's
 * price of the buyer who ordered it (their price lists valid now, not the approver's; decision
 * 320); then the order becomes a normal unpaid order holding its stock, the buyer is
 * e-mailed and `order.approve` recorded. A line that cannot be served refuses the approval, named
 * (the order keeps waiting; decline it or ask the buyer to order again). A bank-transfer order
 * holds its stock for `transferHoldDays` from the approval (its `transferDueAt`, decision 314).
 * @throws NotFoundError 'Order not found'; ConflictError 'This order is not awaiting approval' or
 *   the refusing lines; errors of requireCompanyAdmin.
 */
export async function approveOrder(
  db: Database,
  caller: RequestUser,
  id: string,
  input: ApproveOrderInput,
  actor: AuditActor,
  transferHoldDays: number,
): Promise<{ modifiedCount: number }> {
  let heldIds: readonly string[] = [];
  const buyer = await decideAwaitingOrder(
    db,
    caller,
    id,
    actor,
    true,
    async (tx, order, company) => {
      const lines = await linesOfOrder(tx, order.id);
      const ids = lines.flatMap((line) => (line.productId ? [line.productId] : []));
      heldIds = ids;
      const products = await lockProducts(tx, ids);
      // The ordering buyer's terms (still a member of this company: checked above), valid now.
      const terms = order.userId ? await priceTermsOf(tx, order.userId, ids, new Date()) : NO_TERMS;
      const refusals: Record<string, string[]> = {};
      const named: string[] = [];
      const priced: TaxedLine<RepricedLine>[] = [];
      for (const line of lines) {
        const product = line.productId ? products.get(line.productId) : undefined;
        const problem = product
          ? lineProblemOf(product, line.quantity)
          : { message: PAYMENT_MESSAGES.productGone };
        if (!product || problem) {
          const message = CHECKOUT_MESSAGES.lineRefused(
            line.productName,
            line.sku,
            problem?.message ?? PAYMENT_MESSAGES.productGone,
          );
          refusals[line.productId ?? line.id] = [message];
          named.push(message);
          continue;
        }
        // Re-taxed at the product's rates on the order's own basis (decision 305).
        // In the order's currency at its recorded rate (decision 327).
        const price = buyerPriceOf(
          productPricedIn(pricingOfDocument(order), product),
          line.quantity,
          terms,
        );
        priced.push(
          taxedLine(
            {
              id: line.id,
              unitPricePoisha: price.unitPrice,
              quantity: line.quantity,
              priceListId: price.priceList?.id ?? null,
              priceListName: price.priceList?.name ?? null,
              listUnitPricePoisha: price.priceList ? price.listUnitPrice : null,
            },
            product,
            order,
          ),
        );
      }
      if (named.length > 0) {
        throw new ConflictError(`${M.approvalRefused}: ${named.join('; ')}`, refusals);
      }
      const changed = (line: (typeof priced)[number], before: (typeof lines)[number] | undefined) =>
        line.unitPricePoisha !== before?.unitPricePoisha ||
        line.vatRate !== before.vatRate ||
        line.sdRate !== before.sdRate ||
        line.priceListName !== before.priceListName ||
        line.listUnitPricePoisha !== before.listUnitPricePoisha;
      if (priced.some((line, i) => changed(line, lines[i]))) {
        await repriceOrder(tx, order.id, priced, orderTaxOf(priced, order));
      }
      // What is buyable now is held; of a product that allows backorders, the rest waits in the
      // queue at the order's place (decision 321).
      const held: { productId: string; quantity: number }[] = [];
      for (const line of lines) {
        const product = line.productId ? products.get(line.productId) : undefined;
        const backordered = product ? backorderedQuantity(product, line.quantity) : 0;
        if (backordered !== line.backorderedQuantity) {
          await setBackorderedQuantity(tx, line.id, backordered);
        }
        if (backordered < line.quantity) {
          held.push({ productId: line.productId ?? '', quantity: line.quantity - backordered });
        }
      }
      // The products are locked and were checked: a refused hold here cannot happen.
      if (!(await holdStockOfLines(tx, held))) throw new ConflictError(M.approvalRefused);
      let approved = await approveIfAwaiting(tx, order.id, caller.id, input.comment || null);
      if (!approved) throw new ConflictError(M.orderNotAwaiting);
      // Placed on account: the approved order passes the credit check now, behind the company's
      // account lock, and is invoiced at once (decision 142); a refusal keeps it waiting.
      if (approved.paymentMethod === 'on_account') {
        const confirmed = await confirmOnAccount(tx, approved, company);
        if (!confirmed) throw new ConflictError(M.orderNotAwaiting);
        approved = confirmed.order;
      }
      // By bank transfer: the stock is held for the transfer from the approval on (decision 314).
      if (approved.paymentMethod === 'bank_transfer') {
        approved = await setTransferDueAt(tx, approved.id, transferHoldDays);
      }
      return approved;
    },
  );
  // The approval holds the lines' stock, nothing else of the products (decision 338).
  stockChanged(db, heldIds);
  ordersChanged(db, buyer);
  return { modifiedCount: 1 };
}

/**
 * `POST /company/orders/{id}/decline` (company admins; decision 132): the order becomes
 * `declined` with the admin's comment (it held no stock); the buyer is e-mailed and
 * `order.decline` recorded.
 * @throws as {@link approveOrder}, without the line checks.
 */
export async function declineOrder(
  db: Database,
  caller: RequestUser,
  id: string,
  input: DeclineOrderInput,
  actor: AuditActor,
): Promise<{ modifiedCount: number }> {
  const buyer = await decideAwaitingOrder(db, caller, id, actor, false, async (tx, order) => {
    const declined = await declineIfAwaiting(tx, order.id, caller.id, input.comment);
    if (!declined) throw new ConflictError(M.orderNotAwaiting);
    return declined;
  });
  ordersChanged(db, buyer);
  return { modifiedCount: 1 };
}

/** Queues the buyer's 'order approved' or 'order declined' of `order`, decided by `decider`. */
async function queueDecisionMail(
  tx: Transaction,
  order: OrderRow,
  approved: boolean,
  decider: RequestUser,
): Promise<void> {
  await queueApprovalDecisionMail(tx, orderMailTarget(order), {
    ...orderMailFacts(order),
    totalPoisha: order.totalPoisha,
    currency: order.currency,
    approved,
    deciderName: decider.name,
    comment: order.approvalComment,
    // By bank transfer the e-mail carries the proforma invoice (decision 314).
    ...(approved && order.paymentMethod === 'bank_transfer' && order.transferDueAt
      ? { bankTransfer: { dueAt: order.transferDueAt.toISOString() } }
      : {}),
  });
}
