import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { uuidPrimaryKey } from './columns.js';
import { integrationOwner } from './integration-owner.js';

/**
 * Buyers' API keys (decision 190): a key acts as `userId` (who created it) with only its `scopes`;
 * a company admin's key belongs to the company (`companyId`) and stops working when its creator
 * is no longer an admin of it. Only the SHA-256 of the secret is stored (`secretHash`); `prefix`
 * (the secret's first characters) tells keys apart in lists. Revoked keys stay, for the log.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPrimaryKey(),
    ...integrationOwner(),
    /** The creator's e-mail as it was, shown in the list. */
    createdByEmail: text().notNull(),
    name: text().notNull(),
    scopes: text().array().notNull(),
    prefix: text().notNull(),
    secretHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_key').on(table.secretHash),
    index('api_keys_user_idx').on(table.userId, table.createdAt),
    index('api_keys_company_idx')
      .on(table.companyId, table.createdAt)
      .where(sql`${table.companyId} IS NOT NULL`),
  ],
);
