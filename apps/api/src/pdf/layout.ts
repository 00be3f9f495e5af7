import { type PayeeBankAccount } from '@partline/shared';
import { installScriptRuns } from './script-runs.js';
import { translatorFor, type Translator } from '../i18n/translator.js';
import { toPdfText, toWinAnsi } from './win-ansi.js';

/*
 * The layout the shop's A4 documents share (invoices, decision 061; quotes, decision 155): the
 * colours, the seller's block, the facts beside the title and the table of lines.
 */

/** Text, secondary text, brand and rule colours. */
export const PDF_COLOURS = {
  ink: '#1f2937',
  muted: '#6b7280',
  brand: '#1d4ed8',
  rule: '#d1d5db',
} as const;
/** A4 width and the margin, pt. */
export const PDF_PAGE = { width: 595.28, margin: 50 } as const;
/** The width between the margins, pt. */
export const PDF_CONTENT_WIDTH = PDF_PAGE.width - 2 * PDF_PAGE.margin;

type PdfDocument = PDFKit.PDFDocument;

/** The English of the documents, the default of every layout function that prints words. */
export const PDF_ENGLISH: Translator = translatorFor('en');

/**
 * A new A4 document with its metadata, and the promise of its bytes once `doc.end()` is called.
 * pdfkit is loaded on the first document, not at start-up (decision 043).
 */
