import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CatalogCache, coalescedAnnouncer } from '../../catalog-cache/catalog-cache.js';
import { listen } from '../../db/listen.js';
import { KeptAnswers } from '../../kept-answers.js';

/**
 * The PostgreSQL channel on which an instance announces the clients whose orders it changed: the
 * payload is their e-mails, lower case, one a line; empty means every client (decision 206).
 */
export const ORDERS_CHANNEL = 'partline_orders';

/** A cached order list older than this is read again whatever happens (the safety net), ms. */
export const ORDER_LISTS_MAX_AGE_MS = 10_000;

/** Most bytes of JSON the order lists of one process keep; the oldest client goes first. */
export const ORDER_LISTS_MAX_BYTES = 4 * 1024 * 1024;

/** A list larger than this (JSON bytes) is not cached: a client with thousands of orders. */
const LIST_MAX_BYTES = 512 * 1024;

/** Longest announcement payload (PostgreSQL's limit is 8000 bytes); a longer one says 'all'. */
const PAYLOAD_MAX_CHARS = 7000;

/** A list as kept: the value the route returns and the size of its JSON. */
export interface CachedList<V> {
  readonly value: V;
  readonly bytes: number;
}

interface Entry<V> {
  readonly loadedAt: number;
  readonly list: CachedList<V>;
}

/**
 * The key of a client's order lists: the e-mail trimmed and lower case, as `listOrdersByEmail`
 * matches it (`lower(user_email) = lower(trim(email))`); `undefined` for an e-mail with other than
 * printable ASCII, whose lower case JavaScript and PostgreSQL might not agree on (not cached).
 */
export function clientKey(email: string): string | undefined {
  const key = email.trim().toLowerCase();
  return /^[\x21-\x7e]+$/.test(key) ? key : undefined;
}

/**
 * The order lists of one app instance (`GET /orders/{email}`, `GET /orders/{email}/true`), by
 * client and by variant (delivered only, sort), each kept with its JSON made once (decision 206).
 * Dropped for a client by {@link ordersChanged} after every committed write to their orders, by
 * this process at once and by the others when its announcement arrives. A read that began before
 * a drop never fills the cache (a generation counts the drops); concurrent misses of one list
 * share one database read. While announcements of other instances cannot arrive (PostgreSQL's
 * LISTEN connection is down) nothing is cached.
 */
export class OrderListCache<V> {
  readonly #maxAgeMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #clients = new Map<string, Map<string, Entry<V>>>();
  readonly #loading = new Map<string, { generation: number; promise: Promise<CachedList<V>> }>();
  #generation = 0;
  #bytes = 0;
  #shared = true;

