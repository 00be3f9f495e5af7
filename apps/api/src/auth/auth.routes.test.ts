import { USER_MESSAGES } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import {
  authHeaders,
  cookieFrom,
  nextClientIp,
  signInUser,
  signUpUser,
  TEST_PASSWORD,
} from '../../test/helpers/auth.js';
import { linkIn, useTestAppWithSmtp } from '../../test/helpers/smtp.js';
import { createTestApp } from '../../test/helpers/test-app.js';

const { t, smtp } = useTestAppWithSmtp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...authHeaders(t.app), ...headers },
    remoteAddress: nextClientIp(),
  });

describe('sign-up validation (spec §5, checked by the shared schema)', () => {
  const valid = { name: 'Farhana Rahman', email: 'farhana@example.com', password: 'Str0ng!pass' };
  const cases: [string, object, string][] = [
    ['short password', { password: 'Ab1!' }, USER_MESSAGES.passwordMin],
    ['no uppercase', { password: 'alllowercase1!' }, USER_MESSAGES.passwordPattern],
    ['no lowercase', { password: 'ALLUPPERCASE1!' }, USER_MESSAGES.passwordPattern],
    ['no digit', { password: 'NoDigitsHere!' }, USER_MESSAGES.passwordPattern],
    ['no special character', { password: 'NoSpecial123' }, USER_MESSAGES.passwordPattern],
    ['no name', { name: '' }, USER_MESSAGES.nameRequired],
    ['bad e-mail', { email: 'not-an-email' }, USER_MESSAGES.emailInvalid],
  ];
  it.each(cases)('%s → 400 with the message of the spec', async (_, change, message) => {
    const response = await post('/api/auth/sign-up/email', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });
});

describe('sign-in errors (spec §8)', () => {
  const signIn = (email: string, password: string) =>
    post('/api/auth/sign-in/email', { email, password });
  /** A refused sign-in's body: the shop's error shape, and better-auth's own code and message. */
  const refused = (code: string, message: string) => ({
    error: { code: 'unauthorized', message, requestId: expect.any(String) },
    code,
    message,
  });

  it('tells an unknown e-mail from a wrong password', async () => {
    const user = await signUpUser(t.app);
    const unknown = await signIn('nobody@example.com', TEST_PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(
      refused('USER_NOT_FOUND', 'User Does Not Exist. Please Sign Up'),
    );

    const wrong = await signIn(user.email, 'Wr0ng!password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(refused('INVALID_PASSWORD', 'Wrong Password'));

    const right = await signIn(user.email.toUpperCase(), TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
  });

  it("answers a password change without a session with 'No user is logged in'", async () => {
    const response = await post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w!password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'No user is logged in' });
  });

  it('changes the password of the signed-in user', async () => {
    const user = await signUpUser(t.app);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'N3w!password' },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    await expect(signInUser(t.app, user.email, 'N3w!password')).resolves.toBeTruthy();
  });
});

describe('cross-site requests', () => {
  it('refuses a sign-in posted from another origin', async () => {
    const user = await signUpUser(t.app);
    const response = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example.com' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('mail', () => {
  it('sends a verification mail at sign-up whose link verifies the address', async () => {
    const user = await signUpUser(t.app, { email: 'verify.me@example.com' });
    const mail = await smtp.waitFor(user.email, /verify your e-mail/i);
    const link = linkIn(mail, `${t.config.publicUrl}/api/auth/verify-email?`);

    const before = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { authorization: user.headers.authorization },
    });
    expect(before.json().user.emailVerified).toBe(false);

    const url = new URL(link);
    const followed = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect([200, 302]).toContain(followed.statusCode);

    // A new sign-in sees the verified address (the old session's cookie cache may lag a minute).
    const session = await signInUser(t.app, user.email);
    const after = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { authorization: session.headers.authorization },
    });
    expect(after.json().user.emailVerified).toBe(true);
    // autoSignInAfterVerification: following the link also signs the user in.
    expect(cookieFrom(followed.headers['set-cookie'])).toContain('session_token=');
  });

  it('mails a reset link to the web app; the token sets a new password', async () => {
    const user = await signUpUser(t.app, { email: 'forgetful@example.com' });
    const asked = await post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.waitFor(user.email, /reset your partline password/i);
    const link = new URL(linkIn(mail, `${t.config.publicUrl}/reset-password?token=`));
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'Res3t!password',
    });
    expect(reset.statusCode).toBe(200);
    await expect(signInUser(t.app, user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await expect(signInUser(t.app, user.email, 'Res3t!password')).resolves.toBeTruthy();
  });
});

describe('sessions', () => {
  it('survive an app restart on the same database', async () => {
    const user = await signUpUser(t.app);
    const restarted = await buildApp(t.config, { database: t.database });
    try {
      const profile = await restarted.inject({
        url: `/api/user/${user.email}`,
        headers: { cookie: user.cookie },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ email: user.email });
      const byToken = await restarted.inject({
        url: `/api/user/${user.email}`,
        headers: user.headers,
      });
      expect(byToken.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('end at sign-out', async () => {
    const user = await signUpUser(t.app);
    const out = await post('/api/auth/sign-out', {}, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: `/api/user/${user.email}`, headers: user.headers });
    expect(after.statusCode).toBe(401);
  });
});

describe('a mail server that is down', () => {
  it('does not fail sign-up or a reset request', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const user = await signUpUser(down.app);
      const reset = await down.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: authHeaders(down.app),
        remoteAddress: nextClientIp(),
        payload: { email: user.email },
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
