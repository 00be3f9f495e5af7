import { buildPlaceOrderInput } from '@partline/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import { PURGE_BATCH } from '../flows/purge-expired-records.js';
import { signUpUser, type TestUser } from '../../test/helpers/auth.js';
import { insertProduct } from '../../test/helpers/factories.js';
import { useTestApp } from '../../test/helpers/test-app.js';

const t = useTestApp();

const placeWithKey = (client: TestUser, productId: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...client.headers, 'idempotency-key': key },
    payload: buildPlaceOrderInput(productId, { quantity: 10 }),
  });

/** Moves the key's claim back by `hours`. */
const ageKey = (key: string, hours: number) =>
  t.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(idempotencyKeys.key, key));

describe('the data retention job (decision 221)', () => {
  it('forgets idempotency keys after 24 hours and keeps younger ones answering replays', async () => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 100_000 });
    const client = await signUpUser(t.app);
    const old = `old-${Date.now()}`;
    const young = `young-${Date.now()}`;
    const first = await placeWithKey(client, product.id, old);
    expect(first.statusCode).toBe(201);
    expect((await placeWithKey(client, product.id, young)).statusCode).toBe(201);
    await ageKey(old, 25);
    await ageKey(young, 23);

    const pass = await t.app.dataRetention.runOnce();
    expect(pass.idempotencyKeys).toBeGreaterThanOrEqual(1);

    const afterPurge = await placeWithKey(client, product.id, old);
    expect(afterPurge.statusCode).toBe(201);
    expect(afterPurge.headers['idempotent-replayed']).toBeUndefined();
    expect(afterPurge.json().insertedId).not.toBe(first.json().insertedId);
    const replay = await placeWithKey(client, product.id, young);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('deletes finished webhook deliveries after 30 days, never pending ones, a batch a pass', async () => {
    const client = await signUpUser(t.app);
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        userId: client.id,
        url: 'https://erp.example/hooks',
        events: ['order.paid'],
        secret: 'whsec_x',
      })
      .returning();
    const delivery = (status: 'pending' | 'delivered' | 'failed', days: number) => ({
      endpointId: endpoint!.id,
      eventType: 'order.paid',
      payload: { status, days },
      status,
      createdAt: sql`now() - make_interval(days => ${days})`,
    });
    await t.db
      .insert(webhookDeliveries)
      .values([
        ...Array.from({ length: PURGE_BATCH + 1 }, () => delivery('delivered', 31)),
        delivery('failed', 31),
        delivery('pending', 31),
        delivery('delivered', 29),
      ]);
    const left = async () =>
      (
        await t.db
          .select({ payload: webhookDeliveries.payload })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint!.id))
      ).map((row) => row.payload);

    expect((await t.app.dataRetention.runOnce()).webhookDeliveries).toBe(PURGE_BATCH);
    expect(await left()).toHaveLength(4);
    expect((await t.app.dataRetention.runOnce()).webhookDeliveries).toBe(2);
    expect(await left()).toEqual(
      expect.arrayContaining([
        { status: 'pending', days: 31 },
        { status: 'delivered', days: 29 },
      ]),
    );
    expect(await left()).toHaveLength(2);
  });
});
