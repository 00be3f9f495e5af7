import { USER_MESSAGES } from '@partline/shared';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { localeOrDefault } from '../i18n/translator.js';
import { resetPasswordMail, verificationMail } from '../mail/templates.js';
import { SIGN_UP_BODY } from './auth-surface.js';
import type { BetterAuthRateLimitStorage } from './rate-limit-storage.js';

/** Where better-auth answers, under the public origin. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The header the Fastify mount sets to the client IP Fastify resolved (`request.ip`, which honours
 * its `trustProxy` setting); any value sent by the client is overwritten, so it cannot dodge the
 * rate limit with a made-up `X-Forwarded-For`.
 */
export const CLIENT_IP_HEADER = 'x-partline-client-ip';

/**
 * The Vite dev server (`npm run dev`) proxies `/api` to the API, so its pages post to better-auth
 * with this origin; trusted in development only.
 */
export const DEV_WEB_ORIGIN = 'http://localhost:5173';

/** What {@link createAuth} needs besides the config. */
export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /**
   * Where the rate-limit counters live (Redis with `REDIS_URL`, see `rate-limit-storage.ts`);
   * without it, the `rate_limits` table of the database.
   */
  rateLimitStorage?: BetterAuthRateLimitStorage | undefined;
  /**
   * Called once a password reset or change has been committed, with the account and the client
   * IP: ends the credentials its sessions could have minted (decision 294).
   */
  passwordChanged?: (
    user: { id: string; email: string },
    reason: 'password_reset' | 'password_change',
    ip: string | null,
  ) => Promise<void>;
}

/** Paths limited by `config.authRateLimit` (better-auth paths, without the base path). */
export const RATE_LIMITED_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-in/social',
  '/sign-up/email',
  '/request-password-reset',
] as const;

/** The session read of every page load, never limited by better-auth's per-IP default. */
export const SESSION_READ_PATH = '/get-session';

/** The better-auth options of {@link createAuth}, exported for their types. */
export function authOptions(
  config: Config,
  { db, mailer, logger, rateLimitStorage, passwordChanged }: AuthDeps,
) {
  const rule = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  return {
    appName: 'Partline',
    basePath: AUTH_BASE_PATH,
    baseURL: config.publicUrl,
    secret: config.authSecret,
    // CORS_ORIGINS may sign in without cookies and use the answered token (decision 053); a
    // cookie-carrying write from them is still refused by plugins/csrf.ts.
    trustedOrigins: [
      config.publicUrl,
      ...(config.nodeEnv === 'development' ? [DEV_WEB_ORIGIN] : []),
      ...config.corsOrigins,
    ],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    user: {
      modelName: 'users',
      // The language the person chose (decision 325): in every session read, so the web app can
      // show the account's language on sign-in; set only through `PUT /update/user/{email}`.
      additionalFields: {
        locale: { type: 'string', required: false, input: false, defaultValue: 'en' },
      },
    },
    session: {
      modelName: 'sessions',
      // No cookie cache: a signed-out or revoked session is gone on the next read (decision 082).
      cookieCache: { enabled: false },
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: false,
      // A reset ends every session of the account, a stolen one too (decision 082), and every
      // API key and webhook endpoint it made (decision 294).
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }, request) => {
        await passwordChanged?.(user, 'password_reset', clientIpOf(request));
      },
      sendResetPassword: async ({ user, token }) => {
        // The web app's form, not better-auth's redirecting endpoint (docs/accounts-contract.md).
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(
          resetPasswordMail(
            user.email,
            user.name,
            url,
            localeOrDefault((user as { locale?: unknown }).locale),
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(
          verificationMail(
            user.email,
            user.name,
            url,
            localeOrDefault((user as { locale?: unknown }).locale),
          ),
        );
      },
    },
    socialProviders: Object.fromEntries(
      Object.entries(config.socialProviders).map(([provider, client]) => [
        provider,
        { clientId: client.clientId, clientSecret: client.clientSecret },
      ]),
    ),
    rateLimit: {
      enabled: true,
      ...(rateLimitStorage
        ? { customStorage: rateLimitStorage }
        : { storage: 'database' as const, modelName: 'rateLimits' }),
      customRules: {
        ...Object.fromEntries(RATE_LIMITED_AUTH_PATHS.map((path) => [path, rule])),
        // Every page load of the web app reads the session. Under better-auth's default (100 per
        // 10 s per IP) an office behind one address was signed out in the browser by its own
        // colleagues' page loads; a session token is not guessable, so reading one is not limited
        // here (the API's own per-IP limit still applies to /api/*).
        [SESSION_READ_PATH]: false,
      },
    },
    advanced: {
      // better-auth skips its Origin check when NODE_ENV is test; we keep it on everywhere.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Session cookies: HttpOnly, SameSite=Lax, and Secure (with the __Secure- prefix) exactly
      // when the public URL is https (decision 050).
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    // OAuth errors without the client's own errorCallbackURL land on the web app's sign-in page:
    // better-auth's error page is not part of the surface (decision 080).
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    // The admin plugin gives users their role and ban fields and refuses sessions to banned
    // users; none of its endpoints is reachable (plugins/auth.ts mounts AUTH_SURFACE only).
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), bearer()],
    hooks: {
      before: beforeHook,
      after: createAuthMiddleware(async (ctx) => {
        await afterPasswordChange(ctx, passwordChanged);
        await afterHook(ctx);
      }),
    },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    telemetry: { enabled: false },
  } satisfies BetterAuthOptions;
}

