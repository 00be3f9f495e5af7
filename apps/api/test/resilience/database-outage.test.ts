import { ApiErrorSchema } from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, withDatabase } from '../helpers/postgres.js';
import { TIMING_BOUND } from '../timing-tag.js';
import { call, signUp, waitUntil, type Account, type Answer } from './support/http.js';
import { createServerDatabase, hasPostgres, type ServerDatabase } from './support/postgres.js';
import {
  logLines,
  productionEnv,
  startInstance,
  tempDataDir,
  type Instance,
} from './support/server.js';
import { addProduct, signInAdmin } from './support/shop.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/**
 * Decision 059: PostgreSQL lost while the server runs. The server reaches its database
 * through a TCP proxy the test cuts: while cut, `/api/health` answers 503 and routes answer 5xx in
 * the error shape within bounded time, without the process crashing; once restored, everything
 * works again without a restart.
 */

/**
 * Longest a request may take while the database is away, ms: a free pooled connection (10 s),
 * one query (10 s) and the error handler's ping (1 s), with room for a loaded machine.
 */
const OUTAGE_ANSWER_MS = 30_000;

describe.skipIf(!hasPostgres)('PostgreSQL lost while running', () => {
  let dataDir: ReturnType<typeof tempDataDir> | undefined;
  let database: ServerDatabase;
  let proxy: TcpProxy;
  let instance: Instance;
  let admin: Account;
  let client: Account;
  let productId: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    database = await createServerDatabase();
    const target = new URL(testDatabaseUrl());
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(withDatabase(testDatabaseUrl(), database.name));
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    instance = await startInstance(
      productionEnv(dataDir.path, { DATABASE_URL: throughProxy.toString() }),
      'outage',
    );
    admin = await signInAdmin(instance.url);
    productId = (await addProduct(instance.url, admin, { minOrder: 1, availableQuantity: 1000 }))
      ._id;
    client = await signUp(instance.url);
  });
  afterAll(async () => {
    await instance?.kill();
    await proxy?.close();
    await database?.drop();
    dataDir?.remove();
  });

  /**
   * What a signed-out visitor, a bearer client, a cookie client and the admin meet. While the
   * database is away each answer must come within {@link OUTAGE_ANSWER_MS} (the pool's connect
   * and query timeouts plus the error handler's ping), or the call throws.
   */
  const probes = (timeoutMs?: number) =>
    Promise.all([
      call(instance.url, 'GET', '/api/products', { timeoutMs }),
      call(instance.url, 'GET', `/api/products/${productId}`, { timeoutMs }),
      call(instance.url, 'POST', '/api/orders', {
        as: { token: client.token },
        body: buildPlaceOrderInput(productId, { quantity: 2 }),
        timeoutMs,
      }),
      call(instance.url, 'GET', `/api/orders/${encodeURIComponent(client.email)}`, {
        as: { cookie: client.cookie },
        timeoutMs,
      }),
      call(instance.url, 'GET', '/api/orders', { as: { token: admin.token }, timeoutMs }),
    ]);

  const expectUnavailable = (answer: Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(ApiErrorSchema.parse(answer.body)).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The database is not answering',
        requestId: expect.any(String),
      },
    });
  };

  /** The catalog bodies last answered while the database was there. */
  let lastCatalog: unknown[] = [];

  /**
   * Routes that need the database answer 503. The catalog may instead come from the in-process
   * catalog cache while its LISTEN connection has not been seen to break (decision 058): then it
   * is exactly what was served before the outage, never something else.
   */
  const expectOutageAnswers = (answers: Answer[]) => {
    const [products, product, ...needDatabase] = answers;
    for (const [index, answer] of [products, product].entries()) {
      if (answer?.status === 200) expect(answer.body).toEqual(lastCatalog[index]);
      else expectUnavailable(answer as Answer);
    }
    for (const answer of needDatabase) expectUnavailable(answer);
  };

  const expectWorking = async () => {
    await waitUntil('health is 200 again', async () => {
      return (await call(instance.url, 'GET', '/api/health')).status === 200;
    });
    const [products, product, order, mine, all] = await probes();
    expect(products.status).toBe(200);
    expect(product.status).toBe(200);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(mine.status).toBe(200);
    expect(all.status).toBe(200);
    lastCatalog = [products.body, product.body];
    return (order.body as { insertedId: string }).insertedId;
  };

  // Timing-bound: answers and recovery within bounds while connections time out (decision 088).
  it.each(['reset', 'blackhole'] as const)(
    'answers 503 on health and the error shape on routes while cut (%s), and recovers without a restart',
    TIMING_BOUND,
    async (mode) => {
      // Connections in the pool, idle, when the database goes away.
      await expectWorking();
      proxy.cut(mode);
      try {
        const health = await call(instance.url, 'GET', '/api/health', {
          timeoutMs: OUTAGE_ANSWER_MS,
        });
        expect(health.status).toBe(503);
        expect(ApiErrorSchema.parse(health.body).error).toEqual({
          code: 'service_unavailable',
          message: 'The database is not answering',
          requestId: expect.any(String),
        });
        // Logged with a stack an operator can follow: our own frames point into the TypeScript
        // sources, not into the bundle (decision 344).
        const logged503 = () =>
          logLines(instance.server).find((line) => line.msg === 'The database is not answering');
        await waitUntil('the 503 is logged', async () => logged503() !== undefined);
        const logged = logged503();
        expect((logged?.err as { stack?: string } | undefined)?.stack).toMatch(
          /src\/modules\/health\/health\.service\.ts:\d+:\d+/,
        );
        expectOutageAnswers(await probes(OUTAGE_ANSWER_MS));
        // Still down a moment later: the pool tries again and fails again, bounded.
        expectOutageAnswers(await probes(OUTAGE_ANSWER_MS));
        expect(instance.alive()).toBe(true);
      } finally {
        proxy.restore();
      }
      const orderId = await expectWorking();
      const mine = await call<Array<{ _id: string }>>(
        instance.url,
        'GET',
        `/api/orders/${encodeURIComponent(client.email)}`,
        { as: { token: client.token } },
      );
      expect(mine.body.map((order) => order._id)).toContain(orderId);
      expect(instance.alive()).toBe(true);
      if (mode === 'reset') {
        // The idle connections' errors were reported, not thrown.
        expect(
          logLines(instance.server).some((line) => line.msg === 'idle database connection failed'),
        ).toBe(true);
      }
    },
  );
});
