import { PRICE_LIST_MESSAGES, type CustomerGroup, type CustomerGroupInput } from '@partline/shared';
import { recordAudit, type AuditActor } from '../../audit/audit-log.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { isRowId } from '../../row-id.js';
import {
  deleteCustomerGroupRow,
  findCustomerGroup,
  insertCustomerGroup,
  listCustomerGroups,
  renameCustomerGroup,
  type CustomerGroupWithCount,
} from './customer-groups.repository.js';

const M = PRICE_LIST_MESSAGES;

/** A customer group as the API answers it (decision 320). */
export function toCustomerGroup(row: CustomerGroupWithCount): CustomerGroup {
  return {
    id: row.id,
    name: row.name,
    companyCount: row.companyCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The 409 of a group name in use, ignoring case and surrounding spaces (decided by the unique
 * index, so of concurrent writes exactly one wins); any other error as it is.
 */
function nameClashOf(error: unknown): unknown {
  if (isUniqueViolation(error, 'customer_groups_name_key')) {
    return new ConflictError(M.groupNameTaken, { name: [M.groupNameTaken] });
  }
  return error;
}

/** `GET /customer-groups` (admin; decision 320): every group by name, with its companies counted. */
export async function getCustomerGroups(db: Database): Promise<CustomerGroup[]> {
  return (await listCustomerGroups(db)).map(toCustomerGroup);
}

/**
 * `POST /customer-groups` (admin; decision 320): a new group of `name` (trimmed), audited
 * (`customer_group.create`) in the same transaction.
 * @throws ConflictError 409 on `name`, 'A customer group of this name exists'.
 */
export async function createCustomerGroup(
  db: Database,
  input: CustomerGroupInput,
  actor: AuditActor,
): Promise<CustomerGroup> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertCustomerGroup(tx, input.name);
      await recordAudit(tx, actor, {
        action: 'customer_group.create',
        targetType: 'customer_group',
        targetId: row.id,
        targetLabel: row.name,
        before: null,
        after: { name: row.name },
      });
      return toCustomerGroup({ ...row, companyCount: 0 });
    });
  } catch (error) {
    throw nameClashOf(error);
  }
}

/**
 * `PATCH /customer-groups/{id}` (admin; decision 320): renames a group, audited
 * (`customer_group.edit`, the name before and after) in the same transaction.
 * @throws NotFoundError 'Customer group not found'; ConflictError 409 on `name`.
 */
export async function editCustomerGroup(
  db: Database,
  id: string,
  input: CustomerGroupInput,
  actor: AuditActor,
): Promise<CustomerGroup> {
  if (!isRowId(id)) throw new NotFoundError(M.groupNotFound);
  try {
    return await db.transaction(async (tx) => {
      const before = await findCustomerGroup(tx, id);
      if (!before) throw new NotFoundError(M.groupNotFound);
      const after = await renameCustomerGroup(tx, id, input.name);
      if (!after) throw new NotFoundError(M.groupNotFound);
      await recordAudit(tx, actor, {
        action: 'customer_group.edit',
        targetType: 'customer_group',
        targetId: id,
        targetLabel: after.name,
        before: { name: before.name },
        after: { name: after.name },
      });
      return toCustomerGroup({ ...after, companyCount: before.companyCount });
    });
  } catch (error) {
    throw nameClashOf(error);
  }
}

/**
 * `DELETE /customer-groups/{id}` (admin; decision 320): deletes a group; its companies leave it
 * and the price lists that named it stop applying to them. Audited (`customer_group.delete`, with
 * the number of companies it had) in the same transaction.
 * @throws NotFoundError 'Customer group not found'.
 */
export async function deleteCustomerGroup(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<void> {
  if (!isRowId(id)) throw new NotFoundError(M.groupNotFound);
  await db.transaction(async (tx) => {
    const before = await findCustomerGroup(tx, id);
    if (!before || !(await deleteCustomerGroupRow(tx, id))) {
      throw new NotFoundError(M.groupNotFound);
    }
    await recordAudit(tx, actor, {
      action: 'customer_group.delete',
      targetType: 'customer_group',
      targetId: id,
      targetLabel: before.name,
      before: { name: before.name, companyCount: before.companyCount },
      after: null,
    });
  });
}
