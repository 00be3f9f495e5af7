import {
  formatShopDate,
  formatPieces,
  formatShopDateTime,
  formatTaka,
  invoiceFileName,
  toTaka,
} from '@partline/shared';
import type { InvoiceRow } from './invoices.repository.js';

const INK = '#1f2937';
const MUTED = '#6b7280';
const BRAND = '#1d4ed8';
const RULE = '#d1d5db';
const PAGE = { width: 595.28, margin: 50 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

// Characters the PDF standard fonts (WinAnsi encoding) can show beyond Latin-1.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * `text` in the characters Helvetica can show: others become `?` (docs/decisions/061 — a name in
 * Bengali script needs an embedded font, which invoices do not carry yet).
 */
export function toWinAnsi(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const latin = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin || WIN_ANSI_EXTRA.includes(char) ? char : '?';
    })
    .join('');
}

const money = (poisha: number) => formatTaka(toTaka(poisha));

function paymentLine(invoice: InvoiceRow): string {
  const card =
    invoice.cardBrand && invoice.cardLast4
      ? `${invoice.cardBrand.charAt(0).toUpperCase()}${invoice.cardBrand.slice(1)} card ending ${invoice.cardLast4}`
      : 'card';
  return `Paid by ${card} on ${formatShopDateTime(invoice.paidAt)}`;
}

/**
 * Renders an invoice as an A4 PDF from its stored snapshot only, so the same invoice always gives
 * the same bytes: the document's dates are its `issuedAt` (the file id is derived from them), the
 * fonts are the PDF standard fonts, and nothing reads the clock or the live order, product or user.
 */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  // Loaded on the first invoice, not at start-up: pdfkit and its font tables take ~20 MB of the
  // server's memory (decision 043).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: toWinAnsi(invoice.seller.name),
      Subject: `Invoice ${invoice.number} for order ${invoice.orderId}`,
      Creator: 'Partline',
      Producer: 'Partline (PDFKit)',
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const { seller } = invoice;

  // Seller (left) and the invoice's identity (right).
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(18).text(toWinAnsi(seller.name), left, 50);
  doc.moveDown(0.3).fillColor(INK).font('Helvetica').fontSize(9.5);
  for (const line of seller.addressLines) doc.text(toWinAnsi(line));
  doc.text(`${seller.phone} · ${seller.email}`);
  doc.text(`BIN ${seller.bin}`);

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text('INVOICE', left, 50, {
    width: CONTENT_WIDTH,
    align: 'right',
  });
  const facts: [string, string][] = [
    ['Invoice no.', invoice.number],
    ['Invoice date', formatShopDate(invoice.issuedAt)],
    ['Order', invoice.orderId],
    ...(invoice.poNumber ? [['PO number', toWinAnsi(invoice.poNumber)] as [string, string]] : []),
  ];
  let y = 82;
  for (const [label, value] of facts) {
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(label, right - 280, y, { width: 80 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(value, right - 200, y, {
        width: 200,
        align: 'right',
      });
    y += 14;
  }

  // Buyer.
  y = 170;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor(RULE).stroke();
  doc
    .fillColor(MUTED)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text('BILL TO', left, y + 14);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(toWinAnsi(invoice.buyerName));
  doc.font('Helvetica').fontSize(9.5).text(toWinAnsi(invoice.buyerEmail));
  if (invoice.buyerAddress) doc.text(toWinAnsi(invoice.buyerAddress), { width: 300 });
  if (invoice.buyerPhone) doc.text(toWinAnsi(invoice.buyerPhone));

  // The line.
  y = Math.max(doc.y + 24, 270);
  const columns = [
    { label: 'Description', x: left, width: 235, align: 'left' as const },
    { label: 'Unit price', x: left + 235, width: 85, align: 'right' as const },
    { label: 'Quantity', x: left + 320, width: 75, align: 'right' as const },
    { label: 'Amount', x: left + 395, width: CONTENT_WIDTH - 395, align: 'right' as const },
  ];
  doc.rect(left, y, CONTENT_WIDTH, 22).fill('#f3f4f6');
  for (const column of columns) {
    doc
      .fillColor(MUTED)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(column.label, column.x + 6, y + 7, { width: column.width - 12, align: column.align });
  }
  y += 30;
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
  let rowBottom = y;
  for (const line of lines) {
    if (y > 690) {
      doc.addPage();
      y = PAGE.margin;
    }
    const cells = [
      toWinAnsi(line.sku ? `${line.productName} (${line.sku})` : line.productName),
      money(line.unitPricePoisha),
      formatPieces(line.quantity),
      money(line.lineTotalPoisha),
    ];
    rowBottom = y;
    columns.forEach((column, index) => {
      doc
        .fillColor(INK)
        .font('Helvetica')
        .fontSize(10)
        .text(cells[index] ?? '', column.x + 6, y, {
          width: column.width - 12,
          align: column.align,
        });
      rowBottom = Math.max(rowBottom, doc.y);
    });
    y = rowBottom + 6;
  }
  y += 4;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor(RULE).stroke();

  // Totals.
  y += 12;
  const totals: [string, string, boolean][] = [
    ['Total', money(invoice.totalPoisha), true],
    ['Paid', money(invoice.totalPoisha), false],
    ['Balance due', money(0), false],
  ];
  for (const [label, value, strong] of totals) {
    doc
      .fillColor(strong ? INK : MUTED)
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .text(label, right - 250, y, { width: 120, align: 'right' });
    doc.text(value, right - 126, y, { width: 120, align: 'right' });
    y += strong ? 20 : 16;
  }

  // Payment.
  y += 18;
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text('PAYMENT', left, y);
  doc.fillColor(INK).font('Helvetica').fontSize(9.5).text(paymentLine(invoice));
  doc.text(`Reference: ${toWinAnsi(invoice.paymentReference)} (${invoice.paymentProvider})`);

  // Footer.
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8.5)
    .text(
      'Amounts are in Bangladeshi Taka (Tk.). This invoice was issued electronically when the ' +
        'payment was received and is valid without a signature. Thank you for your business.',
      left,
      760,
      { width: CONTENT_WIDTH, align: 'center' },
    );

  doc.end();
  return done;
}

/** The PDF of an invoice and the file name it is downloaded or attached as. */
export async function invoiceAttachment(
  invoice: InvoiceRow,
): Promise<{ filename: string; content: Buffer; contentType: 'application/pdf' }> {
  return {
    filename: invoiceFileName(invoice.number),
    content: await renderInvoicePdf(invoice),
    contentType: 'application/pdf',
  };
}
