import { describe, expect, it } from 'vitest';
import {
  MIX_READS,
  apportionCpu,
  cacheLookupsOf,
  hitRateText,
  invariantChecks,
  mixChecks,
  mixGrowthChecks,
} from './mix.mjs';

/** What the invariant queries answer on a database where everything adds up. */
const consistent = {
  heldMismatches: [],
  stockMoved: 0,
  heldWrongly: 0,
  invoiceMismatches: [],
  invoicesUnpaid: 0,
  ordersWithoutLines: 0,
  totalsNotLines: 0,
  mixOrders: [
    { method: 'card', status: 'paid', held: true, n: 40 },
    { method: 'card', status: 'unpaid', held: true, n: 2 },
    { method: 'on_account', status: 'paid', held: true, n: 10 },
  ],
};
const checkouts = { card: 42, on_account: 10 };
const missed = (checks) => checks.filter((check) => !check.met).map((check) => check.what);

describe('the invariants after the mixed load', () => {
  it('all hold when the stock, the invoices and the orders add up', () => {
    const checks = invariantChecks(consistent, checkouts, 40, 'on postgres (demo)');
    expect(checks).toHaveLength(10);
    expect(missed(checks)).toEqual([]);
  });

  it('fail on a product whose held stock is not what its orders hold, and name it', () => {
    const checks = invariantChecks(
      { ...consistent, heldMismatches: [{ sku: 'BENCH-CO-007', held: 31, pieces: 30 }] },
      checkouts,
      40,
      'on pglite (demo)',
    );
    expect(missed(checks)).toEqual(['invariant on pglite (demo): held stock per product']);
    expect(checks[0].figure).toBe('1 products differ: BENCH-CO-007 held 31, orders 30');
  });

  it('fail when an order is missing or one too many for the checkouts that answered 201', () => {
    expect(missed(invariantChecks(consistent, { card: 43, on_account: 10 }, 40, 'x'))).toEqual([
      'invariant x: the buyers’ orders',
    ]);
    expect(missed(invariantChecks(consistent, { card: 42, on_account: 9 }, 40, 'x'))).toEqual([
      'invariant x: the buyers’ orders',
    ]);
  });

  it('fail on a paid order without its invoice, an invoiced unpaid one, or an order without lines', () => {
    const found = {
      ...consistent,
      invoiceMismatches: [{ number: 'SO-2026-000123', total: 1000, invoices: 0, invoiced: null }],
      invoicesUnpaid: 1,
      ordersWithoutLines: 2,
    };
    expect(missed(invariantChecks(found, checkouts, 40, 'x'))).toEqual([
      'invariant x: paid and on-account orders',
      'invariant x: unpaid orders',
      'invariant x: orders',
    ]);
  });

  it('fail when a recorded card payment left its order unpaid', () => {
    expect(missed(invariantChecks(consistent, checkouts, 41, 'x'))).toEqual([
      'invariant x: the buyers’ card orders',
    ]);
  });
});

describe('the targets of the mixed load', () => {
  const phase = (rate, p99, failed = 0) =>
    Object.fromEntries(
      MIX_READS.map(({ key }) => [
        key,
        { requestsPerSecond: rate, latencyP99: p99, errors: 0, non2xx: failed },
      ]),
    );
  const run = (full, database = 'postgres', checkoutsPerSecond = 310, maxRssMb = 200) => ({
    database,
    label: 'demo',
    readsAlone: { types: phase(100, 10) },
    full: { types: full },
    checkoutsPerSecond,
    maxRssMb,
  });

  it('are met at half the throughput and three times the p99 of the reads alone', () => {
    expect(missed(mixChecks(run(phase(50, 30))))).toEqual([]);
  });

  it('miss a read below half its throughput or above three times its p99', () => {
    const full = phase(50, 30);
    full.catalog = { ...full.catalog, requestsPerSecond: 49 };
    full.search = { ...full.search, latencyP99: 31 };
    expect(missed(mixChecks(run(full)))).toEqual([
      'mix: catalog page 1 on postgres (demo)',
      'mix: search (3 queries) on postgres (demo)',
    ]);
  });

  it('miss any failed request, too few checkouts on PostgreSQL and a server over 300 MB', () => {
    expect(missed(mixChecks(run(phase(50, 30, 1), 'postgres', 299, 301)))).toEqual([
      'mix: every request on postgres (demo)',
      'mix: checkouts on postgres (demo)',
      'mix: server RSS on postgres (demo)',
    ]);
    // PGlite has no checkout target.
    expect(missed(mixChecks(run(phase(50, 30), 'pglite', 3)))).toEqual([]);
    // A checkout that failed in the warm-up or while the buyers ran alone fails the run too.
    expect(missed(mixChecks({ ...run(phase(50, 30)), otherFailures: 1 }))).toEqual([
      'mix: every request on postgres (demo)',
    ]);
  });

  it('bound the CPU per request at scale to 1.5 × the demo data set’s', () => {
    const demo = { readsAlone: { cpuMsPerRequest: 1 }, full: { cpuMsPerRequest: 2 } };
    const large = {
      label: 'scale 1',
      database: 'postgres',
      readsAlone: { cpuMsPerRequest: 1.5 },
      full: { cpuMsPerRequest: 3.1 },
    };
    expect(mixGrowthChecks(demo, large).map((check) => check.met)).toEqual([true, false]);
  });
});

describe('the CPU of a phase split over its request types', () => {
  it('in proportion to count × CPU alone, adding up to the phase exactly', () => {
    const types = { a: { completed: 100 }, b: { completed: 50 }, c: { completed: 0 } };
    const split = apportionCpu(300, types, { a: 1, b: 2, c: 5 });
    expect(split).toEqual({ a: 1.5, b: 3 });
    expect(100 * split.a + 50 * split.b).toBe(300);
  });

  it('gives a type measured nowhere alone the phase average', () => {
    expect(apportionCpu(100, { a: { completed: 50 }, b: { completed: 50 } }, {})).toEqual({
      a: 1,
      b: 1,
    });
    expect(apportionCpu(100, {}, {})).toEqual({});
  });
});

describe('the cache hit rate from /metrics', () => {
  const exposition = (catalogHits, catalogMisses) =>
    [
      '# HELP partline_cache_lookups_total Lookups of the in-process caches',
      '# TYPE partline_cache_lookups_total counter',
      `partline_cache_lookups_total{cache="catalog",result="hit"} ${catalogHits}`,
      `partline_cache_lookups_total{cache="catalog",result="miss"} ${catalogMisses}`,
      'partline_cache_lookups_total{cache="session",result="hit"} 10',
      'process_resident_memory_bytes 123',
    ].join('\n');

  it('is the hits of the lookups between two scrapes, per cache', () => {
    const before = cacheLookupsOf(exposition(100, 10));
    expect(before).toEqual({
      catalog: { hits: 100, misses: 10 },
      session: { hits: 10, misses: 0 },
    });
    expect(hitRateText(before, cacheLookupsOf(exposition(190, 20)))).toBe(
      'catalog 90 %, session –',
    );
  });

  it('is n/a when the server exposes no counter', () => {
    expect(cacheLookupsOf('process_resident_memory_bytes 123\n')).toBeUndefined();
    expect(hitRateText(undefined, undefined)).toBe('n/a');
  });
});
