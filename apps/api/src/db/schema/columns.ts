import { integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column builders that many tables declare alike (DESIGN.md, Data). Each call returns a new builder,
 * so a table never shares a column object with another; the SQL they make is what the migrations
 * already hold (`drizzle-kit generate` finds no change).
 */

/** `id uuid primary key default gen_random_uuid()`: a row id the database draws. */
export const uuidPrimaryKey = () => uuid().primaryKey().defaultRandom();

/** A point in time with its zone (`timestamptz`), null until it happens unless narrowed. */
export const instant = () => timestamp({ withTimezone: true });

/** `timestamptz not null default now()`: when the row was written. */
export const instantNow = () => instant().notNull().defaultNow();

/** `created_at` and `updated_at`, both `timestamptz not null default now()`. */
export const timestamps = () => ({ createdAt: instantNow(), updatedAt: instantNow() });

/**
 * A child row's parent of a uuid id: `uuid not null references <parent> on delete cascade`, so the
 * child goes with its parent (an order's lines, a quote's versions, a company's members).
 */
export const parentId = (parent: () => AnyPgColumn) =>
  uuid().notNull().references(parent, { onDelete: 'cascade' });

/**
 * Where a row of a durable queue is (the mail outbox, decision 062; webhook deliveries, decision
 * 192): its status, one of `statuses` and `pending` when queued, how many attempts were started
 * so far, and when it is due next (now when queued). The workers claim due rows by these columns.
 */
export const queueState = <const TStatus extends readonly ['pending', ...string[]]>(
  statuses: TStatus,
) => ({
  status: text({ enum: statuses }).notNull().default('pending'),
  attempts: integer().notNull().default(0),
  nextAttemptAt: instantNow(),
});
