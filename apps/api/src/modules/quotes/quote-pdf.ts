import type { InvoiceSeller, Locale } from '@partline/shared';
import { translatorFor } from '../../i18n/translator.js';
import {
  drawBuyer,
  drawLinesTable,
  drawSection,
  drawSeller,
  drawTitleAndFacts,
  drawTotals,
  startPdf,
} from '../../pdf/layout.js';
import { toPdfText, toWinAnsi } from '../../pdf/win-ansi.js';
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
 * the request (`ShopSettings.seller()`). In `locale`, the reader's language (decision 328).
 */
export async function renderQuotePdf(
  quote: QuoteRow,
  version: QuoteVersionRow,
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'phone' | 'email'>,
  locale: Locale = 'en',
): Promise<Buffer> {
  const tr = translatorFor(locale);
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
    [tr.t('pdf.quote.number'), number],
    [tr.t('pdf.quote.version'), tr.number(version.version)],
    [tr.t('pdf.quote.date'), tr.stamp(version.createdAt)],
    [
      tr.t('pdf.quote.validUntil'),
      version.validUntil ? tr.stamp(version.validUntil) : tr.t('pdf.quote.notQuoted'),
    ],
    [tr.t('pdf.quote.status'), tr.t(`pdf.quote.status.${quote.status}`)],
  ];
  drawTitleAndFacts(doc, tr.t('pdf.quote.title'), facts);

  drawBuyer(doc, tr.t('pdf.quote.preparedFor'), quote.userName, quote.userEmail, undefined, tr);

  let y = drawLinesTable(doc, version.lines, Math.max(doc.y + 24, 250), 640, tr);
  y = drawTotals(doc, [[tr.t('pdf.total'), tr.money(version.totalPoisha), true]], y + 12) + 12;
  if (version.message) {
    y = drawSection(doc, tr.t('pdf.quote.message'), toPdfText(version.message), y) + 14;
  }
  drawSection(doc, tr.t('pdf.quote.termsHeading'), toPdfText(tr.t('pdf.quote.terms')), y);

  doc.end();
  return done;
}
