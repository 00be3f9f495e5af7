import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config/env.js';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema/index.js';

/** The Drizzle database every repository takes, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction inside {@link Database.transaction}. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database and what the process needs to run and stop it. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `SELECT 1`.
   * @throws when the database does not answer within `timeoutMs` (default 2000 ms) or is closed.
   */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies the pending migrations of `src/db/migrations`; safe when several instances start. */
  migrate(): Promise<void>;
  /** Closes the connection(s); calling it again does nothing. */
  close(): Promise<void>;
}

/** Where the errors of idle pooled connections are reported. */
export interface DatabaseLogger {
  error(object: unknown, message?: string): void;
}

/** Options of {@link createDatabase}. */
export interface CreateDatabaseOptions {
  /** PGlite in memory instead of `DATA_DIR/db` (tests); ignored with a `databaseUrl`. */
  inMemory?: boolean;
  /**
   * A PGlite data directory dump (`PGlite.dumpDataDir`) to start from instead of an empty cluster;
   * tests use a migrated one, which is several times faster than initialising a cluster.
   */
  pgliteSnapshot?: Blob;
  /** Most pooled connections to the PostgreSQL server (default 10). */
  poolMax?: number;
  logger?: DatabaseLogger;
}

// Any constant: only our own instances take it, to serialise migrations across processes.
const MIGRATION_LOCK_KEY = 720_240_001;

/**
 * Opens the database of `config`: PostgreSQL through a `pg` pool when `databaseUrl` is set, else
 * PGlite on `dataDir/db` (or in memory when asked). Drizzle uses `casing: 'snake_case'` and has
 * the schema attached. Does not migrate: call {@link DatabaseHandle.migrate}.
 *
 * @throws when PGlite cannot open its directory (the server is not reached before the first query).
 */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options)
    : openPglite(options.inMemory ? undefined : join(config.dataDir, 'db'), options.pgliteSnapshot);
}

async function openPglite(
  directory: string | undefined,
  snapshot: Blob | undefined,
): Promise<DatabaseHandle> {
  if (directory) mkdirSync(directory, { recursive: true });
  const client = new PGlite({
    ...(directory ? { dataDir: directory } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => ping(db, timeoutMs),
    // PGlite is one connection in this process, and the DATA_DIR lock keeps other processes out.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => (closed ??= client.closed ? Promise.resolve() : client.close()),
  };
}

function openPostgres(url: string, options: CreateDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10 });
  // A server restart breaks idle connections; without a listener that would crash the process.
  pool.on('error', (error) =>
    options.logger?.error({ err: error }, 'idle database connection failed'),
  );
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs) => ping(db, timeoutMs),
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Instances starting together would otherwise race on the migrations table.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres({ client, schema, casing: 'snake_case' }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => (closed ??= pool.end()),
  };
}

async function ping(db: Database, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`database did not answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.execute(sql`SELECT 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
