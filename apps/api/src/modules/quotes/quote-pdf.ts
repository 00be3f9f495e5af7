import {
  PARTLINE_SELLER,
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  formatShopDate,
  formatShopDateTime,
  quoteNumber,
} from '@partline/shared';
import {
  drawBuyer,
  drawLinesTable,
  drawSeller,
  drawTitleAndFacts,
  pdfMoney as money,
  PDF_COLOURS,
  PDF_CONTENT_WIDTH as CONTENT_WIDTH,
  PDF_PAGE as PAGE,
  startPdf,
} from '../../pdf/layout.js';
import { toWinAnsi } from '../../pdf/win-ansi.js';
import type { QuoteRow, QuoteVersionRow } from './quotes.repository.js';

const { ink: INK, muted: MUTED } = PDF_COLOURS;

/** The file name of a quote's PDF: `quote-<number>-v<version>.pdf`. */
export function quoteFileName(quote: QuoteRow, version: QuoteVersionRow): string {
  return `quote-${quoteNumber(quote.id)}-v${version.version}.pdf`;
}

/**
 * Renders a version of a quote as an A4 PDF (decision 155), as the invoice is rendered
 * (`invoice-pdf.ts`): from the stored version only, dated by it, so the same version always gives
 * the same bytes. Lines, prices, total, validity, the shop's message and the terms.
 */
export async function renderQuotePdf(quote: QuoteRow, version: QuoteVersionRow): Promise<Buffer> {
  const number = quoteNumber(quote.id);
  const { doc, done } = await startPdf({
    Title: `Quote ${number} version ${version.version}`,
    Author: toWinAnsi(PARTLINE_SELLER.name),
    Subject: `Quote ${number} for ${toWinAnsi(quote.userEmail)}`,
    CreationDate: version.createdAt,
    ModDate: version.createdAt,
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const seller = PARTLINE_SELLER;

  drawSeller(doc, seller);

  const facts: [string, string][] = [
    ['Quote no.', number],
    ['Version', String(version.version)],
    ['Date', formatShopDate(version.createdAt)],
    ['Valid until', version.validUntil ? formatShopDateTime(version.validUntil) : 'Not quoted yet'],
    ['Status', QUOTE_STATUS_LABELS[quote.status]],
  ];
  drawTitleAndFacts(doc, 'QUOTATION', facts);

  drawBuyer(doc, 'PREPARED FOR', quote.userName, quote.userEmail);

  let y = drawLinesTable(doc, version.lines, Math.max(doc.y + 24, 250), 640);
  y += 12;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('Total', right - 250, y, { width: 120, align: 'right' });
  doc.text(money(version.totalPoisha), right - 126, y, { width: 120, align: 'right' });
  y += 32;

  if (version.message) {
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text('MESSAGE', left, y);
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(9.5)
      .text(toWinAnsi(version.message), { width: CONTENT_WIDTH });
    y = doc.y + 14;
  }
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text('TERMS', left, y);
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9.5)
    .text(toWinAnsi(QUOTE_MESSAGES.terms), { width: CONTENT_WIDTH });

  doc.end();
  return done;
}
