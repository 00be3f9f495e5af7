import type { InvoiceSeller, Locale } from '@partline/shared';
import { translatorFor, type Translator } from '../../i18n/translator.js';
import {
  drawFooter,
  PDF_COLOURS,
  PDF_CONTENT_WIDTH,
  PDF_PAGE,
  startPdf,
} from '../../pdf/layout.js';
import { toPdfText, toWinAnsi } from '../../pdf/win-ansi.js';

/**
 * What a delivery challan shows (decision 321): one shipment of an order — its goods without
 * prices, where they go and who carries them.
 */
export interface ChallanDocument {
  /** The challan number, `CH-<year>-<sequence>`. */
  number: string;
  /** The day the consignment left, `YYYY-MM-DD` (Asia/Dhaka). */
  shippedOn: string;
  /** When the shipment was recorded: the file's dates, so one challan gives the same bytes. */
  createdAt: Date;
  orderNumber: string;
  poNumber: string | null;
  /** The order's tax invoice (Mushak-6.3) that states the prices; `null` before it is issued. */
  invoiceNumber: string | null;
  /** The shop settings' seller; its BIN is printed when set. */
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'phone' | 'email' | 'bin'>;
  /** The person who ordered, and the company they ordered for (`null`: for themselves). */
  buyer: { name: string; email: string; companyName: string | null };
  /** The order's ship-to address and phone. */
  shipTo: { address: string | null; phone: string | null };
  carrierName: string;
  trackingNumber: string | null;
  vehicleNumber: string | null;
  /** The carrier's tracking link of this shipment, or `null`. */
  trackingUrl: string | null;
  /**
   * The pieces of each order line this shipment carries, in the order's line order, with their
   * serial numbers for a serial-tracked product (decision 322; none otherwise).
   */
  lines: readonly {
    sku: string;
    productName: string;
    quantity: number;
    serials?: readonly string[];
  }[];
}

const LEFT = PDF_PAGE.margin;
const RIGHT = PDF_PAGE.width - PDF_PAGE.margin;
/** The y of the footer's note. */
const FOOTER_Y = 760;
/** The signature boxes' height, pt. */
const SIGNATURE_HEIGHT = 78;
/** Below this y a new line of the table starts a new page. */
const TABLE_PAGE_BREAK_Y = 720;
/**
 * Below this y one of the last {@link KEPT_ROWS} lines starts a new page: the lines' total and the
 * signature boxes follow them there, never alone on a page of their own.
 */
const LAST_ROWS_BREAK_Y = FOOTER_Y - 8 - SIGNATURE_HEIGHT - 14 - 24 - 20;
const KEPT_ROWS = 3;

/** The lines table's columns: label, width (pt), alignment. */
const COLUMNS = [
  { label: 'pdf.challan.col.no', width: 30, align: 'right' },
  { label: 'pdf.challan.col.sku', width: 120, align: 'left' },
  { label: 'pdf.challan.col.product', width: PDF_CONTENT_WIDTH - 240, align: 'left' },
  { label: 'pdf.table.quantity', width: 90, align: 'right' },
] as const;

type PdfDocument = PDFKit.PDFDocument;

/** Where a line's serial numbers print: under its SKU and product, in a fixed-width font. */
const SERIALS_X = LEFT + COLUMNS[0].width + 5;
const SERIALS_WIDTH = COLUMNS[1].width + COLUMNS[2].width - 10;
const SERIALS_FONT = { name: 'Courier', size: 8, lineHeight: 10 } as const;

/** A row of the lines table: an order line, or a row of the serial numbers under one. */
type TableRow =
  | { kind: 'line'; index: number; line: ChallanDocument['lines'][number] }
  | { kind: 'serials'; index: number; text: string; first: boolean };

/**
 * The serial numbers of a line in rows that fit {@link SERIALS_WIDTH}: comma-separated, the first
 * row headed "S/N (n):", none split across rows.
 */
