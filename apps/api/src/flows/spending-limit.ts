import { shopMonthBounds } from '@partline/shared';
import type { Transaction } from '../db/client.js';
import { listMembers, lockMembership } from '../modules/companies/companies.repository.js';
import { spentPoisha } from '../modules/orders/orders.repository.js';
import { findUsersByIds } from '../modules/users/users.repository.js';

/** What an order of a company member needs to know about their spending limit (decision 132). */
export interface SpendingCheck {
  /** The buyer's company, stored on the order; `null` outside a company. */
  companyId: string | null;
  /**
   * An order whose total is above this waits for approval, poisha (the limit less what was spent
   * this shop month; may be negative). `null`: no limit applies.
   */
  approvalAbovePoisha: number | null;
}

/**
 * Locks the buyer's membership row for the rest of the transaction, then reads what they spent
 * this shop month (Asia/Dhaka): the orders of one buyer are checked against their limit one after
 * the other, so two concurrent orders cannot together pass it (decision 132). Company admins are
 * the approvers and have no limit applied; a buyer with no limit neither.
 */
export async function checkSpending(tx: Transaction, buyerId: string): Promise<SpendingCheck> {
  const member = await lockMembership(tx, buyerId);
  if (!member) return { companyId: null, approvalAbovePoisha: null };
  const limit = member.monthlySpendingLimitPoisha;
  if (member.role !== 'buyer' || limit === null) {
    return { companyId: member.companyId, approvalAbovePoisha: null };
  }
  const spent = await spentPoisha(tx, buyerId, member.companyId, shopMonthBounds());
  return { companyId: member.companyId, approvalAbovePoisha: limit - spent };
}

/** The company admins' e-mail addresses, comma separated: who approves the company's orders. */
export async function companyAdminRecipients(tx: Transaction, companyId: string): Promise<string> {
  const admins = (await listMembers(tx, companyId)).filter((member) => member.role === 'admin');
  const people = await findUsersByIds(
    tx,
    admins.map((admin) => admin.userId),
  );
  return [...people.values()].map((person) => person.email).join(', ');
}
