import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { rateLimits } from '../../src/db/schema/index.js';
import { TEST_PASSWORD } from '../helpers/auth.js';
import {
  createTestDatabase,
  makeTempDir,
  testConfig,
  type TestDatabase,
} from '../helpers/test-app.js';
import { startTcpProxy, type TcpProxy } from '../resilience/support/tcp-proxy.js';

// Rate limits shared through Redis (REDIS_URL; decisions 051 and 052), against the Redis server
// of TEST_REDIS_URL (default the local one). Every run uses its own key prefix.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `partline-test:${randomUUID()}:`;

/** One app instance on its own database (so only Redis can make two instances count together). */
interface Instance {
  app: App;
  database: TestDatabase;
  logs: Array<{ level: number; msg: string }>;
  close(): Promise<void>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = makeTempDir();
  const database = await createTestDatabase();
  const logs: Instance['logs'] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = testConfig(dataDir, { REDIS_KEY_PREFIX: PREFIX, ...env });
  const app = await buildApp(config, {
    database: database.handle,
    logger: pino({ level: 'info' }, sink),
  });
  return {
    app,
    database,
    logs,
    close: async () => {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const signIn = (app: App, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: { origin: app.auth.options.baseURL as string },
    payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
  });

const read = (app: App, ip: string) => app.inject({ url: '/api/products', remoteAddress: ip });

let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
});
afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('two instances on one Redis', () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    const env = { REDIS_URL, API_RATE_LIMIT_MAX: '6', AUTH_RATE_LIMIT_MAX: '3' };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('count API requests together: the 7th of 6 allowed is refused on either instance', async () => {
    const ip = '192.0.2.70';
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await read(i % 2 === 0 ? a.app : b.app, ip)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
    const overA = await read(a.app, ip);
    const overB = await read(b.app, ip);
    expect([overA.statusCode, overB.statusCode]).toEqual([429, 429]);
    expect(overB.json().error.code).toBe('rate_limited');
    expect(Number(overB.headers['retry-after'])).toBeGreaterThan(0);
    expect(await redis.get(`${PREFIX}api:${ip}`)).toBe('8');
    // Another client is not affected on either instance.
    expect((await read(b.app, '192.0.2.71')).statusCode).toBe(200);
  });

  it('count sign-in attempts together in Redis, not in the database', async () => {
    const ip = '192.0.2.72';
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push((await signIn(i % 2 === 0 ? a.app : b.app, ip)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429]);
    expect((await signIn(a.app, ip)).statusCode).toBe(429);
    expect(await redis.keys(`${PREFIX}auth:*${ip}*`)).toHaveLength(1);
    for (const instance of [a, b]) {
      const [row] = await instance.database.handle.db.select({ n: count() }).from(rateLimits);
      expect(row?.n).toBe(0);
    }
  });
});

describe('when Redis becomes unreachable while running', () => {
  let proxy: TcpProxy;
  let instance: Instance;
  beforeAll(async () => {
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const viaProxy = new URL(REDIS_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    instance = await startInstance({
      REDIS_URL: viaProxy.toString(),
      API_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_MAX: '2',
    });
  });
  afterAll(async () => {
    await instance?.close();
    await proxy?.close();
  });

  it('lets API requests through (fails open, logged once), keeps the sign-in limit, and shares again once Redis is back', async () => {
    const { app, logs } = instance;
    expect(app.redis?.status).toBe('ready');
    const statuses = async (ip: string, times: number) => {
      const answers = [];
      for (let i = 0; i < times; i += 1) answers.push((await read(app, ip)).statusCode);
      return answers;
    };
    expect(await statuses('192.0.2.80', 4)).toEqual([200, 200, 200, 429]);

    proxy.cut('reset');
    await new Promise((resolve) => app.redis?.once('error', resolve));
    expect(await statuses('192.0.2.81', 8)).toEqual(Array(8).fill(200));
    const outage = logs.filter(
      (entry) => entry.level >= 50 && /Redis is unreachable/.test(entry.msg),
    );
    expect(outage).toHaveLength(1);

    const attempts = [];
    for (let i = 0; i < 3; i += 1) attempts.push((await signIn(app, '192.0.2.82')).statusCode);
    expect(attempts).toEqual([401, 401, 429]);

    const back = new Promise((resolve) => app.redis?.once('ready', resolve));
    proxy.restore();
    await back;
    expect(logs.some((entry) => /Redis is reachable again/.test(entry.msg))).toBe(true);
    expect(await statuses('192.0.2.83', 4)).toEqual([200, 200, 200, 429]);
    expect(await redis.get(`${PREFIX}api:192.0.2.83`)).toBe('4');
  });
});
