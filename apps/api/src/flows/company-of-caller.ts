import type { Database } from '../db/client.js';
import {
  companyById as findCompanyOrThrow,
  getAllCompanies,
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
): Promise<{ id: string; name: string } | undefined> {
  try {
    const row = await findCompanyOrThrow(db, companyId);
    return { id: row.id, name: row.name };
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** Every company (id and name), by name. */
export async function allCompanies(db: Database): Promise<{ id: string; name: string }[]> {
  return (await getAllCompanies(db)).map((company) => ({ id: company._id, name: company.name }));
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
