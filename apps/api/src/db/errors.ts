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
