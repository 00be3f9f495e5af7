import { toPoisha } from '../common/money.js';
import type { MyCompany } from './company.schema.js';

/** What {@link waitsForApproval} reads of `GET /company`'s membership. */
export type SpendingOf = Pick<
  NonNullable<MyCompany['membership']>,
  'role' | 'monthlySpendingLimit' | 'spentThisMonth'
>;

/**
 * Whether an order of `total` Taka (the sum of its line totals) by this member would wait for a
 * company admin's approval (decision 132): a buyer with a monthly spending limit whose order is
 * above what is left of it this shop month. Company admins, buyers without a limit and clients
 * outside a company (`null`) never wait. The server decides when the order is placed, under the
 * member row's lock; this is its rule on the figures `GET /company` answers, to warn before.
 */
export function waitsForApproval(membership: SpendingOf | null, total: number): boolean {
  if (!membership || membership.role !== 'buyer' || membership.monthlySpendingLimit === null) {
    return false;
  }
  const left = toPoisha(membership.monthlySpendingLimit) - toPoisha(membership.spentThisMonth);
  return toPoisha(total) > left;
}
