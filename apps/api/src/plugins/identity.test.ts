import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { createAdmin, signUpUser, type TestUser } from '../../test/helpers/auth.js';
import { useTestApp } from '../../test/helpers/test-app.js';

// Identity reads the session and its user with one query per request (decision 042).

const t = useTestApp();

const profile = (user: TestUser, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/user/${user.email}`, headers });
const sessionCookieName = async () => (await t.app.auth.$context).authCookies.sessionToken.name;

/** The signed session cookie `name=token.signature` of the user's cookie header. */
async function signedSessionCookie(user: TestUser): Promise<string> {
  const name = await sessionCookieName();
  const pair = user.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  if (!pair) throw new Error('no session cookie');
  return pair;
}

describe('the caller is recognised', () => {
  it('by the session cookie alone, by a raw bearer token and by a signed one', async () => {
    const user = await signUpUser(t.app);
    const cookie = await signedSessionCookie(user);
    const signed = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    expect(signed.startsWith(`${user.token}.`)).toBe(true);
    const variants: Record<string, string>[] = [
      { cookie },
      { authorization: `Bearer ${user.token}` },
      { authorization: `Bearer ${signed}` },
      { authorization: `bearer ${user.token}`, cookie: 'unrelated=1' },
    ];
    for (const headers of variants) {
      const res = await profile(user, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.json()).toMatchObject({ email: user.email });
    }
  });

  it('by the cookie when the bearer token is signed wrongly', async () => {
    const user = await signUpUser(t.app);
    const res = await profile(user, {
      authorization: `Bearer ${user.token}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`,
      cookie: await signedSessionCookie(user),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the caller is signed out', () => {
  it('with a session cookie whose signature does not match', async () => {
    const user = await signUpUser(t.app);
    const name = await sessionCookieName();
    const forged = `${name}=${encodeURIComponent(`${user.token}.${'A'.repeat(43)}=`)}`;
    expect((await profile(user, { cookie: forged })).statusCode).toBe(401);
    const unsigned = `${name}=${user.token}`;
    expect((await profile(user, { cookie: unsigned })).statusCode).toBe(401);
  });

  it('with an unknown bearer token', async () => {
    const user = await signUpUser(t.app);
    expect((await profile(user, { authorization: 'Bearer not-a-session' })).statusCode).toBe(401);
  });

  it('at once when the session is deleted, despite the session cookie cache', async () => {
    const user = await signUpUser(t.app);
    expect((await profile(user, { cookie: user.cookie })).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await profile(user, { cookie: user.cookie })).statusCode).toBe(401);
    expect((await profile(user, user.headers)).statusCode).toBe(401);
  });

  it('when the session has expired', async () => {
    const user = await signUpUser(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await profile(user, user.headers)).statusCode).toBe(401);
  });

  it('when the user is banned', async () => {
    const user = await signUpUser(t.app);
    expect((await profile(user, user.headers)).statusCode).toBe(200);
    await t.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect((await profile(user, user.headers)).statusCode).toBe(401);
  });
});

describe('what the session says', () => {
  it('follows a role change at once', async () => {
    const admin = await createAdmin(t.app);
    const allOrders = () => t.app.inject({ url: '/api/orders', headers: admin.headers });
    expect((await allOrders()).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await allOrders()).statusCode).toBe(403);
  });

  it("refuses an email header that is not the caller's", async () => {
    const user = await signUpUser(t.app);
    const res = await profile(user, { ...user.headers, email: 'someone-else@example.com' });
    expect(res.statusCode).toBe(403);
    const sameIgnoringCase = await profile(user, {
      ...user.headers,
      email: user.email.toUpperCase(),
    });
    expect(sameIgnoringCase.statusCode).toBe(200);
  });

  it('is extended by better-auth once it is a day old', async () => {
    const user = await signUpUser(t.app);
    const { expiresIn } = (await t.app.auth.$context).sessionConfig;
    // Created two days ago: it expires in five days, and is due for its daily refresh.
    const old = new Date(Date.now() + (expiresIn - 2 * 86_400) * 1000);
    await t.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.userId, user.id));
    expect((await profile(user, user.headers)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 86_400_000);
  });
});
