import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loggerOptions } from '../../src/plugins/logger.js';
import { putInstitution, signUpUser, TEST_PASSWORD, type TestUser } from '../helpers/auth.js';
import {
  createTestDatabase,
  makeTempDir,
  testConfig,
  type TestDatabase,
} from '../helpers/test-app.js';

// Passwords, session tokens and cookies never reach the logs, even at the most verbose level
// (ASVS V16: the app's own logger options, with their redaction, at LOG_LEVEL=trace).

const lines: string[] = [];
let app: App;
let database: TestDatabase;
let user: TestUser;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(makeTempDir(), { LOG_LEVEL: 'trace', NODE_ENV: 'production' });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp(config, {
    database: database.handle,
    logger: pino(loggerOptions(config), sink),
  });
  user = await signUpUser(app, { password: 'Very$ecret-Passw0rd' });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

it('keeps passwords, session tokens and cookies out of every log line', async () => {
  const origin = { origin: app.auth.options.baseURL as string };
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: origin,
    remoteAddress: '192.0.2.90',
    payload: { email: user.email, password: 'Wr0ng-but-$ecret' },
  });
  await app.inject({
    url: `/api/user/${user.email}`,
    headers: { ...user.headers, cookie: user.cookie },
  });
  await app.inject({ url: '/api/orders/not-a-uuid', headers: user.headers });
  await putInstitution(app, user, { cookie: user.cookie, origin: 'https://evil.example' }, 'x');
  await app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { ...origin, cookie: user.cookie },
    payload: { currentPassword: 'Very$ecret-Passw0rd', newPassword: TEST_PASSWORD },
  });

  expect(lines.length).toBeGreaterThan(10);
  const sessionCookie = user.cookie.split('; ').find((pair) => pair.includes('session_token='));
  const secrets = [
    'Very$ecret-Passw0rd',
    'Wr0ng-but-$ecret',
    TEST_PASSWORD,
    user.token,
    sessionCookie?.slice(sessionCookie.indexOf('=') + 1),
  ];
  for (const secret of secrets) {
    expect(secret).toBeTruthy();
    expect(lines.filter((line) => line.includes(secret as string))).toEqual([]);
  }
});

it('keeps invitation, reset and verification tokens out of the request log', async () => {
  const invitationToken = 'inv_4nY7bQ2xZr9kLmP0sT5wUe8hJd3cFg6V';
  const resetToken = 'rst9Kp2Lm7Qx4Wz8Vb1Nc6Jd0Hf3Gs5Ty';
  const verifyToken = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXZlcmlmeQ.c2lnbmF0dXJl';
  await app.inject({ url: `/api/invitations/${invitationToken}` });
  await app.inject({
    method: 'POST',
    url: `/api/invitations/${invitationToken}/accept`,
    headers: user.headers,
  });
  await app.inject({ url: `/api/auth/reset-password/${resetToken}?callbackURL=%2F` });
  await app.inject({ url: `/api/auth/verify-email?token=${verifyToken}&callbackURL=%2F` });

  const requestLines = lines.filter((line) => line.includes('incoming request'));
  expect(requestLines.some((line) => line.includes('/api/invitations/[redacted]/accept'))).toBe(
    true,
  );
  expect(requestLines.some((line) => line.includes('verify-email?token=[redacted]'))).toBe(true);
  for (const secret of [invitationToken, resetToken, verifyToken]) {
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  }
});
