import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { accounts, users } from '../db/schema/index.js';
import { authHeaders, cookieFrom, nextClientIp } from '../../test/helpers/auth.js';
import { useTestApp } from '../../test/helpers/test-app.js';

const t = useTestApp({
  env: { GITHUB_CLIENT_ID: 'github-client-id', GITHUB_CLIENT_SECRET: 'github-client-secret' },
});
afterEach(() => vi.restoreAllMocks());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** GitHub's token and user endpoints, stubbed at the fetch boundary; other hosts go through. */
function stubGitHub() {
  const realFetch = globalThis.fetch;
  const seen: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.host !== 'github.com' && url.host !== 'api.github.com') return realFetch(input, init);
    seen.push(`${url.host}${url.pathname}`);
    if (url.href === 'https://github.com/login/oauth/access_token') {
      return json({
        access_token: 'gho_test',
        token_type: 'bearer',
        scope: 'read:user,user:email',
      });
    }
    if (url.href === 'https://api.github.com/user') {
      return json({
        id: 4242,
        login: 'octo-buyer',
        name: 'Octo Buyer',
        email: null,
        avatar_url: 'https://avatars.example.com/u/4242',
      });
    }
    if (url.href === 'https://api.github.com/user/emails') {
      return json([{ email: 'octo@example.com', primary: true, verified: true }]);
    }
    return new Response('not stubbed', { status: 404 });
  });
  return seen;
}

/** Starts a social sign-in with `provider` that comes back to `/dashboard`. */
const startSocialSignIn = (provider: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: authHeaders(t.app),
    remoteAddress: nextClientIp(),
    payload: { provider, callbackURL: '/dashboard' },
  });

it('signs in with GitHub: authorize URL, then the callback creates the user and a session', async () => {
  const config = await t.app.inject({ url: '/api/client-config' });
  expect(config.json().socialProviders).toEqual({ google: false, facebook: false, github: true });

  const start = await startSocialSignIn('github');
  expect(start.statusCode).toBe(200);
  const authorize = new URL(start.json<{ url: string }>().url);
  expect(authorize.origin + authorize.pathname).toBe('https://github.com/login/oauth/authorize');
  expect(authorize.searchParams.get('client_id')).toBe('github-client-id');
  expect(authorize.searchParams.get('redirect_uri')).toBe(
    `${t.config.publicUrl}/api/auth/callback/github`,
  );
  const state = authorize.searchParams.get('state') as string;

  const seen = stubGitHub();
  const callback = await t.app.inject({
    url: `/api/auth/callback/github?code=test-code&state=${encodeURIComponent(state)}`,
    headers: { cookie: cookieFrom(start.headers['set-cookie']) },
  });
  expect(seen).toEqual(
    expect.arrayContaining(['github.com/login/oauth/access_token', 'api.github.com/user']),
  );
  expect(callback.statusCode).toBe(302);
  expect(callback.headers.location).toBe('/dashboard');
  const cookie = cookieFrom(callback.headers['set-cookie']);
  expect(cookie).toContain('session_token=');

  const [user] = await t.db.select().from(users).where(eq(users.email, 'octo@example.com'));
  expect(user).toMatchObject({ name: 'Octo Buyer', role: 'user', emailVerified: true });
  const linked = await t.db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, user?.id as string));
  expect(linked).toEqual([expect.objectContaining({ providerId: 'github', accountId: '4242' })]);

  const profile = await t.app.inject({ url: '/api/user/octo@example.com', headers: { cookie } });
  expect(profile.statusCode).toBe(200);
  expect(profile.json()).toMatchObject({ displayName: 'Octo Buyer', role: 'user' });
});

it('refuses an unconfigured provider', async () => {
  const start = await startSocialSignIn('google');
  expect(start.statusCode).toBeGreaterThanOrEqual(400);
  expect(start.statusCode).toBeLessThan(500);
});
