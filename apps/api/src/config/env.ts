import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  PASSWORD_MIN_CHARS,
  PayeeBankAccountListSchema,
  type PayeeBankAccount,
} from '@partline/shared';
import { z } from 'zod';
import { DEFAULT_WEB_DIST_DIR } from '../paths.js';

/**
 * The runtime contract of DESIGN.md. This module is the only reader of `process.env`: everything
 * else receives a {@link Config}.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Minimum length of `AUTH_SECRET`, characters. */
export const AUTH_SECRET_MIN_CHARS = 32;

/** File inside `DATA_DIR` that keeps the generated `AUTH_SECRET` of an embedded installation. */
export const AUTH_SECRET_FILE = 'auth-secret';

/** The validated, frozen configuration of one process. */
export interface Config {
  /** HTTP port; 0 picks a free one. */
  readonly port: number;
  /** Absolute; embedded database (`db/`), uploads, outbox, lock file. */
  readonly dataDir: string;
  /** PostgreSQL server URL; `undefined` means embedded PGlite in `dataDir/db`. */
  readonly databaseUrl: string | undefined;
  /** Public origin without a trailing slash, e.g. `http://localhost:3000`. */
  readonly publicUrl: string;
  /** Signs sessions; at least {@link AUTH_SECRET_MIN_CHARS} characters. */
  readonly authSecret: string;
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** Fill an empty database with the demo catalog, blogs and reviews. */
  readonly seedDemo: boolean;
  readonly paymentProvider: 'local' | 'stripe';
  /**
   * Whether buyers are offered the built-in `local` card simulator (decision 311): when
   * `PAYMENT_PROVIDER=local` is set, or when it is not set and no real provider (SSLCommerz,
   * bKash) is configured — a shop that takes real money never offers a simulated card.
   */
  readonly localCardOffered: boolean;
  /** Stripe keys and options; `undefined` unless both `STRIPE_SECRET_KEY` and the publishable key are set. */
  readonly stripe: StripeConfig | undefined;
  readonly smtpUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** Absolute; the built SPA served at `/`. */
  readonly webDistDir: string;
  /**
   * `BENCH_CEILING`: also serve `GET /api/bench/ceiling`, a static JSON body of the catalog's size
   * that `npm run bench` measures as the ceiling (hidden from the OpenAPI document; off by default).
   */
  readonly benchCeiling: boolean;
  /** S3-compatible object storage for images; `undefined` keeps them in `DATA_DIR/uploads`. */
  readonly s3: S3Config | undefined;
  /** OAuth clients of the social sign-in providers; a provider is enabled when it has one. */
  readonly socialProviders: Readonly<Partial<Record<SocialProvider, OAuthClient>>>;
  /** Rate limit of sign-in, sign-up and password reset, per client IP and path. */
  readonly authRateLimit: { readonly windowSeconds: number; readonly max: number };
  /** Rate limit of every `/api` request but `/api/health`, per client IP. */
  readonly apiRateLimit: { readonly windowSeconds: number; readonly max: number };
  /** Rate limit of each API key (decision 190), per key and `apiRateLimit`'s window. */
  readonly apiKeyRateLimitMax: number;
  /** Deliver webhooks to loopback and private addresses too (decision 192; off: no SSRF). */
  readonly webhookAllowPrivateUrls: boolean;
  /** Prefix of every Redis key of this installation (rate-limit counters). */
  readonly redisKeyPrefix: string;
  /**
   * Fastify's `trustProxy`: `false` uses the socket address as the client IP; a hop count trusts
   * that many proxies in `X-Forwarded-For`; a list trusts those proxy addresses or CIDR ranges.
   */
  readonly trustProxy: false | number | readonly string[];
  /** Origins (`https://app.example.com`) whose pages may call the API with CORS; empty: none. */
  readonly corsOrigins: readonly string[];
  /**
   * `UNPAID_HOLD_MINUTES`: how long an unpaid checkout order holds its lines' stock; after that it
   * is cancelled and the stock released (decision 160).
   */
  readonly unpaidHoldMinutes: number;
  /**
   * `WRITE_CONCURRENCY`: how many handlers of state-changing API routes one instance runs at once
   * (decision 341); the rest wait their turn, in order. Reads never wait for it.
   */
  readonly writeConcurrency: number;
  /**
   * `PAYEE_BANK_ACCOUNTS`: bank accounts copied once into the shop settings while they were never
   * saved on the Shop settings page (decision 309); empty when not set. Documents read the
   * accounts from the database, never from here.
   */
  readonly payeeBankAccounts: readonly PayeeBankAccount[];
  /** SSLCommerz (`SSLCOMMERZ_*`; decision 311); `undefined` unless the store id and password are set. */
  readonly sslcommerz: SslcommerzConfig | undefined;
  /** bKash tokenized checkout (`BKASH_*`; decision 311); `undefined` unless its four keys are set. */
  readonly bkash: BkashConfig | undefined;
  /** Bank transfer against a proforma invoice (`BANK_TRANSFER_*`; decision 311). */
  readonly bankTransfer: BankTransferConfig;
  /**
   * Prometheus metrics (`METRICS_*`; decision 332); `undefined` (nothing counted, no `/metrics`)
   * unless `METRICS_TOKEN` or `METRICS_PORT` is set.
   */
  readonly metrics: MetricsConfig | undefined;
  /**
   * `OTEL_EXPORTER_OTLP_ENDPOINT`: where OpenTelemetry traces are sent over OTLP/HTTP (decision
   * 332); `undefined` loads no tracing code at all.
   */
  readonly otlpEndpoint: string | undefined;
}

