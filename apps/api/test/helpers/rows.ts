import type { SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/**
 * The `id` column of the rows `query` selects, in its order: the ids a paged read must answer,
 * straight from the database (PGlite and node-postgres both answer raw SQL as `{ rows }`).
 */
export async function idsOf(db: Database, query: SQL): Promise<string[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