function serialRows(doc: PdfDocument, serials: readonly string[]): string[] {
  if (serials.length === 0) return [];
  doc.font(SERIALS_FONT.name).fontSize(SERIALS_FONT.size);
  const rows: string[] = [];
  let row = `S/N (${serials.length}):`;
  for (const [at, serial] of serials.entries()) {
    const piece = toWinAnsi(serial) + (at < serials.length - 1 ? ',' : '');
    const next = `${row} ${piece}`;
    if (doc.widthOfString(next) > SERIALS_WIDTH && row.trim() !== '') {
      rows.push(row);
      row = `        ${piece}`;
    } else {
      row = next;
    }
  }
  rows.push(row);
  return rows;
}

/** A muted bold heading at (`x`, `y`). */
function heading(doc: PdfDocument, text: string, x: number, y: number, width: number): void {
  doc.fillColor(PDF_COLOURS.muted).font('Helvetica-Bold').fontSize(8.5).text(text, x, y, { width });
}

/** The seller (left) and the title with the challan's facts (right); the y below the rule. */
function drawHead(doc: PdfDocument, challan: ChallanDocument, tr: Translator): number {
  const { seller } = challan;
  doc
    .fillColor(PDF_COLOURS.brand)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(toPdfText(seller.name), LEFT, 50, { width: 250 });
  doc.moveDown(0.2).fillColor(PDF_COLOURS.ink).font('Helvetica').fontSize(8.5);
  for (const line of seller.addressLines) doc.text(toPdfText(line), { width: 250 });
  if (seller.phone || seller.email) {
    doc.text(toWinAnsi([seller.phone, seller.email].filter(Boolean).join(' · ')), { width: 250 });
  }
  if (seller.bin.trim()) {
    doc
      .font('Helvetica-Bold')
      .text(tr.t('pdf.tax.bin', { bin: toWinAnsi(seller.bin.trim()) }), { width: 250 });
  }
  const sellerBottom = doc.y;

  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(tr.t('pdf.challan.title'), RIGHT - 230, 50, { width: 230, align: 'right' });
  const facts: [string, string][] = [
    [tr.t('pdf.challan.number'), challan.number],
    [tr.t('pdf.challan.shippedOn'), tr.calendarDay(challan.shippedOn)],
    [tr.t('pdf.invoice.order'), challan.orderNumber],
    [tr.t('pdf.invoice.poNumber'), challan.poNumber ? toPdfText(challan.poNumber) : '-'],
    ...(challan.invoiceNumber
      ? [[tr.t('pdf.challan.taxInvoice'), challan.invoiceNumber] as [string, string]]
      : []),
  ];
  let factsY = 80;
  for (const [label, value] of facts) {
    doc
      .fillColor(PDF_COLOURS.muted)
      .font('Helvetica')
      .fontSize(8.5)
      .text(label, RIGHT - 230, factsY, { width: 90 });
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .text(value, RIGHT - 140, factsY, { width: 140, align: 'right' });
    factsY = Math.max(factsY + 13, doc.y + 2);
  }
  const y = Math.max(sellerBottom, factsY) + 10;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.7).strokeColor(PDF_COLOURS.rule).stroke();
  return y;
}

/** The buyer (left) and the ship-to address and phone (right) below `ruleY`; the y below them. */
function drawParties(
  doc: PdfDocument,
  challan: ChallanDocument,
  ruleY: number,
  tr: Translator,
): number {
  const y = ruleY + 10;
  const { buyer, shipTo } = challan;
  heading(doc, tr.t('pdf.tax.buyer'), LEFT, y, 240);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(toPdfText(buyer.companyName ?? buyer.name), { width: 240 });
  doc.font('Helvetica').fontSize(8.5);
  if (buyer.companyName) {
    doc.text(tr.t('pdf.orderedBy', { name: toPdfText(buyer.name) }), { width: 240 });
  }
  doc.text(toWinAnsi(buyer.email), { width: 240 });
  const buyerBottom = doc.y;

  const x = RIGHT - 240;
  heading(doc, tr.t('pdf.challan.shipTo'), x, y, 240);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica')
    .fontSize(9.5)
    .text(toPdfText(shipTo.address ?? '-'), x, doc.y, { width: 240 });
  if (shipTo.phone) {
    doc.fontSize(8.5).text(tr.t('pdf.challan.phone', { phone: toWinAnsi(shipTo.phone) }), {
      width: 240,
    });
  }
  return Math.max(buyerBottom, doc.y) + 14;
}

