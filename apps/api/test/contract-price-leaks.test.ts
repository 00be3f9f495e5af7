import { CartSchema, OrderListSchema, QuoteSchema, type YourPrice } from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogChanged } from '../src/catalog-cache/index.js';
import {
  companies,
  companyMembers,
  customerGroups,
  priceListCompanies,
  priceListEntries,
  priceListGroups,
  priceLists,
} from '../src/db/schema/index.js';
import { createApiKey } from './helpers/api-keys.js';
import { useAccounts } from './helpers/auth.js';
import { createCompany, joinCompany } from './helpers/companies.js';
import { insertProduct } from './helpers/factories.js';
import { useTestApp } from './helpers/test-app.js';

/*
 * Contract prices never leak (decision 320): every catalog route that answers a product's price,
 * asked by each kind of caller, answers each one only their own `yourPrice`, and the shared,
 * list-priced answer (its bytes, its ETag) stays the same whoever asked before; the cart, a quote
 * request and `POST /orders` price a buyer and an API key of each company at that company's lists.
 */

const t = useTestApp();
const people = useAccounts(t, {
  shopAdmin: { role: 'admin' },
  ownerA: { name: 'Owner A' },
  buyerA: { name: 'Buyer A' },
  ownerB: { name: 'Owner B' },
  buyerB: { name: 'Buyer B' },
  loner: { name: 'No company' },
});

/** A word only this file's products have in their names (the searches find them by it). */
const WORD = 'Leakproof';
const HOUR = 3_600_000;

let cpu: { id: string; slug: string };
let ram: { id: string; slug: string };
let cable: { id: string; slug: string };
let groupListEnds: Date;
const keys: Record<'A' | 'B' | 'loner', Record<string, string>> = { A: {}, B: {}, loner: {} };
/** Keys that buy: a company admin's of each company, and the loner's. */
const buyingKeys: Record<'A' | 'B' | 'loner', Record<string, string>> = { A: {}, B: {}, loner: {} };

