import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns.js';

/**
 * People with an account. The first columns are better-auth's user model and its admin plugin
 * (role, ban); the rest are the profile fields of spec §3. better-auth's other tables are in
 * `auth.ts`; ids are UUIDs as text. `name` is the profile's displayName, `image` its photoURL.
 */
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    ...timestamps(),
    role: text().notNull().default('user'),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: instant(),
    institution: text(),
    phoneNumber: text(),
    address: text(),
    dateOfBirth: text(),
    /** The language the person reads the shop, e-mails and documents in (decision 325): `en` or `bn`. */
    locale: text().notNull().default('en'),
  },
  (table) => [
    check('users_locale_known', sql`${table.locale} IN ('en', 'bn')`),
    uniqueIndex('users_email_key').on(table.email),
    // Make Admin's list, oldest first, a keyset page at a time (decision 217).
    index('users_created_idx').on(table.createdAt, table.id),
    // Make Admin's search: an e-mail or name containing the text (pg_trgm answers ILIKE '%…%';
    // decision 247).
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);
