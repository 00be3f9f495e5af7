import { text } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Columns that point at a user (DESIGN.md, Data), apart from `columns.ts` because they import the
 * users table, which itself uses `columns.ts`.
 */

/** The user a row belongs to and goes with: `text not null references users on delete cascade`. */
export const ownerUserId = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user who acted, kept as null when the account is deleted: `references users on delete set null`. */
export const actorUserId = () => text().references(() => users.id, { onDelete: 'set null' });

/**
 * The buyer of an order or a quote: the account (null once deleted) and the name and e-mail copied
 * when it was placed, which stay on the record.
 */
export const buyerSnapshot = () => ({
  userId: actorUserId(),
  userName: text().notNull(),
  userEmail: text().notNull(),
});
