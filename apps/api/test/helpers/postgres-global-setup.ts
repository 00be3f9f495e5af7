import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/db/client.js';
import {
  createDatabaseOnServer,
  dropDatabaseOnServer,
  dropOrphanedTestDatabases,
  testDatabaseUrl,
  uniqueDatabaseName,
  withDatabase,
} from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database each test file copies. */
    pgTemplate: string;
  }
}

/** Makes one migrated template database for the run and drops it at the end. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  await dropOrphanedTestDatabases();
  const template = uniqueDatabaseName('partline_tmpl');
  await createDatabaseOnServer(template);
  const database = await createDatabase({
    databaseUrl: withDatabase(testDatabaseUrl(), template),
    dataDir: '/nonexistent',
  });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('pgTemplate', template);
  return () => dropDatabaseOnServer(template);
}