export async function startPdf(
  info: PDFKit.DocumentInfo,
): Promise<{ doc: PdfDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_PAGE.margin,
    info: { Creator: 'Partline', Producer: 'Partline (PDFKit)', ...info },
  });
  installScriptRuns(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * The document's title at the top right and its facts (label, value) under it, from y = 82; the
 * y below the facts.
 */
export function drawTitleAndFacts(
  doc: PdfDocument,
  title: string,
  facts: readonly (readonly [string, string])[],
): number {
  const left = PDF_PAGE.margin;
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  doc.fillColor(PDF_COLOURS.ink).font('Helvetica-Bold').fontSize(22).text(title, left, 50, {
    width: PDF_CONTENT_WIDTH,
    align: 'right',
  });
  let y = 82;
  for (const [label, value] of facts) {
    doc
      .fillColor(PDF_COLOURS.muted)
      .font('Helvetica')
      .fontSize(9)
      .text(label, right - 280, y, { width: 80 });
    doc
      .fillColor(PDF_COLOURS.ink)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(value, right - 200, y, {
        width: 200,
        align: 'right',
      });
    y += 14;
  }
  return y;
}

/** One row of the lines table: description, unit price, quantity and amount (poisha). */
export interface PdfLine {
  sku: string;
  productName: string;
  quantity: number;
  unitPricePoisha: number;
  lineTotalPoisha: number;
}

/**
 * The table of lines from `y`: a shaded header (Description, Unit price, Quantity, Amount), a row
 * per line (a new page past `pageBreakY`) and a rule under them; the y below the rule.
 */
export function drawLinesTable(
  doc: PdfDocument,
  lines: readonly PdfLine[],
  startY: number,
  pageBreakY: number,
  tr: Translator = PDF_ENGLISH,
): number {
  const left = PDF_PAGE.margin;
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  let y = startY;
  const columns = [
    { label: tr.t('pdf.table.description'), x: left, width: 235, align: 'left' as const },
    { label: tr.t('pdf.table.unitPrice'), x: left + 235, width: 85, align: 'right' as const },
    { label: tr.t('pdf.table.quantity'), x: left + 320, width: 75, align: 'right' as const },
    {
      label: tr.t('pdf.table.amount'),
      x: left + 395,
      width: PDF_CONTENT_WIDTH - 395,
      align: 'right' as const,
    },
  ];
  doc.rect(left, y, PDF_CONTENT_WIDTH, 22).fill('#f3f4f6');
  for (const column of columns) {
    doc
      .fillColor(PDF_COLOURS.muted)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(column.label, column.x + 6, y + 7, { width: column.width - 12, align: column.align });
  }
  y += 30;
  for (const line of lines) {
    if (y > pageBreakY) {
      doc.addPage();
      y = PDF_PAGE.margin;
    }
    const cells = [
      toPdfText(line.sku ? `${line.productName} (${line.sku})` : line.productName),
      tr.money(line.unitPricePoisha),
      tr.pieces(line.quantity),
      tr.money(line.lineTotalPoisha),
    ];
    let rowBottom = y;
    columns.forEach((column, index) => {
      doc
        .fillColor(PDF_COLOURS.ink)
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
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.7).strokeColor(PDF_COLOURS.rule).stroke();
  return y;
}

/** A column of {@link drawTable}: its heading, width (pt) and alignment. */
export interface PdfColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * A table of a tax document's kind from `startY` (the tax invoice's lines, decision 306; the
 * commercial invoice's, decision 323): a shaded header of the `columns` (bold 7.5 pt, their widths
 * adding up to the content width), a row per entry of `rows` (8 pt, a cell per column, as tall as
 * its tallest cell), a new page with the header again past `pageBreakY`, and a rule under the
 * last row; the y of that rule.
 */
export function drawTable(
  doc: PdfDocument,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
  startY: number,
  pageBreakY: number,
): number {
  const left = PDF_PAGE.margin;
  const header = (top: number) => {
    doc.rect(left, top, PDF_CONTENT_WIDTH, 26).fill('#f3f4f6');
    let x = left;
    for (const column of columns) {
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
  for (const cells of rows) {
    if (y > pageBreakY) {
      doc.addPage();
      y = header(PDF_PAGE.margin);
    }
    let x = left;
    let rowBottom = y;
    columns.forEach((column, index) => {
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

/** The seller's name, address, phone and e-mail at the top left. */
export function drawSeller(
  doc: PdfDocument,
  seller: { name: string; addressLines: readonly string[]; phone: string; email: string },
): void {
  doc
    .fillColor(PDF_COLOURS.brand)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(toWinAnsi(seller.name), PDF_PAGE.margin, 50);
  doc.moveDown(0.3).fillColor(PDF_COLOURS.ink).font('Helvetica').fontSize(9.5);
  for (const line of seller.addressLines) doc.text(toWinAnsi(line));
  doc.text(`${seller.phone} · ${seller.email}`);
}

/**
 * A rule at y = 170, then `heading` and the buyer's name and e-mail under it; for a company's
 * document the company is the name and `orderedBy` the person who ordered (decision 141).
 */
export function drawBuyer(
  doc: PdfDocument,
  heading: string,
  name: string,
  email: string,
  orderedBy?: string,
  tr: Translator = PDF_ENGLISH,
): void {
  const left = PDF_PAGE.margin;
  const y = 170;
  doc
    .moveTo(left, y)
    .lineTo(PDF_PAGE.width - PDF_PAGE.margin, y)
    .lineWidth(0.7)
    .strokeColor(PDF_COLOURS.rule)
    .stroke();
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(heading, left, y + 14);
  doc.fillColor(PDF_COLOURS.ink).font('Helvetica-Bold').fontSize(11).text(toPdfText(name));
  doc.font('Helvetica').fontSize(9.5);
  if (orderedBy) doc.text(tr.t('pdf.orderedBy', { name: toPdfText(orderedBy) }));
  doc.text(toWinAnsi(email));
}

/**
 * The totals under a table, right-aligned from `y`: each row its label and value, a `strong` row
 * in bold 12 pt ink, the others in 10 pt muted text; the y below the last row.
 */
export function drawTotals(
  doc: PdfDocument,
  rows: readonly (readonly [label: string, value: string, strong: boolean])[],
  startY: number,
): number {
  const right = PDF_PAGE.width - PDF_PAGE.margin;
  let y = startY;
  for (const [label, value, strong] of rows) {
    doc
      .fillColor(strong ? PDF_COLOURS.ink : PDF_COLOURS.muted)
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .text(label, right - 250, y, { width: 120, align: 'right' });
    doc.text(value, right - 126, y, { width: 120, align: 'right' });
    y += strong ? 20 : 16;
  }
  return y;
}

/**
 * A section of text: its `heading` (muted, bold 9 pt) at the margin and `y`, and its paragraph
 * (ink, 9.5 pt, the content width) under it; the y below the paragraph.
 */
export function drawSection(doc: PdfDocument, heading: string, text: string, y: number): number {
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(heading, PDF_PAGE.margin, y);
  doc
    .fillColor(PDF_COLOURS.ink)
    .font('Helvetica')
    .fontSize(9.5)
    .text(text, { width: PDF_CONTENT_WIDTH });
  return doc.y;
}

/**
 * An account as documents print it, one `[label, value]` pair a line, in `tr`'s language: bank
 * and branch, account name, account number, routing number and SWIFT when known. In English it is
 * `payeeBankAccountLines` of the shared package word for word; the values stay as entered.
 */
export function payeeAccountLines(
  account: PayeeBankAccount,
  tr: Translator = PDF_ENGLISH,
): [label: string, value: string][] {
  return [
    [
      tr.t('pdf.payee.bank'),
      tr.t('pdf.payee.bankAndBranch', { bank: account.bank, branch: account.branch }),
    ],
    [tr.t('pdf.payee.accountName'), account.accountName],
    [tr.t('pdf.payee.accountNumber'), account.accountNumber],
    ...(account.routingNumber
      ? [[tr.t('pdf.payee.routingNumber'), account.routingNumber] as [string, string]]
      : []),
    ...(account.swift ? [[tr.t('pdf.payee.swift'), account.swift] as [string, string]] : []),
  ];
}

/**
 * How to pay an invoice on account, in one sentence of `tr`'s language: by bank transfer into the
 * configured account(s), quoting `what` ("the invoice number"). In English it is
 * `payByTransferSentence` of the shared package word for word.
 */
export function payByTransfer(
  accounts: readonly PayeeBankAccount[],
  what: string,
  tr: Translator = PDF_ENGLISH,
): string {
  if (accounts.length === 0) return tr.t('pdf.payBy.none', { what });
  const into = accounts
    .map(({ bank, accountNumber }) => tr.t('pdf.payBy.account', { bank, accountNumber }))
    .join(tr.t('pdf.payBy.or'));
  return tr.t('pdf.payBy.into', { into, what });
}

/**
 * The shop's bank accounts to pay into (decision 304) under `heading` at `y`, one account a
 * paragraph ("Bank: … · Account name: … · …", as {@link payeeAccountLines} lists it, in `tr`'s
 * language); answers the y below them. Nothing is drawn for no accounts.
 */
export function drawPayeeAccounts(
  doc: PdfDocument,
  heading: string,
  accounts: readonly PayeeBankAccount[],
  y: number,
  tr: Translator = PDF_ENGLISH,
): number {
  if (accounts.length === 0) return y;
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(heading, PDF_PAGE.margin, y);
  doc.fillColor(PDF_COLOURS.ink).font('Helvetica').fontSize(9);
  for (const account of accounts) {
    const text = payeeAccountLines(account, tr)
      .map(([label, value]) => `${label}: ${value}`)
      .join('  ·  ');
    doc.text(toPdfText(text), { width: PDF_CONTENT_WIDTH });
  }
  return doc.y;
}

/** The document's closing note: muted text of `fontSize` pt, centred on the page at `y`. */
export function drawFooter(doc: PdfDocument, text: string, y: number, fontSize: number): void {
  doc
    .fillColor(PDF_COLOURS.muted)
    .font('Helvetica')
    .fontSize(fontSize)
    .text(text, PDF_PAGE.margin, y, { width: PDF_CONTENT_WIDTH, align: 'center' });
}
