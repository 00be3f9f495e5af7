import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '../../src/plugins/csrf.js';
import { signUpUser } from '../helpers/auth.js';
import { type TestApp, useTestApp } from '../helpers/test-app.js';

// Session cookies are HttpOnly and SameSite=Lax everywhere, and Secure exactly under an https
// PUBLIC_URL (decision 050).

/** Each `Set-Cookie` line of a response as name → lower-cased attributes. */
function setCookies(header: string | string[] | undefined): Map<string, string[]> {
  const lines = header === undefined ? [] : [header].flat();
  return new Map(
    lines.map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      return [pair.slice(0, pair.indexOf('=')), attributes.map((a) => a.toLowerCase())];
    }),
  );
}

/** Signs up from the shop's own origin, expects 200, and answers the cookies it set. */
async function cookiesOfSignUp(t: TestApp) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: t.config.publicUrl },
    remoteAddress: '192.0.2.40',
    payload: { name: 'Cookie Tester', email: 'cookies@example.com', password: 'Str0ng!pass' },
  });
  expect(res.statusCode).toBe(200);
  return setCookies(res.headers['set-cookie']);
}

describe('under http://', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'http://shop.example.com' } });

  it('sets HttpOnly, SameSite=Lax session cookies without Secure (a browser would drop them)', async () => {
    const cookies = await cookiesOfSignUp(t);
    const session = cookies.get('better-auth.session_token');
    expect(session).toBeDefined();
    expect(session).toContain('httponly');
    expect(session).toContain('samesite=lax');
    expect(session).toContain('path=/');
    expect(session).not.toContain('secure');
    for (const [name, attributes] of cookies) {
      if (name.startsWith('better-auth.')) expect(attributes, name).toContain('httponly');
    }
    expect(cookies.get(XSRF_COOKIE)).not.toContain('secure');
  });
});

describe('under https://', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://shop.example.com' } });

  it('sets __Secure- session cookies with Secure, HttpOnly and SameSite=Lax, and a Secure XSRF-TOKEN', async () => {
    const cookies = await cookiesOfSignUp(t);
    expect(cookies.has('better-auth.session_token')).toBe(false);
    const session = cookies.get('__Secure-better-auth.session_token');
    expect(session).toBeDefined();
    expect(session).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
    for (const [name, attributes] of cookies) {
      expect(attributes, name).toContain('secure');
    }
    expect(cookies.get(XSRF_COOKIE)).toEqual(expect.arrayContaining(['secure', 'samesite=lax']));
    expect(cookies.get(XSRF_COOKIE)).not.toContain('httponly');
  });

  it('accepts the __Secure- cookie as the session', async () => {
    const user = await signUpUser(t.app);
    expect(user.cookie).toContain('__Secure-better-auth.session_token=');
    const res = await t.app.inject({
      url: `/api/user/${user.email}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email });
  });
});
