import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle, DatabaseLogger } from './client.js';

/** What {@link listen} reports. */
export interface ListenHandlers {
  /**
   * A NOTIFY on the channel was committed (by any connection, this process's included), with its
   * payload (`''` when it had none).
   */
  notify(payload: string): void;
  /**
   * Notifications can (`true`) or cannot (`false`) arrive. Called with `true` once listening,
   * with `false` when the listening connection breaks, and with `true` again when it is back
   * (notifications sent in between are lost).
   */
  listening(up: boolean): void;
}

/** Waits between reconnection attempts of the listening connection, ms. */
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * `LISTEN channel` on the database: PGlite's own listeners in this process, or a dedicated
 * connection to the PostgreSQL server (not one of the pool's) that reconnects by itself with
 * backoff. Resolves after the first attempt (listening or not); returns the function that stops.
 */
export async function listen(
  database: DatabaseHandle,
  channel: string,
  handlers: ListenHandlers,
  logger?: DatabaseLogger,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(channel, (payload) => handlers.notify(payload ?? ''));
    handlers.listening(true);
    return async () => {
      if (!client.closed) await unlisten();
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return listenOnServer(pool.options, channel, handlers, logger);
}

async function listenOnServer(
  options: pg.PoolConfig,
  channel: string,
  handlers: ListenHandlers,
  logger: DatabaseLogger | undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped || retry) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt);
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  const lost = (lostClient: pg.Client, error?: unknown) => {
    if (client !== lostClient) return;
    client = undefined;
    if (error) logger?.error({ err: error }, `LISTEN ${channel}: connection lost, reconnecting`);
    handlers.listening(false);
    lostClient.end().catch(() => undefined);
    schedule();
  };

  const connect = async () => {
    const candidate = new pg.Client({
      ...(options.connectionString ? { connectionString: options.connectionString } : {}),
      ...(options.connectionTimeoutMillis
        ? { connectionTimeoutMillis: options.connectionTimeoutMillis }
        : {}),
      keepAlive: true,
    });
    candidate.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      candidate.end().catch(() => undefined);
      logger?.error({ err: error }, `LISTEN ${channel}: cannot connect, retrying`);
      schedule();
      return;
    }
    if (stopped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    attempt = 0;
    handlers.listening(true);
  };

  handlers.listening(false);
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
