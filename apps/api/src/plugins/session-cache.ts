import type { FastifyInstance } from 'fastify';
import { listen } from '../db/listen.js';
import { countLookup } from '../metrics/cache-lookups.js';

/** The channel migration 0021 notifies on after every change to `sessions` or `users`. */
export const IDENTITY_CHANNEL = 'partline_identity';

/** How many sessions one process keeps at most; the oldest read goes first. */
const MAX_SESSIONS = 10_000;

/** A kept session is read again after this long whatever happens (the safety net), ms. */
const MAX_AGE_MS = 10_000;

/**
 * The identity hook's reads of `sessions` joined with `users`, by session token, kept on PGlite
 * until any session or user changes (decision 225). PGlite runs every query of the process through
 * one queue, so the identity read of every authenticated request waited behind everyone else's
 * queries; kept, a signed-in request needs no query to know its caller.
 *
 * Every `UPDATE`, `DELETE` or `TRUNCATE` of `sessions` or `users` notifies {@link IDENTITY_CHANNEL}
 * (triggers of migration 0021, so SQL by hand counts too) and {@link clear} drops everything: a
 * sign-out, a ban, a role or e-mail change is seen by the next request, as decision 042 promises.
 * PGlite calls its listeners before the writing query's answer reaches the writer. A read that
 * began before a drop does not fill the cache (the generation); nothing is kept until the listener
 * is registered. A new session (an `INSERT`) is read on its first request.
 */
export class SessionCache<Row> {
  readonly #rows = new Map<string, { row: Row; readAt: number }>();
  #generation = 0;
  #listening = false;

  /** Increases with every drop; pass the value read before a query to {@link set}. */
  get generation(): number {
    return this.#generation;
  }

  /** The row kept for `token`, unless it is older than the safety net. */
  get(token: string, now = Date.now()): Row | undefined {
    const kept = this.#rows.get(token);
    const fresh = kept !== undefined && now - kept.readAt < MAX_AGE_MS;
    countLookup('session', fresh);
    if (!kept) return undefined;
    if (fresh) return kept.row;
    this.#rows.delete(token);
    return undefined;
  }

  /** Keeps `row`, read for `token` while the generation was `generation`, if none changed since. */
  set(token: string, row: Row, generation: number, now = Date.now()): void {
    if (!this.#listening || generation !== this.#generation) return;
    this.#rows.delete(token);
    if (this.#rows.size >= MAX_SESSIONS) this.#rows.delete(this.#rows.keys().next().value!);
    this.#rows.set(token, { row, readAt: now });
  }

  /** Drops every kept session. */
  clear(): void {
    this.#generation += 1;
    this.#rows.clear();
  }

  /** Whether changes can be heard; when they cannot, nothing is kept. */
  setListening(up: boolean): void {
    this.#listening = up;
    this.clear();
  }
}

/**
 * A {@link SessionCache} for this app when it runs on PGlite (one process, whose own writes are
 * the only ones), listening on {@link IDENTITY_CHANNEL} until the app closes; `undefined` on
 * PostgreSQL, where another instance's sign-out would reach this one only after a delay.
 */
export async function openSessionCache<Row>(
  app: FastifyInstance,
): Promise<SessionCache<Row> | undefined> {
  if (app.database.kind !== 'pglite') return undefined;
  const cache = new SessionCache<Row>();
  const stop = await listen(app.database, IDENTITY_CHANNEL, {
    notify: () => cache.clear(),
    listening: (up) => cache.setListening(up),
  });
  app.addHook('onClose', async () => {
    cache.setListening(false);
    await stop();
  });
  return cache;
}
