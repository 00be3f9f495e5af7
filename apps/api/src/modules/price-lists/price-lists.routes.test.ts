import {
  CURRENCY_MESSAGES,
  CustomerGroupSchema,
  PRICE_LIST_MESSAGES,
  PriceListEntryListSchema,
  PriceListListSchema,
  PriceListSchema,
  type PriceList,
} from '@partline/shared';
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { insertTieredProduct } from '../../../test/helpers/cart.js';
import { insertCategory, insertProduct } from '../../../test/helpers/factories.js';
import { usePriceListAdmin } from '../../../test/helpers/price-lists.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { auditLog, priceListEntries, priceLists } from '../../db/schema/index.js';

const t = useTestApp();
const { owner, buyer, unique, send, errorOf, theCompany } = usePriceListAdmin(t, 'Price Test Ltd.');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const DAY = 86_400_000;

async function addList(body: Record<string, unknown> = {}): Promise<PriceList> {
  const res = await send('POST', '/price-lists', { name: unique('Contract'), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return PriceListSchema.parse(res.json());
}

async function getList(id: string): Promise<PriceList> {
  const res = await send('GET', `/price-lists/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return PriceListSchema.parse(res.json());
}

async function entries(id: string, query = '') {
  const res = await send('GET', `/price-lists/${id}/entries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { items: PriceListEntryListSchema.parse(res.json()), link: res.headers.link };
}

async function addGroup() {
  const res = await send('POST', '/customer-groups', { name: unique('Distributors') });
  return CustomerGroupSchema.parse(res.json());
}

afterEach(() => {
  vi.useRealTimers();
});

describe('price lists (decision 320)', () => {
  it('adds a list for companies, groups and categories, and reads it back', async () => {
    const company = await theCompany();
    const group = await addGroup();
    const category = await insertCategory(t.db, { name: unique('Processors') });
    const list = await addList({
      name: `  ${unique('Integrator contract')}  `,
      companyIds: [company, company],
      customerGroupIds: [group.id],
      categoryRules: [{ categoryId: category.id, percentOff: 7.5 }],
    });
    expect(list).toMatchObject({
      currency: 'BDT',
      startsAt: null,
      endsAt: null,
      state: 'active',
      companies: [{ id: company }],
      customerGroups: [{ id: group.id, name: group.name }],
      categoryRules: [{ categoryId: category.id, categoryName: category.name, percentOff: 7.5 }],
      entryCount: 0,
    });
    expect(list.name).toMatch(/^Integrator contract \S+$/);
    expect(await getList(list.id)).toEqual(list);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, list.id));
    expect(entry).toMatchObject({ action: 'price_list.create', targetLabel: list.name });
    expect(entry?.after).toMatchObject({
      customerGroups: [group.name],
      categoryRules: [{ category: category.name, percentOff: 7.5 }],
    });
  });

  it('tells scheduled, active and expired lists apart by the clock', async () => {
    const now = Date.now();
    const list = await addList({
      startsAt: new Date(now + DAY).toISOString(),
      endsAt: new Date(now + 3 * DAY).toISOString(),
    });
    expect(list.state).toBe('scheduled');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + DAY);
    expect((await getList(list.id)).state).toBe('active');
    vi.setSystemTime(now + 3 * DAY - 1);
    expect((await getList(list.id)).state).toBe('active');
    vi.setSystemTime(now + 3 * DAY);
    expect((await getList(list.id)).state).toBe('expired');
  });

  it('refuses a name another list has, ignoring case and surrounding spaces', async () => {
    const list = await addList();
    const res = await send('POST', '/price-lists', { name: ` ${list.name.toUpperCase()} ` });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'conflict',
      details: { name: [PRICE_LIST_MESSAGES.nameTaken] },
    });
    const other = await addList();
    const rename = await send('PATCH', `/price-lists/${other.id}`, { name: list.name });
    expect(rename.statusCode).toBe(409);
  });

  it('answers 400 naming the field for ids that name nothing, and writes nothing', async () => {
    const company = await theCompany();
    const category = await insertCategory(t.db, { name: unique('Memory') });
    for (const [field, body] of [
      ['companyIds', { companyIds: [company, UNKNOWN] }],
      ['customerGroupIds', { customerGroupIds: [UNKNOWN] }],
      ['categoryRules', { categoryRules: [{ categoryId: UNKNOWN, percentOff: 5 }] }],
      [
        'categoryRules',
        {
          categoryRules: [
            { categoryId: category.id, percentOff: 5 },
            { categoryId: category.id, percentOff: 6 },
          ],
        },
      ],
    ] as const) {
      const name = unique('Refused');
      const res = await send('POST', '/price-lists', { name, ...body });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(errorOf(res).details ?? {}), field).toEqual([field]);
      expect(await t.db.select().from(priceLists).where(eq(priceLists.name, name))).toEqual([]);
    }
    const list = await addList({ companyIds: [company] });
    const res = await send('PATCH', `/price-lists/${list.id}`, {
      name: unique('Renamed'),
      customerGroupIds: [UNKNOWN],
    });
    expect(res.statusCode).toBe(400);
    expect(await getList(list.id)).toEqual(list);
  });

  it('takes a supported currency the shop enabled, and a window that ends after it starts', async () => {
    const yen = await send('POST', '/price-lists', { name: unique('Export'), currency: 'JPY' });
    expect(yen.statusCode).toBe(400);
    expect(errorOf(yen).details?.currency).toEqual([PRICE_LIST_MESSAGES.currencyUnsupported]);
    // USD is supported but not enabled here (decision 327).
    const usd = await send('POST', '/price-lists', { name: unique('Export'), currency: 'USD' });
    expect(usd.statusCode).toBe(409);
    expect(errorOf(usd).message).toBe(CURRENCY_MESSAGES.notEnabled('USD'));
    const at = new Date('2027-01-01T00:00:00Z').toISOString();
    const backwards = await send('POST', '/price-lists', {
      name: unique('Backwards'),
      startsAt: at,
      endsAt: at,
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).details?.endsAt).toEqual([PRICE_LIST_MESSAGES.windowOrder]);
    // A partial change is checked against the stored other end.
    const list = await addList({ startsAt: at });
    const res = await send('PATCH', `/price-lists/${list.id}`, {
      endsAt: '2026-12-31T18:00:00.000Z',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details?.endsAt).toEqual([PRICE_LIST_MESSAGES.windowOrder]);
  });

  it('changes only the fields sent; an array sent replaces the whole', async () => {
    const company = await theCompany();
    const group = await addGroup();
    const list = await addList({ companyIds: [company], customerGroupIds: [group.id] });
    const renamed = await send('PATCH', `/price-lists/${list.id}`, { name: unique('Renamed') });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = PriceListSchema.parse(renamed.json());
    expect(after.companies).toEqual(list.companies);
    expect(after.customerGroups).toEqual(list.customerGroups);

    const cleared = PriceListSchema.parse(
      (
        await send('PATCH', `/price-lists/${list.id}`, {
          companyIds: [],
          endsAt: new Date(Date.now() - DAY).toISOString(),
        })
      ).json(),
    );
    expect(cleared.companies).toEqual([]);
    expect(cleared.customerGroups).toEqual(list.customerGroups);
    expect(cleared.state).toBe('expired');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, list.id))
      .orderBy(asc(auditLog.createdAt));
    expect(audit.map((row) => row.action)).toEqual([
      'price_list.create',
      'price_list.edit',
      'price_list.edit',
    ]);
    expect(audit[2]?.before).toMatchObject({ companies: [list.companies[0]?.name] });
    expect(audit[2]?.after).toMatchObject({ companies: [] });
  });

  it('pages the lists by name with a Link header, and searches them', async () => {
    const tag = unique('Paged').replace(/\s/g, '');
    const made = [];
    for (const name of ['c', 'A', 'b']) made.push(await addList({ name: `${tag} ${name}` }));
    const first = await send('GET', `/price-lists?q=${tag}&limit=2`);
    expect(first.statusCode).toBe(200);
    expect(PriceListListSchema.parse(first.json()).map((list) => list.name)).toEqual([
      `${tag} A`,
      `${tag} b`,
    ]);
    const next = String(first.headers.link).match(/^<\/api([^>]+)>; rel="next"$/)?.[1];
    expect(next).toBeDefined();
    const second = await send('GET', next as string);
    expect(PriceListListSchema.parse(second.json()).map((list) => list.name)).toEqual([`${tag} c`]);
    expect(second.headers.link).toBeUndefined();
    expect((await send('GET', '/price-lists?cursor=nonsense')).statusCode).toBe(400);
  });

  it('deletes a list with its entries', async () => {
    const list = await addList();
    const product = await insertTieredProduct(t.db, { productPrice: 100, minOrder: 1 });
    await send('PUT', `/price-lists/${list.id}/products/${product.id}`, {
      steps: [{ minQuantity: 1, unitPrice: 90 }],
    });
    const res = await send('DELETE', `/price-lists/${list.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await send('GET', `/price-lists/${list.id}`)).statusCode).toBe(404);
    expect(
      await t.db.select().from(priceListEntries).where(eq(priceListEntries.priceListId, list.id)),
    ).toEqual([]);
    expect((await send('DELETE', `/price-lists/${list.id}`)).statusCode).toBe(404);
    expect((await send('GET', '/price-lists/not-an-id')).statusCode).toBe(404);
  });
});

describe("a product's steps in a price list (decision 320)", () => {
  it('sets fixed prices and discounts per step, answered with the list tier price', async () => {
    const list = await addList();
    const product = await insertTieredProduct(t.db, {
      productPrice: 1000,
      minOrder: 10,
      tiers: [[50, 900]],
    });
    const res = await send('PUT', `/price-lists/${list.id}/products/${product.id}`, {
      steps: [
        { minQuantity: 1, unitPrice: 950 },
        { minQuantity: 50, percentOff: 12.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      PriceListEntryListSchema.parse(res.json()).map((entry) => [
        entry.minQuantity,
        entry.unitPrice,
        entry.percentOff,
        entry.listUnitPrice,
      ]),
    ).toEqual([
      [1, 950, null, 1000],
      [50, null, 12.5, 900],
    ]);
    expect((await getList(list.id)).entryCount).toBe(2);

    // A second PUT replaces the steps whole.
    const again = await send('PUT', `/price-lists/${list.id}/products/${product.id}`, {
      steps: [{ minQuantity: 20, unitPrice: 880.5 }],
    });
    expect(PriceListEntryListSchema.parse(again.json())).toMatchObject([
      {
        minQuantity: 20,
        unitPrice: 880.5,
        percentOff: null,
        listUnitPrice: 1000,
        sku: product.sku,
      },
    ]);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'price_list_entry.set'))
      .orderBy(asc(auditLog.createdAt));
    const mine = audit.filter((row) => row.targetId === list.id);
    expect(mine.map((row) => [row.targetLabel, row.before, row.after])).toEqual([
      [
        `${list.name}: ${product.sku}`,
        null,
        {
          steps: [
            { minQuantity: 1, unitPrice: 950 },
            { minQuantity: 50, percentOff: 12.5 },
          ],
        },
      ],
      [
        `${list.name}: ${product.sku}`,
        {
          steps: [
            { minQuantity: 1, unitPrice: 950 },
            { minQuantity: 50, percentOff: 12.5 },
          ],
        },
        { steps: [{ minQuantity: 20, unitPrice: 880.5 }] },
      ],
    ]);
  });

  it('refuses steps out of order, with both or neither price, and an unknown or deleted product', async () => {
    const list = await addList();
    const product = await insertTieredProduct(t.db, {});
    const url = `/price-lists/${list.id}/products/${product.id}`;
    for (const steps of [
      [],
      [
        { minQuantity: 10, unitPrice: 900 },
        { minQuantity: 10, unitPrice: 800 },
      ],
      [{ minQuantity: 10, unitPrice: 900, percentOff: 5 }],
      [{ minQuantity: 10 }],
      [{ minQuantity: 10, percentOff: 100 }],
      [{ minQuantity: 0, unitPrice: 900 }],
    ]) {
      const res = await send('PUT', url, { steps });
      expect(res.statusCode, JSON.stringify(steps)).toBe(400);
    }
    const deleted = await insertProduct(t.db, { deletedAt: new Date() });
    for (const productId of [UNKNOWN, deleted.id, 'nope']) {
      const res = await send('PUT', `/price-lists/${list.id}/products/${productId}`, {
        steps: [{ minQuantity: 1, unitPrice: 10 }],
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(PRICE_LIST_MESSAGES.productNotFound);
    }
    const noList = await send('PUT', `/price-lists/${UNKNOWN}/products/${product.id}`, {
      steps: [{ minQuantity: 1, unitPrice: 10 }],
    });
    expect(noList.statusCode).toBe(404);
    expect(errorOf(noList).message).toBe(PRICE_LIST_MESSAGES.notFound);
    expect((await getList(list.id)).entryCount).toBe(0);
  });

  it('takes a product out of a list', async () => {
    const list = await addList();
    const product = await insertTieredProduct(t.db, {});
    const url = `/price-lists/${list.id}/products/${product.id}`;
    await send('PUT', url, { steps: [{ minQuantity: 10, percentOff: 3 }] });
    const res = await send('DELETE', url);
    expect(res.statusCode).toBe(200);
    expect((await entries(list.id)).items).toEqual([]);
    expect((await send('DELETE', url)).statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'price_list_entry.delete'))
      .orderBy(asc(auditLog.createdAt));
    expect(entry).toBeDefined();
    const mine = await t.db.select().from(auditLog).where(eq(auditLog.targetId, list.id));
    expect(mine.find((row) => row.action === 'price_list_entry.delete')?.before).toEqual({
      steps: [{ minQuantity: 10, percentOff: 3 }],
    });
  });

  it("leaves a deleted product's steps out of the count, the entries and the export", async () => {
    const list = await addList();
    const kept = await insertTieredProduct(t.db, {});
    const gone = await insertTieredProduct(t.db, {});
    for (const product of [kept, gone]) {
      await send('PUT', `/price-lists/${list.id}/products/${product.id}`, {
        steps: [{ minQuantity: 1, unitPrice: 5 }],
      });
    }
    expect((await getList(list.id)).entryCount).toBe(2);
    expect((await send('DELETE', `/product/${gone.id}`)).statusCode).toBe(200);

    expect((await getList(list.id)).entryCount).toBe(1);
    expect((await entries(list.id)).items.map((entry) => entry.productId)).toEqual([kept.id]);
    const csv = await send('GET', `/price-lists/${list.id}/entries.csv`);
    expect(csv.body).toContain(kept.sku);
    expect(csv.body).not.toContain(gone.sku);
  });

  it('pages the entries by SKU then minimum quantity, and searches SKU and name', async () => {
    const list = await addList();
    const tag = unique('SKU').replace(/\s/g, '').toUpperCase();
    const b = await insertProduct(t.db, { sku: `${tag}-B`, productName: 'Ryzen 7 CPU' });
    const a = await insertProduct(t.db, { sku: `${tag}-A`, productName: 'DDR5 module' });
    await send('PUT', `/price-lists/${list.id}/products/${b.id}`, {
      steps: [{ minQuantity: 1, unitPrice: 5 }],
    });
    await send('PUT', `/price-lists/${list.id}/products/${a.id}`, {
      steps: [
        { minQuantity: 1, unitPrice: 5 },
        { minQuantity: 5, unitPrice: 4 },
      ],
    });
    const first = await entries(list.id, '?limit=2');
    expect(first.items.map((entry) => [entry.sku, entry.minQuantity])).toEqual([
      [`${tag}-A`, 1],
      [`${tag}-A`, 5],
    ]);
    const next = String(first.link).match(/^<\/api([^>]+)>; rel="next"$/)?.[1] as string;
    const second = await send('GET', next);
    expect(
      PriceListEntryListSchema.parse(second.json()).map((entry) => [entry.sku, entry.minQuantity]),
    ).toEqual([[`${tag}-B`, 1]]);
    expect((await entries(list.id, '?q=ryzen')).items.map((entry) => entry.sku)).toEqual([
      `${tag}-B`,
    ]);
    expect((await entries(list.id, `?q=${tag}-a`)).items).toHaveLength(2);
    expect((await send('GET', `/price-lists/${UNKNOWN}/entries`)).statusCode).toBe(404);
    expect((await send('GET', `/price-lists/${list.id}/entries?cursor=bad`)).statusCode).toBe(400);
  });
});

describe('who may manage price lists', () => {
  it('answers 401 signed out and 403 to buyers, company admins and API keys', async () => {
    await theCompany();
    const list = await addList();
    const product = await insertTieredProduct(t.db, {});
    const key = await createApiKey(t.app, owner, ['catalog:read', 'orders:read']);
    const calls = [
      ['GET', '/price-lists'],
      ['POST', '/price-lists', { name: unique('Sneaky') }],
      ['GET', `/price-lists/${list.id}`],
      ['PATCH', `/price-lists/${list.id}`, { name: unique('Sneaky') }],
      ['DELETE', `/price-lists/${list.id}`],
      ['GET', `/price-lists/${list.id}/entries`],
      [
        'PUT',
        `/price-lists/${list.id}/products/${product.id}`,
        { steps: [{ minQuantity: 1, unitPrice: 1 }] },
      ],
      ['DELETE', `/price-lists/${list.id}/products/${product.id}`],
    ] as const;
    for (const [method, url, body] of calls) {
      const payload = body as object | undefined;
      expect((await send(method, url, payload, {})).statusCode, url).toBe(401);
      for (const headers of [buyer.headers, owner.headers, key.headers]) {
        expect((await send(method, url, payload, headers)).statusCode, url).toBe(403);
      }
    }
    expect(await getList(list.id)).toEqual(list);
  });
});
