import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/test-app.js';
import { DEFAULT_WEB_DIST_DIR } from '../paths.js';
import { ConfigError, loadConfig } from './env.js';

const tempDataDir = useTempDirs('partline-config-');

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults of the runtime contract', () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      adminEmail: undefined,
      seedDemo: true,
      paymentProvider: 'local',
      smtpUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      webDistDir: DEFAULT_WEB_DIST_DIR,
    });
    expect(DEFAULT_WEB_DIST_DIR.endsWith(join('apps', 'web', 'dist'))).toBe(true);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('defaults DATA_DIR to ./data and resolves relative paths against the working directory', () => {
    const cwd = tempDataDir();
    expect(loadConfig({}, cwd).dataDir).toBe(join(cwd, 'data'));
    const config = loadConfig({ DATA_DIR: 'store', WEB_DIST_DIR: 'web' }, cwd);
    expect(config.dataDir).toBe(resolve(cwd, 'store'));
    expect(config.webDistDir).toBe(resolve(cwd, 'web'));
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    const dataDir = tempDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(
      loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example.com/' }).publicUrl,
    ).toBe('https://shop.example.com');
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads SEED_DEMO=%s as %s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: tempDataDir(), SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDataDir(), PORT: '', SMTP_URL: '', SEED_DEMO: '' });
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('generates AUTH_SECRET once in embedded mode and keeps it in DATA_DIR', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.authSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
  });

  it('uses AUTH_SECRET when given, without writing a file', () => {
    const dataDir = tempDataDir();
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }).authSecret).toBe(secret);
    expect(existsSync(join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('accepts a complete server configuration', () => {
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      DATABASE_URL: 'postgres://shop@db.internal:5432/partline',
      AUTH_SECRET: 'a'.repeat(32),
      ADMIN_EMAIL: 'admin@partline.example',
      ADMIN_PASSWORD: 'Str0ng!Pass',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://shop@db.internal:5432/partline',
      adminEmail: 'admin@partline.example',
      paymentProvider: 'stripe',
      stripe: {
        secretKey: 'sk_test_123',
        publishableKey: 'pk_test_123',
        webhookSecret: 'whsec_123',
        apiBase: undefined,
      },
      logLevel: 'warn',
      nodeEnv: 'production',
    });
  });

  it('requires both Stripe keys with PAYMENT_PROVIDER=stripe', () => {
    const error = configError({
      DATA_DIR: tempDataDir(),
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
    });
    expect(error.keys).toEqual(['STRIPE_PUBLISHABLE_KEY']);
    expect(
      configError({ DATA_DIR: tempDataDir(), STRIPE_PUBLISHABLE_KEY: 'sk_wrong' }).keys,
    ).toEqual(['STRIPE_PUBLISHABLE_KEY']);
    expect(loadConfig({ DATA_DIR: tempDataDir() }).stripe).toBeUndefined();
  });

  it('names every bad key at once', () => {
    const error = configError({
      DATA_DIR: tempDataDir(),
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      PUBLIC_URL: 'not a url',
      SEED_DEMO: 'yes please',
      PAYMENT_PROVIDER: 'paypal',
      SMTP_URL: 'http://mail',
      REDIS_URL: 'localhost:6379',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      ADMIN_EMAIL: 'not-an-email',
      ADMIN_PASSWORD: 'short',
    });
    expect(error.keys.sort()).toEqual(
      [
        'PORT',
        'DATABASE_URL',
        'PUBLIC_URL',
        'AUTH_SECRET',
        'SEED_DEMO',
        'PAYMENT_PROVIDER',
        'SMTP_URL',
        'REDIS_URL',
        'LOG_LEVEL',
        'NODE_ENV',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
      ].sort(),
    );
    for (const key of error.keys) expect(error.message).toContain(`${key}:`);
  });

  it('requires AUTH_SECRET with DATABASE_URL', () => {
    const error = configError({ DATABASE_URL: 'postgres://shop@db/partline' });
    expect(error.keys).toEqual(['AUTH_SECRET']);
    expect(error.message).toMatch(/AUTH_SECRET: is required with DATABASE_URL/);
  });

  it('refuses a short AUTH_SECRET and a port out of range', () => {
    expect(configError({ AUTH_SECRET: 'short', PORT: '70000' }).keys.sort()).toEqual([
      'AUTH_SECRET',
      'PORT',
    ]);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    const dataDir = tempDataDir();
    expect(configError({ DATA_DIR: dataDir, ADMIN_EMAIL: 'a@b.example' }).keys).toEqual([
      'ADMIN_PASSWORD',
    ]);
    expect(configError({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Str0ng!Pass' }).keys).toEqual([
      'ADMIN_EMAIL',
    ]);
  });

  it('enables a social provider only with both its client id and secret', () => {
    const dataDir = tempDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).socialProviders).toEqual({});
    const config = loadConfig({
      DATA_DIR: dataDir,
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
    });
    expect(config.socialProviders).toEqual({ github: { clientId: 'id', clientSecret: 'secret' } });
    expect(configError({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id' }).keys).toEqual([
      'GOOGLE_CLIENT_SECRET',
    ]);
    expect(configError({ DATA_DIR: dataDir, FACEBOOK_CLIENT_SECRET: 's' }).keys).toEqual([
      'FACEBOOK_CLIENT_ID',
    ]);
  });

  it('reads the payee bank accounts that seed the shop settings (none by default) and refuses malformed ones', () => {
    expect(loadConfig({ DATA_DIR: tempDataDir() }).payeeBankAccounts).toEqual([]);
    const account = {
      bank: 'Dutch-Bangla Bank PLC',
      branch: 'Gulshan',
      accountName: 'Partline Ltd.',
      accountNumber: '103.110.0045127',
      routingNumber: '090261726',
      swift: 'DBBLBDDH',
    };
    const { routingNumber: _routing, swift: _swift, ...local } = account;
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      PAYEE_BANK_ACCOUNTS: JSON.stringify([account, { ...local, bank: 'BRAC Bank PLC' }]),
    });
    expect(config.payeeBankAccounts).toEqual([account, { ...local, bank: 'BRAC Bank PLC' }]);
    for (const bad of [
      'Dutch-Bangla Bank, 103.110.0045127',
      JSON.stringify([{ ...account, accountNumber: '' }]),
      JSON.stringify([{ ...account, routingNumber: '0902' }]),
      JSON.stringify([{ ...account, swift: 'dbbl' }]),
      JSON.stringify(account),
    ]) {
      expect(configError({ DATA_DIR: tempDataDir(), PAYEE_BANK_ACCOUNTS: bad }).keys, bad).toEqual([
        'PAYEE_BANK_ACCOUNTS',
      ]);
    }
  });

  it('reads the auth rate limit (default 10 per 60 s)', () => {
    const dataDir = tempDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).authRateLimit).toEqual({ windowSeconds: 60, max: 10 });
    expect(
      loadConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_WINDOW: '30', AUTH_RATE_LIMIT_MAX: '5' })
        .authRateLimit,
    ).toEqual({ windowSeconds: 30, max: 5 });
    expect(configError({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '0' }).keys).toEqual([
      'AUTH_RATE_LIMIT_MAX',
    ]);
  });
});
