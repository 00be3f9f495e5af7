import { COMPANY_ROLES } from '@partline/shared';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, parentId, timestamps, uuidPrimaryKey } from './columns.js';
import { actorUserId, ownerUserId } from './user-columns.js';

/**
 * A member's role in their company (decision 130): `admin` manages it, `buyer` orders for it; the
 * shared `COMPANY_ROLES`.
 */
export const companyRole = pgEnum('company_role', COMPANY_ROLES);

/**
 * A BIN or trade licence number as it is compared (decision 296): lower case, without white space
 * or dashes — `TRAD/DNCC/0123-2024` and ` trad/dncc/01232024` are the same licence.
 */
export function companyNumberKey(column: AnyPgColumn | SQL): SQL {
  return sql`lower(regexp_replace(${column}, '[[:space:]-]', '', 'g'))`;
}

/**
 * A customer group (decision 320): companies the shop prices alike, e.g. "Distributors". A
 * company is in at most one group (`companies.customer_group_id`); a group with companies or
 * price lists can still be deleted: its companies leave it and its lists stop applying to them.
 */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: uuidPrimaryKey(),
    name: text().notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('customer_groups_name_key').on(sql`lower(btrim(${table.name}))`)],
);

/**
 * Business clients' companies (decision 130): the legal name, trade licence number, BIN (the VAT
 * registration number) and billing address that go on invoices.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuidPrimaryKey(),
    name: text().notNull(),
    tradeLicenceNumber: text().notNull(),
    bin: text().notNull(),
    billingAddress: text().notNull(),
    /** ISO 3166-1 alpha-2; a company outside `BD` buys zero-rated exports (decision 305). */
    country: text().notNull().default('BD'),
    /**
     * A VAT withholding entity (decision 307): it deducts the VAT of an invoice at source and
     * hands a Mushak-6.6 certificate. Set by the shop admin.
     */
    vatWithholding: boolean().notNull().default(false),
    /** It deducts income tax at source (Income Tax Act 2023 s. 89; decision 307). */
    incomeTaxDeductor: boolean().notNull().default(false),
    /**
     * Set by migration 0025 on a company whose BIN or trade licence an older company already had
     * (decision 296): it stays outside the two unique indexes until its details are next saved.
     */
    legacyDuplicate: boolean().notNull().default(false),
    /** The customer group the company is priced with (decision 320), when the shop put it in one. */
    customerGroupId: uuid().references((): AnyPgColumn => customerGroups.id, {
      onDelete: 'set null',
    }),
    /**
     * The currency the company is billed in, ISO 4217 (decision 324): `BDT`, or a currency the shop
     * enabled. Set by the shop admin.
     */
    currency: text().notNull().default('BDT'),
    /**
     * The Incoterms 2020 rule its export orders are sold under by default, and the named place
     * (decision 323): e.g. `FOB` and `Chittagong`; null for a home company or none agreed.
     */
    incoterm: text(),
    incotermPlace: text().notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    check('companies_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'companies_incoterm_known',
      sql`${table.incoterm} IN ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP')`,
    ),
    // One company per identity (decision 296): a BIN or trade licence number is registered once,
    // ignoring case, spaces and dashes; the index, not a read before the write, decides a race.
    uniqueIndex('companies_bin_key')
      .on(companyNumberKey(table.bin))
      .where(sql`${companyNumberKey(table.bin)} <> '' and not ${table.legacyDuplicate}`),
    uniqueIndex('companies_trade_licence_key')
      .on(companyNumberKey(table.tradeLicenceNumber))
      .where(
        sql`${companyNumberKey(table.tradeLicenceNumber)} <> '' and not ${table.legacyDuplicate}`,
      ),
    // The back-office lists page by name by keyset; their search finds a name containing the
    // text (pg_trgm answers ILIKE '%…%'; decision 247).
    index('companies_name_idx').on(sql`lower(${table.name})`, table.id),
    index('companies_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

/**
 * Who belongs to which company (decision 130): a person belongs to at most one (unique `user_id`),
 * as `admin` or `buyer`, with a monthly spending limit in poisha (null: no limit). The row is also
 * what an order locks to check that limit (decision 132).
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuidPrimaryKey(),
    companyId: parentId(() => companies.id),
    userId: ownerUserId(),
    role: companyRole().notNull(),
    /** Minor units of the company's `currency` (poisha for BDT; decision 327); null: no limit. */
    monthlySpendingLimitPoisha: bigint({ mode: 'number' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('company_members_user_key').on(table.userId),
    index('company_members_company_idx').on(table.companyId, table.createdAt),
    check(
      'company_members_limit_not_negative',
      sql`${table.monthlySpendingLimitPoisha} IS NULL OR ${table.monthlySpendingLimitPoisha} >= 0`,
    ),
  ],
);

/**
 * Invitations to join a company (decision 131): the invitee's e-mail, the role and limit they get,
 * the SHA-256 of the link's secret token (the token itself is only in the e-mail), when it expires,
 * and whether it was accepted (by whom) or revoked. Single use: accepting sets `acceptedAt` in one
 * conditional statement.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuidPrimaryKey(),
    companyId: parentId(() => companies.id),
    email: text().notNull(),
    role: companyRole().notNull(),
    /** Minor units of the company's `currency` (poisha for BDT; decision 327); null: no limit. */
    monthlySpendingLimitPoisha: bigint({ mode: 'number' }),
    tokenHash: text().notNull(),
    expiresAt: instant().notNull(),
    invitedById: actorUserId(),
    createdAt: instantNow(),
    acceptedAt: instant(),
    acceptedById: actorUserId(),
    revokedAt: instant(),
  },
  (table) => [
    uniqueIndex('company_invitations_token_key').on(table.tokenHash),
    index('company_invitations_company_idx').on(table.companyId, table.createdAt.desc()),
    // The per-recipient count of invitations in the last hour (decision 294).
    index('company_invitations_recipient_idx').on(sql`lower(${table.email})`, table.createdAt),
    check(
      'company_invitations_limit_not_negative',
      sql`${table.monthlySpendingLimitPoisha} IS NULL OR ${table.monthlySpendingLimitPoisha} >= 0`,
    ),
  ],
);