/**
 * Default of {@link Config.writeConcurrency}: under a checkout storm, the catalog's readers keep
 * about half of the instance's one thread (decision 341, measured with `npm run bench -- --mix`).
 */
export const DEFAULT_WRITE_CONCURRENCY = 3;

/** Where and to whom `/metrics` is served (`METRICS_*` variables; decision 332). */
export interface MetricsConfig {
  /**
   * `METRICS_TOKEN`: a scrape must send `Authorization: Bearer <token>`. With it alone, `/metrics`
   * is served on the main port; with `METRICS_PORT` too, on that port only.
   */
  readonly token: string | undefined;
  /** `METRICS_PORT`: serve `/metrics` on this port of its own instead of the main one. */
  readonly port: number | undefined;
  /** `METRICS_HOST` (default `127.0.0.1`): the address `METRICS_PORT` is bound to. */
  readonly host: string;
}

/** Minimum length of `METRICS_TOKEN`, characters. */
export const METRICS_TOKEN_MIN_CHARS = 16;

/** SSLCommerz credentials and host (`SSLCOMMERZ_*` variables). */
export interface SslcommerzConfig {
  readonly storeId: string;
  readonly storePassword: string;
  /** `SSLCOMMERZ_SANDBOX` (default `true`): the sandbox host instead of the live one. */
  readonly sandbox: boolean;
  /**
   * The API origin without a trailing slash: `SSLCOMMERZ_API_BASE` (a stand-in in tests), else
   * `https://sandbox.sslcommerz.com` or `https://securepay.sslcommerz.com`.
   */
  readonly apiBase: string;
}

/** bKash tokenized checkout credentials and host (`BKASH_*` variables). */
export interface BkashConfig {
  readonly appKey: string;
  readonly appSecret: string;
  readonly username: string;
  readonly password: string;
  /** `BKASH_SANDBOX` (default `true`). */
  readonly sandbox: boolean;
  /**
   * The tokenized checkout's base URL without a trailing slash: `BKASH_API_BASE`, else
   * `https://tokenized.sandbox.bka.sh/v1.2.0-beta` or `https://tokenized.pay.bka.sh/v1.2.0-beta`.
   */
  readonly apiBase: string;
  /** `BKASH_MAX_ORDER_TAKA` (default 30,000): bKash is offered for orders up to this, poisha. */
  readonly maxOrderPoisha: number;
}