/** The carrier, its references and the tracking link from `startY`; the y below them. */
function drawCarrier(
  doc: PdfDocument,
  challan: ChallanDocument,
  startY: number,
  tr: Translator,
): number {
  heading(doc, tr.t('pdf.challan.carrier'), LEFT, startY, PDF_CONTENT_WIDTH);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(toPdfText(challan.carrierName), { width: PDF_CONTENT_WIDTH });
  doc.font('Helvetica').fontSize(8.5);
  if (challan.trackingNumber) {
    doc.text(tr.t('pdf.challan.trackingNumber', { number: toWinAnsi(challan.trackingNumber) }), {
      width: PDF_CONTENT_WIDTH,
    });
  }
  if (challan.vehicleNumber) {
    doc.text(tr.t('pdf.challan.vehicleNumber', { number: toPdfText(challan.vehicleNumber) }), {
      width: PDF_CONTENT_WIDTH,
    });
  }
  if (challan.trackingUrl) {
    doc
      .fillColor(PDF_COLOURS.brand)
      .text(tr.t('pdf.challan.track', { url: toWinAnsi(challan.trackingUrl) }), {
        width: PDF_CONTENT_WIDTH,
      });
  }
  return doc.y + 14;
}

/**
 * The lines table from `startY`: a shaded header, a row per line and under it its serial numbers
 * (decision 322), wrapped into rows (a new page, headed by the challan's number and the table's
 * header again, past {@link TABLE_PAGE_BREAK_Y}, or for the last rows past
 * {@link LAST_ROWS_BREAK_Y}), a rule and the total of pieces; the y below them.
 */
function drawLines(
  doc: PdfDocument,
  challan: ChallanDocument,
  startY: number,
  tr: Translator,
): number {
  const header = (top: number) => {
    doc.rect(LEFT, top, PDF_CONTENT_WIDTH, 20).fill('#f3f4f6');
    let x = LEFT;
    for (const column of COLUMNS) {
      doc
        .fillColor(PDF_COLOURS.muted)
        .font('Helvetica-Bold')
        .fontSize(8.5)
        .text(tr.t(column.label), x + 5, top + 6, {
          width: column.width - 10,
          align: column.align,
        });
      x += column.width;
    }
    return top + 27;
  };
  let y = header(startY);
  const rows: TableRow[] = challan.lines.flatMap((line, index) => [
    { kind: 'line' as const, index, line },
    ...serialRows(doc, line.serials ?? []).map((text, at) => ({
      kind: 'serials' as const,
      index,
      text,
      first: at === 0,
    })),
  ]);
  rows.forEach((row, at) => {
    const last = at >= rows.length - KEPT_ROWS;
    if (y > (last ? LAST_ROWS_BREAK_Y : TABLE_PAGE_BREAK_Y)) {
      doc.addPage();
      doc
        .fillColor(PDF_COLOURS.muted)
        .font('Helvetica')
        .fontSize(8.5)
        .text(
          tr.t('pdf.challan.continued', { number: challan.number, order: challan.orderNumber }),
          LEFT,
          PDF_PAGE.margin,
          { width: PDF_CONTENT_WIDTH },
        );
      y = header(doc.y + 6);
      if (row.kind === 'serials' && !row.first) {
        doc
          .fillColor(PDF_COLOURS.muted)
          .font('Helvetica')
          .fontSize(8)
          .text(
            tr.t('pdf.challan.serialsContinued', { line: tr.number(row.index + 1) }),
            SERIALS_X,
            y,
            {
              width: SERIALS_WIDTH,
            },
          );
        y = doc.y + 2;
      }
    }
    if (row.kind === 'serials') {
      doc
        .fillColor(PDF_COLOURS.ink)
        .font(SERIALS_FONT.name)
        .fontSize(SERIALS_FONT.size)
        .text(row.text, SERIALS_X, y, { width: SERIALS_WIDTH, lineBreak: false });
      y += SERIALS_FONT.lineHeight;
      // A gap below a line's last row of serials.
      if (rows[at + 1]?.kind !== 'serials') y += 4;
      return;
    }
    const { line, index } = row;
    const cells = [
      tr.number(index + 1),
      toWinAnsi(line.sku),
      toPdfText(line.productName),
      tr.pieces(line.quantity),
    ];
    let x = LEFT;
    let rowBottom = y;
    COLUMNS.forEach((column, at) => {
      doc
        .fillColor(PDF_COLOURS.ink)
        .font('Helvetica')
        .fontSize(9)
        .text(cells[at] ?? '', x + 5, y, { width: column.width - 10, align: column.align });
      rowBottom = Math.max(rowBottom, doc.y);
      x += column.width;
    });
    // Its serial numbers, if any, follow close under it.
    y = rowBottom + (rows[at + 1]?.kind === 'serials' ? 2 : 6);
  });
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.7).strokeColor(PDF_COLOURS.rule).stroke();
  const pieces = challan.lines.reduce((sum, line) => sum + line.quantity, 0);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .text(tr.t('pdf.challan.total', { pieces: tr.pieces(pieces) }), RIGHT - 200, y + 6, {
      width: 195,
      align: 'right',
    });
  return doc.y + 6;
}

