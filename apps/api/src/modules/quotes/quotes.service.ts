import {
  QUOTE_MESSAGES,
  lineInTaka,
  taxBreakdownOf,
  taxTotals,
  toTaka,
  type TaxBreakdown,
  type Quote,
  type QuoteStatus,
  type QuoteSummary,
  type CurrencyCode,
} from '@partline/shared';
import type { Database, Transaction } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
import type { RequestUser } from '../../plugins/identity.js';
import {
  findQuote,
  listQuoteEvents,
  listQuotes,
  listQuoteVersions,
  lockQuote,
  type QuoteRow,
  type QuoteVersionRow,
} from './quotes.repository.js';

/** The quote in a list, with its latest version's total and line count. */
export function toQuoteSummary(quote: QuoteRow, latest: QuoteVersionRow | undefined): QuoteSummary {
  return {
    _id: quote.id,
    number: quote.number,
    status: quote.status,
    userName: quote.userName,
    userEmail: quote.userEmail,
    companyId: quote.companyId,
    currentVersion: quote.currentVersion,
    validUntil: quote.validUntil?.toISOString() ?? null,
    totalPrice: toTaka(latest?.totalPoisha ?? 0),
    currency: quote.currency as CurrencyCode,
    lineCount: latest?.lines.length ?? 0,
    orderId: quote.orderId,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}

/**
 * The tax of a quote version (decision 305): its stored SD and VAT, by rate the sums of its lines;
 * `null` for a version written before VAT was computed.
 */
export function versionTax(version: QuoteVersionRow): TaxBreakdown | null {
  const first = version.lines[0];
  if (first?.vatRate === undefined || first.pricesIncludeVat === undefined) return null;
  const { byRate } = taxTotals(
    version.lines.map((line) => {
      const value = line.valueExclVatPoisha ?? 0;
      const sd = line.sdPoisha ?? 0;
      const vat = line.vatPoisha ?? 0;
      return {
        vatRate: line.vatRate ?? 0,
        sdRate: line.sdRate ?? 0,
        valueExclVatPoisha: value,
        sdPoisha: sd,
        vatPoisha: vat,
        totalPoisha: value + sd + vat,
      };
    }),
  );
  return taxBreakdownOf(
    {
      valueExclVatPoisha: version.totalPoisha - version.sdPoisha - version.vatPoisha,
      sdPoisha: version.sdPoisha,
      vatPoisha: version.vatPoisha,
      totalPoisha: version.totalPoisha,
      byRate,
    },
    { pricesIncludeVat: first.pricesIncludeVat, zeroRated: first.zeroRated ?? false },
  );
}

/** Whether the quote's latest version can be accepted now (decision 152). */
export function canAccept(quote: QuoteRow, now = new Date()): boolean {
  return (
    quote.status === 'quoted' &&
    quote.currentVersion > 0 &&
    quote.orderId === null &&
    quote.validUntil !== null &&
    quote.validUntil > now
  );
}

/**
 * The whole quote: versions, timeline, whether it can be accepted and, once accepted, the number
 * of its order (`orderNumber`, read by the flow from the orders module; `null` while it has none).
 */
export async function toQuote(
  db: Database | Transaction,
  quote: QuoteRow,
  orderNumber: string | null = null,
): Promise<Quote> {
  const versions = (await listQuoteVersions(db, [quote.id])).get(quote.id) ?? [];
  const events = await listQuoteEvents(db, quote.id);
  return {
    ...toQuoteSummary(quote, versions.at(-1)),
    message: quote.message,
    versions: versions.map((version) => ({
      version: version.version,
      author: version.author,
      authorName: version.authorName,
      message: version.message,
      validUntil: version.validUntil?.toISOString() ?? null,
      totalPrice: toTaka(version.totalPoisha),
      lines: version.lines.map(lineInTaka),
      tax: versionTax(version),
      createdAt: version.createdAt.toISOString(),
    })),
    events: events.map((event) => ({
      _id: event.id,
      kind: event.kind,
      author: event.author,
      authorName: event.authorName,
      version: event.version,
      body: event.body,
      orderId: event.orderId,
      createdAt: event.createdAt.toISOString(),
    })),
    canAccept: canAccept(quote),
    orderNumber,
  };
}

/**
 * Who reads and acts on quotes (decision 156): the caller, the company they belong to now
 * (`memberOf`) and the company they administer (`companyAdminOf`), read by the flow through the
 * companies module.
 */
export interface QuoteReader {
  caller: RequestUser;
  /** The id of the company the caller is a member of now, or `undefined` (in no company). */
  memberOf?: string | undefined;
  /** The id of the company the caller is an admin of, or `undefined` (a buyer, or no company). */
  companyAdminOf?: string | undefined;
}

/**
 * Whether the reader acts for the quote's buyer: its buyer while the quote's company is still
 * theirs (a company's quote follows the membership: a removed member or one who moved to another
 * company has no access, decision 293; a client's own quote stays theirs), or an admin of its
 * company.
 */
const actsForBuyer = ({ caller, memberOf, companyAdminOf }: QuoteReader, quote: QuoteRow) =>
  (quote.userId === caller.id && (quote.companyId === null || quote.companyId === memberOf)) ||
  (companyAdminOf !== undefined && quote.companyId !== null && quote.companyId === companyAdminOf);

/** Whether the reader may see the quote: its buyer, an admin of its company, or a shop admin. */
const mayRead = (reader: QuoteReader, quote: QuoteRow) =>
  reader.caller.role === 'admin' || actsForBuyer(reader, quote);

/**
 * `quote` when `may` lets the reader at it; a missing quote and another's are alike 'Quote not
 * found' (404, not 403: other clients' quote ids are not revealed).
 */
function quoteAllowed(
  quote: QuoteRow | undefined,
  reader: QuoteReader,
  may: (reader: QuoteReader, quote: QuoteRow) => boolean,
): QuoteRow {
  if (!quote || !may(reader, quote)) throw new NotFoundError(QUOTE_MESSAGES.notFound);
  return quote;
}

/**
 * The quote for its buyer, an admin of its company or a shop admin.
 * @throws NotFoundError 'Quote not found' for an unknown or malformed id and for another client's
 *   or company's quote (404, not 403: other clients' quote ids are not revealed).
 */
export async function quoteFor(db: Database, reader: QuoteReader, id: string): Promise<QuoteRow> {
  return quoteAllowed(await findQuote(db, id), reader, mayRead);
}

/** {@link quoteFor} under the row lock, inside `tx`. */
export async function lockQuoteFor(
  tx: Transaction,
  reader: QuoteReader,
  id: string,
): Promise<QuoteRow> {
  return quoteAllowed(await lockQuote(tx, id), reader, mayRead);
}

/**
 * The quote of the buyer's side only (accept, decline): its buyer or an admin of its company;
 * another's quote is not found.
 */
export async function lockOwnQuote(
  tx: Transaction,
  reader: QuoteReader,
  id: string,
): Promise<QuoteRow> {
  return quoteAllowed(await lockQuote(tx, id), reader, actsForBuyer);
}

/** {@link lockOwnQuote} without the lock, for the checks before a transaction. */
export async function ownQuote(db: Database, reader: QuoteReader, id: string): Promise<QuoteRow> {
  return quoteAllowed(await findQuote(db, id), reader, actsForBuyer);
}

/** The latest version of a quote. */
export async function latestVersionOf(
  db: Database | Transaction,
  quote: QuoteRow,
): Promise<QuoteVersionRow> {
  const versions = (await listQuoteVersions(db, [quote.id])).get(quote.id) ?? [];
  const latest = versions.find((version) => version.version === quote.currentVersion);
  if (!latest) throw new Error(`quote ${quote.id} has no version ${quote.currentVersion}`);
  return latest;
}

/**
 * The end of the shop day `day` (`YYYY-MM-DD`, Dhaka, UTC+6 all year): a quote valid until that
 * day can be accepted until 23:59:59.999 Dhaka time.
 */
export function endOfShopDay(day: string): Date {
  return new Date(`${day}T23:59:59.999+06:00`);
}

/** How the audit log names a quote: its number and its buyer's e-mail. */
export function quoteLabel(quote: Pick<QuoteRow, 'number' | 'userEmail'>): string {
  return `Quote ${quote.number} (${quote.userEmail})`;
}

/**
 * The quotes of a list, newest activity first: the reader's own and, for a company admin, every
 * quote of their company (`scope: 'own'`, clients), or every client's (`'all'`, admins),
 * optionally of one status.
 */
export async function listQuotesOf(
  db: Database,
  reader: QuoteReader,
  scope: 'own' | 'all',
  status?: QuoteStatus,
): Promise<QuoteSummary[]> {
  const rows = await listQuotes(db, {
    ...(scope === 'own'
      ? {
          userId: reader.caller.id,
          memberOf: reader.memberOf,
          orCompanyId: reader.companyAdminOf,
        }
      : {}),
    status,
  });
  const versions = await listQuoteVersions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toQuoteSummary(
      row,
      versions.get(row.id)?.find((version) => version.version === row.currentVersion),
    ),
  );
}
