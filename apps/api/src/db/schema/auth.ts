import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns.js';
import { ownerUserId } from './user-columns.js';

/**
 * better-auth's own tables besides `users` (decision 009): sessions kept in the database so that
 * they survive restarts and are shared by every instance, linked accounts (password hash or a
 * social provider), one-time verification values (e-mail verification, password reset) and the
 * rate-limit counters of its sign-in, sign-up and reset endpoints.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: instant().notNull(),
    token: text().notNull(),
    ...timestamps(),
    ipAddress: text(),
    userAgent: text(),
    userId: ownerUserId(),
    /** Admin plugin: the admin impersonating this session's user, if any. */
    impersonatedBy: text(),
  },
  (table) => [
    uniqueIndex('sessions_token_key').on(table.token),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/** A way to sign in as a user: `providerId` `credential` holds the password hash. */
export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: ownerUserId(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: instant(),
    refreshTokenExpiresAt: instant(),
    scope: text(),
    password: text(),
    ...timestamps(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

/** One-time values: e-mail verification and password-reset tokens, OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: instant().notNull(),
    ...timestamps(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** better-auth's rate-limit counters (`lastRequest` in ms since the epoch). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: text().primaryKey(),
    key: text().notNull(),
    count: integer().notNull(),
    lastRequest: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('rate_limits_key_key').on(table.key)],
);
