import { ApiErrorSchema, USER_MESSAGES } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import {
  authHeaders,
  authRouterEndpoints,
  nextClientIp,
  signInUser,
  signUpUser,
  TEST_PASSWORD,
  useAccounts,
  type TestUser,
} from '../../test/helpers/auth.js';
import { useTestApp } from '../../test/helpers/test-app.js';
import { AUTH_SURFACE, endpointKey } from './auth-surface.js';

// The better-auth endpoints under /api/auth as an attacker tours them (decisions 080–082).

const mails: MailMessage[] = [];
const mailer: Mailer = { send: async (message) => void mails.push(message), close: () => {} };

const t = useTestApp({ deps: { mailer } });
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    headers: { ...authHeaders(t.app), 'content-type': 'application/json', ...headers },
    remoteAddress: nextClientIp(),
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const getSession = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/auth/get-session', headers });

/** `POST /change-password` with `user`'s session cookie, from the current password, plus `fields`. */
const changePassword = (user: TestUser, fields: Record<string, unknown>) =>
  post('/change-password', { currentPassword: TEST_PASSWORD, ...fields }, { cookie: user.cookie });

/** The user's row, to check that a refused request changed nothing. */
const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

/** Every endpoint better-auth's router serves, as `METHOD /path` (server-only ones excluded). */
function routerEndpoints(): string[] {
  return authRouterEndpoints(t.app.auth.api).map(({ method, path }) => endpointKey(method, path));
}

describe('endpoints the shop does not use are not reachable', () => {
  it('every endpoint of the router outside AUTH_SURFACE answers 404 in the error shape, even to an admin', async () => {
    const kept = new Set(AUTH_SURFACE.map((e) => endpointKey(e.method, e.path)));
    const closed = routerEndpoints().filter((key) => !kept.has(key));
    // The admin plugin's endpoints and the session lists are among them.
    expect(closed).toEqual(
      expect.arrayContaining([
        'POST /admin/set-role',
        'POST /admin/impersonate-user',
        'POST /admin/list-user-sessions',
        'POST /admin/create-user',
        'POST /admin/update-user',
        'GET /list-sessions',
        'POST /change-email',
      ]),
    );
    for (const key of closed) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const url = `/api/auth${path.replace(/:\w+/g, 'x')}`;
      const response = await t.app.inject({
        method,
        url,
        headers: { ...authHeaders(t.app), ...admin.headers },
        ...(method === 'POST' ? { payload: { userId: admin.id, role: 'user' } } : {}),
      });
      expect(response.statusCode, key).toBe(404);
      expect(ApiErrorSchema.safeParse(response.json()).success, key).toBe(true);
    }
    expect((await rowOf(admin.id))?.role).toBe('admin');
  });

  it('every endpoint of AUTH_SURFACE is served by better-auth (no stale row)', () => {
    const served = new Set(routerEndpoints());
    const stale = AUTH_SURFACE.map((e) => endpointKey(e.method, e.path)).filter(
      (key) => !served.has(key),
    );
    expect(stale).toEqual([]);
  });
});

