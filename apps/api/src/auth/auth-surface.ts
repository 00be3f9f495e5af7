import {
  ChangePasswordRequestSchema,
  ResetPasswordRequestSchema,
  SignUpRequestSchema,
  UpdateAccountRequestSchema,
  PhotoURLSchema,
  USER_MESSAGES,
} from '@partline/shared';
import type { z } from 'zod';

/**
 * A sign-up body: the shared sign-up rules of spec §5, and the photo a sign-up may carry under the
 * profile route's rule.
 */
export const SIGN_UP_BODY = SignUpRequestSchema.extend({
  image: PhotoURLSchema.optional(),
});

/** Who may call an endpoint of the auth surface. */
export type AuthCaller = 'anyone' | 'signed in' | 'the OAuth provider' | 'the mail link';

/** One better-auth endpoint the shop keeps (decision 080). */
export interface AuthEndpoint {
  method: 'GET' | 'POST';
  /** better-auth's path, without the base path; `:name` is one path segment. */
  path: string;
  who: AuthCaller;
  /** What it may do, as SECURITY.md lists it. */
  does: string;
  /**
   * The shared schema of its JSON body (checked before better-auth sees it, 400 in the error
   * shape); the body better-auth receives is what the schema parsed, unknown keys dropped.
   */
  body?: z.ZodType;
  /** The parsed body as better-auth must receive it (defaults, forced flags). */
  rewrite?: (parsed: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Every better-auth endpoint reachable under `/api/auth` (decision 080); any other method and path
 * there answers 404 before better-auth sees it, so an endpoint added by a library upgrade or a
 * plugin stays closed until it is listed here. The admin plugin's endpoints are all closed: the
 * shop's own routes change roles (with the last-admin rule and the audit log) and list users.
 */
export const AUTH_SURFACE: readonly AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    who: 'anyone',
    does: 'creates a client account (role user) under the password rules of spec §5, signs it in and mails the verification link',
    // Its body is checked by SIGN_UP_BODY in better-auth's before hook (auth.ts), after the rate
    // limit: refused sign-ups count towards it.
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    who: 'anyone',
    does: 'signs in with e-mail and password (rate-limited); answers the new session',
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    who: 'anyone',
    does: 'starts a Google, Facebook or GitHub sign-in (a configured provider only)',
  },
  {
    method: 'GET',
    path: '/callback/:id',
    who: 'the OAuth provider',
    does: 'ends a social sign-in: checks the state, signs in or creates the account (role user)',
  },
  {
    method: 'GET',
    path: '/get-session',
    who: 'anyone',
    does: "the caller's own session and user (null when signed out), without the session token",
  },
  {
    method: 'POST',
    path: '/sign-out',
    who: 'signed in',
    does: "deletes the caller's session; every later read of it finds none",
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    who: 'anyone',
    does: 'mails a reset link if the e-mail has an account; answers the same either way (rate-limited)',
  },
  {
    method: 'POST',
    path: '/reset-password',
    who: 'the mail link',
    does: 'sets a new password under the rules of spec §5 with the mailed token, and ends every session, API key and webhook endpoint of that user',
    body: ResetPasswordRequestSchema,
  },
  {
    method: 'GET',
    path: '/verify-email',
    who: 'the mail link',
    does: "marks the mailed address verified and signs its owner in; never changes an account's e-mail",
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    who: 'anyone',
    does: 'mails the verification link again to an unverified account',
  },
  {
    method: 'POST',
    path: '/change-password',
    who: 'signed in',
    does: "changes the caller's password (current one required, rules of spec §5), ends every other session and every API key and webhook endpoint the caller made, and answers the caller's new session",
    body: ChangePasswordRequestSchema,
    rewrite: (parsed) => ({ ...parsed, revokeOtherSessions: true }),
  },
  {
    method: 'POST',
    path: '/update-user',
    who: 'signed in',
    does: "changes the caller's own name and photo URL only, under the profile route's rules",
    body: UpdateAccountRequestSchema,
    rewrite: ({ name, image }) => ({
      // The profile route's conventions: an empty name is ignored, an empty photo is cleared.
      ...(typeof name === 'string' && name ? { name } : {}),
      ...(typeof image === 'string'
        ? { image: image && image !== USER_MESSAGES.notAvailable ? image : null }
        : {}),
    }),
  },
];

/** `METHOD /path` of an endpoint, as better-auth's router names it (`:id` segments kept). */
export const endpointKey = (method: string, path: string) => `${method} ${path}`;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

/** The kept endpoint answering `method` on `path` (without base path or query), if any. */
export function findAuthEndpoint(method: string, path: string): AuthEndpoint | undefined {
  return AUTH_SURFACE.find(
    (endpoint) => endpoint.method === method && matches(endpoint.path, path),
  );
}

/** Limits of any input to the auth surface (decision 081): far above any legitimate value. */
export const AUTH_INPUT_LIMITS = { depth: 4, keys: 20, keyChars: 64, stringChars: 4096 } as const;

/** Keys that would reach an object's prototype in code that copies bodies key by key. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused, or `undefined`. */
function badText(text: string, max: number): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text';
  if (text.length > max) return `must be at most ${max} characters`;
  return undefined;
}

/**
 * Why a JSON value sent to the auth surface is refused (NUL, lone surrogates, huge strings, deep
 * nesting, too many keys), as `{ field: [reason] }`, or `undefined` when it may go on. better-auth
 * would pass such input to the database (NUL: PostgreSQL error 22021, answered 500) or into the
 * session cookie.
 */
export function hostileInputProblem(
  value: unknown,
  path = 'body',
  depth = 0,
): Record<string, string[]> | undefined {
  const { depth: maxDepth, keys: maxKeys, keyChars, stringChars } = AUTH_INPUT_LIMITS;
  if (typeof value === 'string') {
    const reason = badText(value, stringChars);
    return reason ? { [path]: [`${path} ${reason}`] } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= maxDepth) return { [path]: [`${path} is nested too deeply`] };
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  if (entries.length > maxKeys) return { [path]: [`${path} has too many entries`] };
  for (const [key, item] of entries) {
    const keyReason = FORBIDDEN_KEYS.has(key) ? 'is not allowed' : badText(key, keyChars);
    if (keyReason) return { [path]: [`a key of ${path} ${keyReason}`] };
    // Reported under the top-level field, as a form shows it.
    const problem = hostileInputProblem(item, depth === 0 ? key : path, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
