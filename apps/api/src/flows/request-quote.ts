import { orderTaxOf, taxBasisOf, taxedLine, withBasis, type TaxedLine } from './order-tax.js';
import { documentCurrencyColumns, pricingIn, productPricedIn } from './document-pricing.js';
import { QUOTE_MESSAGES, toTaka, type Quote, type RequestQuoteInput } from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Database, Transaction } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import type { QuoteLineSnapshot } from '../db/schema/index.js';
import { ConflictError } from '../errors.js';
import { deleteCartLines, lockCartItems } from '../modules/cart/cart.repository.js';
import {
  assertBuyer,
  NO_TERMS,
  pricedLineOf,
  type PricedLine,
} from '../modules/cart/cart.service.js';
import { priceTermsOf } from '../modules/price-lists/price-terms.repository.js';
import { findProductsByIds } from '../modules/products/products.repository.js';
import {
  findQuoteByIdempotencyKey,
  insertQuote,
  type QuoteRow,
} from '../modules/quotes/quotes.repository.js';
import { quoteLabel, toQuote } from '../modules/quotes/quotes.service.js';
import type { RequestUser } from '../plugins/identity.js';
import { membershipOf } from './company-of-caller.js';

/** What requesting a quote answers and whether the request was made before (a replayed key). */
export interface RequestQuoteOutcome {
  quote: Quote;
  replayed: boolean;
}

/**
 * `POST /quotes` (decision 150): the caller's cart becomes a quote request, in one transaction: the
 * cart's lines are locked, each line still sold is copied with its quantity and the tier price of
 * the moment (version 0), the request (of the caller's company too, when they are a member:
 * decision 156) and its 'requested' event and audit entry are written, and
 * the lines leave the cart. The same `idempotencyKey` again answers the quote it made and makes
 * nothing, also when two requests race (the unique index decides), as checkout does.
 * @throws ForbiddenError for admins; ConflictError 'Your cart is empty'.
 */
export async function requestQuote(
  db: Database,
  caller: RequestUser,
  input: RequestQuoteInput,
  idempotencyKey: string | undefined,
  actor: AuditActor,
): Promise<RequestQuoteOutcome> {
  assertBuyer(caller);
  const replay = async (): Promise<RequestQuoteOutcome | undefined> => {
    if (!idempotencyKey) return undefined;
    const before = await findQuoteByIdempotencyKey(db, caller.id, idempotencyKey);
    return before ? { quote: await toQuote(db, before), replayed: true } : undefined;
  };
  const before = await replay();
  if (before) return before;
  let made: { quote: QuoteRow; replayed: boolean };
  try {
    // A member's request belongs to their company too (decision 156): its admins see it.
    const companyId = (await membershipOf(db, caller))?.companyId ?? null;
    made = await db.transaction((tx) =>
      makeRequest(tx, caller, companyId, input, idempotencyKey, actor),
    );
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error, 'quotes_idempotency_key')) {
      const raced = await replay();
      if (raced) return raced;
    }
    throw error;
  }
  return { quote: await toQuote(db, made.quote), replayed: made.replayed };
}

/** The transaction of {@link requestQuote}. */
async function makeRequest(
  tx: Transaction,
  caller: RequestUser,
  companyId: string | null,
  input: RequestQuoteInput,
  idempotencyKey: string | undefined,
  actor: AuditActor,
): Promise<{ quote: QuoteRow; replayed: boolean }> {
  const items = await lockCartItems(tx, caller.id);
  if (idempotencyKey) {
    // A request with this key that held the cart's lock before us has made its quote by now.
    const before = await findQuoteByIdempotencyKey(tx, caller.id, idempotencyKey);
    if (before) return { quote: before, replayed: true };
  }
  const ids = items.map((item) => item.productId);
  const products = await findProductsByIds(tx, ids);
  // Taxed as an order of the same lines would be (decision 305), starting at the buyer's price:
  // the price lists of their company, valid now (decision 320).
  const basis = await taxBasisOf(tx, companyId);
  const terms = companyId ? await priceTermsOf(tx, caller.id, ids, new Date()) : NO_TERMS;
  // In the company's billing currency at today's rate, kept with the quote (decision 327).
  const pricing = await pricingIn(tx, basis.currency);
  const lines: TaxedLine<QuoteLineSnapshot>[] = [];
  for (const item of items) {
    const product = products.get(item.productId);
    if (!product || product.deletedAt) continue; // Not sold any more: nothing to quote.
    const priced = quotedLine(
      pricedLineOf(productPricedIn(pricing, product), item.quantity, terms),
    );
    lines.push(taxedLine(priced, product, basis));
  }
  if (lines.length === 0) throw new ConflictError(QUOTE_MESSAGES.cartEmpty);
  const { totalPoisha, sdPoisha, vatPoisha } = orderTaxOf(lines, basis);
  const snapshots = lines.map((line) => withBasis(line, basis));
  const quote = await insertQuote(
    tx,
    {
      userId: caller.id,
      userName: caller.name,
      userEmail: caller.email,
      companyId,
      message: input.message,
      idempotencyKey: idempotencyKey ?? null,
      ...documentCurrencyColumns(pricing),
    },
    {
      version: 0,
      author: 'buyer',
      authorName: caller.name,
      message: input.message,
      validUntil: null,
      totalPoisha,
      sdPoisha,
      vatPoisha,
      lines: snapshots,
    },
  );
  await deleteCartLines(
    tx,
    caller.id,
    items.map((item) => item.productId),
  );
  await recordAudit(tx, actor, {
    action: 'quote.request',
    targetType: 'quote',
    targetId: quote.id,
    targetLabel: quoteLabel(quote),
    before: null,
    after: {
      status: 'requested',
      version: 0,
      totalPrice: toTaka(totalPoisha),
      lines: lines.length,
    },
  });
  return { quote, replayed: false };
}

/**
 * A priced line as a quote keeps it: its price, without the price list that gave it — a quote's
 * prices are the quote's, and an accepted quote's order keeps them (decision 320).
 */
function quotedLine(line: PricedLine): PricedLine {
  const quoted = { ...line };
  delete quoted.priceListId;
  delete quoted.priceListName;
  delete quoted.listUnitPricePoisha;
  return quoted;
}
