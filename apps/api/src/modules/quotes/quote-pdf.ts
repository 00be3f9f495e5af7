import {
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  formatShopDocumentStamp,
  type InvoiceSeller,
} from '@partline/shared';
import {
  drawBuyer,
  drawLinesTable,
  drawSection,
  drawSeller,
  drawTitleAndFacts,
  drawTotals,
  pdfMoney as money,
  startPdf,
} from '../../pdf/layout.js';
import { toWinAnsi } from '../../pdf/win-ansi.js';
import type { QuoteRow, QuoteVersionRow } from './quotes.repository.js';

/** The file name of a quote's PDF: `quote-<number>-v<version>.pdf`. */
export function quoteFileName(quote: QuoteRow, version: QuoteVersionRow): string {
  return `quote-${quote.number}-v${version.version}.pdf`;
}

/**
 * Renders a version of a quote as an A4 PDF (decision 155), as the invoice is rendered
 * (`invoice-pdf.ts`): from the stored version only, dated by it, so the same version always gives
 * the same bytes for one seller. Lines, prices, total, validity, the shop's message and the terms.
 * The seller is `seller`, the shop settings' legal name, address, phone and e-mail at the time of
 * the request (`ShopSettings.seller()`).
 */
export async function renderQuotePdf(
  quote: QuoteRow,
  version: QuoteVersionRow,
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'phone' | 'email'>,
): Promise<Buffer> {
  const number = quote.number;
  const { doc, done } = await startPdf({
    Title: `Quote ${number} version ${version.version}`,
    Author: toWinAnsi(seller.name),
    Subject: `Quote ${number} for ${toWinAnsi(quote.userEmail)}`,
    CreationDate: version.createdAt,
    ModDate: version.createdAt,
  });

  drawSeller(doc, seller);

  const facts: [string, string][] = [
    ['Quote no.', number],
    ['Version', String(version.version)],
    ['Date', formatShopDocumentStamp(version.createdAt)],
    [
      'Valid until',
      version.validUntil ? formatShopDocumentStamp(version.validUntil) : 'Not quoted yet',
    ],
    ['Status', QUOTE_STATUS_LABELS[quote.status]],
  ];
  drawTitleAndFacts(doc, 'QUOTATION', facts);

  drawBuyer(doc, 'PREPARED FOR', quote.userName, quote.userEmail);

  let y = drawLinesTable(doc, version.lines, Math.max(doc.y + 24, 250), 640);
  y = drawTotals(doc, [['Total', money(version.totalPoisha), true]], y + 12) + 12;
  if (version.message) {
    y = drawSection(doc, 'MESSAGE', toWinAnsi(version.message), y) + 14;
  }
  drawSection(doc, 'TERMS', toWinAnsi(QUOTE_MESSAGES.terms), y);

  doc.end();
  return done;
}
