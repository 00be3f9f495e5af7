/** SQLSTATE of a unique violation. */
const UNIQUE_VIOLATION = '23505';

interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * Whether `error` (or an error in its `cause` chain: Drizzle wraps driver errors) is a unique
 * violation of `constraint`. Works for node-postgres and PGlite errors.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const fields = e as PostgresErrorFields;
    if (fields.code === UNIQUE_VIOLATION) {
      return (
        fields.constraint === constraint ||
        (typeof fields.message === 'string' && fields.message.includes(constraint))
      );
    }
    e = fields.cause;
  }
  return false;
}

/** SQLSTATE of a foreign key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether `error` (or an error in its `cause` chain) is a foreign key violation of `constraint`:
 * a row names a row that does not exist (or no longer does). Works for node-postgres and PGlite.
 */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const fields = e as PostgresErrorFields;
    if (fields.code === FOREIGN_KEY_VIOLATION) {
      return (
        fields.constraint === constraint ||
        (typeof fields.message === 'string' && fields.message.includes(constraint))
      );
    }
    e = fields.cause;
  }
  return false;
}

/**
 * SQLSTATEs of text PostgreSQL cannot store: a NUL character (`22021`, "invalid byte sequence for
 * encoding UTF8: 0x00") or bytes that are not valid in the database encoding (`22P05`).
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * Whether `error` (or an error in its `cause` chain: Drizzle wraps driver errors) carries one of
 * these SQLSTATEs. Works for node-postgres and PGlite errors.
 */
function hasSqlState(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as PostgresErrorFields).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    e = (e as PostgresErrorFields).cause;
  }
  return false;
}

/** Whether `error` is the database refusing text a client sent (see UNSTORABLE_TEXT). */
export function isUnstorableText(error: unknown): boolean {
  return hasSqlState(error, UNSTORABLE_TEXT);
}

/** SQLSTATE of `partline_refuse_unless` (migration 0013): a statement refused its own writes. */
const REFUSED = new Set(['PL409']);

/**
 * Whether `error` is `partline_refuse_unless` refusing a statement (decision 165): nothing of that
 * statement was written.
 */
export function isRefusedStatement(error: unknown): boolean {
  return hasSqlState(error, REFUSED);
}

/** SQLSTATE of a deadlock PostgreSQL broke by cancelling one of the statements. */
const DEADLOCK = new Set(['40P01']);

/**
 * Whether `error` is PostgreSQL's `deadlock detected`: the statement was cancelled and, outside a
 * transaction, nothing of it written.
 */
export function isDeadlock(error: unknown): boolean {
  return hasSqlState(error, DEADLOCK);
}
