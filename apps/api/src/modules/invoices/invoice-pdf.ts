import {
  amountInWords,
  buyerBinLabel,
  fiscalYearLabel,
  formatCalendarDay,
  formatPieces,
  formatRate,
  formatShopDocumentStamp,
  HOME_COUNTRY,
  invoiceFileName,
  taxTotals,
  TAX_DOCUMENT_MESSAGES,
  type InvoiceLine,
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
  PDF_COLOURS,
  PDF_CONTENT_WIDTH,
  PDF_PAGE,
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
 * A tax invoice (`INV-…`) is a Mushak-6.3 (decision 306); one issued before the shop charged VAT
 * (`PL-…`) renders as it always did. An invoice on account that is not paid also names `payTo`,
 * the shop's bank accounts to pay into (decision 304): the shop's settings, not the snapshot.
 */
export function renderInvoicePdf(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[] = [],
): Promise<Buffer> {
  return invoice.fiscalYear === null
    ? renderReceiptInvoicePdf(invoice, payTo)
    : renderTaxInvoicePdf(invoice, payTo);
}

/** An invoice issued before the shop charged VAT (`PL-…`), as it was printed then. */
async function renderReceiptInvoicePdf(
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

const FOOTER_Y = 770;

/** The Mushak-6.3 columns of the lines table: label, width (pt), alignment. */
const TAX_COLUMNS = [
  { label: 'Description', width: 128, align: 'left' },
  { label: 'Qty', width: 34, align: 'right' },
  { label: 'Unit price excl. VAT', width: 58, align: 'right' },
  { label: 'Value excl. VAT', width: 62, align: 'right' },
  { label: 'SD', width: 46, align: 'right' },
  { label: 'VAT rate', width: 36, align: 'right' },
  { label: 'VAT', width: 56, align: 'right' },
  { label: 'Value incl. all', width: PDF_CONTENT_WIDTH - 420, align: 'right' },
] as const;

/** `1500` → `"15%"`; SD as `"Tk. 12 (20%)"` when charged. */
const sdCell = (line: InvoiceLine) =>
  line.sdPoisha ? `${money(line.sdPoisha)} (${formatRate(line.sdRate ?? 0)})` : money(0);

/**
 * The table of a tax invoice's lines from `startY`, a new page (with the header again) past
 * `pageBreakY`; the y below its closing rule.
 */
function drawTaxLinesTable(
  doc: PDFKit.PDFDocument,
  lines: readonly InvoiceLine[],
  zeroRated: boolean,
  startY: number,
  pageBreakY: number,
): number {
  const left = PDF_PAGE.margin;
  const header = (top: number) => {
    doc.rect(left, top, PDF_CONTENT_WIDTH, 26).fill('#f3f4f6');
    let x = left;
    for (const column of TAX_COLUMNS) {
      doc
        .fillColor(PDF_COLOURS.muted)
        .font('Helvetica-Bold')
        .fontSize(7.5)
        .text(column.label, x + 3, top + 4, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    return top + 32;
  };
  let y = header(startY);
  for (const line of lines) {
    if (y > pageBreakY) {
      doc.addPage();
      y = header(PDF_PAGE.margin);
    }
    const value = line.valueExclVatPoisha ?? 0;
    const cells = [
      toWinAnsi(line.sku ? `${line.productName}\n${line.sku}` : line.productName),
      formatPieces(line.quantity),
      money(Math.round(value / line.quantity)),
      money(value),
      sdCell(line),
      zeroRated ? '0%' : line.vatRate ? formatRate(line.vatRate) : 'Exempt',
      money(line.vatPoisha ?? 0),
      money(line.totalPoisha ?? line.lineTotalPoisha),
    ];
    let x = left;
    let rowBottom = y;
    TAX_COLUMNS.forEach((column, index) => {
      doc
        .fillColor(PDF_COLOURS.ink)
        .font('Helvetica')
        .fontSize(8)
        .text(cells[index] ?? '', x + 3, y, { width: column.width - 6, align: column.align });
      rowBottom = Math.max(rowBottom, doc.y);
      x += column.width;
    });
    y = rowBottom + 5;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + PDF_CONTENT_WIDTH, y)
    .lineWidth(0.7)
    .strokeColor(PDF_COLOURS.rule)
    .stroke();
  return y;
}

/**
 * A tax invoice, Mushak-6.3 (VAT Rules 2016 r. 40; decision 306): the seller's name, address,
 * BIN and TIN; the buyer's name, address and BIN ("Not registered" without one); the number, the
 * date and time of issue (Asia/Dhaka), the delivery destination, PO and order numbers; a row per
 * line (description, quantity, unit price and value excluding VAT, SD, VAT rate, VAT, value
 * including all); the totals by rate, in figures and in words; the payment and the shop's footer.
 */
async function renderTaxInvoicePdf(
  invoice: InvoiceRow,
  payTo: readonly PayeeBankAccount[],
): Promise<Buffer> {
  const { doc, done } = await startPdf({
    Title: `Tax invoice ${invoice.number} (Mushak-6.3)`,
    Author: toWinAnsi(invoice.seller.name),
    Subject: `Tax invoice ${invoice.number} for order ${invoice.orderNumber}`,
    CreationDate: invoice.issuedAt,
    ModDate: invoice.issuedAt,
  });
  const { seller } = invoice;
  const left = PDF_PAGE.margin;
  const zeroRated = invoice.zeroRated === true;

  // Seller (left).
  doc
    .fillColor(PDF_COLOURS.brand)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(toWinAnsi(seller.name), left, 50, { width: 250 });
  doc.moveDown(0.2).fillColor(PDF_COLOURS.ink).font('Helvetica').fontSize(8.5);
  for (const line of seller.addressLines) doc.text(toWinAnsi(line), { width: 250 });
  if (seller.phone || seller.email) {
    doc.text(toWinAnsi([seller.phone, seller.email].filter(Boolean).join(' · ')), { width: 250 });
  }
  doc.font('Helvetica-Bold').text(`BIN ${toWinAnsi(seller.bin)}`, { width: 250 });
  doc.font('Helvetica');
  if (seller.tin) doc.text(`TIN ${toWinAnsi(seller.tin)}`, { width: 250 });
  if (seller.tradeLicenceNumber) {
    doc.text(`Trade licence ${toWinAnsi(seller.tradeLicenceNumber)}`, { width: 250 });
  }
  const sellerBottom = doc.y;

  // Title and the invoice's identity (right).
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('Tax invoice', right - 230, 50, { width: 230, align: 'right' });
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica')
    .fontSize(9)
    .text('Mushak-6.3', right - 230, 74, { width: 230, align: 'right' });
  const facts: [string, string][] = [
    ['Invoice no.', invoice.number],
    ['Fiscal year', fiscalYearLabel(invoice.fiscalYear ?? 0)],
    ['Date and time of issue', formatShopDocumentStamp(invoice.issuedAt)],
    ['Order', invoice.orderNumber],
    ['PO number', invoice.poNumber ? toWinAnsi(invoice.poNumber) : '-'],
    ...(invoice.dueDate
      ? ([
          ['Terms', paymentTermsLabel(invoice.paymentTermsDays ?? 0)],
          ['Due date', formatCalendarDay(invoice.dueDate)],
        ] as [string, string][])
      : []),
  ];
  let factsY = 90;
  for (const [label, value] of facts) {
    doc
      .fillColor(PDF_COLOURS.muted)
      .font('Helvetica')
      .fontSize(8.5)
      .text(label, right - 230, factsY, { width: 100 });
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .text(value, right - 130, factsY, { width: 130, align: 'right' });
    factsY += 13;
  }

  // Buyer (left) and the delivery destination (right).
  let y = Math.max(sellerBottom, factsY) + 10;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor(PDF_COLOURS.rule).stroke();
  y += 8;
  doc.fillColor(PDF_COLOURS.muted).font('Helvetica-Bold').fontSize(8.5).text('BUYER', left, y);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(toWinAnsi(invoice.companyName ?? invoice.buyerName), { width: 260 });
  doc.font('Helvetica').fontSize(8.5);
  if (invoice.buyerAddress) doc.text(toWinAnsi(invoice.buyerAddress), { width: 260 });
  doc.text(`BIN: ${toWinAnsi(buyerBinLabel(invoice.buyerBin))}`, { width: 260 });
  if (invoice.buyerCountry && invoice.buyerCountry !== HOME_COUNTRY) {
    doc.text(`Country: ${invoice.buyerCountry}`, { width: 260 });
  }
  doc.text(
    toWinAnsi(
      invoice.companyName
        ? `Ordered by ${invoice.buyerName} · ${invoice.buyerEmail}`
        : invoice.buyerEmail,
    ),
    { width: 260 },
  );
  if (invoice.buyerPhone) doc.text(toWinAnsi(invoice.buyerPhone), { width: 260 });
  const buyerBottom = doc.y;
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .text('DELIVERY DESTINATION', right - 220, y, { width: 220 });
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica')
    .fontSize(8.5)
    .text(toWinAnsi(invoice.deliveryAddress ?? '-'), right - 220, doc.y, { width: 220 });
  y = Math.max(buyerBottom, doc.y) + 14;

  // Lines, then the totals (on a new page when they would not fit).
  const lines = invoice.lines ?? [];
  y = drawTaxLinesTable(doc, lines, zeroRated, y, 700);
  const byRate = taxTotals(
    lines.map((line) => ({
      vatRate: line.vatRate ?? 0,
      sdRate: line.sdRate ?? 0,
      valueExclVatPoisha: line.valueExclVatPoisha ?? 0,
      sdPoisha: line.sdPoisha ?? 0,
      vatPoisha: line.vatPoisha ?? 0,
      totalPoisha: line.totalPoisha ?? line.lineTotalPoisha,
    })),
  ).byRate;
  if (y > 560) {
    doc.addPage();
    y = PDF_PAGE.margin;
  }
  y += 10;

  // Totals by rate (left).
  doc.fillColor(PDF_COLOURS.muted).font('Helvetica-Bold').fontSize(8.5);
  doc.text('BY RATE', left, y);
  let rateY = y + 13;
  for (const rate of byRate) {
    const label = zeroRated
      ? TAX_DOCUMENT_MESSAGES.zeroRatedLine
      : `VAT ${rate.vatRate ? formatRate(rate.vatRate) : '0% (exempt)'}` +
        (rate.sdRate ? `, SD ${formatRate(rate.sdRate)}` : '');
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica')
      .fontSize(8)
      .text(
        toWinAnsi(
          `${label}: value ${money(rate.valueExclVatPoisha)}, SD ${money(rate.sdPoisha)}, ` +
            `VAT ${money(rate.vatPoisha)}`,
        ),
        left,
        rateY,
        { width: 250 },
      );
    rateY = doc.y + 2;
  }

  // Totals (right).
  const paid = invoice.paidAt ? invoice.totalPoisha : 0;
  const totalsY = drawTotals(
    doc,
    [
      ['Value excl. VAT', money(invoice.valueExclVatPoisha ?? 0), false],
      ['Supplementary duty', money(invoice.sdPoisha ?? 0), false],
      ['VAT', money(invoice.vatPoisha ?? 0), false],
      ['Total incl. all', money(invoice.totalPoisha), true],
      ['Paid', money(paid), false],
      ['Balance due', money(invoice.totalPoisha - paid), false],
    ],
    y,
  );
  y = Math.max(rateY, totalsY) + 6;
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .text(`In words: ${amountInWords(invoice.totalPoisha)}`, left, y, {
      width: PDF_CONTENT_WIDTH,
    });
  y = doc.y + 12;

  // Payment.
  if (y > 690) {
    doc.addPage();
    y = PDF_PAGE.margin;
  }
  y = drawSection(doc, 'PAYMENT', paymentLine(invoice, payTo), y);
  if (invoice.paidAt) {
    doc.text(`Reference: ${toWinAnsi(invoice.paymentReference)} (${invoice.paymentProvider})`);
  } else {
    drawPayeeAccounts(doc, 'PAY INTO', payTo, y + 6);
  }

  const footer = [
    seller.invoiceFooter?.trim(),
    'Amounts are in Bangladeshi Taka (Tk.). This tax invoice (Mushak-6.3) was issued ' +
      'electronically and is valid without a signature.',
  ]
    .filter(Boolean)
    .join('\n');
  if (doc.y > FOOTER_Y - 30) doc.addPage();
  drawFooter(doc, toWinAnsi(footer), FOOTER_Y - 14, 7.5);

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
