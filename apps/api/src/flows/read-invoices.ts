import {
  ORDER_MESSAGES,
  shipmentConveyance,
  TAX_DOCUMENT_MESSAGES,
  type InvoiceListQuery,
  type KeysetPage,
  type PayeeBankAccount,
  type TaxInvoice,
  type TaxInvoiceSummary,
} from '@partline/shared';
import { readerLocale } from './reader-locale.js';
import type { Database } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { findInvoiceByNumber, type InvoiceRow } from '../modules/invoices/invoices.repository.js';
import {
  invoicePdfOfOrder,
  invoicesPage,
  toTaxInvoice,
} from '../modules/invoices/invoices.service.js';
import { invoiceAttachment, type InvoiceShipping } from '../modules/invoices/invoice-pdf.js';
import { orderIdsOf, type OrderRow } from '../modules/orders/orders.repository.js';
import { orderOf } from '../modules/orders/orders.service.js';
import { shipmentsOfOrder } from '../modules/shipments/shipments.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { companyAdminOf } from './company-of-caller.js';

/**
 * Whether `caller` may read the invoice of `order` (decision 306): its buyer, a shop admin, and
 * every admin of the company the order was placed for — while they are its admin (decision 293:
 * what a membership grants ends with it).
 */
export async function mayReadInvoiceOf(
  db: Database,
  caller: RequestUser,
  order: { userId: string | null; companyId: string | null },
): Promise<boolean> {
  if (caller.role === 'admin' || order.userId === caller.id) return true;
  return !!order.companyId && (await companyAdminOf(db, caller)) === order.companyId;
}

/**
 * How the order's goods went, as its tax invoice prints them (Mushak-6.3's final destination and
 * vehicle type and number; decision 321): its ship-to address and, per shipment, the challan number
 * with the carrier and its tracking or vehicle number; `undefined` while nothing has shipped.
 */
async function shippingOf(
  db: Database,
  order: Pick<OrderRow, 'id' | 'address'>,
): Promise<InvoiceShipping | undefined> {
  const shipments = await shipmentsOfOrder(db, order.id);
  if (shipments.length === 0) return undefined;
  return {
    destination: order.address,
    vehicles: shipments.map((shipment) => ({
      challanNumber: shipment.number,
      conveyance: shipmentConveyance(shipment),
    })),
  };
}

/**
 * The invoice of this number and its order, for a caller who may read it.
 * @throws NotFoundError 'Invoice not found' for an unknown number and for one the caller may not
 *   read (404, not 403: other buyers' invoice numbers are not revealed).
 */
async function readableInvoice(
  db: Database,
  caller: RequestUser,
  number: string,
): Promise<{ invoice: InvoiceRow; order: OrderRow }> {
  const invoice = await findInvoiceByNumber(db, number);
  const order = invoice && (await orderOf(db, invoice.orderId));
  if (!invoice || !order || !(await mayReadInvoiceOf(db, caller, order))) {
    throw new NotFoundError(TAX_DOCUMENT_MESSAGES.invoiceNotFound);
  }
  return { invoice, order };
}

/**
 * `GET /invoices/{number}` as JSON: the tax invoice (Mushak-6.3) for its buyer, an admin of the
 * buyer's company or a shop admin.
 * @throws NotFoundError as {@link readableInvoice}.
 */
export async function getTaxInvoice(
  db: Database,
  caller: RequestUser,
  number: string,
): Promise<TaxInvoice> {
  return toTaxInvoice((await readableInvoice(db, caller, number)).invoice);
}

/**
 * `GET /invoices/{number}` as a PDF, for the same callers as {@link getTaxInvoice}; one on
 * account names `payTo`, the shop's bank accounts; once the order has shipped, its destination
 * and vehicles are its shipments' ({@link shippingOf}).
 * @throws NotFoundError as {@link readableInvoice}.
 */
export async function getTaxInvoicePdf(
  db: Database,
  caller: RequestUser,
  number: string,
  payTo: readonly PayeeBankAccount[],
): Promise<{ filename: string; content: Buffer }> {
  const { invoice, order } = await readableInvoice(db, caller, number);
  return invoiceAttachment(
    invoice,
    payTo,
    await shippingOf(db, order),
    await readerLocale(db, caller),
  );
}

/**
 * `GET /invoices`: a page of the invoices the caller may read, newest first — a shop admin every
 * invoice, a company admin theirs and their company's, anyone else their own.
 * @throws ValidationError 400 for a cursor of no page of this list.
 */
export async function listTaxInvoices(
  db: Database,
  caller: RequestUser,
  query: InvoiceListQuery,
): Promise<KeysetPage<TaxInvoiceSummary>> {
  if (caller.role === 'admin') return invoicesPage(db, query, undefined);
  const companyId = await companyAdminOf(db, caller);
  return invoicesPage(db, query, orderIdsOf(db, { userId: caller.id, companyId }));
}

/**
 * `GET /orders/{id}/invoice`: the PDF of the order's invoice for the callers of
 * {@link getTaxInvoice}, the bytes of {@link getTaxInvoicePdf}; one on account names `payTo`, the
 * shop's bank accounts.
 * @throws NotFoundError 'Order not found' for a malformed or unknown id and for an order the
 *   caller may not read (404, not 403, as the other order routes); ConflictError 'This order is
 *   not paid yet: …' when the order has no invoice.
 */
export async function getInvoicePdf(
  db: Database,
  caller: RequestUser,
  orderId: string,
  payTo: readonly PayeeBankAccount[],
): Promise<{ filename: string; content: Buffer }> {
  const order = await orderOf(db, orderId);
  if (!order || !(await mayReadInvoiceOf(db, caller, order))) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  return invoicePdfOfOrder(
    db,
    order.id,
    payTo,
    await shippingOf(db, order),
    await readerLocale(db, caller),
  );
}