beforeAll(async () => {
  const db = t.db;
  const [companyA, companyB] = [
    await createCompany(t.app, people.ownerA, { name: 'Alpha Systems Ltd.' }),
    await createCompany(t.app, people.ownerB, { name: 'Beta Traders Ltd.' }),
  ];
  await joinCompany(t.app, people.buyerA, companyA);
  await joinCompany(t.app, people.buyerB, companyB);
  keys.A = (await createApiKey(t.app, people.ownerA, ['catalog:read'])).headers;
  keys.B = (await createApiKey(t.app, people.ownerB, ['catalog:read'])).headers;
  keys.loner = (await createApiKey(t.app, people.loner, ['catalog:read'])).headers;
  const buying = ['orders:read', 'orders:write'] as const;
  buyingKeys.A = (await createApiKey(t.app, people.ownerA, [...buying])).headers;
  buyingKeys.B = (await createApiKey(t.app, people.ownerB, [...buying])).headers;
  buyingKeys.loner = (await createApiKey(t.app, people.loner, [...buying])).headers;

  cpu = await insertProduct(db, {
    productName: `${WORD} Ryzen 7 CPU`,
    productPrice: 1000,
    minOrder: 1,
    volumeTiers: [{ minQuantity: 10, unitPrice: 900 }],
  });
  ram = await insertProduct(db, {
    productName: `${WORD} DDR5 memory`,
    productPrice: 500,
    minOrder: 1,
  });
  cable = await insertProduct(db, {
    productName: `${WORD} SATA cable`,
    productPrice: 50,
    minOrder: 1,
  });

  const [group] = await db.insert(customerGroups).values({ name: 'Distributors' }).returning();
  await db.update(companies).set({ customerGroupId: group!.id }).where(eq(companies.id, companyA));
  groupListEnds = new Date(Date.now() + HOUR);
  const [listA, listB, listGroup] = await db
    .insert(priceLists)
    .values([
      { name: 'Alpha contract' },
      { name: 'Beta contract' },
      { name: 'Distributors 2026', endsAt: groupListEnds },
    ])
    .returning();
  await db.insert(priceListCompanies).values([
    { priceListId: listA!.id, companyId: companyA },
    { priceListId: listB!.id, companyId: companyB },
  ]);
  await db
    .insert(priceListGroups)
    .values({ priceListId: listGroup!.id, customerGroupId: group!.id });
  await db.insert(priceListEntries).values([
    // A: the CPU at Tk. 800 from 1 piece; the group: 20 % off the memory.
    { priceListId: listA!.id, productId: cpu.id, minQuantity: 1, unitPricePoisha: 80_000 },
    { priceListId: listGroup!.id, productId: ram.id, minQuantity: 1, percentOffBp: 2000 },
    // B: the CPU at Tk. 850 from 1 piece; 10 % off the memory from 5 pieces.
    { priceListId: listB!.id, productId: cpu.id, minQuantity: 1, unitPricePoisha: 85_000 },
    { priceListId: listB!.id, productId: ram.id, minQuantity: 5, percentOffBp: 1000 },
  ]);
  catalogChanged(db);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Each product of an answer, found by id: its `yourPrice`. */
type Prices = Map<string, YourPrice | undefined>;
interface Product {
  _id: string;
  yourPrice?: YourPrice;
}
const fromList = (body: unknown): Prices =>
  new Map((body as Product[]).map((p) => [p._id, p.yourPrice]));
const fromOne = (body: unknown): Prices => fromList([body]);

/** Every catalog read that answers a product's price, and where its products are. */
const routes: { name: string; url: () => string; prices: (body: unknown) => Prices }[] = [
  { name: 'GET /products (held list)', url: () => '/api/products', prices: fromList },
  {
    name: 'GET /products?limit (held page)',
    url: () => '/api/products?limit=100',
    prices: fromList,
  },
  {
    name: 'GET /products?sort=newest',
    url: () => '/api/products?sort=newest&limit=50',
    prices: fromList,
  },
  { name: 'GET /products?q (read)', url: () => `/api/products?q=${WORD}`, prices: fromList },
  {
    name: 'GET /products/search',
    url: () => `/api/products/search?q=${WORD}&pageSize=48`,
    prices: (body) => fromList((body as { items: unknown }).items),
  },
  ...(['cpu', 'ram', 'cable'] as const).flatMap((which) => [
    {
      name: `GET /products/{id} (${which})`,
      url: () => `/api/products/${{ cpu, ram, cable }[which].id}`,
      prices: fromOne,
    },
    {
      name: `GET /product-pages/{slug} (${which})`,
      url: () => `/api/product-pages/${{ cpu, ram, cable }[which].slug}`,
      prices: (body: unknown) => fromOne((body as { product: unknown }).product),
    },
  ]),
  {
    name: 'GET /product-pages/{id}',
    url: () => `/api/product-pages/${cpu.id}`,
    prices: (body) => fromOne((body as { product: unknown }).product),
  },
];

type Caller =
  | 'visitor'
  | 'shopAdmin'
  | 'loner'
  | 'loner key'
  | 'buyerA'
  | 'ownerA'
  | 'A key'
  | 'buyerB'
  | 'B key';
const callers: Caller[] = [
  'visitor',
  'shopAdmin',
  'loner',
  'loner key',
  'buyerA',
  'ownerA',
  'A key',
  'buyerB',
  'B key',
];

function headersOf(caller: Caller): Record<string, string> {
  switch (caller) {
    case 'visitor':
      return {};
    case 'A key':
      return keys.A;
    case 'B key':
      return keys.B;
    case 'loner key':
      return keys.loner;
    default:
      return people[caller].headers;
  }
}

const read = (url: string, caller: Caller, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headersOf(caller), ...extra } });

/** Tiers: from, price, list price, list name. */
type Step = [number, number, number, string | null];
const price = (unitPrice: number, priceList: string | null, steps: Step[]): YourPrice => ({
  unitPrice,
  priceList,
  tiers: steps.map(([minQuantity, unit, listUnitPrice, name]) => ({
    minQuantity,
    unitPrice: unit,
    listUnitPrice,
    priceList: name,
  })),
  currency: 'BDT',
  bdtPerUnit: null,
});
const A_CPU = price(800, 'Alpha contract', [
  [1, 800, 1000, 'Alpha contract'],
  [10, 800, 900, 'Alpha contract'],
]);
const A_RAM = price(400, 'Distributors 2026', [[1, 400, 500, 'Distributors 2026']]);
const B_CPU = price(850, 'Beta contract', [
  [1, 850, 1000, 'Beta contract'],
  [10, 850, 900, 'Beta contract'],
]);
const B_RAM = price(500, null, [
  [1, 500, 500, null],
  [5, 450, 500, 'Beta contract'],
]);

