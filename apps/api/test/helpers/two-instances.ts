import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { createDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { createTestDatabase, makeTempDir, testConfig, type TestDatabase } from './test-app.js';

/*
 * The shop on more than one instance (decision 058): what one instance writes, another learns of
 * by NOTIFY, and answers it kept are dropped.
 */

/** Two instances of the app on one fresh PostgreSQL database, as {@link useTwoInstances} opens them. */
export interface TwoInstances {
  /** The database, and the handle instance A uses. */
  shared: TestDatabase;
  /** Instance A, on `shared.handle`. */
  appA: App;
  /** Instance B, on a pool of its own (two connections) to the same database. */
  appB: App;
}

/**
 * Opens {@link TwoInstances} before the tests of the enclosing `describe` (PostgreSQL only: one
 * PGlite has one instance) and closes them after; read the fields inside tests.
 */
export function useTwoInstances(): TwoInstances {
  const instances = {} as TwoInstances;
  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    instances.shared = await createTestDatabase();
    second = await createDatabase(
      { databaseUrl: instances.shared.url, dataDir: makeTempDir() },
      { poolMax: 2 },
    );
    instances.appA = await buildApp(testConfig(makeTempDir()), {
      database: instances.shared.handle,
    });
    instances.appB = await buildApp(testConfig(makeTempDir()), { database: second });
  });
  afterAll(async () => {
    await instances.appA?.close();
    await instances.appB?.close();
    await second?.close();
    await instances.shared?.destroy();
  });
  return instances;
}

/**
 * Expects what an instance reads after another connection's write to come right within 5 s (a
 * NOTIFY reaching the catalog of decision 040, the order lists of decisions 206 and 270). That is
 * below the 10 s a kept answer may age, so the expectation fails when announcements do not
 * arrive: the age alone would not satisfy it.
 */
export function expectAnnounced<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: 5_000, interval: 20 });
}
