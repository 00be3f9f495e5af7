import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { carriers, shipmentLines, shipmentSerials, shipments } from '../../db/schema/index.js';

/** A row of `carriers`. */
export type CarrierRow = typeof carriers.$inferSelect;
/** A row of `shipments`. */
export type ShipmentRow = typeof shipments.$inferSelect;
/** A row of `shipment_lines`. */
export type ShipmentLineRow = typeof shipmentLines.$inferSelect;
/** A shipment with its lines. */
export type ShipmentWithLines = ShipmentRow & { lines: ShipmentLineRow[] };

/** A carrier by id, active or not. */
export async function findCarrier(db: Executor, id: string): Promise<CarrierRow | undefined> {
  const [row] = await db.select().from(carriers).where(eq(carriers.id, id)).limit(1);
  return row;
}

/**
 * The carrier of the specification's one-click Deliver (decision 321): the first carrier of the
 * shop's own transport, active or not (migration 0036 adds one; carriers are never deleted).
 * @throws Error when there is none (the database is not migrated).
 */
export async function ownTransportCarrier(db: Executor): Promise<CarrierRow> {
  const [row] = await db
    .select()
    .from(carriers)
    .where(eq(carriers.kind, 'own_transport'))
    .orderBy(sql`${carriers.active} DESC`, asc(carriers.createdAt), asc(carriers.id))
    .limit(1);
  if (!row) throw new Error('no own-transport carrier: run the migrations');
  return row;
}

/** Values of a new shipment (its number is the trigger's). */
export type NewShipment = Omit<typeof shipments.$inferInsert, 'id' | 'number' | 'createdAt'>;

/** Inserts a shipment and its lines (each `quantity > 0`); answers it with them. */
export async function insertShipment(
  tx: Transaction,
  values: NewShipment,
  lines: readonly { orderLineId: string; quantity: number }[],
): Promise<ShipmentWithLines> {
  const [row] = await tx.insert(shipments).values(values).returning();
  if (!row) throw new Error('insert into shipments returned no row');
  const inserted = await tx
    .insert(shipmentLines)
    .values(lines.map((line) => ({ shipmentId: row.id, ...line })))
    .returning();
  return { ...row, lines: inserted };
}

/** The shipments of an order with their lines, oldest first. */
export async function shipmentsOfOrder(
  db: Executor,
  orderId: string,
): Promise<ShipmentWithLines[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.createdAt), asc(shipments.number));
  return withLines(db, rows);
}

/** A shipment with its lines, by id. */
export async function findShipment(
  db: Executor,
  id: string,
): Promise<ShipmentWithLines | undefined> {
  const rows = await db.select().from(shipments).where(eq(shipments.id, id)).limit(1);
  return (await withLines(db, rows))[0];
}

async function withLines(db: Executor, rows: ShipmentRow[]): Promise<ShipmentWithLines[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(shipmentLines)
    .where(
      inArray(
        shipmentLines.shipmentId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.shipmentId === row.id),
  }));
}

/** The tracking templates of these carriers, by id (a shipment's link is made at each read). */
export async function trackingTemplatesOf(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: carriers.id, template: carriers.trackingUrlTemplate })
    .from(carriers)
    .where(inArray(carriers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.template]));
}

/** Marks a shipment delivered once; the row when it changed now. */
export async function markShipmentDelivered(
  db: Executor,
  id: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .update(shipments)
    .set({ deliveredAt: sql`now()` })
    .where(sql`${shipments.id} = ${id} AND ${shipments.deliveredAt} IS NULL`)
    .returning();
  return row;
}

/** A row of `shipment_serials`. */
export type ShipmentSerialRow = typeof shipmentSerials.$inferSelect;

/** A serial number to record with a shipment (decision 322). */
export interface NewShipmentSerial {
  orderLineId: string;
  productId: string;
  /** Normalised (`SerialNumberSchema`): upper-case. */
  serial: string;
  /** The warranty's last day (`warrantyEndsOn` of @partline/shared), `null`: none. */
  warrantyEndsOn: string | null;
  /** The serial this piece replaces under a return, if it does. */
  replacesSerialId?: string | null;
}

/**
 * Records the serial numbers a shipment carried. A serial that already shipped for the same
 * product fails with the unique violation of `shipment_serials_product_serial_key` (the caller
 * checks first with {@link takenSerials}, under its locks, to name it).
 */
export async function insertShipmentSerials(
  tx: Transaction,
  shipmentId: string,
  serials: readonly NewShipmentSerial[],
): Promise<ShipmentSerialRow[]> {
  if (serials.length === 0) return [];
  return tx
    .insert(shipmentSerials)
    .values(serials.map((serial) => ({ shipmentId, ...serial })))
    .returning();
}

/** Which of these serial numbers of a product have shipped already (normalised, as stored). */
export async function takenSerials(
  db: Executor,
  productId: string,
  serials: readonly string[],
): Promise<string[]> {
  if (serials.length === 0) return [];
  const rows = await db
    .select({ serial: shipmentSerials.serial })
    .from(shipmentSerials)
    .where(
      and(eq(shipmentSerials.productId, productId), inArray(shipmentSerials.serial, [...serials])),
    );
  return rows.map((row) => row.serial);
}

/** The serial numbers shipped under these shipments, in the order they were recorded. */
export async function serialsOfShipments(
  db: Executor,
  shipmentIds: readonly string[],
): Promise<ShipmentSerialRow[]> {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentSerials)
    .where(inArray(shipmentSerials.shipmentId, [...shipmentIds]))
    .orderBy(asc(shipmentSerials.createdAt), asc(shipmentSerials.serial));
}
