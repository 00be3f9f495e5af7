/**
 * Telling "the database is not there" apart from other failures (decision 059): at start-up the
 * server exits with one readable sentence instead of a stack trace, and while running such
 * failures are a 503, not a 500.
 */

/** What `/api/health` and every route answer (503) while the database is unreachable. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering';

/** Socket errors of a server that is down, unreachable or gone. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** What node-postgres and pg-pool say when a connection fails, times out or is closed. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/** PostgreSQL SQLSTATEs of a server refusing work: shutting down, starting, too many clients. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

function chain(error: unknown): Array<Error & { code?: unknown }> {
  const found: Array<Error & { code?: unknown }> = [];
  for (let current = error; current instanceof Error && found.length < 5;) {
    found.push(current as Error & { code?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

/**
 * True when `error` (or its `cause`, as Drizzle wraps driver errors) says the database server is
 * unreachable, timed out, dropped the connection or refuses work for now.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some(
    (link) =>
      (typeof link.code === 'string' &&
        (NETWORK_CODES.has(link.code) || UNAVAILABLE_SQLSTATES.has(link.code))) ||
      CONNECTION_MESSAGES.some((pattern) => pattern.test(link.message)),
  );
}

/** `postgres://user@host:port/db` without the password. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * One sentence for a person when the database cannot be opened at start-up, naming the server
 * (never the password) and what to check; `undefined` when `error` is not about reaching it.
 */
export function describeDatabaseFailure(error: unknown, databaseUrl: string): string | undefined {
  const where = redactDatabaseUrl(databaseUrl);
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : undefined;
    if (code === '28P01' || code === '28000') {
      return `The database server at ${where} refused the user or password of DATABASE_URL (${link.message}).`;
    }
    if (code === '3D000') {
      return `The database server at ${where} has no such database (${link.message}); create it or fix DATABASE_URL.`;
    }
  }
  if (!isDatabaseUnavailable(error)) return undefined;
  const reason = chain(error)
    .map((link) => link.message || (typeof link.code === 'string' ? link.code : ''))
    .find(Boolean);
  return (
    `Cannot reach the database at ${where}: ${reason ?? 'no answer'}. ` +
    'Is PostgreSQL running there, and is DATABASE_URL right?'
  );
}
