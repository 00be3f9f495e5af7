import { buildPayeeBankAccount } from '@partline/shared/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSegment, hostileQuery, hostileSegment, hostileString } from './arbitraries.js';
import { actorHeaders, FUZZ_SEED, fuzz, type FuzzRequest, type FuzzWorld } from './harness.js';
import { addToCart } from '../helpers/cart.js';
import { addContractPricing, addShippedSerial, createFuzzWorld } from './world.js';

// Hostile reads (decision 055): every GET under /api/ of the OpenAPI document with hostile path
// parameters and query strings — the query parameters the document declares get values from
// their schemas (enums, bounds, dates) mixed with hostile ones. Never a 5xx, the error shape on
// refusals, and a read never changes the database.

/** Runs per read route: fewer than the write routes' 200, reads are many and change nothing. */
const READ_RUNS = 50;

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
}

interface Parameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface ReadRoute {
  path: string;
  parameters: Parameter[];
}

/** A plausible value for a query parameter, from its JSON Schema in the document. */
function valueFor(schema: JsonSchema = {}): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  // A month (`YYYY-MM`): one of the year so far, or the next (refused as in the future).
  if (
    schema.pattern &&
    new RegExp(schema.pattern).test('2026-01') &&
    !new RegExp(schema.pattern).test('2026-01-01')
  ) {
    return fc.integer({ min: 1, max: 12 }).map((month) => `2026-${String(month).padStart(2, '0')}`);
  }
  if (schema.format === 'date') {
    return (
      fc
        // A quarter: two days drawn from it usually make a range a report accepts.
        .date({ min: new Date('2026-01-01'), max: new Date('2026-03-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10))
    );
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = schema.minimum ?? -10;
    const max = Math.min(schema.maximum ?? 10_000, min + 10_000);
    return fc.integer({ min, max }).map(String);
  }
  return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

/**
 * A query string of the declared parameters; a parameter with real values (by name: a serial and
 * its order number, decision 322) draws them instead of its schema's.
 */
function queryFor(
  parameters: Parameter[],
  realValues: Record<string, string[]> = {},
): fc.Arbitrary<string> {
  const declared = parameters.filter((parameter) => parameter.in === 'query');
  const pairs = fc.tuple(
    ...declared.map((parameter) =>
      fc.oneof(
        {
          weight: 3,
          arbitrary: realValues[parameter.name]?.length
            ? fc.constantFrom(...realValues[parameter.name]!)
            : valueFor(parameter.schema),
        },
        { weight: 1, arbitrary: hostileString.filter((text) => text.length < 2_000) },
        { weight: 2, arbitrary: fc.constant(undefined) },
      ),
    ),
  );
  return fc.tuple(pairs, hostileQuery).map(([values, extra]) => {
    const sent = declared
      .map((parameter, i) => [parameter.name, values[i]] as const)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${encodeSegment(value as string)}`);
    const rest = extra.replace(/^\?/, '');
    const all = [...sent, ...(rest ? [rest] : [])];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

/**
 * The real values of a path parameter: an `{id}` of a companies, quotes, orders, products,
 * categories (a slug), product imports, price lists or shipments route draws from that kind's ids
 * only, so that every such route meets a real one whatever the seed makes of the other pools'
 * sizes; other ids draw from every pool.
 */
function realFor(
  path: string,
  name: string,
  real: Record<string, string[]>,
  pools: FuzzWorld['pools'],
): string[] {
  if (name === 'number') {
    // A document route draws numbers of its own kind (`CN-…`, `DN-…`, `INV-…`, `RMA-…`), so that each meets
    // a real one; the others draw from the whole pool.
    const prefix = /\/(credit-notes|debit-notes|invoices|returns)\//.exec(path)?.[1];
    const kind = { 'credit-notes': 'CN-', 'debit-notes': 'DN-', invoices: 'INV-', returns: 'RMA-' }[
      prefix ?? ''
    ];
    const own = kind ? (real.number ?? []).filter((number) => number.startsWith(kind)) : [];
    return own.length > 0 ? own : (real.number ?? []);
  }
  // A product page's key is a product's slug or id.
  if (name === 'key') return pools.productKey ?? [];
  if (name !== 'id') return real[name] ?? [];
  // A category's texts in every language (decision 326) are read by its id.
  if (path === '/api/categories/{id}/content') return pools.categoryId ?? [];
  // An export's commercial invoice (decision 323) is read of an export order only.
  if (path.includes('/commercial-invoice')) return (pools.exportOrderId ?? []).slice(0, 1);
  const kind =
    /\/(companies|quotes|orders|products?|categories|product-imports|price-lists|shipments|returns)\/\{id\}/.exec(
      path,
    )?.[1];
  const pool =
    kind === 'companies'
      ? pools.companyId
      : kind === 'quotes'
        ? pools.quoteId
        : kind === 'orders'
          ? pools.orderId
          : kind === 'categories'
            ? // The document's GET /categories/{id} reads a category by its slug.
              pools.categorySlug
            : kind === 'product-imports'
              ? pools.importId
              : kind === 'price-lists'
                ? pools.priceListId
                : kind === 'shipments'
                  ? pools.shipmentId
                  : kind === 'returns'
                    ? pools.returnId
                    : kind
                      ? pools.productId
                      : undefined;
  return pool && pool.length > 0 ? pool : (real.id ?? []);
}

/**
 * Routes of a provider this world does not configure (decisions 312, 313): without its keys they
 * answer 404, and with them a redirect, never a 2xx. They are fuzzed here for the properties all
 * the same; SSLCommerz's return is reached with its keys in sslcommerz.test.ts (its POST).
 */
const PROVIDER_OFF = new Set([
  '/api/payments/bkash/callback',
  '/api/payments/sslcommerz/return/{outcome}',
]);

const PAYEE_BANK_ACCOUNT = buildPayeeBankAccount();

/**
 * An `Accept-Language` header (decision 326): none, Bangla or English as browsers send them, or
 * hostile text (header-safe: printable ASCII), so that every read meets both languages.
 */
const acceptLanguage: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constantFrom('bn', 'bn-BD,bn;q=0.9,en;q=0.8', 'en-US,en;q=0.9') },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 200,
    }),
  },
);

let world: FuzzWorld;
let routes: ReadRoute[];

beforeAll(async () => {
  world = await createFuzzWorld({
    env: { PAYEE_BANK_ACCOUNTS: JSON.stringify([PAYEE_BANK_ACCOUNT]) },
  });
  // A line in client A's cart, so that its proforma invoice (decision 314) has something to show.
  const productId = world.pools.productId?.[0] ?? '';
  // Contract pricing (decision 320): price lists for the back office's reads, and a company
  // whose buyers read their own prices.
  await addContractPricing(world);
  // A piece shipped with a serial number, for the warranty reads (decision 322).
  await addShippedSerial(world);
  const added = await addToCart(world.t.app, world.users.clientA, productId, 10);
  if (added.statusCode !== 200) throw new Error(`cart: ${added.body}`);
  const document = (await world.t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  }>();
  routes = Object.entries(document.paths)
    .filter(
      ([path, operations]) =>
        path.startsWith('/api/') && !path.startsWith('/api/auth/') && operations.get,
    )
    .map(([path, operations]) => ({ path, parameters: operations.get?.parameters ?? [] }));
}, 120_000);
afterAll(() => world.t.close());

describe('fuzz: reads', () => {
  it(`every GET route of the OpenAPI document — ${READ_RUNS} runs each, seed ${FUZZ_SEED}`, async () => {
    expect(routes.length).toBeGreaterThan(0);
    const pools = world.pools;
    const real: Record<string, string[]> = {
      id: [
        ...(pools.orderId ?? []),
        ...(pools.productId ?? []),
        ...(pools.quoteId ?? []),
        ...(pools.companyId ?? []),
      ],
      email: pools.email ?? [],
      token: pools.invitationToken ?? [],
      number: pools.number ?? [],
      serial: pools.serial ?? [],
    };
    // The public warranty check answers a serial with its own order's number only.
    const realQuery = { serial: pools.serial ?? [], orderNumber: pools.warrantyOrderNumber ?? [] };
    const unreached: string[] = [];
    for (const route of routes) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const segments = fc.record(
        Object.fromEntries(
          names.map((name) => [name, hostileSegment(realFor(route.path, name, real, pools))]),
        ),
      );
      const requests: fc.Arbitrary<FuzzRequest> = fc
        .record({
          headers: actorHeaders(world, 'admin'),
          segments,
          query: queryFor(route.parameters, realQuery),
          language: acceptLanguage,
        })
        .map(({ headers, segments: values, query, language }) => ({
          method: 'GET',
          url: route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x') + query,
          headers: language === undefined ? headers : { ...headers, 'accept-language': language },
          body: { payload: undefined, contentType: undefined },
        }));
      const statuses = await fuzz({
        world,
        requests,
        readOnly: true,
        numRuns: READ_RUNS,
        // A read with an API key records when the key was last used (decision 190).
        ignoreOnRefusal: ['api_keys.last_used_at'],
      });
      if (![...statuses.keys()].some((status) => status < 300) && !PROVIDER_OFF.has(route.path)) {
        unreached.push(route.path);
      }
    }
    expect(unreached, 'read routes that never answered 2xx (the fuzz did not reach them)').toEqual(
      [],
    );
  }, 600_000);
});
