import { describe, expect, it } from 'vitest';
import { createAdmin, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { demoteAdmin, setRole } from './users.repository.js';

const t = useTestApp();
const { admin, client, other } = useAccounts(t, {
  admin: { role: 'admin' },
  client: { name: 'Farhana Rahman' },
  other: {},
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  as: TestUser | undefined,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(as ? as.headers : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

describe('POST /api/login', () => {
  it("answers the caller's token, which works as a bearer token", async () => {
    const response = await call(
      'POST',
      '/api/login',
      undefined,
      { email: client.email },
      // A cookie-carrying POST must come from the shop's origin (CSRF, decision 050).
      { cookie: client.cookie, origin: t.config.publicUrl },
    );
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    const profile = await t.app.inject({
      url: `/api/user/${client.email}`,
      headers: { authorization: `Bearer ${accessToken}`, email: client.email },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: client.email });
  });

  it('refuses a token for another e-mail and answers 401 signed out', async () => {
    const forOther = await call('POST', '/api/login', client, { email: other.email });
    expect(forOther.statusCode).toBe(403);
    const signedOut = await call('POST', '/api/login', undefined, { email: client.email });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
});

describe('the email header', () => {
  it("is refused with 403 when it is not the caller's e-mail (any case matches)", async () => {
    const mismatch = await call('GET', `/api/user/${client.email}`, client, undefined, {
      email: other.email,
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toMatchObject({ error: { code: 'forbidden' } });
    const sameInOtherCase = await call('GET', `/api/user/${client.email}`, client, undefined, {
      email: client.email.toUpperCase(),
    });
    expect(sameInOtherCase.statusCode).toBe(200);
  });
});

describe('PUT /api/user/:email', () => {
  it('registers role user and ignores a role in the body', async () => {
    const response = await call('PUT', `/api/user/${client.email}`, client, {
      email: client.email,
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ insertedId: null, role: 'user' });
  });

  it('never downgrades an admin', async () => {
    const response = await call('PUT', `/api/user/${admin.email}`, admin, {
      email: admin.email,
      role: 'user',
    });
    expect(response.json()).toMatchObject({ role: 'admin' });
    const flag = await call('GET', `/api/admin/${admin.email}`, admin);
    expect(flag.json()).toEqual({ admin: true });
  });

  it("is refused for someone else's e-mail", async () => {
    const response = await call('PUT', `/api/user/${other.email}`, client, { email: other.email });
    expect(response.statusCode).toBe(403);
  });
});

describe('profiles', () => {
  it("shows 'N/A' for missing fields of a new profile, and no photo as ''", async () => {
    const response = await call('GET', `/api/user/${other.email}`, other);
    expect(response.json()).toEqual({
      email: other.email,
      role: 'user',
      displayName: other.name,
      photoURL: '',
      institution: 'N/A',
      phoneNumber: 'N/A',
      address: 'N/A',
      dateOfBirth: 'N/A',
      locale: 'en',
    });
  });

  it('keeps a field that is missing from an update and clears an empty one', async () => {
    const first = await call('PUT', `/api/update/user/${client.email}`, client, {
      displayName: 'Farhana R.',
      institution: 'BUET',
      phoneNumber: '+8801700000000',
      address: 'Dhaka',
      dateOfBirth: '1995-04-12',
      photoURL: '/uploads/images/farhana.webp',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ modifiedCount: 1 });

    await call('PUT', `/api/update/user/${client.email}`, client, {
      phoneNumber: '+8801800000000',
      address: '',
    });
    const profile = await call('GET', `/api/user/${client.email}`, client);
    expect(profile.json()).toEqual({
      email: client.email,
      role: 'user',
      displayName: 'Farhana R.',
      photoURL: '/uploads/images/farhana.webp',
      institution: 'BUET',
      phoneNumber: '+8801800000000',
      address: 'N/A',
      dateOfBirth: '1995-04-12',
      locale: 'en',
    });
  });

  it('keeps the language the person chose, in the profile and the session (decision 325)', async () => {
    const before = (await call('GET', `/api/user/${client.email}`, client)).json<object>();
    const saved = await call('PUT', `/api/update/user/${client.email}`, client, { locale: 'bn' });
    expect(saved.statusCode, saved.body).toBe(200);
    // The other fields are kept.
    expect((await call('GET', `/api/user/${client.email}`, client)).json()).toEqual({
      ...before,
      locale: 'bn',
    });
    const session = await call('GET', '/api/auth/get-session', client);
    expect(session.json()).toMatchObject({ user: { email: client.email, locale: 'bn' } });

    for (const locale of ['fr', '', null, 'BN']) {
      const refused = await call('PUT', `/api/update/user/${client.email}`, client, { locale });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { details: { locale: [expect.any(String)] } },
      });
    }
    expect((await call('GET', `/api/user/${client.email}`, client)).json()).toMatchObject({
      locale: 'bn',
    });
  });

  it("takes back what GET answered: 'N/A', '' and null clear a field (decision 091)", async () => {
    await call('PUT', `/api/update/user/${client.email}`, client, {
      institution: 'BUET',
      dateOfBirth: '1995-04-12',
      photoURL: '/uploads/images/farhana.webp',
    });
    const sent = await call('PUT', `/api/update/user/${client.email}`, client, {
      displayName: 'N/A',
      institution: 'N/A',
      phoneNumber: null,
      address: '  ',
      dateOfBirth: 'N/A',
      photoURL: 'N/A',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const cleared = (await call('GET', `/api/user/${client.email}`, client)).json<
      Record<string, string>
    >();
    expect(cleared).toMatchObject({
      displayName: 'Farhana R.',
      institution: 'N/A',
      phoneNumber: 'N/A',
      address: 'N/A',
      dateOfBirth: 'N/A',
      photoURL: '',
    });

    // The whole profile sent back as it came changes nothing.
    const { email: _email, role: _role, ...form } = cleared;
    const echoed = await call('PUT', `/api/update/user/${client.email}`, client, form);
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect((await call('GET', `/api/user/${client.email}`, client)).json()).toEqual(cleared);
  });

  it('still refuses a date of birth that is not YYYY-MM-DD', async () => {
    const response = await call('PUT', `/api/update/user/${client.email}`, client, {
      dateOfBirth: '12/04/1995',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { details: { dateOfBirth: [expect.any(String)] } },
    });
  });

  it("lets nobody change someone else's profile, not even an admin", async () => {
    for (const as of [client, admin]) {
      const response = await call('PUT', `/api/update/user/${other.email}`, as, {
        institution: 'Hacked',
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown e-mail only to admins', async () => {
    const asAdmin = await call('GET', '/api/user/nobody@example.com', admin);
    expect(asAdmin.statusCode).toBe(404);
    const asClient = await call('GET', '/api/user/nobody@example.com', client);
    expect(asClient.statusCode).toBe(403);
  });
});

describe('role lookups', () => {
  it('GET /api/:email answers the role; other single segments are 404', async () => {
    const own = await call('GET', `/api/${client.email}`, client);
    expect(own.json()).toEqual({ role: 'user' });
    const byAdmin = await call('GET', `/api/${admin.email}`, admin);
    expect(byAdmin.json()).toEqual({ role: 'admin' });
    const unknown = await call('GET', '/api/no-such-page', undefined);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found' } });
    const products = await call('GET', '/api/products', undefined);
    expect(products.statusCode).toBe(200);
  });
});

describe('admin rights', () => {
  it('an admin makes and removes admins; lists show them', async () => {
    const made = await call('PUT', `/api/user/admin/${other.email}`, admin);
    expect(made.json()).toEqual({ modifiedCount: 1 });
    const again = await call('PUT', `/api/user/admin/${other.email}`, admin);
    expect(again.json()).toEqual({ modifiedCount: 0 });

    const admins = await call('GET', '/api/admin', admin);
    expect(
      admins
        .json<{ email: string }[]>()
        .map((row) => row.email)
        .sort(),
    ).toEqual([admin.email, other.email].sort());
    const everyone = await call('GET', '/api/users', admin);
    expect(everyone.json()).toHaveLength(3);
    expect(everyone.json()[0]).toEqual({
      _id: admin.id,
      email: admin.email,
      displayName: 'Admin',
      photoURL: '',
      role: 'admin',
    });

    // The new admin's session sees the role at once.
    const asNewAdmin = await call('GET', '/api/users', other);
    expect(asNewAdmin.statusCode).toBe(200);

    const removed = await call('DELETE', `/api/user/admin/${other.email}`, admin);
    expect(removed.json()).toEqual({ modifiedCount: 1 });
    const notAdmin = await call('DELETE', `/api/user/admin/${client.email}`, admin);
    expect(notAdmin.json()).toEqual({ modifiedCount: 0 });
    const unknown = await call('DELETE', '/api/user/admin/nobody@example.com', admin);
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses to remove yourself: 'You can't remove yourself from admin'", async () => {
    const response = await call('DELETE', `/api/user/admin/${admin.email}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'conflict',
        message: "You can't remove yourself from admin",
        requestId: expect.any(String),
      },
    });
  });

  it('never removes the last admin, even with two removals at once', async () => {
    const second = await createAdmin(t.app);
    // Each removes the other: whichever runs second finds itself no longer an admin (403) or is
    // the last admin (409); one admin is left either way.
    const [a, b] = await Promise.all([
      call('DELETE', `/api/user/admin/${second.email}`, admin),
      call('DELETE', `/api/user/admin/${admin.email}`, second),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const survivor = a.statusCode === 200 ? admin : second;
    const admins = await call('GET', '/api/admin', survivor);
    expect(admins.json()).toEqual([expect.objectContaining({ email: survivor.email })]);

    // The last admin cannot be removed by anyone (here by a direct, concurrent pair).
    const third = await createAdmin(t.app);
    const outcomes = await Promise.all([
      demoteAdmin(t.db, survivor.id),
      demoteAdmin(t.db, third.id),
    ]);
    expect(outcomes.sort()).toEqual(['demoted', 'last-admin']);
    await setRole(t.db, admin.id, 'admin');
  });

  it('admin routes answer 403 to clients', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin'],
      ['GET', '/api/users'],
      ['PUT', `/api/user/admin/${client.email}`],
      ['DELETE', `/api/user/admin/${admin.email}`],
    ] as const) {
      expect((await call(method, url, client)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/client-config', () => {
  it('says which social providers are configured', async () => {
    const response = await call('GET', '/api/client-config', undefined);
    expect(response.json()).toEqual({
      socialProviders: { google: false, facebook: false, github: false },
      paymentProvider: 'local',
      // Without provider keys or a bank account: the simulated card alone (decision 311).
      paymentOptions: [
        expect.objectContaining({ option: 'local', maxOrderTaka: null, holdDays: null }),
      ],
    });
  });
});
