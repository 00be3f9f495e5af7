import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.js';
import { makeTempDir } from '../helpers/test-app.js';

// The security keys of the configuration: defaults, accepted forms, and bad values named.

const dataDir = makeTempDir('partline-security-config-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

function badKeys(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).keys;
  }
  throw new Error('expected a ConfigError');
}

describe('security configuration', () => {
  it('defaults to: no CORS, no trusted proxy, 1000 API requests per 60 s, prefix partline:', () => {
    const config = load({});
    expect(config.corsOrigins).toEqual([]);
    expect(config.trustProxy).toBe(false);
    expect(config.apiRateLimit).toEqual({ windowSeconds: 60, max: 1000 });
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisKeyPrefix).toBe('partline:');
  });

  it('reads CORS_ORIGINS as a comma list of origins', () => {
    expect(
      load({ CORS_ORIGINS: 'https://app.example.com/, http://localhost:8080' }).corsOrigins,
    ).toEqual(['https://app.example.com', 'http://localhost:8080']);
    for (const bad of ['*', 'app.example.com', 'https://app.example.com/path', 'ftp://x.example']) {
      expect(badKeys({ CORS_ORIGINS: bad }), bad).toEqual(['CORS_ORIGINS']);
    }
  });

  it('reads TRUST_PROXY as off, a hop count or a list of addresses and ranges', () => {
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com']) {
      expect(badKeys({ TRUST_PROXY: bad }), bad).toEqual(['TRUST_PROXY']);
    }
  });

  it('reads the API-wide limit and the Redis key prefix, and names bad values', () => {
    expect(load({ API_RATE_LIMIT_MAX: '50', API_RATE_LIMIT_WINDOW: '10' }).apiRateLimit).toEqual({
      windowSeconds: 10,
      max: 50,
    });
    expect(load({ REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'shop-1:' })).toMatchObject({
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'shop-1:',
    });
    const keys = badKeys({
      API_RATE_LIMIT_MAX: '0',
      API_RATE_LIMIT_WINDOW: 'soon',
      REDIS_URL: 'http://cache:6379',
      REDIS_KEY_PREFIX: 'has space',
    });
    expect(keys.sort()).toEqual([
      'API_RATE_LIMIT_MAX',
      'API_RATE_LIMIT_WINDOW',
      'REDIS_KEY_PREFIX',
      'REDIS_URL',
    ]);
  });
});
