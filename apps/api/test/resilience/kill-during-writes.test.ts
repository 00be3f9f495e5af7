import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/db/lock.js';
import { call, signUp, type Account } from './support/http.js';
import { createServerDatabase, hasPostgres, type ServerDatabase } from './support/postgres.js';
import {
  logLines,
  productionEnv,
  startInstance,
  tempDataDir,
  type Instance,
} from './support/server.js';
import { addProduct, allOrders, signInAdmin } from './support/shop.js';

/**
 * DESIGN.md (Data) and decision 059: an order the API answered 2xx is durable. A stream of order
 * writes from several signed-in clients, ~10 in flight, is cut by SIGKILL; the server restarted
 * on the same DATA_DIR (PGlite) or database (PostgreSQL) starts cleanly and has every
 * acknowledged order.
 */

const WRITES = 200;
const IN_FLIGHT = 10;
const CLIENTS = 5;
/** The server is killed when this many writes have been acknowledged. */
const KILL_AFTER = 100;

interface Acknowledged {
  id: string;
  email: string;
  quantity: number;
}

/**
 * Sends {@link WRITES} `POST /api/orders` with {@link IN_FLIGHT} in flight and SIGKILLs `instance`
 * as the {@link KILL_AFTER}th 201 arrives. Requests in flight at that moment and those sent later
 * fail at the connection.
 */
async function writeThenKill(instance: Instance, clients: Account[], productId: string) {
  const acknowledged: Acknowledged[] = [];
  const refused: string[] = [];
  let connectionFailures = 0;
  let issued = 0;
  let killed = false;
  const worker = async () => {
    while (issued < WRITES) {
      const n = issued;
      issued += 1;
      const client = clients[n % clients.length] as Account;
      const quantity = 1 + (n % 7);
      try {
        const res = await call<{ insertedId: string }>(instance.url, 'POST', '/api/orders', {
          as: { token: client.token },
          body: buildPlaceOrderInput(productId, { quantity }),
        });
        if (res.status >= 200 && res.status < 300) {
          acknowledged.push({ id: res.body.insertedId, email: client.email, quantity });
          if (acknowledged.length === KILL_AFTER && !killed) {
            killed = true;
            instance.server.child.kill('SIGKILL');
          }
        } else {
          refused.push(`${res.status} ${JSON.stringify(res.body)}`);
        }
      } catch {
        connectionFailures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await instance.server.exited;
  return { acknowledged, refused, connectionFailures };
}

describe.each([
  { kind: 'pglite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('kill -9 during $kind order writes', ({ kind, skip }) => {
  let dataDir: ReturnType<typeof tempDataDir> | undefined;
  let database: ServerDatabase | undefined;
  const instances: Instance[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.kill();
    await database?.drop();
    dataDir?.remove();
  });

  it.skipIf(skip)(
    'keeps every order answered 2xx, and the restarted server takes the stale lock over',
    async () => {
      const dir = tempDataDir();
      dataDir = dir;
      if (kind === 'postgres') database = await createServerDatabase();
      const env = productionEnv(dir.path, database ? { DATABASE_URL: database.url } : {});

      const first = await startInstance(env);
      instances.push(first);
      const admin = await signInAdmin(first.url);
      const product = await addProduct(first.url, admin, {
        minOrder: 1,
        availableQuantity: 100_000,
      });
      const clients: Account[] = [];
      for (let i = 0; i < CLIENTS; i += 1) clients.push(await signUp(first.url));

      const stream = await writeThenKill(first, clients, product._id);
      expect(stream.refused, 'no write was refused before the kill').toEqual([]);
      expect(stream.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(stream.acknowledged.length).toBeLessThan(WRITES);
      expect(stream.connectionFailures).toBe(WRITES - stream.acknowledged.length);
      expect(first.server.child.signalCode).toBe('SIGKILL');
      if (kind === 'pglite') {
        // What a crash leaves: the lock file naming the dead process.
        const lock = JSON.parse(readFileSync(join(dir.path, LOCK_FILE), 'utf8'));
        expect(lock.pid).toBe(first.server.pid);
      }

      const second = await startInstance(env);
      instances.push(second);
      const log = logLines(second.server);
      if (kind === 'pglite') {
        expect(
          log.some(
            (line) =>
              line.level === 40 &&
              line.msg ===
                `took over a stale lock on DATA_DIR ${dir.path} left by process ${first.server.pid}, which is no longer running`,
          ),
          second.server.stdout(),
        ).toBe(true);
        expect(JSON.parse(readFileSync(join(dir.path, LOCK_FILE), 'utf8')).pid).toBe(
          second.server.pid,
        );
      }
      expect(
        log.filter((line) => Number(line.level) >= 50),
        'no error at start-up',
      ).toEqual([]);

      // Sessions made before the crash still hold; every acknowledged order is there, intact.
      const orders = await allOrders(second.url, admin);
      const byId = new Map(orders.map((order) => [order._id, order]));
      const missing = stream.acknowledged.filter((ack) => !byId.has(ack.id));
      expect(missing, 'acknowledged orders lost by the crash').toEqual([]);
      for (const ack of stream.acknowledged) {
        expect(byId.get(ack.id)).toMatchObject({
          userEmail: ack.email,
          quantity: ack.quantity,
          productId: product._id,
          status: 'unpaid',
        });
      }
      // Nothing appears that was never sent.
      expect(orders.length).toBeLessThanOrEqual(WRITES);

      // And it takes writes again.
      const after = await call<{ insertedId: string }>(second.url, 'POST', '/api/orders', {
        as: { token: (clients[0] as Account).token },
        body: buildPlaceOrderInput(product._id, { quantity: 3 }),
      });
      expect(after.status).toBe(201);
      const mine = await call<Array<{ _id: string }>>(
        second.url,
        'GET',
        `/api/orders/${encodeURIComponent((clients[0] as Account).email)}`,
        { as: { token: (clients[0] as Account).token } },
      );
      expect(mine.body.map((order) => order._id)).toContain(after.body.insertedId);
      if (kind === 'pglite') expect(existsSync(join(dir.path, LOCK_FILE))).toBe(true);
    },
  );
});
