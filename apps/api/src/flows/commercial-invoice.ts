import {
  commercialInvoiceFileName,
  EXPORT_SALE_MESSAGES,
  formatIncoterm,
  ORDER_MESSAGES,
  type Incoterm,
} from '@partline/shared';
import type { Database } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { findCompany } from '../modules/companies/companies.repository.js';
import {
  countryOnDocument,
  renderCommercialInvoicePdf,
  type CommercialInvoiceDocument,
} from '../modules/invoices/commercial-invoice-pdf.js';
import { findInvoiceByOrder } from '../modules/invoices/invoices.repository.js';
import { linesOfOrder, type OrderRow } from '../modules/orders/orders.repository.js';
import { orderOf } from '../modules/orders/orders.service.js';
import { readShopSettings } from '../modules/shop-settings/shop-settings.repository.js';
import type { PdfFile } from '../pdf/answer-pdf.js';
import type { RequestUser } from '../plugins/identity.js';
import { documentSellerOf } from '../shop-settings.js';
import { mayReadInvoiceOf } from './read-invoices.js';
import { shipmentsOfOrderAnswer } from './ship-order.js';

/**
 * `GET /orders/{id}/commercial-invoice.pdf` (decision 323): the commercial invoice of an export
 * order — one placed for a company outside Bangladesh, zero-rated — as a PDF
 * (`commercial-invoice-SO-….pdf`), for exactly those who read the order's tax invoice
 * (`mayReadInvoiceOf`: its buyer, an admin of its company while they are one, the shop's admins;
 * an `invoices:read` API key of theirs). Rendered from the order as it is now: its lines with
 * the HS code and origin they froze when placed (decision 327), its amounts in the order's
 * currency, its company, the shop settings' seller and bank accounts,
 * its tax invoice's number and date once issued, its shipments and their serials.
 * @throws NotFoundError 'Order not found' for a malformed or unknown id and for an order the
 *   caller may not read (404, not 403); `EXPORT_SALE_MESSAGES.notExport` for an order that is not
 *   an export.
 */
export async function getCommercialInvoicePdf(
  db: Database,
  caller: RequestUser,
  id: string,
): Promise<PdfFile> {
  const order = await orderOf(db, id);
  if (!order || !(await mayReadInvoiceOf(db, caller, order))) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  if (!order.zeroRated || !order.companyId) {
    throw new NotFoundError(EXPORT_SALE_MESSAGES.notExport);
  }
  return {
    filename: commercialInvoiceFileName(order.number),
    content: await renderCommercialInvoicePdf(await commercialInvoiceOf(db, order)),
  };
}

/** What the commercial invoice of the export `order` shows, read now. */
async function commercialInvoiceOf(
  db: Database,
  order: OrderRow,
): Promise<CommercialInvoiceDocument> {
  const lines = await linesOfOrder(db, order.id);
  const [company, settings, invoice, shipments] = await Promise.all([
    findCompany(db, order.companyId ?? ''),
    readShopSettings(db),
    findInvoiceByOrder(db, order.id),
    shipmentsOfOrderAnswer(db, order.id, lines),
  ]);
  return {
    orderNumber: order.number,
    taxInvoiceNumber: invoice?.number ?? null,
    date: invoice?.issuedAt ?? order.createdAt,
    poNumber: order.poNumber,
    seller: documentSellerOf(settings),
    payTo: settings.bankAccounts,
    buyer: {
      name: company?.name ?? order.userName,
      address: company?.billingAddress || null,
      bin: company?.bin ?? null,
      country: company ? countryOnDocument(company.country) : null,
      contact: `Ordered by ${order.userName} · ${order.userEmail}`,
      phone: order.phoneNumber,
      deliveryAddress: order.address,
    },
    incoterm: formatIncoterm(order.incoterm as Incoterm | null, order.incotermPlace),
    // Every amount in the order's currency (decision 327).
    currency: order.currency,
    // The customs data each line froze when the order was placed (decision 327).
    lines: lines.map((line) => ({
      sku: line.sku,
      description: line.productName,
      hsCode: line.hsCode,
      countryOfOrigin: line.countryOfOrigin,
      quantity: line.quantity,
      amount: line.valueExclVatPoisha,
    })),
    total: order.totalPoisha,
    // Replacements under a return travel at no charge: they are not goods of this sale.
    shipments: shipments
      .filter((shipment) => shipment.returnNumber === null)
      .map((shipment) => ({
        number: shipment.number,
        shippedOn: shipment.shippedOn,
        carrier: [shipment.carrierName, shipment.trackingNumber ?? shipment.vehicleNumber]
          .filter(Boolean)
          .join(' '),
        lines: shipment.lines.map((line) => ({
          sku: line.sku,
          quantity: line.quantity,
          serials: line.serials,
        })),
      })),
  };
}
