import { challanFileName, SHIPMENT_MESSAGES, type InvoiceSeller } from '@partline/shared';
import type { Database } from '../db/client.js';
import { NotFoundError } from '../errors.js';
import { findInvoiceByOrder } from '../modules/invoices/invoices.repository.js';
import { linesOfOrder } from '../modules/orders/orders.repository.js';
import { orderOf } from '../modules/orders/orders.service.js';
import { renderChallanPdf } from '../modules/shipments/challan-pdf.js';
import { findShipment } from '../modules/shipments/shipments.repository.js';
import type { PdfFile } from '../pdf/answer-pdf.js';
import { readerLocale } from './reader-locale.js';
import type { RequestUser } from '../plugins/identity.js';
import { isRowId } from '../row-id.js';
import { companyById } from './company-of-caller.js';
import { mayReadInvoiceOf } from './read-invoices.js';
import { shipmentAnswers } from './ship-order.js';

/**
 * `GET /shipments/{id}/challan.pdf` (decision 321): the delivery challan of one shipment as a PDF
 * (`challan-CH-2026-000001.pdf`) for whoever reads its order — its buyer, an admin of the company
 * it was placed for (while an admin of it) and the shop's admins — headed by `seller` (the shop
 * settings' seller, read now).
 * @throws NotFoundError 'Shipment not found' for a malformed or unknown id and for a shipment of an
 *   order the caller may not read (404, not 403: other clients' shipments are not revealed).
 */
export async function getChallanPdf(
  db: Database,
  caller: RequestUser,
  shipmentId: string,
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'phone' | 'email' | 'bin'>,
): Promise<PdfFile> {
  const shipment = isRowId(shipmentId) ? await findShipment(db, shipmentId) : undefined;
  const order = shipment && (await orderOf(db, shipment.orderId));
  if (!shipment || !order || !(await mayReadInvoiceOf(db, caller, order))) {
    throw new NotFoundError(SHIPMENT_MESSAGES.shipmentNotFound);
  }
  const [lines, invoice, company] = await Promise.all([
    linesOfOrder(db, order.id),
    findInvoiceByOrder(db, order.id),
    order.companyId ? companyById(db, order.companyId) : undefined,
  ]);
  const [answer] = await shipmentAnswers(db, [shipment], lines);
  return {
    filename: challanFileName(shipment.number),
    content: await renderChallanPdf(
      {
        number: shipment.number,
        shippedOn: shipment.shippedOn,
        createdAt: shipment.createdAt,
        orderNumber: order.number,
        poNumber: order.poNumber,
        invoiceNumber: invoice?.number ?? null,
        seller,
        buyer: { name: order.userName, email: order.userEmail, companyName: company?.name ?? null },
        shipTo: { address: order.address, phone: order.phoneNumber },
        carrierName: shipment.carrierName,
        trackingNumber: shipment.trackingNumber,
        vehicleNumber: shipment.vehicleNumber,
        trackingUrl: answer?.trackingUrl ?? null,
        lines: answer?.lines ?? [],
      },
      await readerLocale(db, caller),
    ),
  };
}