describe('update-user: the profile route rules', () => {
  const cases: [string, unknown, string][] = [
    ['a 5,000-character name', { name: 'x'.repeat(5000) }, 'name'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name'],
    ['a 900 kB image', { image: `https://example.com/${'a'.repeat(900_000)}` }, 'image'],
    ['a javascript: URL', { image: 'javascript:alert(1)' }, 'image'],
    ['a data: URL', { image: 'data:image/png;base64,AAAA' }, 'image'],
    ['a NUL in the name', { name: 'Ali\u0000ce' }, 'name'],
    ['a lone surrogate', { name: 'Ali\ud800ce' }, 'name'],
    ['a new e-mail', { email: 'taken-over@example.com' }, 'email'],
    ['a role', { role: 'admin' }, 'role'],
    ['emailVerified', { emailVerified: true }, 'emailVerified'],
    ['a name of the wrong type', { name: { first: 'A' } }, 'name'],
    ['deep nesting', { name: JSON.parse('['.repeat(50) + ']'.repeat(50)) }, 'name'],
  ];
  it.each(cases)('%s → 400 in the error shape, nothing stored', async (_, body, field) => {
    const user = await signUpUser(t.app);
    const before = await rowOf(user.id);
    const response = await post('/update-user', body, { cookie: user.cookie });
    expect(response.statusCode, response.body).toBe(400);
    const error = ApiErrorSchema.parse(response.json()).error;
    expect(Object.keys(error.details ?? {})).toContain(field);
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('a body that is not a JSON object → 400; not JSON → 415', async () => {
    const user = await signUpUser(t.app);
    // Found by the fuzz suite: an own `__proto__` key once made the refusal itself fail (500).
    const proto = await post('/update-user', '{"__proto__":{"role":"admin"}}', {
      cookie: user.cookie,
    });
    expect(proto.statusCode).toBe(400);
    expect(ApiErrorSchema.safeParse(proto.json()).success).toBe(true);
    expect((await post('/update-user', '[1]', { cookie: user.cookie })).statusCode).toBe(400);
    expect((await post('/update-user', '{"name":', { cookie: user.cookie })).statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...authHeaders(t.app), cookie: user.cookie, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(form.statusCode).toBe(415);
    expect(ApiErrorSchema.safeParse(form.json()).success).toBe(true);
  });

  it('changes the name and an http(s) photo; an empty photo is cleared', async () => {
    const user = await signUpUser(t.app);
    const image = 'https://cdn.example.com/me.webp';
    const ok = await post('/update-user', { name: 'New Name', image }, { cookie: user.cookie });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ name: 'New Name', image });
    const cleared = await post('/update-user', { image: '' }, { cookie: user.cookie });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ name: 'New Name', image: null });
  });
});

describe('sign-up', () => {
  it('refuses a claimed role and a javascript: photo; a claimed verification is ignored', async () => {
    const email = `claims-${Date.now()}@example.com`;
    const body = { name: 'Claims', email, password: TEST_PASSWORD };
    const forged = await post('/sign-up/email', { ...body, role: 'admin', emailVerified: true });
    expect(forged.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(forged.json()).error.message).toMatch(/role/);
    const account = () => t.db.select().from(users).where(eq(users.email, email));
    expect(await account()).toEqual([]);
    const verified = await post('/sign-up/email', { ...body, emailVerified: true });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await account())[0]).toMatchObject({ role: 'user', emailVerified: false });
    const photo = await post('/sign-up/email', {
      ...body,
      email: `photo-${email}`,
      image: 'javascript:alert(1)',
    });
    expect(photo.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(photo.json()).error.details).toHaveProperty('image');
  });
});