/** Bank transfer against a proforma invoice (`BANK_TRANSFER_*` variables). */
export interface BankTransferConfig {
  /** `BANK_TRANSFER_ENABLED` (default `true`); offered only while the shop has a bank account. */
  readonly enabled: boolean;
  /** `BANK_TRANSFER_HOLD_DAYS` (default 7): how long the order holds its stock for the transfer. */
  readonly holdDays: number;
}

/** Social sign-in providers (spec §2 /login). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'github'] as const;
/** One of {@link SOCIAL_PROVIDERS}. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** An OAuth client registered with a provider. */
export interface OAuthClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** An S3-compatible bucket for uploaded images (`S3_*` variables). */
export interface S3Config {
  readonly bucket: string;
  /** API endpoint, e.g. `http://localhost:9000`; `undefined` means AWS S3 of `region`. */
  readonly endpoint: string | undefined;
  readonly region: string;
  /** Both or neither; without them the AWS SDK's default credential chain applies. */
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
  /** Base of public image URLs without a trailing slash; an image is at `publicUrl/<key>`. */
  readonly publicUrl: string;
  /** `endpoint/bucket/key` requests instead of `bucket.endpoint/key`. */
  readonly forcePathStyle: boolean;
}

/** Stripe credentials (`STRIPE_*` variables; required with `PAYMENT_PROVIDER=stripe`). */
export interface StripeConfig {
  readonly secretKey: string;
  readonly publishableKey: string;
  /** Verifies `POST /api/webhooks/stripe`; without it that route answers 404. */
  readonly webhookSecret: string | undefined;
  /** Another API origin than `https://api.stripe.com` (tests use a local stand-in). */
  readonly apiBase: string | undefined;
}

/** One bad environment variable and why. */
export interface ConfigIssue {
  key: string;
  message: string;
}

/** The environment is invalid; {@link ConfigError.keys} names every bad variable. */
export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: ConfigIssue[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  ${issue.key}: ${issue.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.issues = issues;
  }

  /** The bad variable names, each once, in the order found. */
  get keys(): string[] {
    return [...new Set(this.issues.map((issue) => issue.key))];
  }
}

/** Unset and empty (e.g. `FOO=` in an env file) both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const urlWithProtocols = (protocols: string[], example: string) =>
  z.url({
    protocol: new RegExp(`^(${protocols.join('|')})$`),
    error: `must be a URL like ${example}`,
  });

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' }))
  .transform((value) => value === 'true' || value === '1');

const positiveWholeNumber = z
  .string()
  .regex(/^[1-9]\d*$/, { error: 'must be a whole number above 0' })
  .transform(Number);

/** Names of address ranges that Fastify's `trustProxy` (proxy-addr) understands. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** `false`/`0` (off), a hop count, or a comma list of proxy addresses, CIDR ranges or range names. */
const trustProxyText = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (/^(false|0)$/i.test(value)) return false;
    if (/^[1-9]\d?$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const valid = (entry: string) => {
      if (PROXY_RANGE_NAMES.includes(entry)) return true;
      const [address = '', bits, ...rest] = entry.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return false;
      return (
        bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128))
      );
    };
    if (entries.every(valid)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a hop count (1 to 99) or a comma list of proxy IPs, CIDR ranges, loopback, linklocal or uniquelocal',
    });
    return z.NEVER;
  });

/** A comma list of `http(s)://host[:port]` origins, each without a path. */
const originList = z.string().transform((value, ctx): string[] => {
  const origins = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (
      !parsed ||
      !/^https?:$/.test(parsed.protocol) ||
      parsed.origin !== origin.replace(/\/$/, '')
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma list of origins like https://app.example.com (not ${origin})`,
      });
      return z.NEVER;
    }
  }
  return origins.map((origin) => new URL(origin).origin);
});

