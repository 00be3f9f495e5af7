import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server URL the PostgreSQL suite runs against. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set (postgres://user@host:5432/db)');
  return url;
}

/** `url` with its database name replaced. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, unique database name with a recognisable prefix and its creation time. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** Databases left by test runs that crashed: older than this are dropped, ms. */
const ORPHAN_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * Drops `partline_test_*` and `partline_tmpl_*` databases created more than six hours ago (their
 * name carries the time), left by runs that were killed. Younger ones may belong to a run in
 * progress and are kept.
 */
export async function dropOrphanedTestDatabases(): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  let names: string[];
  try {
    const result = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'partline\\_test\\_%' OR datname LIKE 'partline\\_tmpl\\_%'",
    );
    names = result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  for (const name of names) {
    const created = parseInt(name.split('_')[2] ?? '', 36);
    if (Number.isFinite(created) && Date.now() - created > ORPHAN_AGE_MS) {
      await dropDatabaseOnServer(name);
    }
  }
}

/** Runs `statement` on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `CREATE DATABASE name [TEMPLATE template]`, retried while the template is briefly busy. */
export async function createDatabaseOnServer(name: string, template?: string): Promise<void> {
  const statement = `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(statement);
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test((error as Error).message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** `DROP DATABASE IF EXISTS name WITH (FORCE)`. */
export function dropDatabaseOnServer(name: string): Promise<void> {
  return adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
