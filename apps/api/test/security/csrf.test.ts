import { beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, XSRF_COOKIE, XSRF_HEADER } from '../../src/plugins/csrf.js';
import {
  authHeaders,
  cookieFrom,
  putInstitution,
  signUpUser,
  type TestUser,
} from '../helpers/auth.js';
import { useTestApp } from '../helpers/test-app.js';

// Cross-site request forgery (decision 050): a cookie-carrying POST/PUT/PATCH/DELETE under /api
// must come from the shop's own pages.

const t = useTestApp();
let user: TestUser;
let shopOrigin: string;
/** The user's better-auth cookies only (sign-up also handed out an XSRF-TOKEN). */
let sessionCookie: string;
beforeAll(async () => {
  shopOrigin = new URL(t.config.publicUrl).origin;
  user = await signUpUser(t.app);
  sessionCookie = user.cookie
    .split('; ')
    .filter((pair) => !pair.startsWith(`${XSRF_COOKIE}=`))
    .join('; ');
});

const FOREIGN = 'https://evil.example';
const TOKEN = 'a'.repeat(43);

let edits = 0;
/** Sets the user's institution with the session cookie plus `headers`; answers the response. */
function editProfile(headers: Record<string, string>, cookie = sessionCookie) {
  edits += 1;
  return putInstitution(t.app, user, { cookie, ...headers }, `Edit ${edits}`);
}

async function institution(): Promise<string> {
  const res = await t.app.inject({ url: `/api/user/${user.email}`, headers: user.headers });
  return res.json<{ institution: string }>().institution;
}

function expectRefused(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({
    error: { code: 'forbidden', message: CROSS_SITE_MESSAGE, requestId: expect.any(String) },
  });
}

describe('a cookie-authenticated state change', () => {
  it('passes with the Origin of PUBLIC_URL', async () => {
    const res = await editProfile({ origin: shopOrigin });
    expect(res.statusCode).toBe(200);
    expect(await institution()).toBe(`Edit ${edits}`);
  });

  it('is refused with 403 in the error shape from another origin, and changes nothing', async () => {
    const before = await institution();
    for (const origin of [FOREIGN, 'http://localhost:5173', `${shopOrigin}.evil.example`]) {
      expectRefused(await editProfile({ origin }));
    }
    expect(await institution()).toBe(before);
  });

  it('is refused without Origin, Sec-Fetch-Site or the XSRF pair', async () => {
    const before = await institution();
    expectRefused(await editProfile({}));
    expectRefused(await editProfile({ origin: 'null' }));
    expect(await institution()).toBe(before);
  });

  it('passes with Sec-Fetch-Site: same-origin, and is refused when the browser says cross-site or same-site', async () => {
    expect((await editProfile({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(
      (await editProfile({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expectRefused(await editProfile({ 'sec-fetch-site': 'cross-site' }));
    expectRefused(await editProfile({ 'sec-fetch-site': 'same-site' }));
    // An Origin decides alone: a foreign one is not rescued by a same-origin claim.
    expectRefused(await editProfile({ origin: FOREIGN, 'sec-fetch-site': 'same-origin' }));
  });

  it('passes with the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN, and only with the same value', async () => {
    const withToken = `${sessionCookie}; ${XSRF_COOKIE}=${TOKEN}`;
    expect((await editProfile({ [XSRF_HEADER]: TOKEN }, withToken)).statusCode).toBe(200);
    expect(await institution()).toBe(`Edit ${edits}`);

    expectRefused(await editProfile({ [XSRF_HEADER]: 'b'.repeat(43) }, withToken));
    expectRefused(await editProfile({ [XSRF_HEADER]: TOKEN }));
    expectRefused(await editProfile({}, withToken));
    // A short (guessable) token is not accepted even when the two match.
    expectRefused(await editProfile({ [XSRF_HEADER]: 'x' }, `${sessionCookie}; ${XSRF_COOKIE}=x`));
    // A page elsewhere cannot use the pair either (e.g. a cookie tossed from a sibling domain).
    expectRefused(await editProfile({ origin: FOREIGN, [XSRF_HEADER]: TOKEN }, withToken));
  });

  it('is checked for every unsafe method and for better-auth under /api/auth', async () => {
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: sessionCookie, origin: FOREIGN },
      payload: {},
    });
    expectRefused(signOut);
    const changePassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: sessionCookie, origin: FOREIGN },
      payload: { currentPassword: user.password, newPassword: 'An0ther!pass' },
    });
    expectRefused(changePassword);
    for (const method of ['POST', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/orders/00000000-0000-4000-8000-000000000000',
        headers: { cookie: sessionCookie, origin: FOREIGN },
      });
      expectRefused(res);
    }
    // The session still works: nothing above signed the user out or changed the password.
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: sessionCookie },
    });
    expect(session.json()).toMatchObject({ user: { email: user.email } });
  });
});

describe('requests that a browser cannot forge', () => {
  it('lets a bearer-token request without cookies through, whatever its Origin', async () => {
    const res = await putInstitution(t.app, user, { ...user.headers, origin: FOREIGN }, 'By token');
    expect(res.statusCode).toBe(200);
    expect(await institution()).toBe('By token');
  });

  it('does not check reads', async () => {
    const res = await t.app.inject({
      url: `/api/user/${user.email}`,
      headers: { cookie: sessionCookie, origin: FOREIGN },
    });
    expect(res.statusCode).toBe(200);
  });

  it('still refuses a cross-site sign-in without cookies (login CSRF, better-auth)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: FOREIGN },
      remoteAddress: '192.0.2.99',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(cookieFrom(res.headers['set-cookie'])).not.toContain('session_token');
  });
});

describe('the XSRF-TOKEN cookie', () => {
  it('is issued to a caller without one: random, readable by script, SameSite=Lax, path /', async () => {
    const first = await t.app.inject({ url: '/api/client-config' });
    const second = await t.app.inject({ url: '/api/client-config' });
    const line = [first.headers['set-cookie']].flat().find((c) => c?.startsWith(`${XSRF_COOKIE}=`));
    expect(line).toBeDefined();
    const attributes = line!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('path=/');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).not.toContain('httponly');
    expect(attributes).not.toContain('secure');
    const token = cookieFrom(line).slice(XSRF_COOKIE.length + 1);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(cookieFrom(second.headers['set-cookie'])).not.toBe(cookieFrom(line));
  });

  it('is not issued again to a caller that has one, nor on publicly cacheable reads', async () => {
    const withCookie = await t.app.inject({
      url: '/api/client-config',
      headers: { cookie: `${XSRF_COOKIE}=${TOKEN}` },
    });
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    const products = await t.app.inject({ url: '/api/products' });
    expect(products.headers['cache-control']).toMatch(/^public/);
    expect(products.headers['set-cookie']).toBeUndefined();
  });

  it('is added next to better-auth cookies, not instead of them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: authHeaders(t.app),
      remoteAddress: '192.0.2.98',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = cookieFrom(res.headers['set-cookie']);
    expect(cookie).toContain('better-auth.session_token=');
    expect(cookie).toContain(`${XSRF_COOKIE}=`);
  });

  it('works as the web app uses it: the issued cookie echoed in the header passes', async () => {
    const issued = cookieFrom(
      (await t.app.inject({ url: '/api/client-config' })).headers['set-cookie'],
    );
    const token = issued.slice(XSRF_COOKIE.length + 1);
    const res = await editProfile({ [XSRF_HEADER]: token }, `${sessionCookie}; ${issued}`);
    expect(res.statusCode).toBe(200);
  });
});
