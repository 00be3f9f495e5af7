import { randomUUID } from 'node:crypto';
import { ApiErrorSchema } from '@partline/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../db/schema/index.js';
import { signUpUser, type TestUser } from '../../test/helpers/auth.js';
import {
  parsePrometheusText,
  samplesOf,
  valueOf,
  type Sample,
} from '../../test/helpers/prometheus.js';
import { testDatabaseKind, useTestApp } from '../../test/helpers/test-app.js';
import { COUNTED_CACHES } from './cache-lookups.js';
import { UNMATCHED_ROUTE } from './route-label.js';

/*
 * Decision 332: with METRICS_TOKEN, GET /metrics on the main port answers the Prometheus text of
 * this instance to a scrape with the token, and 401 in the one error shape to any other.
 */

const TOKEN = 'metrics-test-token-0123456789';
const t = useTestApp({ seed: true, env: { METRICS_TOKEN: TOKEN } });
beforeAll(async () => {
  // Before any scrape (a backlog read is kept 5 s): a mail job backing off for an hour, created
  // 90 s ago, waiting and not sent meanwhile.
  await t.db.insert(mailJobs).values({
    kind: 'order_placed',
    orderId: randomUUID(),
    recipient: 'buyer@example.com',
    payload: {},
    createdAt: sql`now() - interval '90 seconds'`,
    nextAttemptAt: sql`now() + interval '1 hour'`,
  });
});

const scrapeAs = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

