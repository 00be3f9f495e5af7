import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { deleteOne, findOne, insertOne, lockOne, updateOne } from '../../db/rows.js';
import { customerGroups } from '../../db/schema/index.js';

/** A `customer_groups` row. */
export type CustomerGroupRow = typeof customerGroups.$inferSelect;

/** A customer group with the number of companies in it. */
export type CustomerGroupWithCount = CustomerGroupRow & { companyCount: number };

/** The companies of a group, counted by `companies.customer_group_id` (decision 320). */
const companyCount = sql<number>`(SELECT count(*)::int FROM companies c
  WHERE c.customer_group_id = customer_groups.id)`;

/** Every customer group by name (ignoring case), then id, with its number of companies. */
export function listCustomerGroups(db: Executor): Promise<CustomerGroupWithCount[]> {
  return db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      createdAt: customerGroups.createdAt,
      updatedAt: customerGroups.updatedAt,
      companyCount,
    })
    .from(customerGroups)
    .orderBy(sql`lower(${customerGroups.name})`, asc(customerGroups.id));
}

/** The group of `id` with its number of companies, or `undefined`. */
export async function findCustomerGroup(
  db: Executor,
  id: string,
): Promise<CustomerGroupWithCount | undefined> {
  const [row] = await db
    .select({
      id: customerGroups.id,
      name: customerGroups.name,
      createdAt: customerGroups.createdAt,
      updatedAt: customerGroups.updatedAt,
      companyCount,
    })
    .from(customerGroups)
    .where(eq(customerGroups.id, id));
  return row;
}

/**
 * The group of `id` locked against a concurrent delete (`FOR NO KEY UPDATE`) until the
 * transaction ends, or `undefined`.
 */
export function lockCustomerGroup(
  tx: Transaction,
  id: string,
): Promise<CustomerGroupRow | undefined> {
  return lockOne(tx, customerGroups, eq(customerGroups.id, id), 'no key update');
}

/**
 * Adds a group. A name another group has (ignoring case and surrounding spaces) fails with the
 * unique violation of `customer_groups_name_key`.
 */
export function insertCustomerGroup(tx: Executor, name: string): Promise<CustomerGroupRow> {
  return insertOne(tx, customerGroups, { name }, 'customer group');
}

/** Renames a group; the row after, or `undefined` for an unknown id. */
export function renameCustomerGroup(
  tx: Executor,
  id: string,
  name: string,
): Promise<CustomerGroupRow | undefined> {
  return updateOne(tx, customerGroups, { name, updatedAt: sql`now()` }, eq(customerGroups.id, id));
}

/**
 * Deletes a group: its companies leave it (`ON DELETE SET NULL`) and its price lists stop naming
 * it (`ON DELETE CASCADE` of `price_list_groups`). The row before, or `undefined`.
 */
export function deleteCustomerGroupRow(
  tx: Executor,
  id: string,
): Promise<CustomerGroupRow | undefined> {
  return deleteOne(tx, customerGroups, eq(customerGroups.id, id));
}

/** The group of `id` without its count, or `undefined`. */
export function findCustomerGroupRow(
  db: Executor,
  id: string,
): Promise<CustomerGroupRow | undefined> {
  return findOne(db, customerGroups, eq(customerGroups.id, id));
}
