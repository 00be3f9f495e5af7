import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../helpers/auth.js';
import { type TestApp, useTestApp } from '../helpers/test-app.js';

// The API-wide rate limit per client IP (decision 051), in memory without REDIS_URL; which IP
// counts is decided by TRUST_PROXY. The shared Redis store: rate-limit-redis.test.ts.

type Headers = Record<string, string>;
const get = (t: TestApp, url: string, remoteAddress: string, headers: Headers = {}) =>
  t.app.inject({ url, remoteAddress, headers });

async function statuses(
  t: TestApp,
  times: number,
  url: string,
  remoteAddress: string,
  headers: Headers = {},
) {
  const answers: number[] = [];
  for (let i = 0; i < times; i += 1) {
    answers.push((await get(t, url, remoteAddress, headers)).statusCode);
  }
  return answers;
}

describe('the API-wide limit', () => {
  const t = useTestApp({ env: { API_RATE_LIMIT_MAX: '5', API_RATE_LIMIT_WINDOW: '60' } });

  it('answers 429 in the error shape with Retry-After from the request after the limit', async () => {
    const ip = '192.0.2.60';
    const first = await get(t, '/api/products', ip);
    expect(first.headers['x-ratelimit-limit']).toBe('5');
    expect(first.headers['x-ratelimit-remaining']).toBe('4');
    expect(await statuses(t, 4, '/api/blogs', ip)).toEqual([200, 200, 200, 200]);

    const over = await get(t, '/api/products', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests\./),
        requestId: expect.any(String),
      },
    });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The refusal still carries the security headers.
    expect(over.headers['x-content-type-options']).toBe('nosniff');
    expect(over.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('counts every /api path, writes and unknown paths too, per client IP', async () => {
    const ip = '192.0.2.61';
    const signIn = {
      method: 'POST' as const,
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: t.config.publicUrl },
      payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
    };
    expect((await t.app.inject(signIn)).statusCode).toBe(401);
    expect(await statuses(t, 4, '/api/nothing-here', ip)).toEqual([404, 404, 404, 404]);
    expect((await t.app.inject(signIn)).statusCode).toBe(429);
    // Another client has its own bucket.
    expect((await get(t, '/api/products', '192.0.2.62')).statusCode).toBe(200);
  });

  it('leaves /api/health and the web app alone', async () => {
    const ip = '192.0.2.63';
    expect(await statuses(t, 5, '/api/products', ip)).toEqual([200, 200, 200, 200, 200]);
    expect((await get(t, '/api/products', ip)).statusCode).toBe(429);
    expect(await statuses(t, 10, '/api/health', ip)).toEqual(Array(10).fill(200));
    const health = await get(t, '/api/health', ip);
    expect(health.headers['x-ratelimit-limit']).toBeUndefined();
    const page = await get(t, '/products', ip, { accept: 'text/html' });
    expect(page.statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a made-up header opens no new bucket', async () => {
    const ip = '192.0.2.64';
    expect(await statuses(t, 5, '/api/products', ip)).toEqual([200, 200, 200, 200, 200]);
    const spoofed = await get(t, '/api/products', ip, { 'x-forwarded-for': '198.51.100.1' });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY as an address list)', () => {
  const PROXY = '192.0.2.1';
  const t = useTestApp({
    env: {
      TRUST_PROXY: `${PROXY},10.0.0.0/8`,
      API_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_MAX: '2',
    },
  });

  const viaProxy = (client: string) => ({ 'x-forwarded-for': client });

  it('gives each client behind the proxy its own bucket', async () => {
    expect(await statuses(t, 4, '/api/products', PROXY, viaProxy('198.51.100.1'))).toEqual([
      200, 200, 200, 429,
    ]);
    expect(await statuses(t, 3, '/api/products', PROXY, viaProxy('198.51.100.2'))).toEqual([
      200, 200, 200,
    ]);
    // Two trusted hops: the client is the first untrusted address from the right.
    const twoHops = viaProxy('198.51.100.3, 10.1.2.3');
    expect(await statuses(t, 4, '/api/products', PROXY, twoHops)).toEqual([200, 200, 200, 429]);
  });

  it('does not let a client that is not the proxy choose its address', async () => {
    const direct = '203.0.113.9';
    const answers = [];
    for (const client of ['198.51.100.10', '198.51.100.11', '198.51.100.12', '198.51.100.13']) {
      answers.push((await get(t, '/api/products', direct, viaProxy(client))).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('keys the sign-in limit on the same client address', async () => {
    const signIn = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: PROXY,
        headers: { origin: t.config.publicUrl, ...viaProxy(client) },
        payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
      });
    const first = [];
    for (let i = 0; i < 3; i += 1) first.push((await signIn('198.51.100.20')).statusCode);
    expect(first).toEqual([401, 401, 429]);
    expect((await signIn('198.51.100.21')).statusCode).toBe(401);
  });
});

describe('behind a proxy (TRUST_PROXY as a hop count)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1', API_RATE_LIMIT_MAX: '2' } });

  it('takes the address one hop in front of the socket as the client', async () => {
    const proxy = '10.0.0.5';
    const forwarded = (client: string) => ({ 'x-forwarded-for': `203.0.113.50, ${client}` });
    expect(await statuses(t, 3, '/api/products', proxy, forwarded('198.51.100.30'))).toEqual([
      200, 200, 429,
    ]);
    expect(await statuses(t, 2, '/api/products', proxy, forwarded('198.51.100.31'))).toEqual([
      200, 200,
    ]);
  });
});
