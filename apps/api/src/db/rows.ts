import { and, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * The statement shapes that every repository writes for its own tables (decision 103): one
 * row read, locked, inserted, updated or deleted, a list in order, the rows of a set by a key, and
 * a batch claimed by `FOR UPDATE SKIP LOCKED`. Each takes the table and the condition from its
 * repository, which still owns its tables' queries (decision 103); the SQL is what the
 * repositories wrote by hand.
 */

/** A row of `TTable` as a select answers it. */
export type RowOf<TTable extends PgTable> = TTable['$inferSelect'];

/** The rows a condition selects: `undefined` selects every row. */
type Where = SQL | undefined;

/**
 * A row lock that waits for other writers: `FOR UPDATE`, `FOR NO KEY UPDATE` (decision 161), or
 * `FOR SHARE` (readers that only need the row to stay as read, decision 324).
 */
export type RowLock = 'update' | 'no key update' | 'share';

// Drizzle types a select from a generic table with conditional types that TypeScript cannot
// resolve (the table is read as `PgTable`); the helpers state the row type once, here.
const rowsOf = <TTable extends PgTable>(rows: unknown) => rows as RowOf<TTable>[];

/**
 * The row of `table` that `where` selects (`SELECT * … WHERE …`, no `LIMIT`: the condition names
 * one row), or `undefined`.
 */
export async function findOne<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  where: Where,
): Promise<RowOf<TTable> | undefined> {
  const [row] = rowsOf<TTable>(
    await db
      .select()
      .from(table as PgTable)
      .where(where),
  );
  return row;
}

/**
 * {@link findOne}, the row locked with `lock` (default `FOR UPDATE`) until the transaction ends:
 * what the caller reads stays true for its own writes.
 */
export async function lockOne<TTable extends PgTable>(
  tx: Executor,
  table: TTable,
  where: Where,
  lock: RowLock = 'update',
): Promise<RowOf<TTable> | undefined> {
  const [row] = rowsOf<TTable>(
    await tx
      .select()
      .from(table as PgTable)
      .where(where)
      .for(lock),
  );
  return row;
}

/**
 * The rows of `table` that `where` selects, in `orderBy` order (`SELECT * … WHERE … ORDER BY …`):
 * a list read whole, such as a company's members or an owner's API keys.
 */
export async function findAll<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  where: Where,
  orderBy: readonly (SQL | AnyPgColumn)[],
): Promise<RowOf<TTable>[]> {
  return rowsOf<TTable>(
    await db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy),
  );
}

/**
 * The rows of `table` that `where` selects, by `keyOf(row)` (a later row of the same key wins):
 * the rows a list of ids or SKUs names, read in one statement.
 */
export async function findMap<TTable extends PgTable, TKey>(
  db: Executor,
  table: TTable,
  where: Where,
  keyOf: (row: RowOf<TTable>) => TKey,
): Promise<Map<TKey, RowOf<TTable>>> {
  const rows = rowsOf<TTable>(
    await db
      .select()
      .from(table as PgTable)
      .where(where),
  );
  return new Map(rows.map((row) => [keyOf(row), row]));
}

/**
 * The rows of `table` that `where` selects in `orderBy` order, in lists by `keyOf(row)`: the
 * children of several parents (an order's lines, a quote's versions) read in one statement.
 */
export async function findGrouped<TTable extends PgTable, TKey>(
  db: Executor,
  table: TTable,
  where: Where,
  orderBy: readonly (SQL | AnyPgColumn)[],
  keyOf: (row: RowOf<TTable>) => TKey,
): Promise<Map<TKey, RowOf<TTable>[]>> {
  const rows = await findAll(db, table, where, orderBy);
  const groups = new Map<TKey, RowOf<TTable>[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Inserts one row and returns it (`INSERT … RETURNING *`).
 * @throws Error `<what> not inserted` when the database answers no row (it always answers one).
 */
export async function insertOne<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  values: PgInsertValue<TTable>,
  what: string,
): Promise<RowOf<TTable>> {
  const [row] = rowsOf<TTable>(await db.insert(table).values(values).returning());
  if (!row) throw new Error(`${what} not inserted`);
  return row;
}

/**
 * Sets `values` on the row that `where` selects, in one statement, and returns it
 * (`UPDATE … RETURNING *`); `undefined` when none matched. With a condition on the row's state
 * this is a conditional transition: of concurrent calls exactly one gets the row.
 */
export async function updateOne<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  values: PgUpdateSetSource<TTable>,
  where: Where,
): Promise<RowOf<TTable> | undefined> {
  const [row] = rowsOf<TTable>(await db.update(table).set(values).where(where).returning());
  return row;
}

/**
 * Sets `values` on the rows that `where` selects, in one statement; how many it changed, counted
 * from `RETURNING <key>` (node-postgres and PGlite agree on rows, not on their row counts).
 */
export async function updateCount<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  values: PgUpdateSetSource<TTable>,
  where: Where,
  key: AnyPgColumn,
): Promise<number> {
  const rows = await db.update(table).set(values).where(where).returning({ key });
  return rows.length;
}

/** Deletes the row that `where` selects and returns it (`DELETE … RETURNING *`), or `undefined`. */
export async function deleteOne<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  where: Where,
): Promise<RowOf<TTable> | undefined> {
  const [row] = rowsOf<TTable>(await db.delete(table).where(where).returning());
  return row;
}

/** A batch for {@link claimBatch}. */
export interface BatchClaim<TTable extends PgTable> {
  /** The rows that are due. */
  due: Where;
  /** The order in which due rows are taken, when it matters (oldest first). */
  orderBy?: readonly (SQL | AnyPgColumn)[];
  limit: number;
  /** What a claimed row becomes. */
  set: PgUpdateSetSource<TTable>;
  /** Checked again on the locked row, when the claim depends on its state. */
  still?: Where;
}

/**
 * Claims up to `limit` due rows of `table` and sets `set` on them in one statement, returning them:
 * the due rows are locked `FOR UPDATE SKIP LOCKED`, so rows another transaction holds (another
 * instance's claim, a payment or acceptance in flight) are skipped and each row goes to one caller.
 */
export async function claimBatch<TTable extends PgTable & { id: AnyPgColumn }>(
  tx: Executor,
  table: TTable,
  { due, orderBy = [], limit, set, still }: BatchClaim<TTable>,
): Promise<RowOf<TTable>[]> {
  const claimed = tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(due)
    .orderBy(...orderBy)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rowsOf<TTable>(
    await tx
      .update(table)
      .set(set)
      .where(and(inArray(table.id, claimed), still))
      .returning(),
  );
}

/** The rows of a raw `db.execute(sql`…`)` result, as node-postgres and PGlite both answer it. */
export const statementRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
