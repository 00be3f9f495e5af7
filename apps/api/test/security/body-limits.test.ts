import { IMAGE_MAX_BYTES } from '@partline/shared';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app.js';
import { orders, users } from '../../src/db/schema/index.js';
import { useAccounts, sendAs } from '../helpers/auth.js';
import { imageForm, makeNoisePng } from '../helpers/images.js';
import { useTestApp } from '../helpers/test-app.js';

// Bodies over 1 MB (BODY_LIMIT_BYTES) are refused with 413 in the error shape before any work; the
// image upload alone takes up to 5 MB. Over-5 MB files and pixel floods: images.routes.test.ts.

const t = useTestApp();
const { user } = useAccounts(t, { user: {} });

const TOO_LARGE = {
  error: {
    code: 'payload_too_large',
    message: 'The request body is too large',
    requestId: expect.any(String),
  },
};

const rows = async (table: typeof orders | typeof users) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

it('refuses an order body over 1 MB with 413 and stores nothing', async () => {
  const before = await rows(orders);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ address: 'x'.repeat(BODY_LIMIT_BYTES), quantity: 10 }),
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual(TOO_LARGE);
  expect(await rows(orders)).toBe(before);
});

it('refuses a sign-up body over 1 MB with 413 in the same shape and creates no account', async () => {
  const before = await rows(users);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
    remoteAddress: '192.0.2.50',
    payload: JSON.stringify({
      name: 'n'.repeat(BODY_LIMIT_BYTES),
      email: 'huge@example.com',
      password: 'Str0ng!pass',
    }),
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual(TOO_LARGE);
  expect(await rows(users)).toBe(before);
});

it('still takes a body just under the limit to the route (which judges it)', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ address: 'x'.repeat(BODY_LIMIT_BYTES - 100) }),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('validation_failed');
});

it('lets the image upload alone go past 1 MB, up to 5 MB', async () => {
  const noise = await makeNoisePng(1000, 1000);
  expect(noise.length).toBeGreaterThan(BODY_LIMIT_BYTES);
  expect(noise.length).toBeLessThan(IMAGE_MAX_BYTES);
  const res = await sendAs(t.app, user, 'POST', '/api/images', imageForm(noise));
  expect(res.statusCode).toBe(201);
});
