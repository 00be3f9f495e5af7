import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/env.js';
import { createDatabase, type Database, type DatabaseHandle } from '../../src/db/client.js';
import { seedDemoContent, type DemoContent } from '../../src/db/seed/seed.js';
import { fillDemoShopIdentity } from '../../src/db/seed/shop-identity.js';
import {
  createDatabaseOnServer,
  dropDatabaseOnServer,
  testDatabaseUrl,
  uniqueDatabaseName,
  withDatabase,
} from './postgres.js';

/** Which database the suite runs on: `TEST_DB=postgres` (api-postgres project) or PGlite. */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database for one test file. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection URL on the PostgreSQL server; `undefined` for in-memory PGlite. */
  url: string | undefined;
  /** Closes and (on the server) drops the database. */
  destroy(): Promise<void>;
}

function provided<K extends 'pgTemplate' | 'pgliteSnapshot'>(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

let snapshot: Promise<Blob | undefined> | undefined;
/** The migrated PGlite snapshot of the global setup, read once per worker (not isolated). */
function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = provided('pgliteSnapshot');
  return (snapshot ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined));
}

/**
 * An empty migrated database: in-memory PGlite (from the suite's migrated snapshot), or on the PostgreSQL server of TEST_DATABASE_URL a
 * new `partline_test_*` database copied from the migrated template (or migrated here when the
 * suite's global setup did not run).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const loaded = await pgliteSnapshot();
    const handle = await createDatabase(
      { databaseUrl: undefined, dataDir: tmpdir() },
      { inMemory: true, ...(loaded ? { pgliteSnapshot: loaded } : {}) },
    );
    await handle.migrate();
    await fillDemoShopIdentity(handle.db);
    return { handle, url: undefined, destroy: () => handle.close() };
  }
  const name = uniqueDatabaseName('partline_test');
  const template = provided('pgTemplate');
  await createDatabaseOnServer(name, template);
  const url = withDatabase(testDatabaseUrl(), name);
  const handle = await createDatabase({ databaseUrl: url, dataDir: tmpdir() }, { poolMax: 4 });
  if (!template) await handle.migrate();
  await fillDemoShopIdentity(handle.db);
  return {
    handle,
    url,
    destroy: async () => {
      await handle.close();
      await dropDatabaseOnServer(name);
    },
  };
}

/** A temporary directory removed by {@link TestApp.close}. */
export function makeTempDir(prefix = 'partline-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * For a test file that makes its own temporary directories: answers a maker of directories named
 * `prefix…`, each removed after the test that made it.
 */
export function useTempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = makeTempDir(prefix);
    dirs.push(dir);
    return dir;
  };
}

/**
 * A valid {@link Config} for tests: a temporary `DATA_DIR`, silent logs (TEST_LOG_LEVEL to see
 * them), no seeding, no built web app unless `WEB_DIST_DIR` is given, an API-wide rate limit and
 * write slots no test reaches, plus `env` on top.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    // Every inject comes from 127.0.0.1: tests of the API-wide limit set their own, lower one.
    API_RATE_LIMIT_MAX: '1000000',
    // Racing tests send their requests at once: the write slots' own test sets fewer.
    WRITE_CONCURRENCY: '1000',
    ...env,
  });
}

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Seed the demo content (or `content`) before the app starts. */
  seed?: boolean;
  content?: DemoContent;
  /** Where the demo images are (default `apps/api/assets/demo`). */
  assetsDir?: string;
  /** Extra environment variables for {@link testConfig}. */
  env?: Record<string, string>;
  /** What the app is given instead of making it (not the database: each test app has its own). */
  deps?: Omit<AppDeps, 'database'>;
}

/** The real app on a fresh database, for `app.inject`. */
export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** `database.db`: what factories, helpers and raw SQL in a test are given. */
  db: Database;
  config: Config;
  /** Closes the app, destroys the database and removes the temporary `DATA_DIR`. */
  close(): Promise<void>;
}

/**
 * What {@link useTestApp} builds the app with: options, or a function that first starts what the
 * app is pointed at (an SMTP server, the Stripe stand-in) and gives the options; what it passes to
 * `afterClose` is stopped once the app is closed.
 */
export type TestAppSetup =
  TestAppOptions | ((afterClose: (stop: () => Promise<void>) => void) => Promise<TestAppOptions>);

/**
 * The test file's app: a `beforeAll` registered here builds it with `setup` and an `afterAll`
 * closes it. Call at the top of the file, before hooks that use it; read its members inside hooks
 * and tests only (before the `beforeAll` has run there is no app).
 */
export function useTestApp(setup: TestAppSetup = {}): TestApp {
  let built: TestApp | undefined;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const options = typeof setup === 'function' ? await setup((stop) => stops.push(stop)) : setup;
    built = await createTestApp(options);
  });
  afterAll(async () => {
    await built?.close();
    for (const stop of stops) await stop();
  });
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll: use it in hooks and tests');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get db() {
      return current().database.db;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/**
 * Builds the real app (every plugin and route) on a fresh database for one test file; call
 * `close()` in `afterAll`. Routes may still be added to `app` before the first request.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = makeTempDir();
  const config = testConfig(dataDir, options.env);
  const testDatabase = await createTestDatabase();
  const database = testDatabase.handle;
  if (options.seed) {
    await seedDemoContent(database.db, {
      dataDir,
      ...(options.content ? { content: options.content } : {}),
      ...(options.assetsDir ? { assetsDir: options.assetsDir } : {}),
    });
  }
  const app = await buildApp(config, { ...options.deps, database });
  let closed: Promise<void> | undefined;
  return {
    app,
    database,
    db: database.db,
    config,
    close: () =>
      (closed ??= (async () => {
        await app.close();
        await testDatabase.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      })()),
  };
}

/**
 * A {@link useTestApp} set-up serving a web build of `files` (path → content) from a temporary
 * folder, removed once the app is closed; `built` is given the folder.
 */
export function withWebBuild(
  prefix: string,
  files: Record<string, string>,
  built: (dist: string) => void = () => {},
): TestAppSetup {
  return async (afterClose) => {
    const dist = makeTempDir(prefix);
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
    built(dist);
    afterClose(async () => rmSync(dist, { recursive: true, force: true }));
    return { env: { WEB_DIST_DIR: dist } };
  };
}
