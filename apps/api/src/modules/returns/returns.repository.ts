import type { ReturnStatus } from '@partline/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { lockOne } from '../../db/rows.js';
import { returnItems, returns } from '../../db/schema/index.js';

/** A row of `returns`. */
export type ReturnRow = typeof returns.$inferSelect;
/** A row of `return_items`. */
export type ReturnItemRow = typeof returnItems.$inferSelect;
/** A return with its items, in the order they were asked for. */
export type ReturnWithItems = ReturnRow & { items: ReturnItemRow[] };

/** Values of a new return (its number is the insert trigger's, migration 0037). */
export type NewReturn = Omit<
  typeof returns.$inferInsert,
  'id' | 'number' | 'status' | 'createdAt' | 'updatedAt'
>;
/** Values of a new return item. */
export type NewReturnItem = Pick<
  typeof returnItems.$inferInsert,
  'orderLineId' | 'serialId' | 'quantity'
>;

/**
 * Inserts a return and its items, numbered `RMA-<year>-<n>` by the trigger. A serial already under
 * an open return fails with the unique violation of `return_items_open_serial_key`.
 */
export async function insertReturn(
  tx: Transaction,
  values: NewReturn,
  items: readonly NewReturnItem[],
): Promise<ReturnWithItems> {
  const [row] = await tx.insert(returns).values(values).returning();
  if (!row) throw new Error('insert into returns returned no row');
  const inserted = await tx
    .insert(returnItems)
    .values(items.map((item, position) => ({ ...item, returnId: row.id, position })))
    .returning();
  return { ...row, items: inserted.sort((a, b) => a.position - b.position) };
}

/** A return by id, with its items. */
export async function findReturn(db: Executor, id: string): Promise<ReturnWithItems | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id)).limit(1);
  return row && { ...row, items: await itemsOf(db, row.id) };
}

/** A return by its RMA number, with its items. */
export async function findReturnByNumber(
  db: Executor,
  number: string,
): Promise<ReturnWithItems | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.number, number)).limit(1);
  return row && { ...row, items: await itemsOf(db, row.id) };
}

/** Locks a return row (`FOR UPDATE`) for the rest of the transaction, with its items. */
export async function lockReturn(
  tx: Transaction,
  id: string,
): Promise<ReturnWithItems | undefined> {
  const row = await lockOne(tx, returns, eq(returns.id, id));
  return row && { ...row, items: await itemsOf(tx, row.id) };
}

/** The items of a return, in the order they were asked for. */
export function itemsOf(db: Executor, returnId: string): Promise<ReturnItemRow[]> {
  return db
    .select()
    .from(returnItems)
    .where(eq(returnItems.returnId, returnId))
    .orderBy(asc(returnItems.position));
}

/** The items of these returns, by return id. */
export async function itemsOfReturns(
  db: Executor,
  returnIds: readonly string[],
): Promise<Map<string, ReturnItemRow[]>> {
  const grouped = new Map<string, ReturnItemRow[]>();
  if (returnIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(returnItems)
    .where(inArray(returnItems.returnId, [...returnIds]))
    .orderBy(asc(returnItems.position));
  for (const row of rows) grouped.set(row.returnId, [...(grouped.get(row.returnId) ?? []), row]);
  return grouped;
}

/** The open return each of these serials is under, by serial id: its id, number and status. */
export async function openReturnsOfSerials(
  db: Executor,
  serialIds: readonly string[],
): Promise<Map<string, { id: string; number: string; status: ReturnStatus }>> {
  if (serialIds.length === 0) return new Map();
  const rows = await db
    .select({
      serialId: returnItems.serialId,
      id: returns.id,
      number: returns.number,
      status: returns.status,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(inArray(returnItems.serialId, [...serialIds]), eq(returnItems.open, true)));
  return new Map(rows.map(({ serialId, ...rest }) => [serialId!, rest]));
}

/**
 * Pieces of each of these order lines under a return that was not rejected (open or resolved), by
 * line id: what a new return of the line may no longer take.
 */
export async function piecesUnderReturn(
  db: Executor,
  orderLineIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderLineId: returnItems.orderLineId,
      pieces: sql<number>`sum(${returnItems.quantity})`.mapWith(Number),
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(inArray(returnItems.orderLineId, [...orderLineIds]), ne(returns.status, 'rejected')))
    .groupBy(returnItems.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.pieces]));
}

/** The returns of an order, oldest first. */
export function returnsOfOrder(db: Executor, orderId: string): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(asc(returns.createdAt), asc(returns.number));
}

/** Fields a step of a return sets beside its status. */
export type ReturnStep = Partial<
  Pick<
    ReturnRow,
    | 'instructions'
    | 'decisionComment'
    | 'receivedNote'
    | 'decidedAt'
    | 'decidedBy'
    | 'receivedAt'
    | 'resolvedAt'
  >
>;

/**
 * Moves a return from status `from` to `to` with `step`'s fields, only if it is still `from` (the
 * caller holds its lock; the condition keeps a step once whatever else happens). Rejecting closes
 * its items: their serials may be under another return. The row when it moved.
 */
export async function moveReturn(
  tx: Transaction,
  id: string,
  from: ReturnStatus,
  to: ReturnStatus,
  step: ReturnStep,
): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .update(returns)
    .set({ ...step, status: to, updatedAt: sql`now()` })
    .where(and(eq(returns.id, id), eq(returns.status, from)))
    .returning();
  if (row && to === 'rejected') {
    await tx.update(returnItems).set({ open: false }).where(eq(returnItems.returnId, id));
  }
  return row;
}

/** What settled an item (decision 322). */
export type ItemResolution = Pick<
  ReturnItemRow,
  | 'resolution'
  | 'resolutionNote'
  | 'replacementSerialId'
  | 'replacementShipmentId'
  | 'creditPoisha'
  | 'creditNoteNumber'
  | 'refundId'
>;

/** Resolves an open item (it closes); `false` when it was no longer open. */
export async function resolveItem(
  tx: Transaction,
  itemId: string,
  resolution: ItemResolution,
): Promise<boolean> {
  const rows = await tx
    .update(returnItems)
    .set({ ...resolution, open: false, resolvedAt: sql`now()` })
    .where(and(eq(returnItems.id, itemId), eq(returnItems.open, true)))
    .returning({ id: returnItems.id });
  return rows.length === 1;
}

/** Counts the open returns: requested, approved or received (the admin overview). */
export async function countOpenReturns(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(returns)
    .where(inArray(returns.status, ['requested', 'approved', 'received']));
  return row?.count ?? 0;
}

/**
 * The return that settled each of these serials for good, by serial id: an item replaced (the
 * shop has the piece) or credited (its money went back); such a piece is never returned again.
 */
export async function settledSerials(
  db: Executor,
  serialIds: readonly string[],
): Promise<Map<string, string>> {
  if (serialIds.length === 0) return new Map();
  const rows = await db
    .select({ serialId: returnItems.serialId, number: returns.number })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(
      and(
        inArray(returnItems.serialId, [...serialIds]),
        inArray(returnItems.resolution, ['replace', 'credit']),
      ),
    );
  return new Map(rows.map((row) => [row.serialId!, row.number]));
}
