import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import type { App } from '../../src/app.js';
import type { TestApp } from './test-app.js';
import { users } from '../../src/db/schema/index.js';

let clientCounter = 0;

/**
 * A fresh client IP for `app.inject({ remoteAddress })`: sign-in and sign-up are rate-limited per
 * IP, so helpers that sign many people up come from different addresses.
 */
export function nextClientIp(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

let userCounter = 0;

/** A password that passes the sign-up rules of spec §5. */
export const TEST_PASSWORD = 'Str0ng!pass';

/** A signed-in user made by {@link signUpUser} or {@link createAdmin}. */
export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  /** `Cookie` header value with the session cookie(s). */
  cookie: string;
  /** The session token: `Authorization: Bearer <token>` (what `POST /api/login` answers). */
  token: string;
  /** Headers of a web-app call: bearer token and the `email` header. */
  headers: { authorization: string; email: string };
}

/** `Cookie` header from the `Set-Cookie` headers of an inject response (expired ones dropped). */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Headers better-auth needs on a POST from the web app (its CSRF check wants the origin). */
export function authHeaders(app: App): Record<string, string> {
  return { origin: app.auth.options.baseURL as string };
}

/**
 * Marks `user`'s e-mail address verified, as following the mailed link does (invitations are only
 * sent from a verified address, decision 294).
 */
export async function verifyEmail(app: App, user: { id: string }): Promise<void> {
  await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
}

/**
 * Signs a new user up through `POST /api/auth/sign-up/email` (a unique e-mail unless given) and
 * returns their session as a cookie and a bearer token.
 * @throws when sign-up does not answer 200.
 */
export async function signUpUser(
  app: App,
  input: Partial<{ email: string; name: string; password: string }> = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = (input.email ?? `client${userCounter}-${Date.now()}@example.com`).toLowerCase();
  const name = input.name ?? `Client ${userCounter}`;
  const password = input.password ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: authHeaders(app),
    remoteAddress: nextClientIp(),
    payload: { email, name, password },
  });
  succeeded(response, 200, `sign-up of ${email}`);
  const body = response.json<{ token: string; user: { id: string } }>();
  return {
    id: body.user.id,
    email,
    name,
    password,
    cookie: cookieFrom(response.headers['set-cookie']),
    token: body.token,
    headers: { authorization: `Bearer ${body.token}`, email },
  };
}

/**
 * A set-up call's answer, once it has `status`: a step that arranges a test, not what it asserts.
 * @throws `<what> failed: <status> <body>` for any other status.
 */
export function succeeded(
  res: LightMyRequestResponse,
  status: number,
  what: string,
): LightMyRequestResponse {
  if (res.statusCode !== status) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * `method url` as `user` (the web app's bearer token and `email` header), with `payload` as the
 * JSON body when given.
 */
export function sendAs(
  app: App,
  user: Pick<TestUser, 'headers'>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * `PUT /api/update/user/{email}` setting `user`'s `institution`, sent with exactly `headers` (a
 * bearer token or a cookie, and an `Origin`): the write the CSRF, CORS and logging suites send
 * from other pages (decisions 050, 053). Answers the response, whatever its status.
 */
export function putInstitution(
  app: App,
  user: Pick<TestUser, 'email'>,
  headers: Record<string, string>,
  institution: string,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/update/user/${user.email}`,
    headers,
    payload: { institution },
  });
}

/**
 * Signs an existing user in through `POST /api/auth/sign-in/email`.
 * @throws when sign-in does not answer 200.
 */
export async function signInUser(
  app: App,
  email: string,
  password: string = TEST_PASSWORD,
): Promise<Pick<TestUser, 'cookie' | 'token' | 'headers'> & { id: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: authHeaders(app),
    remoteAddress: nextClientIp(),
    payload: { email, password },
  });
  succeeded(response, 200, `sign-in of ${email}`);
  const body = response.json<{ token: string; user: { id: string } }>();
  return {
    id: body.user.id,
    cookie: cookieFrom(response.headers['set-cookie']),
    token: body.token,
    headers: { authorization: `Bearer ${body.token}`, email },
  };
}

/**
 * A signed-up user promoted to role admin directly in the database (the session sees the role at
 * once: identity reads it from `users`).
 */
export async function createAdmin(
  app: App,
  input: Partial<{ email: string; name: string; password: string }> = {},
): Promise<TestUser> {
  const user = await signUpUser(app, { name: 'Admin', ...input });
  await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  return user;
}

/** Every field of a {@link TestUser}, for the stand-ins of {@link useAccounts}. */
const TEST_USER_FIELDS = [
  'id',
  'email',
  'name',
  'password',
  'cookie',
  'token',
  'headers',
] as const satisfies readonly (keyof TestUser)[];

/** One account of {@link useAccounts}: a signed-up client unless `role` is `admin`. */
export type AccountSpec = Partial<{ role: 'user' | 'admin'; email: string; name: string }>;

/**
 * The accounts a test file (or `describe` block) signs up once, in `beforeAll` after `t` is built
 * and in the order of `specs`: `useAccounts(t, { admin: { role: 'admin' }, client: {} })`. Each
 * answer stands for its account once it exists (use it in hooks and tests).
 */
export function useAccounts<const K extends string>(
  t: Pick<TestApp, 'app'>,
  specs: Record<K, AccountSpec>,
): Record<K, TestUser> {
  const made = new Map<K, TestUser>();
  beforeAll(async () => {
    for (const [key, { role, ...input }] of Object.entries(specs) as [K, AccountSpec][]) {
      made.set(
        key,
        role === 'admin' ? await createAdmin(t.app, input) : await signUpUser(t.app, input),
      );
    }
  });
  const current = (key: K): TestUser => {
    const user = made.get(key);
    if (!user) throw new Error(`${key} signs up in beforeAll: use it in hooks and tests`);
    return user;
  };
  const accounts = {} as Record<K, TestUser>;
  for (const key of Object.keys(specs) as K[]) {
    const account = {} as TestUser;
    for (const field of TEST_USER_FIELDS) {
      Object.defineProperty(account, field, { enumerable: true, get: () => current(key)[field] });
    }
    accounts[key] = account;
  }
  return accounts;
}

/**
 * Every endpoint better-auth's router serves (`auth.api`), one entry per method (`*` counts as GET
 * and POST); server-only endpoints are left out. `path` is relative to its base path.
 */
export function authRouterEndpoints(api: object): { method: string; path: string }[] {
  return Object.values(api as Record<string, unknown>).flatMap((endpoint) => {
    const { path, options } = endpoint as {
      path?: string;
      options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
    };
    if (!path || options?.metadata?.SERVER_ONLY) return [];
    return [options?.method ?? 'GET']
      .flat()
      .flatMap((method) => (method === '*' ? ['GET', 'POST'] : [method]))
      .map((method) => ({ method, path }));
  });
}
