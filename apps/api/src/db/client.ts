import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config/env.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { initPgliteCluster } from './pglite-init.js';
import { takeTurns } from './pglite-turns.js';
import * as schema from './schema/index.js';

/** The Drizzle database every repository takes, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction inside {@link Database.transaction}. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction in it: what a repository function runs its statement on. */
export type Executor = Database | Transaction;

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
  /** How busy the connections are now, for `/metrics` (decision 332). */
  connections(): ConnectionCounts;
}

/**
 * The connections of a {@link DatabaseHandle} at one moment. On PostgreSQL, the `pg` pool's
 * counts; on PGlite, its one connection and the statements queued for it (decision 275).
 */
export interface ConnectionCounts {
  /** Connections running a query or held by a transaction (PGlite: 1 while a statement runs). */
  readonly inUse: number;
  /** Open connections waiting for work (PGlite: 1 while nothing runs). */
  readonly idle: number;
  /** Callers waiting for a connection (PGlite: statements queued behind the running one). */
  readonly waiting: number;
  /** Most connections there may be (the pool's `max`; PGlite: 1). */
  readonly max: number;
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

/**
 * PostgreSQL extensions PGlite loads (a server has them as contrib modules): `pg_trgm` for the
 * catalog search's trigram indexes (decision 066). Every PGlite the app or the tests open needs them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's start parameters: its defaults with 8 MB of shared buffers instead of 128 MB, which
 * PostgreSQL touches as it works and PGlite's WebAssembly memory then keeps for good: the shop's
 * working set is far smaller, and the rest is read through the operating system's file cache
 * (decision 043; 8 rather than 16 MB leaves room under image uploads, decision 085).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

// Any constant: only our own instances take it, to serialise migrations across processes.
const MIGRATION_LOCK_KEY = 720_240_001;

/**
 * Longest wait for a PostgreSQL connection (a new one, or a free one of the pool), ms. Generous:
 * a burst of requests queues for the pool's connections within it.
 */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Longest wait for the answer to one query on a pooled connection, ms. */
export const QUERY_TIMEOUT_MS = 10_000;

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
  if (directory) {
    mkdirSync(directory, { recursive: true });
    await initPgliteCluster(directory);
  }
  const client = new PGlite({
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
    ...(directory ? { dataDir: directory } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  await client.waitReady;
  // Queued statements must not keep the event loop from accepting and reading (decision 275).
  const turns = takeTurns(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => ping(db, timeoutMs),
    // PGlite is one connection in this process, and the DATA_DIR lock keeps other processes out.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => (closed ??= client.closed ? Promise.resolve() : client.close()),
    connections: () => {
      const { running, queued } = turns.counts();
      return { inUse: running, idle: 1 - running, waiting: queued, max: 1 };
    },
  };
}

function openPostgres(url: string, options: CreateDatabaseOptions): DatabaseHandle {
  const poolMax = options.poolMax ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // Bounded waits when the server is gone or unreachable (decision 059): a request fails in
    // seconds instead of hanging, and the pool recovers by itself when the server is back.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // A server restart breaks idle connections; without a listener that would crash the process.
  pool.on('error', (error: Error & { code?: string }) =>
    // Not `{ err }`: node-postgres hangs the whole client object on the error.
    options.logger?.error(
      { error: error.message, code: error.code },
      'idle database connection failed',
    ),
  );
  // A connection can also break while checked out between two queries (inside a transaction):
  // the next query on it fails and the pool drops it, so the event itself must not crash us.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs) => ping(db, timeoutMs),
    migrate: async () => {
      // Its own connection, without the query timeout: a migration may rightly take long.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      await client.connect();
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
        await client.end();
      }
    },
    close: () => (closed ??= pool.end()),
    connections: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolMax,
    }),
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
