import { beforeAll, describe, expect, it } from 'vitest';
import { putInstitution, signUpUser, TEST_PASSWORD, type TestUser } from '../helpers/auth.js';
import { type TestApp, useTestApp } from '../helpers/test-app.js';

// CORS is closed unless CORS_ORIGINS names origins; those get bearer-token access, never the
// session cookie (decision 053).

const APP = 'https://app.example.com';
const EVIL = 'https://evil.example';

function preflight(t: TestApp, origin: string, method = 'PUT') {
  return t.app.inject({
    method: 'OPTIONS',
    url: '/api/products',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });
}

describe('without CORS_ORIGINS', () => {
  const t = useTestApp();

  it('answers no preflight and allows no other origin', async () => {
    for (const origin of [APP, EVIL]) {
      const res = await preflight(t, origin);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();

      const read = await t.app.inject({ url: '/api/products', headers: { origin } });
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('with CORS_ORIGINS', () => {
  const t = useTestApp({ env: { CORS_ORIGINS: `${APP}, https://admin.example.com` } });
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser(t.app);
  });

  it('answers the preflight of a configured origin, without credentials', async () => {
    const res = await preflight(t, APP);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(APP);
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    expect(String(res.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'email']),
    );
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
  });

  it('gives a foreign origin no Access-Control-Allow-Origin', async () => {
    const res = await preflight(t, EVIL);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({ url: '/api/products', headers: { origin: EVIL } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets a configured origin's page call with a bearer token, but not with the session cookie", async () => {
    const byToken = await putInstitution(
      t.app,
      user,
      { ...user.headers, origin: APP },
      'Via the partner app',
    );
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['access-control-allow-origin']).toBe(APP);

    const byCookie = await putInstitution(
      t.app,
      user,
      { cookie: user.cookie, origin: APP },
      'Riding the cookie',
    );
    expect(byCookie.statusCode).toBe(403);
    expect(byCookie.json().error.code).toBe('forbidden');
  });

  it('lets a configured origin sign in without cookies and use the token; a foreign one may not', async () => {
    const signIn = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        remoteAddress: '192.0.2.45',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
    const foreign = await signIn(EVIL);
    expect(foreign.statusCode).toBe(403);
    const partner = await signIn(APP);
    expect(partner.statusCode).toBe(200);
    expect(partner.headers['access-control-allow-origin']).toBe(APP);
    const { token } = partner.json<{ token: string }>();
    const profile = await t.app.inject({
      url: `/api/user/${user.email}`,
      headers: { authorization: `Bearer ${token}`, origin: APP },
    });
    expect(profile.statusCode).toBe(200);
  });
});