/** Three signature boxes side by side from `y`: issued by, carried by, received by. */
function drawSignatures(doc: PdfDocument, y: number, tr: Translator): void {
  const gap = 12;
  const width = (PDF_CONTENT_WIDTH - 2 * gap) / 3;
  const labels = [
    tr.t('pdf.challan.issuedBy'),
    tr.t('pdf.challan.carriedBy'),
    tr.t('pdf.challan.receivedBy'),
  ];
  labels.forEach((label, index) => {
    const x = LEFT + index * (width + gap);
    doc.rect(x, y, width, SIGNATURE_HEIGHT).lineWidth(0.7).strokeColor(PDF_COLOURS.rule).stroke();
    heading(doc, label, x + 6, y + 6, width - 12);
    doc
      .moveTo(x + 6, y + SIGNATURE_HEIGHT - 16)
      .lineTo(x + width - 6, y + SIGNATURE_HEIGHT - 16)
      .lineWidth(0.5)
      .dash(2, { space: 2 })
      .strokeColor(PDF_COLOURS.rule)
      .stroke()
      .undash();
  });
}

/**
 * Renders a delivery challan as an A4 PDF (decision 321) with the invoices' look
 * (`pdf/layout.ts`): titled "Delivery Challan"; the seller (name, address, BIN); the challan
 * number, the day shipped, the order and PO numbers (and the tax invoice that states the prices);
 * the buyer and their company; the ship-to address and phone; the carrier with the tracking
 * number, vehicle number and tracking link; the SKU, product and pieces of this shipment's lines
 * only — no prices — each with its serial numbers under it (decision 322), with their total (a new page past the bottom, the table's header again); and
 * boxes to sign: "Issued by", "Carried by", "Received by (name, signature, date)". Dated by the
 * shipment's `createdAt`, so the same challan gives the same bytes while the seller's settings
 * stay the same. In `locale`, the reader's language (decision 328).
 */
export async function renderChallanPdf(
  challan: ChallanDocument,
  locale: Locale = 'en',
): Promise<Buffer> {
  const tr = translatorFor(locale);
  const { doc, done } = await startPdf({
    Title: `Delivery challan ${challan.number}`,
    Author: toWinAnsi(challan.seller.name),
    Subject: `Delivery challan ${challan.number} for order ${challan.orderNumber}`,
    CreationDate: challan.createdAt,
    ModDate: challan.createdAt,
  });
  let y = drawHead(doc, challan, tr);
  y = drawParties(doc, challan, y, tr);
  y = drawCarrier(doc, challan, y, tr);
  y = drawLines(doc, challan, y, tr);

  // The boxes stay together with the footer: on a new page when they would not fit.
  if (y + 14 + SIGNATURE_HEIGHT > FOOTER_Y - 8) {
    doc.addPage();
    y = PDF_PAGE.margin;
  }
  drawSignatures(doc, y + 14, tr);
  drawFooter(doc, tr.t('pdf.challan.footer'), FOOTER_Y, 7.5);

  doc.end();
  return done;
}
