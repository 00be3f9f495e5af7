import { ApiErrorSchema, PRICE_LIST_CSV_HEADER } from '@partline/shared';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import {
  customerGroups,
  priceListCompanies,
  priceListEntries,
  priceListGroups,
  priceLists,
} from '../../src/db/schema/index.js';
import { useAccounts, type TestUser } from './auth.js';
import { addAddress, addToCart } from './cart.js';
import { createCompany, joinCompany } from './companies.js';
import { acceptQuote, answerQuote, dayFromToday, requestQuote } from './quotes.js';
import type { TestApp } from './test-app.js';

let sequence = 0;
const next = () => (sequence += 1);

/** A customer group (decision 320) inserted as it is stored; `name` is made unique. */
export async function insertCustomerGroup(db: Database, name = 'Distributors') {
  const [group] = await db
    .insert(customerGroups)
    .values({ name: `${name} ${next()}` })
    .returning();
  return group!;
}

/** One stored step of a product in a price list: a fixed price (poisha) or a discount (bp). */
export type StoredStep = { productId: string; minQuantity: number } & (
  | { unitPricePoisha: number; percentOffBp?: undefined }
  | { percentOffBp: number; unitPricePoisha?: undefined }
);

/**
 * A price list (decision 320) inserted as it is stored, applying to `companyIds` and
 * `customerGroupIds`, with `entries`; `name` is made unique. Open-ended unless a window is given.
 */
export async function insertPriceList(
  db: Database,
  options: {
    name?: string;
    companyIds?: string[];
    customerGroupIds?: string[];
    entries?: StoredStep[];
    startsAt?: Date | null;
    endsAt?: Date | null;
  } = {},
) {
  const [list] = await db
    .insert(priceLists)
    .values({
      name: `${options.name ?? 'Contract'} ${next()}`,
      startsAt: options.startsAt ?? null,
      endsAt: options.endsAt ?? null,
    })
    .returning();
  const id = list!.id;
  if (options.companyIds?.length) {
    await db
      .insert(priceListCompanies)
      .values(options.companyIds.map((companyId) => ({ priceListId: id, companyId })));
  }
  if (options.customerGroupIds?.length) {
    await db
      .insert(priceListGroups)
      .values(
        options.customerGroupIds.map((customerGroupId) => ({ priceListId: id, customerGroupId })),
      );
  }
  if (options.entries?.length) {
    await db.insert(priceListEntries).values(
      options.entries.map((step) => ({
        priceListId: id,
        productId: step.productId,
        minQuantity: step.minQuantity,
        unitPricePoisha: step.unitPricePoisha ?? null,
        percentOffBp: step.percentOffBp ?? null,
      })),
    );
  }
  return list!;
}

/**
 * A price list's CSV as `GET /price-lists/{id}/entries.csv` writes it (without the byte-order
 * mark): one row per `[sku, minQuantity, unitPrice (Taka) | '', percentOff | '']`.
 */
export function priceListCsv(rows: readonly (readonly [string, number, string, string])[]): string {
  return [PRICE_LIST_CSV_HEADER, ...rows.map((row) => row.join(','))].join('\r\n') + '\r\n';
}

/**
 * A quote of `buyer` for 10 pieces of `productId`, answered by `admin` at 5 Taka each and
 * accepted by `buyer` (who must already be in a company for the quote to be its); the quote's id.
 */
export async function acceptedQuote(
  app: App,
  buyer: TestUser,
  admin: TestUser,
  productId: string,
): Promise<string> {
  await addAddress(app, buyer, `Contract depot ${next()}`);
  await addToCart(app, buyer, productId, 10);
  const made = await requestQuote(app, buyer, {});
  if (made.statusCode !== 201) throw new Error(`quote: ${made.body}`);
  const id = made.json<{ _id: string }>()._id;
  const answered = await answerQuote(app, admin, id, {
    lines: [{ productId, quantity: 10, unitPrice: 5 }],
    validUntil: dayFromToday(30),
  });
  if (answered.statusCode !== 201) throw new Error(`quote answer: ${answered.body}`);
  const accepted = await acceptQuote(app, buyer, id, { version: 1 });
  if (accepted.statusCode !== 201) throw new Error(`quote accept: ${accepted.body}`);
  return id;
}

/**
 * The world of a back-office price-list test file (decision 320): a shop admin, a company admin
 * `owner` and a `buyer`; `send` as the admin unless other headers are given (`url` below `/api`);
 * `unique` names; `errorOf` an error answer's body; `theCompany` the owner's company with the buyer
 * in it, made on first use and named after `companyName`.
 */
export function usePriceListAdmin(t: TestApp, companyName: string) {
  const people = useAccounts(t, {
    admin: { role: 'admin' },
    owner: { name: 'Company admin' },
    buyer: { name: 'Buyer' },
  });
  let named = 0;
  const unique = (name: string) => `${name} ${(named += 1)}${Date.now().toString(36)}`;
  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = people.admin.headers,
  ) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const errorOf = (res: { json: () => unknown }) => ApiErrorSchema.parse(res.json()).error;
  let companyId: string | undefined;
  async function theCompany(): Promise<string> {
    if (!companyId) {
      companyId = await createCompany(t.app, people.owner, { name: unique(companyName) });
      await joinCompany(t.app, people.buyer, companyId);
    }
    return companyId;
  }
  return { ...people, unique, send, errorOf, theCompany };
}
