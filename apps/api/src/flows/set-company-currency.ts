import {
  BASE_CURRENCY,
  COMPANY_MESSAGES,
  convertPoishaTo,
  convertToPoisha,
  CURRENCY_MESSAGES,
  shopDay,
  toPoisha,
  toTaka,
  type CompanyCurrencyChange,
  type CurrencyCode,
  type SetCompanyCurrencyInput,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Database, Transaction } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { assertRowId } from '../row-id.js';
import {
  findAdminCompany,
  lockCompany,
  lockLimitedInvitations,
  lockMembers,
  updateCompanyCurrency,
  updateInvitationLimit,
  updateMember,
  type CompanyWithMemberCount,
} from '../modules/companies/companies.repository.js';
import { toAdminCompany } from '../modules/companies/companies.service.js';
import { rateOn } from '../modules/currencies/exchange-rates.repository.js';
import {
  lockCompanyAccount,
  saveCompanyAccount,
} from '../modules/invoices/receivables.repository.js';
import { holdBillingCurrency } from './billing-currencies.js';
import { companyHasDocuments } from './company-documents.js';
import { membersOfCompany } from './company-members.js';

/*
 * A company's billing currency (decision 327): set by the shop admin before the company has any
 * document, so that each of its orders, quotes, invoices, payments and its statement is in one
 * currency. Its credit limit and its members' monthly spending limits are amounts of that currency
 * and move with it.
 */

/**
 * A converter of amounts from `from` to `to` minor units at the rates in force on `day`: through
 * poisha, each step rounded once, half away from zero (decision 324).
 * @throws ConflictError 409 when a currency has no rate recorded up to `day`.
 */
async function converterOf(
  tx: Transaction,
  from: CurrencyCode,
  to: CurrencyCode,
  day: string,
): Promise<(amount: number) => number> {
  const rateOf = async (code: CurrencyCode) => {
    if (code === BASE_CURRENCY) return null;
    const rate = await rateOn(tx, code, day);
    if (!rate) throw new ConflictError(CURRENCY_MESSAGES.noRateOn(code, day));
    return rate.bdtPerUnit;
  };
  const fromRate = await rateOf(from);
  const toRate = await rateOf(to);
  return (amount) => {
    const poisha =
      from === BASE_CURRENCY ? amount : convertToPoisha(from, amount, fromRate as string);
    return to === BASE_CURRENCY ? poisha : convertPoishaTo(to, poisha, toRate as string);
  };
}

/**
 * `PATCH /admin/companies/{id}/currency` (admins; decision 327): bills the company in `currency`
 * from now on — `BDT` or an enabled currency, held enabled until the change is written
 * ({@link holdBillingCurrency}). Its credit limit becomes `creditLimit` when given, else the old
 * limit converted at today's rates (Asia/Dhaka); each member's and pending invitation's monthly
 * spending limit is converted likewise. One transaction with its audit entry
 * `company.set_currency` (currency, credit limit and members' limits before and after, in minor
 * units of each side's currency). The same currency changes nothing and records nothing.
 * @throws NotFoundError 404 for an unknown company; ConflictError 409 when the currency is not
 *   enabled, when the company has any order or quote, or when a currency has no rate today.
 */
export async function setCompanyCurrency(
  db: Database,
  id: string,
  input: SetCompanyCurrencyInput,
  actor: AuditActor,
): Promise<CompanyCurrencyChange> {
  assertRowId(id, COMPANY_MESSAGES.notFound);
  const creditLimitPoisha = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, id);
    if (!company) throw new NotFoundError(COMPANY_MESSAGES.notFound);
    const from = company.currency as CurrencyCode;
    const to = input.currency;
    const account = await lockCompanyAccount(tx, id);
    if (from === to) return account?.creditLimitPoisha ?? 0;
    await holdBillingCurrency(tx, to);
    if (await companyHasDocuments(tx, id)) {
      throw new ConflictError(COMPANY_MESSAGES.currencyFixed(from));
    }
    const convert = await converterOf(tx, from, to, shopDay());
    const limitBefore = account?.creditLimitPoisha ?? 0;
    const limitAfter =
      input.creditLimit === undefined ? convert(limitBefore) : toPoisha(input.creditLimit);
    if (account || limitAfter !== 0) {
      await saveCompanyAccount(tx, id, {
        paymentTermsDays: account?.paymentTermsDays ?? null,
        creditLimitPoisha: limitAfter,
      });
    }
    const members = await lockMembers(tx, id);
    const memberLimits: Array<{ userId: string; before: number; after: number }> = [];
    for (const member of members) {
      if (member.monthlySpendingLimitPoisha === null) continue;
      const after = convert(member.monthlySpendingLimitPoisha);
      await updateMember(tx, member.id, { monthlySpendingLimitPoisha: after });
      memberLimits.push({
        userId: member.userId,
        before: member.monthlySpendingLimitPoisha,
        after,
      });
    }
    for (const invitation of await lockLimitedInvitations(tx, id)) {
      const limit = invitation.monthlySpendingLimitPoisha as number;
      await updateInvitationLimit(tx, invitation.id, convert(limit));
    }
    await updateCompanyCurrency(tx, id, to);
    await recordAudit(tx, actor, {
      action: 'company.set_currency',
      targetType: 'company',
      targetId: id,
      targetLabel: company.name,
      before: {
        currency: from,
        creditLimit: toTaka(limitBefore),
        memberLimits: memberLimits.map(({ userId, before }) => ({ userId, limit: toTaka(before) })),
      },
      after: {
        currency: to,
        creditLimit: toTaka(limitAfter),
        memberLimits: memberLimits.map(({ userId, after }) => ({ userId, limit: toTaka(after) })),
      },
    });
    return limitAfter;
  });
  const company = toAdminCompany((await findAdminCompany(db, id)) as CompanyWithMemberCount);
  return {
    company,
    creditLimit: toTaka(creditLimitPoisha),
    members: await membersOfCompany(db, id),
  };
}
