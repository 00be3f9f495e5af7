import {
  createDatabaseOnServer,
  dropDatabaseOnServer,
  testDatabaseUrl,
  uniqueDatabaseName,
  withDatabase,
} from '../../helpers/postgres.js';

/** The PostgreSQL server of TEST_DATABASE_URL is there: tests that need it skip otherwise. */
export const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** An empty database on the server of TEST_DATABASE_URL, for one test file. */
export interface ServerDatabase {
  url: string;
  name: string;
  /** `DROP DATABASE … WITH (FORCE)` */
  drop(): Promise<void>;
}

/**
 * Creates an empty `partline_test_*` database (not migrated: the instances migrate it when they
 * start, as in production). Crashed runs' leftovers are dropped by the global setup.
 */
export async function createServerDatabase(): Promise<ServerDatabase> {
  const name = uniqueDatabaseName('partline_test');
  await createDatabaseOnServer(name);
  return {
    url: withDatabase(testDatabaseUrl(), name),
    name,
    drop: () => dropDatabaseOnServer(name),
  };
}
