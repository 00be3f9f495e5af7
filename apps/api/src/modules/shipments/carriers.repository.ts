import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { findOne, insertOne, updateOne } from '../../db/rows.js';
import { carriers } from '../../db/schema/index.js';
import type { CarrierRow } from './shipments.repository.js';

/** A carrier's fields as stored (decision 321). */
export type CarrierValues = Pick<CarrierRow, 'name' | 'kind' | 'trackingUrlTemplate' | 'active'>;

/**
 * Every carrier by name (ignoring case), then id; with `active`, only the carriers offered for new
 * shipments (`true`) or only the retired ones (`false`).
 */
export function listCarriers(db: Executor, active?: boolean): Promise<CarrierRow[]> {
  return db
    .select()
    .from(carriers)
    .where(active === undefined ? undefined : eq(carriers.active, active))
    .orderBy(sql`lower(${carriers.name})`, asc(carriers.id));
}

/** The carrier of `id`, or `undefined`. */
export function findCarrierRow(db: Executor, id: string): Promise<CarrierRow | undefined> {
  return findOne(db, carriers, eq(carriers.id, id));
}

/**
 * The ids of the own-transport carriers, locked (`FOR UPDATE`) until the transaction ends: a
 * change of kind that would leave none waits for, and then sees, any other such change.
 */
export async function lockOwnTransportCarriers(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ id: carriers.id })
    .from(carriers)
    .where(eq(carriers.kind, 'own_transport'))
    .orderBy(asc(carriers.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Adds a carrier. A name another carrier has, ignoring case, fails with the unique violation of
 * `carriers_name_key`.
 */
export function insertCarrier(tx: Executor, values: CarrierValues): Promise<CarrierRow> {
  return insertOne(tx, carriers, values, 'carrier');
}

/** Sets a carrier's fields; the row after, or `undefined` for an unknown id. */
export function updateCarrier(
  tx: Executor,
  id: string,
  values: CarrierValues,
): Promise<CarrierRow | undefined> {
  return updateOne(tx, carriers, { ...values, updatedAt: sql`now()` }, eq(carriers.id, id));
}