  constructor(options: { maxAgeMs?: number; maxBytes?: number; now?: () => number } = {}) {
    this.#maxAgeMs = options.maxAgeMs ?? ORDER_LISTS_MAX_AGE_MS;
    this.#maxBytes = options.maxBytes ?? ORDER_LISTS_MAX_BYTES;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The list `variant` of the client `key` (see {@link clientKey}), cached or read by `load`.
   * @throws what `load` throws.
   */
  async get(key: string, variant: string, load: () => Promise<CachedList<V>>): Promise<V> {
    const entry = this.#clients.get(key)?.get(variant);
    if (entry && this.#now() - entry.loadedAt < this.#maxAgeMs) return entry.list.value;
    if (!this.#shared) return (await load()).value;
    const id = `${key}\n${variant}`;
    const generation = this.#generation;
    const pending = this.#loading.get(id);
    if (pending?.generation === generation) return (await pending.promise).value;
    const loadedAt = this.#now();
    const promise = load();
    this.#loading.set(id, { generation, promise });
    try {
      const list = await promise;
      // Kept only when nothing was dropped since this read began.
      if (generation === this.#generation && this.#shared) this.#keep(key, variant, loadedAt, list);
      return list.value;
    } finally {
      if (this.#loading.get(id)?.promise === promise) this.#loading.delete(id);
    }
  }

  #keep(key: string, variant: string, loadedAt: number, list: CachedList<V>): void {
    if (list.bytes > LIST_MAX_BYTES) return;
    let lists = this.#clients.get(key);
    if (!lists) this.#clients.set(key, (lists = new Map()));
    this.#bytes += list.bytes - (lists.get(variant)?.list.bytes ?? 0);
    lists.set(variant, { loadedAt, list });
    for (const [oldest, its] of this.#clients) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#forget(oldest, its);
    }
  }

  #forget(key: string, lists: Map<string, Entry<V>>): void {
    for (const entry of lists.values()) this.#bytes -= entry.list.bytes;
    this.#clients.delete(key);
  }

  /** Forgets the lists of these clients (keys of {@link clientKey}), or of every client. */
  drop(keys: Iterable<string> | 'all'): void {
    this.#generation += 1;
    if (keys === 'all') {
      this.#clients.clear();
      this.#bytes = 0;
      return;
    }
    for (const key of keys) {
      const lists = this.#clients.get(key);
      if (lists) this.#forget(key, lists);
    }
  }

  /** Whether announcements of other instances reach {@link drop}; either change drops everything. */
  setShared(shared: boolean): void {
    this.#shared = shared;
    this.drop('all');
  }
}

/**
 * What follows the changes of orders on a database: every {@link OrderListCache}, and any other
 * answer kept in memory that orders make (the admin overview, decision 226).
 */
export interface OrdersFollower {
  /** Orders of these clients (keys of {@link clientKey}), or of every client, changed. */
  drop(keys: Iterable<string> | 'all'): void;
  /** Whether other instances' changes can be heard (see {@link OrderListCache.setShared}). */
  setShared(shared: boolean): void;
}

const followersOf = new WeakMap<object, Set<OrdersFollower>>();
const readersOf = new WeakMap<object, OrderListCache<unknown>>();
const announcersOf = new WeakMap<object, (keys: readonly string[]) => void>();

/**
 * Drops the cached order lists of these clients (their e-mails) in this process on `db` at once,
 * and announces it to the other instances (coalesced, PostgreSQL only). Call it after (never
 * inside) the transaction or statement that placed, paid, confirmed, cancelled, deleted,
 * delivered, reviewed, approved, declined or re-priced their orders, so that the next read sees
 * it (decision 206).
 */
export function ordersChanged(db: object, emails: string | readonly string[]): void {
  const keys = (typeof emails === 'string' ? [emails] : emails).map((email) =>
    email.trim().toLowerCase(),
  );
  for (const cache of followersOf.get(db) ?? []) cache.drop(keys);
  announcersOf.get(db)?.(keys);
}

/** The order list cache an app opened on `db` ({@link openOrderListCache}); `undefined` if none. */
export function orderListCacheOf<V>(db: object): OrderListCache<V> | undefined {
  return readersOf.get(db) as OrderListCache<V> | undefined;
}

/**
 * Registers `follower` for the changes of orders on `db`: {@link ordersChanged} in this process
 * and, where the orders' cache listens (PostgreSQL), other instances' announcements. Returns the
 * function that removes it.
 */
export function followOrders(db: object, follower: OrdersFollower): () => void {
  let followers = followersOf.get(db);
  if (!followers) followersOf.set(db, (followers = new Set()));
  followers.add(follower);
  return () => followers.delete(follower);
}

/**
 * Answers made from any client's orders (Manage Orders' pages), kept per generation until any
 * order changes (decision 270): a {@link CatalogCache} of {@link KeptAnswers} that follows the
 * orders ({@link followOrders}; every change drops all of them) instead of the catalog. Open it
 * before {@link openOrderListCache}, so that it hears whether the LISTEN connection is up.
 * Stopped when the app closes.
 */
export function openOrdersAnswers<V>(app: FastifyInstance): CatalogCache<KeptAnswers<V>> {
  const answers = new CatalogCache(async () => new KeptAnswers<V>());
  const unfollow = followOrders(app.database.db, {
    drop: () => answers.invalidate(),
    setShared: (shared) => answers.setShared(shared),
  });
  app.addHook('onClose', async () => unfollow());
  return answers;
}

/** Drops the lists an announcement names (`''`: every client's). */
function dropAnnounced(db: object, payload: string): void {
  const keys = payload === '' ? 'all' : payload.split('\n');
  for (const cache of followersOf.get(db) ?? []) cache.drop(keys);
}

/**
 * An {@link OrderListCache} for this app's database, registered for {@link ordersChanged} and, on
 * PostgreSQL, for the announcements of other instances on {@link ORDERS_CHANNEL} (one LISTEN
 * connection of its own; nothing cached while it is down) and announcing this process's changes
 * there, coalesced like the catalog's stock holds (decision 164). PGlite has one instance: its
 * writes are all this process's. Stopped when the app closes.
 */
export async function openOrderListCache<V>(app: FastifyInstance): Promise<OrderListCache<V>> {
  const db = app.database.db;
  const cache = new OrderListCache<V>();
  const entry = cache as OrderListCache<unknown>;
  const unfollow = followOrders(db, entry);
  readersOf.set(db, entry);
  const closing: Array<() => Promise<void>> = [
    async () => {
      unfollow();
      if (readersOf.get(db) === entry) readersOf.delete(db);
    },
  ];
  if (app.database.kind === 'postgres') {
    const pending = new Set<string>();
    const announcer = coalescedAnnouncer(
      async () => {
        const payload = [...pending].join('\n');
        pending.clear();
        await app.database.db.execute(
          sql`SELECT pg_notify(${ORDERS_CHANNEL}, ${payload.length > PAYLOAD_MAX_CHARS ? '' : payload})`,
        );
      },
      (error) => app.log.warn({ err: error }, 'order changes not announced'),
    );
    const announce = (keys: readonly string[]) => {
      for (const key of keys) pending.add(key);
      announcer.announce();
    };
    announcersOf.set(db, announce);
    const stopListening = await listen(
      app.database,
      ORDERS_CHANNEL,
      {
        notify: (payload) => dropAnnounced(db, payload),
        listening: (up) => {
          for (const follower of followersOf.get(db) ?? []) follower.setShared(up);
        },
      },
      app.log,
    );
    closing.push(async () => {
      if (announcersOf.get(db) === announce) announcersOf.delete(db);
      await announcer.stop();
      await stopListening();
    });
  }
  app.addHook('onClose', async () => {
    for (const close of closing) await close();
  });
  return cache;
}