/** What each caller sees of each product: their own price, or none. */
function expected(caller: Caller, { groupValid = true } = {}) {
  if (caller === 'buyerA' || caller === 'ownerA' || caller === 'A key') {
    return { cpu: A_CPU, ram: groupValid ? A_RAM : undefined, cable: undefined };
  }
  if (caller === 'buyerB' || caller === 'B key')
    return { cpu: B_CPU, ram: B_RAM, cable: undefined };
  return { cpu: undefined, ram: undefined, cable: undefined };
}

function expectPrices(
  res: LightMyRequestResponse,
  route: (typeof routes)[number],
  caller: Caller,
  groupValid = true,
) {
  expect(
    res.statusCode,
    `${route.name} as ${caller}: ${res.statusCode === 200 ? '' : res.body}`,
  ).toBe(200);
  const seen = route.prices(res.json());
  const wanted = expected(caller, { groupValid });
  for (const [which, product] of Object.entries({ cpu, ram, cable })) {
    if (!seen.has(product.id)) continue;
    expect(seen.get(product.id), `${route.name} as ${caller}: ${which}`).toEqual(
      wanted[which as keyof typeof wanted],
    );
  }
  // Only this file's products are priced; nobody sees a price on any other.
  for (const [id, own] of seen) {
    if (![cpu.id, ram.id, cable.id].includes(id)) expect(own).toBeUndefined();
  }
}

const personal = (caller: Caller, routeName: string) =>
  ['buyerA', 'ownerA', 'A key', 'buyerB', 'B key'].includes(caller) &&
  // A page of only the cable prices nothing.
  !routeName.includes('(cable)');

