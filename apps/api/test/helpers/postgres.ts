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

/** A fresh, unique database name with a recognisable prefix. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
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
