import { ApiErrorSchema, ReviewListSchema } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { succeeded, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct, insertReview } from '../../../test/helpers/factories.js';
import { insertPaidOrder } from '../../../test/helpers/paid-orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { markDelivered } from '../../../test/helpers/orders.js';

const t = useTestApp();
const { admin, client, other } = useAccounts(t, {
  admin: { role: 'admin' },
  client: { name: 'Nusrat Jahan' },
  other: { name: 'Other Client' },
});
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  await t.db
    .update(users)
    .set({ image: '/uploads/avatars/nusrat.webp' })
    .where(eq(users.id, client.id));
  product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 1000 });
});

/** A paid order of `buyer`, delivered by the admin through `PUT /api/orders/{id}`. */
async function deliveredOrder(buyer: TestUser): Promise<string> {
  const orderId = await insertPaidOrder(t.db, product, buyer, 2);
  succeeded(await markDelivered(t.app, admin, orderId), 200, 'delivery');
  return orderId;
}

const review = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/review', headers: user.headers, payload });
const text = 'Every module arrived tested and labelled, thank you.';

describe('POST /api/review', () => {
  it("adds a review with the caller's profile name and picture; it leads the carousel", async () => {
    await insertReview(t.db, { createdAt: new Date(Date.UTC(2026, 0, 1)) });
    const orderId = await deliveredOrder(client);
    const res = await review(client, {
      orderId,
      review: `  ${text}  `,
      rating: 4,
      user: 'Someone Famous',
      userImage: 'https://evil.example/x.png',
      userName: 'Someone Famous',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json<{ insertedId: string }>();
    const list = ReviewListSchema.parse((await t.app.inject('/api/reviews?sort=newest')).json());
    expect(list[0]).toMatchObject({
      _id: insertedId,
      user: 'Nusrat Jahan',
      userImage: '/uploads/avatars/nusrat.webp',
      review: text,
      rating: 4,
    });
    const delivered = await t.app.inject({
      url: `/api/orders/${client.email}/true`,
      headers: client.headers,
    });
    expect(delivered.json().find((o: { _id: string }) => o._id === orderId)).toMatchObject({
      isReviewed: true,
    });
  });

  it('uses the default picture when the profile has none', async () => {
    const res = await review(other, {
      orderId: await deliveredOrder(other),
      review: text,
      rating: 5,
    });
    expect(res.statusCode).toBe(201);
    const list = ReviewListSchema.parse((await t.app.inject('/api/reviews?sort=newest')).json());
    expect(list[0]).toMatchObject({ user: 'Other Client', userImage: '/favicon.svg' });
  });

  it('refuses a second review of the same order with 409, even concurrently', async () => {
    const orderId = await deliveredOrder(client);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => review(client, { orderId, review: text, rating: 5 })),
    );
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const again = await review(client, { orderId, review: text, rating: 3 });
    expect(again.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(again.json()).error).toEqual({
      code: 'conflict',
      message: 'This order is already reviewed',
      requestId: expect.any(String),
    });
    const list = ReviewListSchema.parse((await t.app.inject('/api/reviews')).json());
    expect(list.filter((r) => r.review === text && r.user === 'Nusrat Jahan')).toHaveLength(2);
  });

  it('refuses an undelivered order with 409 and leaves it unreviewed', async () => {
    const orderId = await insertPaidOrder(t.db, product, client, 2);
    const res = await review(client, { orderId, review: text, rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: 'Only delivered orders can be reviewed',
      requestId: expect.any(String),
    });
    const mine = await t.app.inject({
      url: `/api/orders/${client.email}`,
      headers: client.headers,
    });
    expect(mine.json().find((o: { _id: string }) => o._id === orderId)).toMatchObject({
      isReviewed: false,
    });
  });

  it("answers 404 for another client's order and for an unknown one", async () => {
    const foreign = await deliveredOrder(other);
    for (const orderId of [foreign, '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b']) {
      const res = await review(client, { orderId, review: text, rating: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'not_found',
        message: 'Order not found',
        requestId: expect.any(String),
      });
    }
    // The owner can still review it: the refusal changed nothing.
    expect((await review(other, { orderId: foreign, review: text, rating: 2 })).statusCode).toBe(
      201,
    );
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating', 'Rating must be between 1 and 5'],
    ['rating 6', { rating: 6 }, 'rating', 'Rating must be between 1 and 5'],
    ['rating 2.5', { rating: 2.5 }, 'rating', 'Rating must be a whole number'],
    ['no rating', { rating: undefined }, 'rating', 'Rating is Required'],
    ['an empty text', { review: '' }, 'review', 'Minimum 10 character required'],
    ['a blank text', { review: '           ' }, 'review', 'Minimum 10 character required'],
    ['a malformed order id', { orderId: 'nope' }, 'orderId', 'Choose an order to review'],
  ])('answers 400 for %s', async (_label, overrides, field, message) => {
    const orderId = await deliveredOrder(client);
    const res = await review(client, { orderId, review: text, rating: 5, ...overrides });
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details?.[field]).toEqual([message]);
    // Still reviewable afterwards.
    expect((await review(client, { orderId, review: text, rating: 5 })).statusCode).toBe(201);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/review',
      payload: { orderId: await deliveredOrder(client), review: text, rating: 5 },
    });
    expect(res.statusCode).toBe(401);
  });
});