/** A JSON array of {@link PayeeBankAccountListSchema}'s accounts. */
const payeeBankAccountsJson = z
  .string()
  .transform((value, ctx): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be a JSON array like [{"bank":"…","branch":"…","accountName":"…","accountNumber":"…"}]',
      });
      return z.NEVER;
    }
  })
  .pipe(PayeeBankAccountListSchema);

const EnvSchema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number from 0 to 65535' })
      .transform(Number)
      .pipe(z.number().max(65535, { error: 'must be a whole number from 0 to 65535' })),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithProtocols(['postgres', 'postgresql'], 'postgres://user@host/db')),
  PUBLIC_URL: optional(urlWithProtocols(['http', 'https'], 'https://shop.example.com')),
  AUTH_SECRET: optional(
    z.string().min(AUTH_SECRET_MIN_CHARS, {
      error: `must be at least ${AUTH_SECRET_MIN_CHARS} characters`,
    }),
  ),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  ADMIN_PASSWORD: optional(
    z.string().min(PASSWORD_MIN_CHARS, {
      error: `must be at least ${PASSWORD_MIN_CHARS} characters`,
    }),
  ),
  SEED_DEMO: optional(booleanText),
  PAYMENT_PROVIDER: optional(z.enum(['local', 'stripe'], { error: 'must be local or stripe' })),
  SMTP_URL: optional(urlWithProtocols(['smtp', 'smtps'], 'smtp://user:pass@mail.example.com:587')),
  REDIS_URL: optional(urlWithProtocols(['redis', 'rediss'], 'redis://localhost:6379')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    }),
  ),
  WEB_DIST_DIR: optional(z.string()),
  BENCH_CEILING: optional(booleanText),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    }),
  ),
  S3_ENDPOINT: optional(urlWithProtocols(['http', 'https'], 'https://s3.example.com')),
  S3_REGION: optional(
    z.string().regex(/^[a-z0-9-]+$/, { error: 'must be a region like us-east-1' }),
  ),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(urlWithProtocols(['http', 'https'], 'https://images.example.com')),
  S3_FORCE_PATH_STYLE: optional(booleanText),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  FACEBOOK_CLIENT_ID: optional(z.string()),
  FACEBOOK_CLIENT_SECRET: optional(z.string()),
  GITHUB_CLIENT_ID: optional(z.string()),
  GITHUB_CLIENT_SECRET: optional(z.string()),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key (sk_… or rk_…)' }),
  ),
  STRIPE_PUBLISHABLE_KEY: optional(
    z.string().regex(/^pk_/, { error: 'must be a Stripe publishable key (pk_…)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_/, { error: 'must be a Stripe webhook secret (whsec_…)' }),
  ),
  STRIPE_API_BASE: optional(urlWithProtocols(['http', 'https'], 'http://127.0.0.1:12111')),
  AUTH_RATE_LIMIT_WINDOW: optional(positiveWholeNumber),
  AUTH_RATE_LIMIT_MAX: optional(positiveWholeNumber),
  API_RATE_LIMIT_WINDOW: optional(positiveWholeNumber),
  API_RATE_LIMIT_MAX: optional(positiveWholeNumber),
  API_KEY_RATE_LIMIT_MAX: optional(positiveWholeNumber),
  WEBHOOK_ALLOW_PRIVATE_URLS: optional(booleanText),
  REDIS_KEY_PREFIX: optional(
    z.string().regex(/^[\w:.-]{1,64}$/, {
      error: 'must be 1 to 64 letters, digits, colons, dots, dashes or underscores',
    }),
  ),
  TRUST_PROXY: optional(trustProxyText),
  CORS_ORIGINS: optional(originList),
  UNPAID_HOLD_MINUTES: optional(positiveWholeNumber),
  WRITE_CONCURRENCY: optional(positiveWholeNumber),
  SSLCOMMERZ_STORE_ID: optional(z.string().min(1)),
  SSLCOMMERZ_STORE_PASSWORD: optional(z.string().min(1)),
  SSLCOMMERZ_SANDBOX: optional(booleanText),
  SSLCOMMERZ_API_BASE: optional(urlWithProtocols(['http', 'https'], 'http://127.0.0.1:12112')),
  BKASH_APP_KEY: optional(z.string().min(1)),
  BKASH_APP_SECRET: optional(z.string().min(1)),
  BKASH_USERNAME: optional(z.string().min(1)),
  BKASH_PASSWORD: optional(z.string().min(1)),
  BKASH_SANDBOX: optional(booleanText),
  BKASH_API_BASE: optional(urlWithProtocols(['http', 'https'], 'http://127.0.0.1:12113')),
  BKASH_MAX_ORDER_TAKA: optional(positiveWholeNumber),
  BANK_TRANSFER_ENABLED: optional(booleanText),
  BANK_TRANSFER_HOLD_DAYS: optional(positiveWholeNumber),
  PAYEE_BANK_ACCOUNTS: optional(payeeBankAccountsJson),
  METRICS_TOKEN: optional(
    z.string().regex(new RegExp(`^[\\x21-\\x7e]{${METRICS_TOKEN_MIN_CHARS},}$`), {
      error: `must be at least ${METRICS_TOKEN_MIN_CHARS} printable characters without spaces`,
    }),
  ),
  METRICS_PORT: optional(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number from 0 to 65535' })
      .transform(Number)
      .pipe(z.number().max(65535, { error: 'must be a whole number from 0 to 65535' })),
  ),
  METRICS_HOST: optional(
    z.string().refine((value) => isIP(value) !== 0 || value === 'localhost', {
      error: 'must be an IP address to bind to, like 127.0.0.1 or 0.0.0.0',
    }),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(
    urlWithProtocols(['http', 'https'], 'http://otel-collector:4318'),
  ),
});

type Env = Record<string, string | undefined>;

/**
 * Validates the environment and returns the frozen {@link Config}.
 *
 * Relative `DATA_DIR` and `WEB_DIST_DIR` are resolved against `cwd`; the default `WEB_DIST_DIR` is
 * `apps/web/dist` of this repository wherever the process starts. In embedded mode (no
 * `DATABASE_URL`) without `AUTH_SECRET`, the secret is read from `DATA_DIR/auth-secret`, which is
 * created (mode 0600) with 32 random bytes on the first start.
 *
 * @throws ConfigError naming every bad variable at once (also `AUTH_SECRET` when `DATABASE_URL` is
 *   set without it, and `ADMIN_PASSWORD`/`ADMIN_EMAIL` when only the other one is set).
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const issues: ConfigIssue[] = [];
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      issues.push({ key: String(issue.path[0] ?? 'environment'), message: issue.message });
    }
  }
  // Cross-field rules look at the raw values so that they are reported with the other issues.
  const present = (key: string) => (env[key] ?? '') !== '';
  if (present('DATABASE_URL') && !present('AUTH_SECRET')) {
    issues.push({
      key: 'AUTH_SECRET',
      message: 'is required with DATABASE_URL (every instance must share the same secret)',
    });
  }
  if (present('ADMIN_EMAIL') !== present('ADMIN_PASSWORD')) {
    const missing = present('ADMIN_EMAIL') ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    issues.push({ key: missing, message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
  }
  for (const provider of SOCIAL_PROVIDERS) {
    const id = `${provider.toUpperCase()}_CLIENT_ID`;
    const secret = `${provider.toUpperCase()}_CLIENT_SECRET`;
    if (present(id) !== present(secret)) {
      issues.push({ key: present(id) ? secret : id, message: `${id} and ${secret} go together` });
    }
  }
  const s3Keys = Object.keys(env).filter((key) => key.startsWith('S3_') && present(key));
  if (s3Keys.length > 0 && !present('S3_BUCKET')) {
    issues.push({ key: 'S3_BUCKET', message: `is required with ${s3Keys.join(', ')}` });
  }
  if (present('S3_ACCESS_KEY_ID') !== present('S3_SECRET_ACCESS_KEY')) {
    const missing = present('S3_ACCESS_KEY_ID') ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    issues.push({ key: missing, message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
  }
  for (const [group, keys] of [
    ['SSLCOMMERZ', ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD']],
    ['BKASH', ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD']],
  ] as const) {
    const set = keys.filter((key) => present(key));
    if (set.length > 0 && set.length < keys.length) {
      for (const key of keys.filter((candidate) => !present(candidate))) {
        issues.push({ key, message: `is required with ${set.join(', ')} (${group} payments)` });
      }
    }
  }
  if (env.PAYMENT_PROVIDER === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']) {
      if (!present(key)) issues.push({ key, message: 'is required with PAYMENT_PROVIDER=stripe' });
    }
  }
  if (issues.length > 0 || !parsed.success) throw new ConfigError(issues);

  const values = parsed.data;
  const port = values.PORT ?? 3000;
  const dataDir = resolve(cwd, values.DATA_DIR ?? './data');
  const webDistDir = values.WEB_DIST_DIR ? resolve(cwd, values.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR;
  const config: Config = {
    port,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    authSecret: values.AUTH_SECRET ?? readOrCreateAuthSecret(dataDir),
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    seedDemo: values.SEED_DEMO ?? true,
    paymentProvider: values.PAYMENT_PROVIDER ?? 'local',
    localCardOffered:
      values.PAYMENT_PROVIDER === 'local' ||
      (values.PAYMENT_PROVIDER === undefined &&
        !(values.SSLCOMMERZ_STORE_ID && values.SSLCOMMERZ_STORE_PASSWORD) &&
        !(
          values.BKASH_APP_KEY &&
          values.BKASH_APP_SECRET &&
          values.BKASH_USERNAME &&
          values.BKASH_PASSWORD
        )),
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY
        ? Object.freeze({
            secretKey: values.STRIPE_SECRET_KEY,
            publishableKey: values.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiBase: values.STRIPE_API_BASE?.replace(/\/+$/, ''),
          })
        : undefined,
    smtpUrl: values.SMTP_URL,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL ?? 'info',
    nodeEnv: values.NODE_ENV ?? 'development',
    webDistDir,
    benchCeiling: values.BENCH_CEILING ?? false,
    s3: s3Config(values),
    socialProviders: socialProviders(values),
    authRateLimit: {
      windowSeconds: values.AUTH_RATE_LIMIT_WINDOW ?? 60,
      max: values.AUTH_RATE_LIMIT_MAX ?? 10,
    },
    apiRateLimit: {
      windowSeconds: values.API_RATE_LIMIT_WINDOW ?? 60,
      max: values.API_RATE_LIMIT_MAX ?? 1000,
    },
    apiKeyRateLimitMax: values.API_KEY_RATE_LIMIT_MAX ?? 300,
    webhookAllowPrivateUrls: values.WEBHOOK_ALLOW_PRIVATE_URLS ?? false,
    redisKeyPrefix: values.REDIS_KEY_PREFIX ?? 'partline:',
    trustProxy: Array.isArray(values.TRUST_PROXY)
      ? Object.freeze(values.TRUST_PROXY)
      : (values.TRUST_PROXY ?? false),
    corsOrigins: Object.freeze(values.CORS_ORIGINS ?? []),
    unpaidHoldMinutes: values.UNPAID_HOLD_MINUTES ?? 30,
    writeConcurrency: values.WRITE_CONCURRENCY ?? DEFAULT_WRITE_CONCURRENCY,
    payeeBankAccounts: Object.freeze(values.PAYEE_BANK_ACCOUNTS ?? []),
    sslcommerz:
      values.SSLCOMMERZ_STORE_ID && values.SSLCOMMERZ_STORE_PASSWORD
        ? Object.freeze({
            storeId: values.SSLCOMMERZ_STORE_ID,
            storePassword: values.SSLCOMMERZ_STORE_PASSWORD,
            sandbox: values.SSLCOMMERZ_SANDBOX ?? true,
            apiBase: (
              values.SSLCOMMERZ_API_BASE ??
              ((values.SSLCOMMERZ_SANDBOX ?? true)
                ? 'https://sandbox.sslcommerz.com'
                : 'https://securepay.sslcommerz.com')
            ).replace(/\/+$/, ''),
          })
        : undefined,
    bkash:
      values.BKASH_APP_KEY &&
      values.BKASH_APP_SECRET &&
      values.BKASH_USERNAME &&
      values.BKASH_PASSWORD
        ? Object.freeze({
            appKey: values.BKASH_APP_KEY,
            appSecret: values.BKASH_APP_SECRET,
            username: values.BKASH_USERNAME,
            password: values.BKASH_PASSWORD,
            sandbox: values.BKASH_SANDBOX ?? true,
            apiBase: (
              values.BKASH_API_BASE ??
              ((values.BKASH_SANDBOX ?? true)
                ? 'https://tokenized.sandbox.bka.sh/v1.2.0-beta'
                : 'https://tokenized.pay.bka.sh/v1.2.0-beta')
            ).replace(/\/+$/, ''),
            maxOrderPoisha: (values.BKASH_MAX_ORDER_TAKA ?? 30_000) * 100,
          })
        : undefined,
    bankTransfer: Object.freeze({
      enabled: values.BANK_TRANSFER_ENABLED ?? true,
      holdDays: values.BANK_TRANSFER_HOLD_DAYS ?? 7,
    }),
    metrics:
      values.METRICS_TOKEN !== undefined || values.METRICS_PORT !== undefined
        ? Object.freeze({
            token: values.METRICS_TOKEN,
            port: values.METRICS_PORT,
            host: values.METRICS_HOST ?? '127.0.0.1',
          })
        : undefined,
    otlpEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
  };
  return Object.freeze(config);
}

function socialProviders(values: z.output<typeof EnvSchema>): Config['socialProviders'] {
  const clients: Partial<Record<SocialProvider, OAuthClient>> = {};
  const pairs = {
    google: [values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET],
    facebook: [values.FACEBOOK_CLIENT_ID, values.FACEBOOK_CLIENT_SECRET],
    github: [values.GITHUB_CLIENT_ID, values.GITHUB_CLIENT_SECRET],
  } as const;
  for (const provider of SOCIAL_PROVIDERS) {
    const [clientId, clientSecret] = pairs[provider];
    if (clientId && clientSecret) clients[provider] = Object.freeze({ clientId, clientSecret });
  }
  return Object.freeze(clients);
}

/**
 * The image bucket of the `S3_*` variables, or `undefined` without `S3_BUCKET`. Defaults: region
 * `us-east-1`; path-style requests and a public URL of `S3_ENDPOINT/S3_BUCKET` with an endpoint
 * (MinIO and most S3-compatible servers), virtual-hosted AWS URLs without one.
 */
function s3Config(values: z.output<typeof EnvSchema>): S3Config | undefined {
  const bucket = values.S3_BUCKET;
  if (!bucket) return undefined;
  const endpoint = values.S3_ENDPOINT?.replace(/\/+$/, '');
  const region = values.S3_REGION ?? 'us-east-1';
  const publicUrl =
    values.S3_PUBLIC_URL ??
    (endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`);
  return Object.freeze({
    bucket,
    endpoint,
    region,
    accessKeyId: values.S3_ACCESS_KEY_ID,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
  });
}

/**
 * The embedded installation's secret: kept in `DATA_DIR/auth-secret` so that sessions survive a
 * restart. Written to a private file first and then hard-linked into place (which fails if the
 * file exists), so two processes starting at once end up reading the same complete secret.
 */
function readOrCreateAuthSecret(dataDir: string): string {
  const file = join(dataDir, AUTH_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < AUTH_SECRET_MIN_CHARS) {
    throw new ConfigError([
      {
        key: 'AUTH_SECRET',
        message: `${file} holds fewer than ${AUTH_SECRET_MIN_CHARS} characters; delete it or set AUTH_SECRET`,
      },
    ]);
  }
  return secret;
}
