import { expect, it } from 'vitest';
import { authHeaders, signUpUser, TEST_PASSWORD } from '../../test/helpers/auth.js';
import { useTestApp } from '../../test/helpers/test-app.js';

const t = useTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW: '60' } });

const signIn = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...authHeaders(t.app), ...headers },
    remoteAddress,
    payload: { email: 'someone@example.com', password: TEST_PASSWORD },
  });

it('answers 429 from the 4th sign-in attempt of one IP within the window (max 3)', async () => {
  const statuses = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    statuses.push((await signIn('192.0.2.10')).statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 429]);
  // A made-up X-Forwarded-For does not open a new bucket.
  expect((await signIn('192.0.2.10', { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
  // Another client is not affected.
  expect((await signIn('192.0.2.11')).statusCode).toBe(401);
});

/** The statuses of four POSTs to `url` from the client at `ip`, the nth with `payload(n)`. */
async function fourTimes(url: string, ip: string, payload: (attempt: number) => object) {
  const statuses = [];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: authHeaders(t.app),
      remoteAddress: ip,
      payload: payload(attempt),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

it('limits sign-up and password-reset requests too', async () => {
  await signUpUser(t.app, { email: 'reset-me@example.com' });
  const resets = await fourTimes('/api/auth/request-password-reset', '192.0.2.20', () => ({
    email: 'reset-me@example.com',
    redirectTo: '/reset-password',
  }));
  expect(resets).toEqual([200, 200, 200, 429]);

  const signUps = await fourTimes('/api/auth/sign-up/email', '192.0.2.30', (attempt) => ({
    name: 'Bad',
    email: `bad${attempt}@example.com`,
    password: 'short',
  }));
  expect(signUps).toEqual([400, 400, 400, 429]);
});

it('never limits reading the session: 150 page loads from one office address within 10 s all answer 200', async () => {
  const statuses = new Set<number>();
  for (let load = 0; load < 150; load += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      remoteAddress: '192.0.2.40',
    });
    statuses.add(response.statusCode);
  }
  expect([...statuses]).toEqual([200]);
});
