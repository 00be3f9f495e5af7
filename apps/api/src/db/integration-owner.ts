import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Whose API keys or webhook endpoints (decisions 190, 192): a company's, or a client's own (no
 * company). The tables hold it in the columns of `integrationOwner()` (`db/schema`).
 */
export type IntegrationOwner = { companyId: string } | { userId: string };

/**
 * The rows of `owner` in a table with `integrationOwner()` columns: a company's by its id; a
 * client's own by their user id and no company, so a company admin's keys and endpoints made for
 * the company are never counted as their own.
 */
export function ownedBy(
  table: { userId: AnyPgColumn; companyId: AnyPgColumn },
  owner: IntegrationOwner,
): SQL | undefined {
  return 'companyId' in owner
    ? eq(table.companyId, owner.companyId)
    : and(eq(table.userId, owner.userId), isNull(table.companyId));
}

/**
 * The `company_id` of a new key or endpoint of `owner`: the company's id, or `null` for a client's
 * own, which is how {@link ownedBy} tells the two apart.
 */
export function ownerCompanyId(owner: IntegrationOwner): string | null {
  return 'companyId' in owner ? owner.companyId : null;
}

/**
 * The order an owner's keys and endpoints are listed in: newest first (`created_at desc`), the id
 * breaking ties between rows of one instant, so a list reads the same on every call.
 */
export function newestFirst(table: { createdAt: AnyPgColumn; id: AnyPgColumn }): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}
