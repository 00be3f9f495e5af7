import { PUBLIC_URL } from './server.js';

/** Longest a single request of the suite may take before it counts as hung, ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** What a request answered. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Who calls: a bearer token, a cookie header, or nobody. */
export type Credentials = { token: string } | { cookie: string } | undefined;

/**
 * `method path` on the instance at `baseUrl` (JSON in and out), with the `Origin` of
 * {@link PUBLIC_URL} as the web app sends it.
 * @throws the fetch error when the connection fails (refused, reset) or when it times out.
 */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: {
    body?: unknown;
    as?: Credentials;
    headers?: Record<string, string>;
    /** Gives up (throws) after this long, ms; default {@link REQUEST_TIMEOUT_MS}. */
    timeoutMs?: number;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { origin: PUBLIC_URL, ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.as && 'token' in options.as) headers.authorization = `Bearer ${options.as.token}`;
  if (options.as && 'cookie' in options.as) headers.cookie = options.as.cookie;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** A signed-in account as the suite holds it. */
export interface Account {
  id: string;
  email: string;
  token: string;
  /** `Cookie` header value with the session cookie(s). */
  cookie: string;
}

function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(';')[0])
    .join('; ');
}

let accountCounter = 0;

/** A unique e-mail address for a new account. */
export function uniqueEmail(prefix = 'client'): string {
  accountCounter += 1;
  return `${prefix}${accountCounter}-${Date.now().toString(36)}@resilience.test`;
}

/** The password of accounts the suite signs up. */
export const PASSWORD = 'Str0ng!pass';

/**
 * `POST /api/auth/sign-up/email` then answers the new session.
 * @throws when it does not answer 200.
 */
export async function signUp(baseUrl: string, email = uniqueEmail()): Promise<Account> {
  const res = await call<{ token: string; user: { id: string } }>(
    baseUrl,
    'POST',
    '/api/auth/sign-up/email',
    { body: { email, name: 'Resilience Client', password: PASSWORD } },
  );
  if (res.status !== 200)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, token: res.body.token, cookie: cookieOf(res.headers) };
}

/**
 * `POST /api/auth/sign-in/email` then answers the new session.
 * @throws when it does not answer 200.
 */
export async function signIn(
  baseUrl: string,
  email: string,
  password = PASSWORD,
): Promise<Account> {
  const res = await call<{ token: string; user: { id: string } }>(
    baseUrl,
    'POST',
    '/api/auth/sign-in/email',
    { body: { email, password } },
  );
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, email, token: res.body.token, cookie: cookieOf(res.headers) };
}

/** Polls `check` every 100 ms until it answers true. @throws after `timeoutMs` with `what`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
