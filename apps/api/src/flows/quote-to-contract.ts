import {
  PRICE_LIST_IMPORT_MESSAGES as M,
  PRICE_LIST_MESSAGES,
  PRICE_LIST_STEPS_MAX,
  QUOTE_MESSAGES,
  type QuoteContractPricesInputSchema,
  toTaka,
  type QuoteContractPrices,
} from '@partline/shared';
import type { z } from 'zod';
import type { AuditActor } from '../audit/audit-log.js';
import type { Database } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { findCompany } from '../modules/companies/companies.repository.js';
import {
  addCompanyToList,
  appendPriceListAudit,
  entriesOfList,
  insertCompanyPriceList,
  lockPriceList,
  productsOverSteps,
  writeEntries,
  type EntryWrite,
} from '../modules/price-lists/price-list-csv.repository.js';
import { findProductsByIds } from '../modules/products/products.repository.js';
import { findQuote, listQuoteVersions } from '../modules/quotes/quotes.repository.js';
import { PRICE_LIST_NOT_FOUND } from '../modules/price-lists/price-list-csv.service.js';

/** "Make these prices the contract" as checked by the shared schema. */
export type QuoteContractRequest = z.output<typeof QuoteContractPricesInputSchema>;

/**
 * `POST /quotes/{id}/contract-prices` (decision 320), "make these prices the contract": each line
 * of the quote's latest version becomes a fixed step of its product (a product no longer sold is
 * left out) at the quoted unit price, from the quoted quantity (`fromQuantity: 'quoted'`) or the
 * product's minimum order (`'minimum'`); of two lines of one step the lower price. With
 * `newPriceListName` a new list for the quote's company, valid `[startsAt, endsAt)`; with
 * `priceListId` the steps are set in that list, whose validity stays, and the company is named
 * among those it applies to. One transaction, the list locked; one audit entry
 * (`price_list.contract_from_quote`) with the steps before and after (Taka).
 * @throws NotFoundError 'Quote not found', 'Price list not found'; ConflictError 409 for a quote
 *   not accepted, one without a company, a list name taken, no product left to price, or a product
 *   that would have more than {@link PRICE_LIST_STEPS_MAX} steps in the list.
 */
export async function quoteToContract(
  db: Database,
  quoteId: string,
  input: QuoteContractRequest,
  actor: AuditActor,
): Promise<QuoteContractPrices> {
  const quote = await findQuote(db, quoteId);
  if (!quote) throw new NotFoundError(QUOTE_MESSAGES.notFound);
  if (quote.status !== 'accepted') throw new ConflictError(M.quoteNotAccepted);
  const company = quote.companyId ? await findCompany(db, quote.companyId) : undefined;
  if (!company) throw new ConflictError(M.quoteWithoutCompany);
  const versions = (await listQuoteVersions(db, [quote.id])).get(quote.id) ?? [];
  const latest =
    versions.find((version) => version.version === quote.currentVersion) ?? versions.at(-1);
  const lines = latest?.lines ?? [];
  const products = await findProductsByIds(
    db,
    lines.map((line) => line.productId),
  );
  const steps = new Map<string, EntryWrite & { sku: string }>();
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product || product.deletedAt) continue;
    const minQuantity = input.fromQuantity === 'minimum' ? product.minOrder : line.quantity;
    const key = `${product.id}|${minQuantity}`;
    const seen = steps.get(key);
    if (!seen || line.unitPricePoisha < seen.unitPricePoisha!) {
      steps.set(key, {
        productId: product.id,
        sku: product.sku,
        minQuantity,
        unitPricePoisha: line.unitPricePoisha,
        percentOffBp: null,
      });
    }
  }
  const writes = [...steps.values()];
  if (writes.length === 0) throw new ConflictError(M.noLines);
  return db.transaction(async (tx) => {
    let listId: string;
    let listName: string;
    if (input.newPriceListName !== undefined) {
      const id = await insertCompanyPriceList(tx, {
        name: input.newPriceListName,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        companyId: company.id,
      });
      if (!id) throw new ConflictError(PRICE_LIST_MESSAGES.nameTaken);
      listId = id;
      listName = input.newPriceListName;
    } else {
      const list = await lockPriceList(tx, input.priceListId!);
      if (!list) throw new NotFoundError(PRICE_LIST_NOT_FOUND);
      await addCompanyToList(tx, list.id, company.id);
      listId = list.id;
      listName = list.name;
    }
    const productIds = writes.map((write) => write.productId);
    const before = (await entriesOfList(tx, listId, productIds)).filter((entry) =>
      steps.has(`${entry.productId}|${entry.minQuantity}`),
    );
    await writeEntries(
      tx,
      listId,
      writes.map(({ sku: _sku, ...write }) => write),
    );
    const over = await productsOverSteps(tx, listId, productIds, PRICE_LIST_STEPS_MAX);
    if (over.length > 0) throw new ConflictError(M.tooManySteps);
    const shown = (entry: {
      sku: string;
      minQuantity: number;
      unitPricePoisha: number | null;
    }) => ({
      sku: entry.sku,
      minQuantity: entry.minQuantity,
      unitPrice: entry.unitPricePoisha === null ? null : toTaka(entry.unitPricePoisha),
    });
    await appendPriceListAudit(tx, actor, 'price_list.contract_from_quote', listId, [
      {
        label: `${listName} from ${quote.number}`,
        before: input.newPriceListName !== undefined ? null : { entries: before.map(shown) },
        after: {
          quote: quote.number,
          company: company.name,
          ...(input.newPriceListName !== undefined
            ? { startsAt: input.startsAt, endsAt: input.endsAt }
            : {}),
          entries: writes.map(shown),
        },
      },
    ]);
    return { priceListId: listId, entries: writes.length };
  });
}
