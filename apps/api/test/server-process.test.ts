import { existsSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/lock.js';
import { TIMING_BOUND } from './timing-tag.js';
import {
  killServer,
  spawnServer,
  waitForListening,
  type ServerProcess,
} from './helpers/server-process.js';
import {
  createTestDatabase,
  makeTempDir,
  testDatabaseKind,
  type TestDatabase,
} from './helpers/test-app.js';

/**
 * The real server entry (`src/server.ts`) in child processes: start-up refusals, the DATA_DIR
 * lock, and graceful shutdown with a request in flight.
 */

/** A first start creates the PGlite cluster: seconds on a quiet machine, more on a loaded one. */
const START_TIMEOUT_MS = 90_000;

const baseEnv = (dataDir: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  PORT: '0',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  AUTH_SECRET: 'process-test-secret-process-test-secret',
});

describe('start-up refusals', () => {
  it('exits 1 naming every bad configuration key', async () => {
    const dataDir = makeTempDir();
    try {
      const server = spawnServer({ ...baseEnv(dataDir), PORT: 'eighty', LOG_LEVEL: 'loud' });
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toContain('Invalid configuration');
      expect(server.stderr()).toMatch(/PORT: /);
      expect(server.stderr()).toMatch(/LOG_LEVEL: /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(testDatabaseKind !== 'pglite')('the DATA_DIR lock between real processes', () => {
  let dataDir: string;
  let first: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = makeTempDir();
    first = spawnServer(baseEnv(dataDir));
    await waitForListening(first);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    killServer(first);
    await first?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a second server on the same DATA_DIR exit at once with a clear message', async () => {
    const started = Date.now();
    const second = spawnServer(baseEnv(dataDir));
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toContain(`DATA_DIR ${dataDir} is in use by process ${first?.pid}`);
    expect(second.stderr()).toContain('stop it or use another DATA_DIR');
    // It never opened the database: no start-up log of its own.
    expect(second.stdout()).not.toContain('listening');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(first?.child.exitCode).toBeNull();
  });
});

describe('graceful shutdown', () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  const size = 48 * 1024 * 1024;

  beforeAll(async () => {
    dataDir = makeTempDir();
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'big.bin'), Buffer.alloc(size, 7));
    const env = baseEnv(dataDir);
    if (testDatabaseKind === 'postgres') {
      database = await createTestDatabase();
      await database.handle.close();
      env.DATABASE_URL = database.url as string;
    }
    server = spawnServer(env);
  });
  afterAll(async () => {
    killServer(server);
    await server?.exited;
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Timing-bound: it expects the server still running 500 ms after SIGTERM (decision 088).
  it(
    'finishes a request in flight after SIGTERM, then exits 0 and releases DATA_DIR',
    { ...TIMING_BOUND, timeout: START_TIMEOUT_MS },
    async () => {
      if (!server) throw new Error('no server');
      const port = await waitForListening(server);

      // A slow client: the download stays in flight while we do not read it.
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/uploads/big.bin' }, resolve).on('error', reject);
      });
      response.pause();
      expect(response.statusCode).toBe(200);

      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.child.exitCode, 'the server waits for the download').toBeNull();

      let received = 0;
      await new Promise<void>((resolve, reject) => {
        response.on('data', (chunk: Buffer) => (received += chunk.length));
        response.on('end', resolve);
        response.on('error', reject);
        response.resume();
      });
      expect(received).toBe(size);

      expect(await server.exited).toBe(0);
      expect(server.stdout()).toContain('finishing requests in flight');
      if (testDatabaseKind === 'pglite') expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    },
  );
});