async function scrape(): Promise<Sample[]> {
  const res = await scrapeAs(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
}

const lookups = (samples: Sample[], cache: string, result: 'hit' | 'miss') =>
  valueOf(samples, 'partline_cache_lookups_total', { cache, result }) ?? Number.NaN;

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a scrape without the token, with another one or another scheme: 401 in the error shape', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const res = await scrapeAs(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const { error } = ApiErrorSchema.parse(res.json());
      expect(error).toEqual({
        code: 'unauthorized',
        message: 'A valid metrics token is required',
        requestId: res.headers['x-request-id'],
      });
      expect(res.body).not.toContain('partline_');
    }
  });

  it('accepts the scheme in any case', async () => {
    expect((await scrapeAs(`bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  describe('after some requests', () => {
    let user: TestUser;
    let before: Sample[];
    let after: Sample[];
    const missingProduct = randomUUID();

    beforeAll(async () => {
      user = await signUpUser(t.app);
      await t.app.inject({ method: 'GET', url: '/api/products' }); // warms the catalog
      before = await scrape();
      for (let index = 0; index < 2; index += 1) {
        await t.app.inject({ method: 'GET', url: '/api/products' });
        await t.app.inject({ method: 'GET', url: '/api/products/search?q=cable' });
        await t.app.inject({ method: 'GET', url: '/api/products', headers: user.headers });
      }
      await t.app.inject({ method: 'GET', url: `/api/products/${missingProduct}` });
      await t.app.inject({ method: 'GET', url: '/api/no/such/page-1' });
      await t.app.inject({ method: 'GET', url: '/api/no/such/page-2?x=1' });
      // One segment: the role look-up's pattern (`/api/:email`) matches it, then hands it on.
      await t.app.inject({ method: 'GET', url: '/api/no-such-page-3' });
      after = await scrape();
    });

    it('counts and times requests by method, route pattern and status code', () => {
      const products = { method: 'GET', route: '/api/products', status_code: '200' };
      // 1 warm-up and 2 anonymous and 2 signed-in requests.
      expect(valueOf(after, 'partline_http_requests_total', products)).toBe(5);
      expect(valueOf(after, 'partline_http_request_duration_seconds_count', products)).toBe(5);
      expect(
        valueOf(after, 'partline_http_request_duration_seconds_sum', products),
      ).toBeGreaterThan(0);
      const buckets = samplesOf(after, 'partline_http_request_duration_seconds_bucket', products);
      expect(buckets.map((bucket) => bucket.labels.le)).toContain('+Inf');
      expect(buckets.find((bucket) => bucket.labels.le === '+Inf')?.value).toBe(5);

      expect(
        valueOf(after, 'partline_http_requests_total', {
          route: '/api/products/:id',
          status_code: '404',
        }),
      ).toBe(1);
      // Unknown URLs are one series, and no URL is a label value (cardinality).
      expect(
        valueOf(after, 'partline_http_requests_total', {
          route: UNMATCHED_ROUTE,
          status_code: '404',
        }),
      ).toBe(3);
      const routes = samplesOf(after, 'partline_http_requests_total').map((s) => s.labels.route);
      expect(routes.filter((route) => route?.includes('such'))).toEqual([]);
      expect(routes).not.toContain('/api/:email');
      expect(routes.filter((route) => route?.includes(missingProduct))).toEqual([]);
      // Scrapes are not counted.
      expect(routes).not.toContain('/metrics');
    });

    it('shows the database connections', () => {
      const max = valueOf(after, 'partline_db_pool_connections_max');
      expect(max).toBe(testDatabaseKind === 'pglite' ? 1 : t.database.connections().max);
      for (const name of [
        'partline_db_pool_connections_in_use',
        'partline_db_pool_connections_idle',
        'partline_db_pool_waiting_queries',
      ]) {
        const value = valueOf(after, name);
        expect(value, name).toBeGreaterThanOrEqual(0);
        expect(value, name).toBeLessThanOrEqual(name.includes('waiting') ? Infinity : max!);
      }
    });

    it('shows the write slots: all free once every answer is sent', () => {
      // The test apps have 1000 (test-app.ts); write-slots.test.ts shows them taken and waited for.
      expect(valueOf(after, 'partline_write_slots_max')).toBe(1000);
      expect(valueOf(after, 'partline_write_slots_in_use')).toBe(0);
      expect(valueOf(after, 'partline_write_slots_waiting')).toBe(0);
    });

    it('shows the backlog of the mail and webhook queues', () => {
      expect(valueOf(after, 'partline_queue_jobs', { queue: 'mail' })).toBe(1);
      const age = valueOf(after, 'partline_queue_oldest_job_age_seconds', { queue: 'mail' });
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(600);
      expect(valueOf(after, 'partline_queue_jobs', { queue: 'webhook' })).toBe(0);
      expect(valueOf(after, 'partline_queue_oldest_job_age_seconds', { queue: 'webhook' })).toBe(0);
    });

    it('shows the lag and passes of every scheduled job', () => {
      const jobs = samplesOf(after, 'partline_scheduled_job_lag_seconds').map((s) => s.labels.job);
      expect(jobs.sort()).toEqual([
        'data-retention',
        'overdue-reminders',
        'payment-reconciliation',
        'quote-expiry',
        'unpaid-hold-job',
        'waiting-invoices',
      ]);
      for (const sample of samplesOf(after, 'partline_scheduled_job_lag_seconds')) {
        expect(sample.value, sample.labels.job).toBeGreaterThanOrEqual(0);
      }
      const passes = samplesOf(after, 'partline_scheduled_job_passes_total');
      expect(new Set(passes.map((s) => s.labels.outcome))).toEqual(new Set(['success', 'failure']));
    });

    it('counts the hits and misses of the catalog cache, kept answers and the session cache', () => {
      for (const cache of COUNTED_CACHES) {
        for (const result of ['hit', 'miss'] as const) {
          expect(lookups(after, cache, result), `${cache} ${result}`).toBeGreaterThanOrEqual(
            lookups(before, cache, result),
          );
        }
      }
      // The catalog was warm: the anonymous lists were answered from it.
      expect(lookups(after, 'catalog', 'hit')).toBeGreaterThan(lookups(before, 'catalog', 'hit'));
      // The same search twice: read once, then kept.
      expect(lookups(after, 'kept_answers', 'hit')).toBeGreaterThan(
        lookups(before, 'kept_answers', 'hit'),
      );
      if (testDatabaseKind === 'pglite') {
        // Signed in twice: the second request's session came from memory (decision 225).
        expect(lookups(after, 'session', 'hit')).toBeGreaterThan(lookups(before, 'session', 'hit'));
      }
    });

    it("shows the process's memory, CPU and event-loop lag", () => {
      for (const name of [
        'partline_process_resident_memory_bytes',
        'partline_process_cpu_seconds_total',
        'partline_nodejs_heap_size_used_bytes',
        'partline_nodejs_eventloop_lag_seconds',
      ]) {
        expect(valueOf(after, name), name).toBeGreaterThanOrEqual(0);
      }
      expect(valueOf(after, 'partline_process_resident_memory_bytes')).toBeGreaterThan(1e6);
    });
  });
});
