import {
  HOME_COUNTRY,
  invoiceLinesOf,
  TAX_DOCUMENT_MESSAGES,
  type InvoiceSeller,
} from '@partline/shared';
import type { Executor, Transaction } from '../db/client.js';
import { ConflictError } from '../errors.js';
import { documentSellerOf } from '../shop-settings.js';
import { queuePaymentReceiptMail } from '../mail/order-mails.js';
import { findCompany } from '../modules/companies/companies.repository.js';
import type { InvoiceRow } from '../modules/invoices/invoices.repository.js';
import {
  issueInvoice,
  issueOnAccountInvoice,
  type InvoicedOrder,
  type InvoiceParties,
  type OnAccountTerms,
} from '../modules/invoices/invoices.service.js';
import type { OrderLineRow, OrderRow } from '../modules/orders/orders.repository.js';
import { findProductsByIds } from '../modules/products/products.repository.js';
import {
  readShopSettings,
  type ShopSettingsRow,
} from '../modules/shop-settings/shop-settings.repository.js';

/**
 * The seller a tax document names (VAT Rules 2016 r. 40: the supplier's name, address and BIN),
 * from the shop settings row; `undefined` while its BIN is empty — no tax document may be issued
 * then (decision 306).
 */
export function issuableSellerOf(settings: ShopSettingsRow): InvoiceSeller | undefined {
  if (!settings.bin.trim()) return undefined;
  const seller = documentSellerOf(settings);
  return { ...seller, bin: seller.bin.trim() };
}

/**
 * The seller and buyer of the tax invoice of `order`, read inside the issuing transaction: the
 * shop's legal identity, and the order's company (name, billing address, BIN, country) when it
 * has one; `undefined` while the shop's BIN is missing.
 */
export async function invoicePartiesOf(
  tx: Executor,
  order: Pick<OrderRow, 'companyId'>,
): Promise<InvoiceParties | undefined> {
  const seller = issuableSellerOf(await readShopSettings(tx));
  if (!seller) return undefined;
  const company = order.companyId ? await findCompany(tx, order.companyId) : undefined;
  return {
    seller,
    buyer: company
      ? {
          companyName: company.name,
          bin: company.bin,
          country: company.country,
          address: company.billingAddress || null,
        }
      : { companyName: null, bin: null, country: HOME_COUNTRY, address: null },
  };
}

/**
 * What the invoice reads of an order row and its lines, each with its product's warranty months
 * as they are now (decision 322: the invoice states the warranty; the piece's own runs from its
 * shipment).
 */
export async function invoicedOrderOf(
  tx: Executor,
  order: OrderRow,
  lines: readonly OrderLineRow[],
): Promise<InvoicedOrder> {
  const products = await findProductsByIds(
    tx,
    lines.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
  return {
    ...order,
    lines: lines.map((line) => ({
      ...line,
      warrantyMonths: (line.productId && products.get(line.productId)?.warrantyMonths) || 0,
    })),
  };
}

/**
 * Issues the tax invoice of an order that has just become paid by card, inside the transaction
 * that marked it paid, and queues the payment receipt e-mail with it (decision 062). While the shop's BIN is missing the payment still stands and the invoice
 * waits: `undefined`, and `issueMissingInvoices` issues it once the BIN is set (decision 306).
 */
export async function issuePaidOrderInvoice(
  tx: Transaction,
  order: OrderRow,
  lines: readonly OrderLineRow[],
): Promise<InvoiceRow | undefined> {
  const parties = await invoicePartiesOf(tx, order);
  if (!parties) return undefined;
  const invoice = await issueInvoice(tx, await invoicedOrderOf(tx, order, lines), parties);
  await queuePaymentReceiptMail(
    tx,
    { orderId: order.id, recipient: order.userEmail, invoiceId: invoice.id },
    receiptOf(invoice),
  );
  return invoice;
}

/** What the payment receipt shows: the invoice's buyer, lines, total and payment. */
function receiptOf(invoice: InvoiceRow) {
  return {
    invoiceNumber: invoice.number,
    orderNumber: invoice.orderNumber,
    buyerName: invoice.buyerName,
    productName: invoice.productName,
    quantity: invoice.quantity,
    totalPoisha: invoice.totalPoisha,
    currency: invoice.currency,
    paymentReference: invoice.paymentReference,
    paidAt: (invoice.paidAt ?? invoice.issuedAt).toISOString(),
    ...(invoice.lines ? { lines: invoiceLinesOf(invoice.lines) } : {}),
  };
}

/**
 * Issues the tax invoice of an order confirmed on account, inside the transaction that confirmed
 * it.
 * @throws ConflictError {@link TAX_DOCUMENT_MESSAGES} `binMissing` while the shop's BIN is
 *   missing: the whole confirmation rolls back (decision 306).
 */
export async function issueOnAccountOrderInvoice(
  tx: Transaction,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  terms: OnAccountTerms,
): Promise<InvoiceRow> {
  const parties = await invoicePartiesOf(tx, order);
  if (!parties) throw new ConflictError(TAX_DOCUMENT_MESSAGES.binMissing);
  return issueOnAccountInvoice(tx, await invoicedOrderOf(tx, order, lines), terms, parties);
}
