import {
  documentPoisha,
  formatExchangeRate,
  formatRate,
  isForeignCurrency,
  TAX_NOTE_MESSAGES,
  taxNoteFileName,
  type Locale,
} from '@partline/shared';
import { inCurrency, translatorFor, type Translator } from '../../i18n/translator.js';
import { amountsSentence } from './invoice-pdf.js';
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
  startPdf,
} from '../../pdf/layout.js';
import { toPdfText, toWinAnsi } from '../../pdf/win-ansi.js';
import type { TaxNoteRow } from './tax-notes.repository.js';

type PdfDocument = PDFKit.PDFDocument;

const COLUMNS = [
  { width: 155, align: 'left' as const },
  { width: 40, align: 'right' as const },
  { width: 75, align: 'right' as const },
  { width: 55, align: 'right' as const },
  { width: 45, align: 'right' as const },
  { width: 55, align: 'right' as const },
  { width: PDF_CONTENT_WIDTH - 425, align: 'right' as const },
];

/** The columns' headings in the note's language. */
const headingsOf = (tr: Translator) => [
  tr.t('pdf.tax.col.description'),
  tr.t('pdf.tax.col.qty'),
  tr.t('pdf.tax.col.value'),
  tr.t('pdf.tax.col.sd'),
  tr.t('pdf.tax.col.vatRate'),
  tr.t('pdf.tax.col.vat'),
  tr.t('pdf.total'),
];

/** A rate in the note's language's digits: `15%`; `১৫%`. */
const rateOf = (rate: number, tr: Translator) =>
  tr.locale === 'en'
    ? formatRate(rate)
    : formatRate(rate).replace(/[0-9]/g, (digit) => String.fromCodePoint(0x09e6 + Number(digit)));

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
 * per line the value excluding VAT, SD, VAT rate, VAT and total, and the totals. In `locale`, the
 * reader's language, the form's official name beside the translated one (decision 328).
 */
export async function renderTaxNotePdf(
  note: TaxNoteRow,
  invoiceIssuedAt: Date,
  locale: Locale = 'en',
): Promise<Buffer> {
  const tr = translatorFor(locale);
  // Amounts in its invoice's currency (decision 327).
  const money = inCurrency(tr, note.currency).money;
  const credit = note.kind === 'credit';
  const title = TAX_NOTE_MESSAGES.title[note.kind];
  const { doc, done } = await startPdf({
    Title: `${title} ${note.number}`,
    Author: toWinAnsi(note.seller.name),
    Subject: `${title} ${note.number} for invoice ${note.invoiceNumber}`,
    CreationDate: note.issuedAt,
    ModDate: note.issuedAt,
  });
  drawSeller(doc, note.seller);
  doc.text(tr.t('pdf.tax.bin', { bin: note.seller.bin }));
  drawTitleAndFacts(doc, tr.t(credit ? 'pdf.note.creditTitle' : 'pdf.note.debitTitle'), [
    [tr.t('pdf.note.form'), tr.t(credit ? 'pdf.note.creditForm' : 'pdf.note.debitForm')],
    [tr.t('pdf.note.number'), note.number],
    [tr.t('pdf.note.issued'), tr.stamp(note.issuedAt)],
    [tr.t('pdf.note.originalInvoice'), note.invoiceNumber],
    [tr.t('pdf.invoice.date'), tr.stamp(invoiceIssuedAt)],
  ]);
  drawBuyer(
    doc,
    tr.t('pdf.tax.buyer'),
    note.buyerName,
    note.buyerBin
      ? tr.t('pdf.tax.bin', { bin: note.buyerBin })
      : tr.t('pdf.note.buyerNotRegistered'),
    undefined,
    tr,
  );
  if (note.buyerAddress) doc.text(toPdfText(note.buyerAddress), { width: 300 });

  let y = drawSection(
    doc,
    tr.t('pdf.note.reason'),
    toPdfText(note.reason),
    Math.max(doc.y + 16, 260),
  );
  y += 14;
  doc.rect(PDF_PAGE.margin, y - 4, PDF_CONTENT_WIDTH, 20).fill('#f3f4f6');
  y = drawRow(doc, headingsOf(tr), y + 2, true) + 8;
  for (const line of note.lines) {
    if (y > 680) {
      doc.addPage();
      y = PDF_PAGE.margin;
    }
    const cells = [
      toPdfText(line.sku ? `${line.productName} (${line.sku})` : line.productName),
      tr.pieces(line.quantity),
      money(line.valueExclVatPoisha ?? 0),
      money(line.sdPoisha ?? 0),
      rateOf(line.vatRate ?? 0, tr),
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
      [tr.t('pdf.tax.totalValue'), money(note.valueExclVatPoisha), false],
      [tr.t('pdf.tax.totalSd'), money(note.sdPoisha), false],
      [tr.t('pdf.tax.totalVat'), money(note.vatPoisha), false],
      [
        tr.t(credit ? 'pdf.note.totalCredited' : 'pdf.note.totalDebited'),
        money(note.totalPoisha),
        true,
      ],
    ],
    y + 12,
  );
  if (note.refundReference) {
    drawSection(
      doc,
      tr.t('pdf.note.refund'),
      tr.t('pdf.note.cardRefund', { reference: toWinAnsi(note.refundReference) }),
      y + 12,
    );
  }
  drawFooter(
    doc,
    `${takaStatement(note, tr)} ${tr.t(credit ? 'pdf.note.footerCredit' : 'pdf.note.footerDebit', {
      invoice: note.invoiceNumber,
    })}`,
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
  locale: Locale = 'en',
): Promise<{ filename: string; content: Buffer }> {
  return {
    filename: taxNoteFileName(note.kind, note.number),
    content: await renderTaxNotePdf(note, invoiceIssuedAt, locale),
  };
}

/**
 * What the note says of its currency (decision 327): Taka, or its currency with the Taka value of
 * its total and VAT at its invoice's recorded rate, as the VAT law asks.
 */
function takaStatement(note: TaxNoteRow, tr: Translator): string {
  const amounts = amountsSentence(tr, note.currency);
  if (!isForeignCurrency(note.currency) || note.bdtPerUnit === null) return amounts;
  const rate = note.bdtPerUnit;
  const taka = (minor: number) => tr.money(documentPoisha(note.currency, minor, rate));
  return `${amounts} ${tr.t('pdf.note.inTaka', {
    rate: formatExchangeRate(note.currency, rate),
    total: taka(note.totalPoisha),
    vat: taka(note.vatPoisha),
  })}`;
}
