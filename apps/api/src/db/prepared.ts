import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client.js';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs one SQL statement (Drizzle's `sql` template, parameters bound) as a named prepared
 * statement: on PostgreSQL each pooled connection parses and plans it once, then only binds and
 * executes it; PGlite runs it as it is. For hot statements that Drizzle's query builder cannot
 * express (a data-modifying CTE). Outside a transaction: the statement commits by itself.
 * `name` must be unique to this statement text. Returns the rows, columns as named in the SQL.
 */
export async function executePrepared<Row extends Record<string, unknown>>(
  db: Database,
  name: string,
  query: SQL,
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('totalCount' in client) {
    return (await client.query<Row>({ name, text, values: params })).rows;
  }
  return (await client.query<Row>(text, params)).rows;
}