/**
 * Sign-up bodies pass the shared sign-up rules, with the messages of spec §5 (here, after the rate
 * limit, so that refused sign-ups count towards it).
 */
const beforeHook = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-up/email') return;
  const parsed = SIGN_UP_BODY.safeParse(ctx.body);
  if (parsed.success) return;
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (details[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  }
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: parsed.error.issues[0]?.message ?? 'Some fields are not valid',
    details,
  });
});

/** The client IP the Fastify mount put on better-auth's request, if any. */
function clientIpOf(request: Request | undefined): string | null {
  return request?.headers.get(CLIENT_IP_HEADER) ?? null;
}

/**
 * A password change that succeeded ends the account's API keys and webhook endpoints, as it
 * ends its other sessions (decision 294); better-auth has committed the new password by now.
 */
async function afterPasswordChange(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
  passwordChanged: AuthDeps['passwordChanged'],
): Promise<void> {
  if (ctx.path !== '/change-password' || !passwordChanged) return;
  const returned = ctx.context.returned as { user?: { id?: unknown; email?: unknown } } | undefined;
  if (!returned || returned instanceof APIError || returned instanceof Response) return;
  const user = returned.user;
  if (typeof user?.id !== 'string' || typeof user.email !== 'string') return;
  await passwordChanged(
    { id: user.id, email: user.email },
    'password_change',
    clientIpOf(ctx.request),
  );
}

/**
 * Spec §8 tells a wrong password from an unknown e-mail (decision 011), and a password change
 * without a session says 'No user is logged in' (spec §5).
 */
const afterHook = createAuthMiddleware(async (ctx) => {
  const returned = ctx.context.returned;
  if (!(returned instanceof APIError) || returned.statusCode !== 401) return;
  if (ctx.path === '/sign-in/email') {
    const email = typeof ctx.body?.email === 'string' ? ctx.body.email.toLowerCase() : '';
    const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
    throw found
      ? new APIError('UNAUTHORIZED', {
          code: 'INVALID_PASSWORD',
          message: USER_MESSAGES.wrongPassword,
        })
      : new APIError('UNAUTHORIZED', {
          code: 'USER_NOT_FOUND',
          message: USER_MESSAGES.userDoesNotExist,
        });
  }
  if (ctx.path === '/change-password') {
    throw new APIError('UNAUTHORIZED', {
      code: 'NO_USER_LOGGED_IN',
      message: USER_MESSAGES.noUserLoggedIn,
    });
  }
});

/**
 * better-auth on the shop's database (DESIGN.md, "Identity and access"): e-mail and password with
 * verification and reset mails, social providers configured in `config`, database sessions read on
 * every request (no cookie cache), the admin (roles user/admin) and bearer plugins, and rate limits on sign-in,
 * sign-up and reset in every environment.
 */
export function createAuth(config: Config, deps: AuthDeps) {
  return betterAuth(authOptions(config, deps));
}

/** The better-auth instance of the app. */
export type Auth = ReturnType<typeof createAuth>;
