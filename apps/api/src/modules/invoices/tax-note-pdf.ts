import {
  documentPoisha,
  formatExchangeRate,
  formatPieces,
  isForeignCurrency,
  formatRate,
  formatShopDocumentStamp,
  TAX_NOTE_MESSAGES,
  taxNoteFileName,
} from '@partline/shared';
import {
  drawBuyer,
  drawFooter,
  drawSection,
  drawSeller,
  drawTitleAndFacts,
  drawTotals,
  PDF_COLOURS,
  PDF_CONTENT_WIDTH,
  PDF_PAGE,
  pdfMoney,
  pdfMoneyIn,
  startPdf,
} from '../../pdf/layout.js';
import { toWinAnsi } from '../../pdf/win-ansi.js';
import type { TaxNoteRow } from './tax-notes.repository.js';

type PdfDocument = PDFKit.PDFDocument;

const COLUMNS = [
  { label: 'Description', width: 155, align: 'left' as const },
  { label: 'Qty', width: 40, align: 'right' as const },
  { label: 'Value excl. VAT', width: 75, align: 'right' as const },
  { label: 'SD', width: 55, align: 'right' as const },
  { label: 'VAT rate', width: 45, align: 'right' as const },
  { label: 'VAT', width: 55, align: 'right' as const },
  { label: 'Total', width: PDF_CONTENT_WIDTH - 425, align: 'right' as const },
];

function drawRow(doc: PdfDocument, cells: readonly string[], y: number, header: boolean): number {
  let x = PDF_PAGE.margin;
  let bottom = y;
  COLUMNS.forEach((column, index) => {
    doc
      .fillColor(header ? PDF_COLOURS.muted : PDF_COLOURS.ink)
      .font(header ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(header ? 8 : 9)
      .text(cells[index] ?? '', x + 4, y, { width: column.width - 8, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  return bottom;
}

/**
 * Renders a credit note (Mushak-6.7) or debit note (Mushak-6.8) as an A4 PDF from its stored
 * snapshot and the original invoice's date only (decision 310), so the same note always gives the
 * same bytes: the seller and buyer it copied, the original invoice's number and date, the reason,
 * per line the value excluding VAT, SD, VAT rate, VAT and total, and the totals.
 */
export async function renderTaxNotePdf(note: TaxNoteRow, invoiceIssuedAt: Date): Promise<Buffer> {
  const title = TAX_NOTE_MESSAGES.title[note.kind];
  const { doc, done } = await startPdf({
    Title: `${title} ${note.number}`,
    Author: toWinAnsi(note.seller.name),
    Subject: `${title} ${note.number} for invoice ${note.invoiceNumber}`,
    CreationDate: note.issuedAt,
    ModDate: note.issuedAt,
  });
  // Amounts in the invoice's currency (decision 327).
  const money = (minor: number) => toWinAnsi(pdfMoneyIn(minor, note.currency));
  drawSeller(doc, note.seller);
  doc.text(`BIN ${note.seller.bin}`);
  drawTitleAndFacts(doc, note.kind === 'credit' ? 'CREDIT NOTE' : 'DEBIT NOTE', [
    ['Form', note.kind === 'credit' ? 'Mushak-6.7' : 'Mushak-6.8'],
    ['Note no.', note.number],
    ['Issued', formatShopDocumentStamp(note.issuedAt)],
    ['Original invoice', note.invoiceNumber],
    ['Invoice date', formatShopDocumentStamp(invoiceIssuedAt)],
  ]);
  drawBuyer(
    doc,
    'BUYER',
    note.buyerName,
    note.buyerBin ? `BIN ${note.buyerBin}` : 'BIN: not registered',
  );
  if (note.buyerAddress) doc.text(toWinAnsi(note.buyerAddress), { width: 300 });

  let y = drawSection(doc, 'REASON', toWinAnsi(note.reason), Math.max(doc.y + 16, 260));
  y += 14;
  doc.rect(PDF_PAGE.margin, y - 4, PDF_CONTENT_WIDTH, 20).fill('#f3f4f6');
  y =
    drawRow(
      doc,
      COLUMNS.map((column) => column.label),
      y + 2,
      true,
    ) + 8;
  for (const line of note.lines) {
    if (y > 680) {
      doc.addPage();
      y = PDF_PAGE.margin;
    }
    const cells = [
      toWinAnsi(line.sku ? `${line.productName} (${line.sku})` : line.productName),
      formatPieces(line.quantity),
      money(line.valueExclVatPoisha ?? 0),
      money(line.sdPoisha ?? 0),
      formatRate(line.vatRate ?? 0),
      money(line.vatPoisha ?? 0),
      money(line.totalPoisha ?? 0),
    ];
    y = drawRow(doc, cells, y, false) + 6;
  }
  doc
    .moveTo(PDF_PAGE.margin, y)
    .lineTo(PDF_PAGE.width - PDF_PAGE.margin, y)
    .lineWidth(0.7)
    .strokeColor(PDF_COLOURS.rule)
    .stroke();
  y = drawTotals(
    doc,
    [
      ['Value excl. VAT', money(note.valueExclVatPoisha), false],
      ['Supplementary duty', money(note.sdPoisha), false],
      ['VAT', money(note.vatPoisha), false],
      [note.kind === 'credit' ? 'Total credited' : 'Total debited', money(note.totalPoisha), true],
    ],
    y + 12,
  );
  if (note.refundReference) {
    drawSection(doc, 'REFUND', `Card refund ${toWinAnsi(note.refundReference)}`, y + 12);
  }
  drawFooter(
    doc,
    `${takaStatement(note)}. This note ${note.kind === 'credit' ? 'reduces' : 'increases'} ` +
      `tax invoice ${note.invoiceNumber} and its VAT (VAT and SD Act 2012 s. 44; VAT Rules 2016 r. 42). ` +
      'Issued electronically, valid without a signature.',
    760,
    8.5,
  );
  doc.end();
  return done;
}

/** The PDF of a note and the name it is downloaded as. */
export async function taxNoteAttachment(
  note: TaxNoteRow,
  invoiceIssuedAt: Date,
): Promise<{ filename: string; content: Buffer }> {
  return {
    filename: taxNoteFileName(note.kind, note.number),
    content: await renderTaxNotePdf(note, invoiceIssuedAt),
  };
}

/**
 * What the note says of its currency (decision 327): Taka, or its currency with the Taka value of
 * its total and VAT at its invoice's recorded rate, as the VAT law asks.
 */
function takaStatement(note: TaxNoteRow): string {
  if (note.currency === 'BDT' || !isForeignCurrency(note.currency) || note.bdtPerUnit === null) {
    return 'Amounts are in Bangladeshi Taka (Tk.)';
  }
  const taka = (minor: number) => pdfMoney(documentPoisha(note.currency, minor, note.bdtPerUnit));
  return toWinAnsi(
    `Amounts are in ${note.currency}; in Taka at ${formatExchangeRate(note.currency, note.bdtPerUnit)} ` +
      `the total is ${taka(note.totalPoisha)} and the VAT ${taka(note.vatPoisha)}`,
  );
}