describe('every price-answering catalog read answers each caller only their own price', () => {
  for (const route of routes) {
    it(route.name, async () => {
      const shared = await read(route.url(), 'visitor');
      expect(shared.statusCode).toBe(200);
      expect(shared.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      for (const caller of callers) {
        const res = await read(route.url(), caller);
        expectPrices(res, route, caller);
        if (personal(caller, route.name)) {
          expect(res.headers['cache-control'], `${route.name} as ${caller}`).toBe(
            'private, no-cache',
          );
          expect(String(res.headers.vary)).toMatch(/Cookie, Authorization, X-API-Key/);
          expect(res.headers.etag).not.toBe(shared.headers.etag);
        } else {
          // Callers without terms get today's shared answer: its bytes, its ETag, its headers.
          expect(res.headers.etag, `${route.name} as ${caller}`).toBe(shared.headers.etag);
          expect(res.headers['cache-control']).toBe(shared.headers['cache-control']);
          expect(res.body).toBe(shared.body);
        }
      }
      // After every buyer's read the visitor's answer is what it was.
      const again = await read(route.url(), 'visitor');
      expect(again.body).toBe(shared.body);
      expect(again.headers.etag).toBe(shared.headers.etag);
    });
  }
});

describe('the shared answer is never poisoned, either way', () => {
  it("a buyer's read first, in a fresh cache, leaves the visitor's bytes as they were", async () => {
    for (const route of routes) {
      const before = await read(route.url(), 'visitor');
      catalogChanged(t.db); // the kept answers go: the next read makes them again
      const mine = await read(route.url(), 'buyerA');
      expectPrices(mine, route, 'buyerA');
      const after = await read(route.url(), 'visitor');
      expect(after.body, route.name).toBe(before.body);
      expect(after.headers.etag, route.name).toBe(before.headers.etag);
      expect(after.body).not.toContain('yourPrice');
    }
  });

  it("one caller's ETag never revalidates another's answer", async () => {
    const url = `/api/products/${cpu.id}`;
    const visitor = await read(url, 'visitor');
    const mine = await read(url, 'buyerA');
    // The buyer sending the shared ETag gets their own answer, not a 304.
    const buyerRevalidates = await read(url, 'buyerA', {
      'if-none-match': String(visitor.headers.etag),
    });
    expect(buyerRevalidates.statusCode).toBe(200);
    expect(buyerRevalidates.json()).toMatchObject({ yourPrice: A_CPU });
    // The visitor (or B) sending A's ETag gets the shared (or B's) answer, not a 304.
    const visitorRevalidates = await read(url, 'visitor', {
      'if-none-match': String(mine.headers.etag),
    });
    expect(visitorRevalidates.statusCode).toBe(200);
    expect(visitorRevalidates.body).toBe(visitor.body);
    const otherRevalidates = await read(url, 'buyerB', {
      'if-none-match': String(mine.headers.etag),
    });
    expect(otherRevalidates.statusCode).toBe(200);
    expect(otherRevalidates.json()).toMatchObject({ yourPrice: B_CPU });
    // The shared ETag still revalidates the visitor's own copy.
    const visitor304 = await read(url, 'visitor', {
      'if-none-match': String(visitor.headers.etag),
    });
    expect(visitor304.statusCode).toBe(304);
  });
});

describe("the cart, POST /orders and a quote price each caller at their own company's lists", () => {
  /** Who buys, how they are known, and the CPU (1 piece) and memory (5 pieces) prices they pay. */
  const buyers: {
    name: string;
    headers: () => Record<string, string>;
    email: () => string;
    cpu: [number, string | null];
    ram: [number, string | null];
  }[] = [
    {
      name: 'buyer of A',
      headers: () => people.buyerA.headers,
      email: () => people.buyerA.email,
      cpu: [800, 'Alpha contract'],
      ram: [400, 'Distributors 2026'],
    },
    {
      name: 'API key of A',
      headers: () => buyingKeys.A,
      email: () => people.ownerA.email,
      cpu: [800, 'Alpha contract'],
      ram: [400, 'Distributors 2026'],
    },
    {
      name: 'buyer of B',
      headers: () => people.buyerB.headers,
      email: () => people.buyerB.email,
      cpu: [850, 'Beta contract'],
      ram: [450, 'Beta contract'],
    },
    {
      name: 'API key of B',
      headers: () => buyingKeys.B,
      email: () => people.ownerB.email,
      cpu: [850, 'Beta contract'],
      ram: [450, 'Beta contract'],
    },
    {
      name: 'API key of no company',
      headers: () => buyingKeys.loner,
      email: () => people.loner.email,
      cpu: [1000, null],
      ram: [500, null],
    },
  ];

  const send = (
    who: (typeof buyers)[number],
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.headers(), ...(payload ? { payload } : {}) });

  for (const who of buyers) {
    it(who.name, async () => {
      for (const [product, quantity] of [
        [cpu, 1],
        [ram, 5],
      ] as const) {
        const added = await send(who, 'POST', '/api/cart/lines', {
          productId: product.id,
          quantity,
        });
        expect(added.statusCode, added.body).toBe(200);
      }
      const cart = CartSchema.parse((await send(who, 'GET', '/api/cart')).json());
      const linePrices = (lines: { productId: string; unitPrice: number }[]) =>
        [cpu.id, ram.id].map((id) => lines.find((line) => line.productId === id)?.unitPrice);
      expect(cart.lines.map((line) => [line.unitPrice, line.priceList])).toEqual([
        who.cpu,
        who.ram,
      ]);

      const quoted = await send(who, 'POST', '/api/quotes', { message: 'Our usual price?' });
      expect(quoted.statusCode, quoted.body).toBe(201);
      const quote = QuoteSchema.parse(quoted.json());
      expect(linePrices(quote.versions[0]?.lines ?? [])).toEqual([who.cpu[0], who.ram[0]]);

      const placed = await send(
        who,
        'POST',
        '/api/orders',
        buildPlaceOrderInput(cpu.id, { quantity: 1 }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const orders = OrderListSchema.parse(
        (await send(who, 'GET', `/api/orders/${who.email()}`)).json(),
      );
      const order = orders.find((candidate) => candidate._id === placed.json().insertedId);
      expect(order?.lines.map((line) => [line.unitPrice, line.priceList])).toEqual([who.cpu]);
    });
  }
});

describe('a price stops at once when it stops applying', () => {
  it("a group list's price ends at its validity end (the clock moved)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(groupListEnds.getTime() - 1000);
    for (const route of routes) expectPrices(await read(route.url(), 'A key'), route, 'A key');
    vi.setSystemTime(groupListEnds.getTime());
    for (const route of routes) {
      for (const caller of ['buyerA', 'A key', 'buyerB'] as const) {
        expectPrices(await read(route.url(), caller), route, caller, false);
      }
    }
  });

  it('a buyer who leaves their company sees no price of it at once; the others keep theirs', async () => {
    await t.db.delete(companyMembers).where(and(eq(companyMembers.userId, people.buyerA.id)));
    for (const route of routes) {
      const res = await read(route.url(), 'buyerA');
      expectPrices(res, route, 'loner');
      expectPrices(await read(route.url(), 'A key'), route, 'A key');
    }
  });
});
