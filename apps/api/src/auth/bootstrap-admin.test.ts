import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInUser, signUpUser } from '../../test/helpers/auth.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './bootstrap-admin.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const logger = () => ({ info: vi.fn(), warn: vi.fn() });

async function isAdmin(app: TestApp['app'], email: string, password: string) {
  const session = await signInUser(app, email, password);
  const response = await app.inject({ url: `/api/admin/${email}`, headers: session.headers });
  return response.json<{ admin: boolean }>().admin;
}

describe('bootstrapAdmin', () => {
  it('creates the ADMIN_EMAIL account with ADMIN_PASSWORD, once', async () => {
    t = await createTestApp({
      env: { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'owner-password' },
    });
    const deps = { auth: t.app.auth, db: t.db, config: t.config, logger: logger() };
    expect(await bootstrapAdmin(deps)).toMatchObject({ action: 'created' });
    expect(await isAdmin(t.app, 'owner@example.com', 'owner-password')).toBe(true);
    expect(await bootstrapAdmin(deps)).toMatchObject({ action: 'unchanged' });
  });

  it('promotes an existing ADMIN_EMAIL account and keeps its password', async () => {
    t = await createTestApp({
      env: { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'not-used-password' },
    });
    const user = await signUpUser(t.app, { email: 'boss@example.com' });
    const deps = { auth: t.app.auth, db: t.db, config: t.config, logger: logger() };
    expect(await bootstrapAdmin(deps)).toMatchObject({ action: 'promoted' });
    expect(await isAdmin(t.app, user.email, user.password)).toBe(true);
  });

  it('without ADMIN_EMAIL, gives a database without admins admin@partline.local, logged once', async () => {
    t = await createTestApp();
    const log = logger();
    const deps = { auth: t.app.auth, db: t.db, config: t.config, logger: log };
    const result = await bootstrapAdmin(deps);
    expect(result).toMatchObject({ action: 'created', email: DEFAULT_ADMIN_EMAIL });
    const password = result.generatedPassword as string;
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]?.[1])).toContain(password);
    expect(await isAdmin(t.app, DEFAULT_ADMIN_EMAIL, password)).toBe(true);

    expect(await bootstrapAdmin(deps)).toEqual({ action: 'none' });
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
