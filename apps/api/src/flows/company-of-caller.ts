import {
  type CurrencyCode,
  SPEC_LIST_CAP,
  type CompanyListQuery,
  type KeysetPage,
} from '@partline/shared';
import type { Database } from '../db/client.js';
import {
  companyById as findCompanyOrThrow,
  getCompaniesPage,
  membershipOf as findMembershipOf,
} from '../modules/companies/companies.service.js';
import { NotFoundError } from '../errors.js';
import type { RequestUser } from '../plugins/identity.js';

/** A person's membership of a company: the company and their role in it. */
export interface Membership {
  companyId: string;
  companyName: string;
  role: 'admin' | 'buyer';
}

/**
 * The company the caller belongs to and their role (a person belongs to at most one), or
 * `undefined`; read through the companies module.
 */
export async function membershipOf(
  db: Database,
  caller: RequestUser,
): Promise<Membership | undefined> {
  const row = await findMembershipOf(db, caller);
  return row && { companyId: row.company.id, companyName: row.company.name, role: row.member.role };
}

/** The company of this id (its name for statements and audit labels), or `undefined`. */
export async function companyById(
  db: Database,
  companyId: string,
): Promise<
  | {
      id: string;
      name: string;
      currency: CurrencyCode;
      vatWithholding: boolean;
      incomeTaxDeductor: boolean;
    }
  | undefined
> {
  try {
    const row = await findCompanyOrThrow(db, companyId);
    return {
      id: row.id,
      name: row.name,
      currency: row.currency as CurrencyCode,
      vatWithholding: row.vatWithholding,
      incomeTaxDeductor: row.incomeTaxDeductor,
    };
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** How the back-office company lists page and search, for their OpenAPI descriptions. */
export const COMPANY_PAGING =
  'By name (ignoring case), then id. `q` keeps the companies whose name contains it, ignoring ' +
  `case. Without \`limit\` and \`cursor\`: the first ${SPEC_LIST_CAP.toLocaleString('en')}; with ` +
  '`limit` (1–100) and/or `cursor`: one keyset page (decisions 210, 247). When more follow, a ' +
  '`Link: <…&cursor=…>; rel="next"` header gives the next page. A bad `limit`, `cursor` or `q` ' +
  'answers 400 `validation_failed`.';

/**
 * A page of companies (id and name) by name, of `query` (`getCompaniesPage`, decision 247).
 * @throws ValidationError 400 for a bad cursor.
 */
export async function companiesPage(
  db: Database,
  query: CompanyListQuery,
): Promise<KeysetPage<{ id: string; name: string; currency: CurrencyCode }>> {
  const page = await getCompaniesPage(db, query);
  return {
    items: page.items.map((company) => ({
      id: company._id,
      name: company.name,
      currency: company.currency,
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * The id of the company the caller is an admin of, or `undefined` (a buyer, a shop admin, or in
 * no company): company admins see and act on their company's quotes (decision 156).
 */
export async function companyAdminOf(
  db: Database,
  caller: RequestUser,
): Promise<string | undefined> {
  const membership = await membershipOf(db, caller);
  return membership?.role === 'admin' ? membership.companyId : undefined;
}