describe('passwords: the rules of spec §5 wherever one is set', () => {
  it('change-password refuses a weak new password with the spec message', async () => {
    const user = await signUpUser(t.app);
    const response = await changePassword(user, { newPassword: 'aaaaaaaa' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', message: USER_MESSAGES.passwordPattern },
      message: USER_MESSAGES.passwordPattern,
    });
    await expect(signInUser(t.app, user.email, TEST_PASSWORD)).resolves.toBeTruthy();
  });

  /** Asks for a reset of `email` and answers the token of the mailed link. */
  async function resetToken(email: string): Promise<string> {
    const asked = await post('/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(asked.statusCode).toBe(200);
    const mail = mails.findLast((m) => m.to === email);
    const token = mail?.text.match(/reset-password\?token=([\w%-]+)/)?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return decodeURIComponent(token);
  }

  it('reset-password refuses a weak password with the spec message, and a NUL token with 400', async () => {
    const user = await signUpUser(t.app);
    const token = await resetToken(user.email);
    const weak = await post('/reset-password', { token, newPassword: 'aaaaaaaa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      error: { code: 'validation_failed', message: USER_MESSAGES.passwordPattern },
    });
    const nul = await post('/reset-password', { token: 'a\u0000b', newPassword: 'N3w!password' });
    expect(nul.statusCode).toBe(400);
    expect(ApiErrorSchema.safeParse(nul.json()).success).toBe(true);
    await expect(signInUser(t.app, user.email, TEST_PASSWORD)).resolves.toBeTruthy();
  });

  it('reset-password ends every session of that user', async () => {
    const user = await signUpUser(t.app);
    const other = await signInUser(t.app, user.email);
    const token = await resetToken(user.email);
    const reset = await post('/reset-password', { token, newPassword: 'N3w!password' });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const session of [user, other]) {
      expect((await getSession({ cookie: session.cookie })).json()).toBeNull();
      const api = await t.app.inject({ url: `/api/user/${user.email}`, headers: session.headers });
      expect(api.statusCode).toBe(401);
    }
  });

  it('change-password ends every other session; the caller goes on with the answered one', async () => {
    const user = await signUpUser(t.app);
    const other = await signInUser(t.app, user.email);
    const changed = await changePassword(user, {
      newPassword: 'N3w!password',
      revokeOtherSessions: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { token } = changed.json<{ token: string }>();
    expect(token).toBeTruthy();
    const stale = await t.app.inject({ url: `/api/user/${user.email}`, headers: other.headers });
    expect(stale.statusCode).toBe(401);
    expect((await getSession({ cookie: other.cookie })).json()).toBeNull();
    const fresh = await t.app.inject({
      url: `/api/user/${user.email}`,
      headers: { authorization: `Bearer ${token}`, email: user.email },
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('sign-out is effective at once on every read, get-session included', async () => {
    const user = await signUpUser(t.app);
    expect((await getSession({ cookie: user.cookie })).json()).toMatchObject({
      user: { email: user.email },
    });
    const out = await post('/sign-out', {}, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    // The cookies of before the sign-out, as a copied or stolen cookie jar would send them.
    expect((await getSession({ cookie: user.cookie })).json()).toBeNull();
    expect((await getSession({ authorization: `Bearer ${user.token}` })).json()).toBeNull();
  });

  it('get-session answers no session token', async () => {
    const user = await signUpUser(t.app);
    const body = (await getSession({ cookie: user.cookie })).json<{
      session: Record<string, unknown>;
    }>();
    expect(body.session).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain(user.token);
    expect(body.session).not.toHaveProperty('token');
  });
});

describe('every bad input is a 4xx in the one error shape', () => {
  const hostile: [string, string, unknown][] = [
    ['/sign-in/email', 'NUL in the e-mail', { email: 'a\u0000@example.com', password: 'x' }],
    ['/sign-in/email', 'a huge password', { email: 'a@example.com', password: 'x'.repeat(5000) }],
    ['/sign-in/email', 'wrong types', { email: 42, password: ['x'] }],
    [
      '/sign-up/email',
      'a lone surrogate',
      { name: '\udc00', email: 'b@example.com', password: TEST_PASSWORD },
    ],
    ['/request-password-reset', 'NUL', { email: '\u0000' }],
    ['/reset-password', 'wrong types', { token: 1, newPassword: null }],
    [
      '/send-verification-email',
      'deep nesting',
      { email: JSON.parse('['.repeat(20) + ']'.repeat(20)) },
    ],
    ['/sign-in/social', 'NUL provider', { provider: 'git\u0000hub' }],
  ];
  it.each(hostile)('%s with %s', async (path, _, body) => {
    const response = await post(path, body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(ApiErrorSchema.safeParse(response.json()).success, response.body).toBe(true);
  });

  it('a NUL in a GET query string → 400', async () => {
    const response = await t.app.inject({ url: '/api/auth/verify-email?token=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.safeParse(response.json()).success).toBe(true);
  });
});
