import type { InvoiceSeller } from '@partline/shared';
import type { Database } from '../db/client.js';
import { quoteFileName, renderQuotePdf } from '../modules/quotes/quote-pdf.js';
import { latestVersionOf, quoteFor } from '../modules/quotes/quotes.service.js';
import type { RequestUser } from '../plugins/identity.js';
import { quoteReaderOf } from './read-quotes.js';
import { readerLocale } from './reader-locale.js';

/**
 * `GET /quotes/{id}/pdf`: the PDF of the quote's latest version for its buyer, an admin of
 * its company or a shop admin (decisions 155, 156), headed by `seller` (the shop settings' seller),
 * in the caller's language (decision 328).
 * @throws NotFoundError 'Quote not found' (unknown, malformed, another client's or company's).
 */
export async function getQuotePdf(
  db: Database,
  caller: RequestUser,
  quoteId: string,
  seller: Pick<InvoiceSeller, 'name' | 'addressLines' | 'phone' | 'email'>,
): Promise<{ filename: string; content: Buffer }> {
  const quote = await quoteFor(db, await quoteReaderOf(db, caller), quoteId);
  const version = await latestVersionOf(db, quote);
  return {
    filename: quoteFileName(quote, version),
    content: await renderQuotePdf(quote, version, seller, await readerLocale(db, caller)),
  };
}
