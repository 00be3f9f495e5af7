import {
  formatCalendarDay,
  formatShopDocumentStamp,
  invoiceFileName,
  payByTransferSentence,
  paymentTermsLabel,
  type PayeeBankAccount,
} from '@partline/shared';
import {
  drawBuyer,
  drawFooter,
  drawLinesTable,
  drawPayeeAccounts,
  drawSection,
  drawSeller,
  drawTitleAndFacts,
  drawTotals,
  pdfMoney as money,
  startPdf,
} from '../../pdf/layout.js';
import { toWinAnsi } from '../../pdf/win-ansi.js';
import type { InvoiceRow } from './invoices.repository.js';

function paymentLine(invoice: InvoiceRow, payTo: readonly PayeeBankAccount[]): string {
  if (!invoice.paidAt) {
    return (
      `On account, ${paymentTermsLabel(invoice.paymentTermsDays ?? 0).toLowerCase()} days: ` +
      `due on ${formatCalendarDay(invoice.dueDate ?? '')}. ` +
      payByTransferSentence(payTo, 'the invoice number')
    );
  }
  const card =
    invoice.cardBrand && invoice.cardLast4
      ? `${invoice.cardBrand.charAt(0).toUpperCase()}${invoice.cardBrand.slice(1)} card ending ${invoice.cardLast4}`
      : 'card';
  return `Paid by ${card} on ${formatShopDocumentStamp(invoice.paidAt)}`;
}

/**
 * Renders an invoice as an A4 PDF from its stored snapshot only, so the same invoice always gives
 * the same bytes: the document's dates are its `issuedAt` (the file id is derived from them), the
 * fonts are the PDF standard fonts, and nothing reads the clock or the live order, product or user.
 * An invoice on account that is not paid also names `payTo`, the shop's bank accounts to pay into
 * (decision 304): the shop's settings, not the snapshot.
 */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[] = [],
): Promise<Buffer> {
  const { doc, done } = await startPdf({
    Title: `Invoice ${invoice.number}`,
    Author: toWinAnsi(invoice.seller.name),
    Subject: `Invoice ${invoice.number} for order ${invoice.orderNumber}`,
    CreationDate: invoice.issuedAt,
    ModDate: invoice.issuedAt,
  });

  const { seller } = invoice;

  // Seller (left) and the invoice's identity (right).
  drawSeller(doc, seller);
  doc.text(`BIN ${seller.bin}`);

  const facts: [string, string][] = [
    ['Invoice no.', invoice.number],
    ['Invoice date', formatShopDocumentStamp(invoice.issuedAt)],
    ['Order', invoice.orderNumber],
    ...(invoice.poNumber ? [['PO number', toWinAnsi(invoice.poNumber)] as [string, string]] : []),
    // An invoice on account (decision 141): its terms and due date.
    ...(invoice.dueDate
      ? ([
          ['Terms', paymentTermsLabel(invoice.paymentTermsDays ?? 0)],
          ['Due date', formatCalendarDay(invoice.dueDate)],
        ] as [string, string][])
      : []),
  ];
  drawTitleAndFacts(doc, 'INVOICE', facts);

  // Buyer.
  if (invoice.companyName) {
    drawBuyer(doc, 'BILL TO', invoice.companyName, invoice.buyerEmail, invoice.buyerName);
  } else {
    drawBuyer(doc, 'BILL TO', invoice.buyerName, invoice.buyerEmail);
  }
  if (invoice.buyerAddress) doc.text(toWinAnsi(invoice.buyerAddress), { width: 300 });
  if (invoice.buyerPhone) doc.text(toWinAnsi(invoice.buyerPhone));

  // Every line of the order (decision 126); invoices issued before orders had lines hold one.
  const lines = invoice.lines ?? [
    {
      sku: '',
      productName: invoice.productName,
      quantity: invoice.quantity,
      unitPricePoisha: invoice.unitPricePoisha,
      lineTotalPoisha: invoice.totalPoisha,
    },
  ];
  let y = drawLinesTable(doc, lines, Math.max(doc.y + 24, 270), 690);

  // Totals: what was paid when the invoice was issued — all by card, nothing on account.
  const paid = invoice.paidAt ? invoice.totalPoisha : 0;
  y = drawTotals(
    doc,
    [
      ['Total', money(invoice.totalPoisha), true],
      ['Paid', money(paid), false],
      ['Balance due', money(invoice.totalPoisha - paid), false],
    ],
    y + 12,
  );

  y = drawSection(doc, 'PAYMENT', paymentLine(invoice, payTo), y + 18);
  if (invoice.paidAt) {
    doc.text(`Reference: ${toWinAnsi(invoice.paymentReference)} (${invoice.paymentProvider})`);
  } else {
    drawPayeeAccounts(doc, 'PAY INTO', payTo, y + 8);
  }

  drawFooter(
    doc,
    invoice.paidAt
      ? 'Amounts are in Bangladeshi Taka (Tk.). This invoice was issued electronically when ' +
          'the payment was received and is valid without a signature. Thank you for your business.'
      : 'Amounts are in Bangladeshi Taka (Tk.). This invoice was issued electronically when ' +
          'the order was confirmed on account and is valid without a signature. Payments ' +
          'received are shown on your statement of account. Thank you for your business.',
    760,
    8.5,
  );

  doc.end();
  return done;
}

/** The PDF of an invoice and the file name it is downloaded or attached as. */
export async function invoiceAttachment(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[],
): Promise<{ filename: string; content: Buffer; contentType: 'application/pdf' }> {
  return {
    filename: invoiceFileName(invoice.number),
    content: await renderInvoicePdf(invoice, payTo),
    contentType: 'application/pdf',
  };
}
