import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiErrorSchema } from '@partline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_CONCURRENCY } from '../../src/config/env.js';
import { parsePrometheusText, valueOf, type Sample } from '../helpers/prometheus.js';
import { call } from './support/http.js';
import { createServerDatabase, hasPostgres, type ServerDatabase } from './support/postgres.js';
import {
  logLines,
  productionEnv,
  startInstance,
  tempDataDir,
  type Instance,
} from './support/server.js';

/*
 * Decision 332 on real processes: two instances on one PostgreSQL database each count their own
 * requests, one scraped on a port of its own (METRICS_PORT), the other on the main port with a
 * token (METRICS_TOKEN); and with OTEL_EXPORTER_OTLP_ENDPOINT a request's span is named by its
 * route and carries the request id its answer and log lines carry.
 */

const TOKEN = 'resilience-metrics-token-0123456789';

/** A stand-in OTLP/HTTP collector: the JSON bodies posted to `/v1/traces`. */
async function startCollector(): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') bodies.push(JSON.parse(text));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, bodies, server };
}

interface ExportedSpan {
  traceId: string;
  name: string;
  attributes: Array<{ key: string; value: { stringValue?: string } }>;
}

const spansOf = (bodies: unknown[]): ExportedSpan[] =>
  bodies.flatMap((body) =>
    (
      body as { resourceSpans: Array<{ scopeSpans: Array<{ spans: ExportedSpan[] }> }> }
    ).resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
  );

const attribute = (span: ExportedSpan, key: string) =>
  span.attributes.find((entry) => entry.key === key)?.value.stringValue;

describe.skipIf(!hasPostgres)('metrics and traces of two instances on one PostgreSQL', () => {
  const dataDirs = [tempDataDir(), tempDataDir()];
  let database: ServerDatabase;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let a: Instance;
  let b: Instance;
  let metricsUrlOfA: string;

  beforeAll(async () => {
    database = await createServerDatabase();
    collector = await startCollector();
    [a, b] = await Promise.all([
      startInstance(
        productionEnv(dataDirs[0]!.path, {
          DATABASE_URL: database.url,
          METRICS_PORT: '0',
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          // Spans sent within 100 ms rather than 5 s.
          OTEL_BSP_SCHEDULE_DELAY: '100',
        }),
        'metrics-a',
      ),
      startInstance(
        productionEnv(dataDirs[1]!.path, { DATABASE_URL: database.url, METRICS_TOKEN: TOKEN }),
        'metrics-b',
      ),
    ]);
    const port = /metrics are served on http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(
      a.server.stdout(),
    )?.[1];
    expect(port, 'the metrics port in the log of A').toBeDefined();
    metricsUrlOfA = `http://127.0.0.1:${port}/metrics`;
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await new Promise((resolve) => collector?.server.close(resolve));
    await database?.drop();
    for (const dir of dataDirs) dir.remove();
  });

  const scrape = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    expect(response.status, url).toBe(200);
    return parsePrometheusText(await response.text());
  };
  const productLists = (samples: Sample[]) =>
    valueOf(samples, 'partline_http_requests_total', {
      method: 'GET',
      route: '/api/products',
      status_code: '200',
    }) ?? 0;

  it('counts on each instance only the requests it answered', async () => {
    for (let index = 0; index < 3; index += 1) await call(a.url, 'GET', '/api/products');
    for (let index = 0; index < 5; index += 1) await call(b.url, 'GET', '/api/products');

    const ofA = await scrape(metricsUrlOfA);
    const ofB = await scrape(`${b.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(productLists(ofA)).toBe(3);
    expect(productLists(ofB)).toBe(5);
    // Both read the one database's queues and have their own pool.
    for (const samples of [ofA, ofB]) {
      expect(valueOf(samples, 'partline_queue_jobs', { queue: 'mail' })).toBe(0);
      expect(valueOf(samples, 'partline_db_pool_connections_max')).toBe(10);
      // And their own write slots, as many as a production server has by default.
      expect(valueOf(samples, 'partline_write_slots_max')).toBe(DEFAULT_WRITE_CONCURRENCY);
      expect(valueOf(samples, 'partline_write_slots_waiting')).toBe(0);
      expect(valueOf(samples, 'partline_process_resident_memory_bytes')).toBeGreaterThan(1e6);
    }
  });

  it('serves the metrics of A on its metrics port only, and those of B only with the token', async () => {
    // A's main port has no /metrics (no token to guard it there).
    const onMainPortOfA = await call(a.url, 'GET', '/metrics');
    expect(onMainPortOfA.status).toBe(404);

    const refused = await call(b.url, 'GET', '/metrics');
    expect(refused.status).toBe(401);
    expect(ApiErrorSchema.parse(refused.body).error).toEqual({
      code: 'unauthorized',
      message: 'A valid metrics token is required',
      requestId: refused.headers.get('x-request-id'),
    });
  });

  it("names A's request span by its route, with the request id of its answer and log lines", async () => {
    const answer = await call(a.url, 'GET', '/api/products/00000000-0000-4000-8000-00000000abcd', {
      headers: { 'x-request-id': 'trace-me-332' },
    });
    expect(answer.status).toBe(404);
    expect(ApiErrorSchema.parse(answer.body).error.requestId).toBe('trace-me-332');

    await expect
      .poll(
        () =>
          spansOf(collector.bodies).find(
            (span) => attribute(span, 'partline.request_id') === 'trace-me-332',
          )?.name,
        { timeout: 15_000, interval: 100 },
      )
      .toBe('GET /api/products/:id');
    const span = spansOf(collector.bodies).find(
      (candidate) => attribute(candidate, 'partline.request_id') === 'trace-me-332',
    )!;
    expect(attribute(span, 'http.route')).toBe('/api/products/:id');
    const logged = logLines(a.server).filter((line) => line.reqId === 'trace-me-332');
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line.traceId).toBe(span.traceId);

    // A sign-in reads the database (the product came from the catalog cache): its queries are
    // spans of the request's trace.
    const signIn = await call(a.url, 'POST', '/api/auth/sign-in/email', {
      body: { email: 'nobody@resilience.test', password: 'Wrong#Password1' },
      headers: { 'x-request-id': 'trace-me-333' },
    });
    expect(signIn.status).toBe(401);
    await expect
      .poll(
        () => {
          const spans = spansOf(collector.bodies);
          const request = spans.find(
            (candidate) => attribute(candidate, 'partline.request_id') === 'trace-me-333',
          );
          return spans.some(
            (candidate) =>
              candidate.traceId === request?.traceId && candidate.name.startsWith('pg.query'),
          );
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    // B sends no traces and logs no trace ids.
    expect(logLines(b.server).some((line) => 'traceId' in line)).toBe(false);
  });
});
