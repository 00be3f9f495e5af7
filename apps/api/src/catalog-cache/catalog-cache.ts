import { CachedJson } from './cached-json.js';
import { countLookup } from '../metrics/cache-lookups.js';

/**
 * The PostgreSQL channel a trigger on `products` notifies at the commit of every change
 * (migration 0005, decision 041); every instance listens and drops its catalog cache.
 */
export const CATALOG_CHANNEL = 'partline_catalog';

/**
 * A cached catalog older than this is read again even without a notification: the safety net if
 * one is ever missed, ms.
 */
export const CATALOG_CACHE_MAX_AGE_MS = 10_000;

/** What the catalog holds: anything with an `_id`. */
export interface CatalogItem {
  readonly _id: string;
}

/**
 * One order of the catalog as a {@link CatalogSnapshot} holds it: its first items (at most
 * `SPEC_LIST_CAP`, decision 215), the keyset cursor of each item (decision 210), and the cursor of
 * the page after the last item, `null` when the list is whole.
 */
export interface SnapshotList<T> {
  readonly items: readonly T[];
  readonly cursors: readonly string[];
  readonly nextCursor: string | null;
}

/** The start of a list as a snapshot serves it: its JSON and the cursor of the page after it. */
export interface SnapshotPage {
  readonly json: CachedJson;
  readonly nextCursor: string | null;
}

/**
 * The start of the catalog as read at one moment (decisions 040, 215): the first items in
 * insertion order (`list`) and newest first (`reversed`), each serialised once, and each held
 * product's JSON made on first use. A catalog that fits in one list is held whole (`complete`):
 * an id it lacks is then unknown or deleted. A larger one is held as its two ends only, so what
 * the cache holds never grows with the catalog.
 */
export class CatalogSnapshot<T extends CatalogItem> {
  /** The held list in insertion order (decision 092), serialised. */
  readonly list: CachedJson;
  /** Whether the snapshot holds every product of the catalog. */
  readonly complete: boolean;
  readonly #oldest: SnapshotList<T>;
  readonly #newest: SnapshotList<T> | undefined;
  readonly #items: ReadonlyMap<string, T>;
  readonly #one = new Map<string, CachedJson>();
  readonly #pages = new Map<string, SnapshotPage>();
  readonly #variant: string | undefined;
  #reversed: CachedJson | undefined;

  /**
   * @param oldest the catalog's first items in insertion order; a plain array is the whole
   *   catalog.
   * @param newest its first items newest first, when `oldest` is not the whole catalog (else the
   *   reverse of `oldest`).
   * @param variant the language of a snapshot in another language than English (decision 326),
   *   which its answers' ETags carry ({@link CachedJson}).
   */
  constructor(oldest: SnapshotList<T> | readonly T[], newest?: SnapshotList<T>, variant?: string) {
    const list = Array.isArray(oldest)
      ? { items: oldest as readonly T[], cursors: [], nextCursor: null }
      : (oldest as SnapshotList<T>);
    this.#oldest = list;
    this.#newest = list.nextCursor === null ? undefined : newest;
    this.complete = list.nextCursor === null;
    this.#variant = variant;
    this.list = new CachedJson(list.items, variant);
    this.#items = new Map(
      [...list.items, ...(this.#newest?.items ?? [])].map((item) => [item._id, item]),
    );
  }

  /** The held list newest first (`sort=newest`), serialised on first use. */
  get reversed(): CachedJson {
    return (this.#reversed ??= this.#newest
      ? new CachedJson(this.#newest.items, this.#variant)
      : new CachedJson([...this.#oldest.items].reverse(), this.#variant));
  }

  /** The held items newest first and their cursors. */
  #newestList(): SnapshotList<T> {
    if (this.#newest) return this.#newest;
    return {
      items: [...this.#oldest.items].reverse(),
      cursors: [...this.#oldest.cursors].reverse(),
      nextCursor: null,
    };
  }

  /**
   * The first page of the catalog in `order`: the whole held list without `limit`, else its first
   * `limit` items (serialised once per order and limit), with the cursor of the next page.
   */
  first(order: 'oldest' | 'newest', limit?: number): SnapshotPage {
    if (limit === undefined) {
      const nextCursor =
        order === 'oldest' ? this.#oldest.nextCursor : this.#newestList().nextCursor;
      return { json: order === 'oldest' ? this.list : this.reversed, nextCursor };
    }
    const key = `${order}:${limit}`;
    let page = this.#pages.get(key);
    if (page) return page;
    const list = order === 'oldest' ? this.#oldest : this.#newestList();
    const more = list.items.length > limit || list.nextCursor !== null;
    const items = list.items.slice(0, limit);
    page = {
      json: new CachedJson(items, this.#variant),
      nextCursor: more && items.length > 0 ? (list.cursors[items.length - 1] ?? null) : null,
    };
    this.#pages.set(key, page);
    return page;
  }

  /**
   * The items of {@link first}`(order, limit)`, as they are (a caller's own answer is made from
   * them; decision 320).
   */
  firstItems(order: 'oldest' | 'newest', limit?: number): readonly T[] {
    const list = order === 'oldest' ? this.#oldest : this.#newestList();
    return limit === undefined ? list.items : list.items.slice(0, limit);
  }

  /** The item `id` as it is; `undefined` when the snapshot holds none of that id. */
  item(id: string): T | undefined {
    return this.#items.get(id);
  }

  /** The JSON of the product `id`; `undefined` when the snapshot holds none of that id. */
  one(id: string): CachedJson | undefined {
    let json = this.#one.get(id);
    if (json) return json;
    const item = this.#items.get(id);
    if (!item) return undefined;
    json = new CachedJson(item, this.#variant);
    this.#one.set(id, json);
    return json;
  }
}

/** Options of {@link CatalogCache}. */
export interface CatalogCacheOptions {
  /** Default {@link CATALOG_CACHE_MAX_AGE_MS}. */
  maxAgeMs?: number;
  /** Clock, ms (tests). */
  now?: () => number;
}

/**
 * Something made from the catalog — a {@link CatalogSnapshot}, a page rendered from it — by one
 * app instance, read from the database once and kept until a write changes it (decision 040). `invalidate()` is called after every committed write (by the writer at once, and
 * by the LISTEN of {@link CATALOG_CHANNEL} for writes of other instances).
 *
 * A read that began before an invalidation never fills the cache: each read is tagged with the
 * generation it started in, and only a read of the current generation is kept. Concurrent misses
 * share one database read. While invalidations from other instances cannot arrive (the listening
 * connection is down, see {@link CatalogCache.setShared}), nothing is cached.
 */
export class CatalogCache<V> {
  readonly #load: () => Promise<V>;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #generation = 0;
  #shared = true;
  #snapshot: { generation: number; loadedAt: number; value: V } | undefined;
  #loading: { generation: number; promise: Promise<V> } | undefined;

  /** @param load reads the value from the database (e.g. `new CatalogSnapshot(await getCatalog(db))`). */
  constructor(load: () => Promise<V>, options: CatalogCacheOptions = {}) {
    this.#load = load;
    this.#maxAgeMs = options.maxAgeMs ?? CATALOG_CACHE_MAX_AGE_MS;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The cached value when it is current, without waiting; else `undefined`. A value found is a hit
   * of the `catalog` cache in `/metrics`; the miss is counted by {@link get}, which a caller goes
   * on to, so `current() ?? get()` counts one lookup (decision 332).
   */
  current(): V | undefined {
    const snapshot = this.#snapshot;
    if (!snapshot || snapshot.generation !== this.#generation) return undefined;
    if (this.#now() - snapshot.loadedAt >= this.#maxAgeMs) return undefined;
    countLookup('catalog', true);
    return snapshot.value;
  }

  /** The current value, read from the database when there is none. */
  get(): Promise<V> {
    const cached = this.current();
    if (cached !== undefined) return Promise.resolve(cached);
    countLookup('catalog', false);
    if (!this.#shared) return this.#load();
    const generation = this.#generation;
    if (this.#loading?.generation === generation) return this.#loading.promise;
    const loadedAt = this.#now();
    const promise = this.#load().then(
      (value) => {
        if (this.#loading?.promise === promise) this.#loading = undefined;
        // Kept only when no write committed since this read began.
        if (generation === this.#generation && this.#shared) {
          this.#snapshot = { generation, loadedAt, value };
        }
        return value;
      },
      (error: unknown) => {
        if (this.#loading?.promise === promise) this.#loading = undefined;
        throw error;
      },
    );
    this.#loading = { generation, promise };
    return promise;
  }

  /** Forgets the catalog: call after a committed write that changes what it shows. */
  invalidate(): void {
    this.#generation += 1;
    this.#snapshot = undefined;
  }

  /**
   * Whether writes of other instances reach {@link invalidate} (the LISTEN connection is up).
   * Either change also invalidates: notifications may have been missed while it was down.
   */
  setShared(shared: boolean): void {
    this.#shared = shared;
    this.invalidate();
  }
}

const cachesOf = new WeakMap<object, Set<CatalogCache<unknown>>>();
const announcersOf = new WeakMap<object, () => void>();

/**
 * Registers how this process tells the other instances on `db` that the catalog changed
 * ({@link coalescedAnnouncer}): {@link catalogChanged} calls it after dropping its own caches.
 * Returns the function that removes it.
 */
export function attachCatalogAnnouncer(db: object, announce: () => void): () => void {
  announcersOf.set(db, announce);
  return () => {
    if (announcersOf.get(db) === announce) announcersOf.delete(db);
  };
}

/** Least time between two announcements of one process, ms (decision 164). */
export const CATALOG_ANNOUNCE_SPACING_MS = 50;

/**
 * An announcement that coalesces (decision 164): each call makes sure `send` starts after it, but
 * `send` runs one at a time and at most once per `spacingMs`, however often it is called — the
 * stock holds of hundreds of checkouts a second cost other instances a few NOTIFYs, not one each.
 * A failed `send` goes to `failed` (the caches' age limit is the safety net). `stop()` cancels
 * what is pending and waits for a `send` under way.
 */
export function coalescedAnnouncer(
  send: () => Promise<void>,
  failed: (error: unknown) => void,
  spacingMs = CATALOG_ANNOUNCE_SPACING_MS,
): { announce: () => void; stop: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let stopped = false;
  const fire = () => {
    timer = undefined;
    lastStart = Date.now();
    running = send()
      .catch(failed)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          announce();
        }
      });
  };
  const announce = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(fire, Math.max(0, lastStart + spacingMs - Date.now()));
    timer.unref();
  };
  return {
    announce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Registers `cache` as a catalog cache of the database `db`, so that {@link catalogChanged}`(db)`
 * reaches it. Returns the function that removes it.
 */
export function attachCatalogCache<V>(db: object, cache: CatalogCache<V>): () => void {
  let caches = cachesOf.get(db);
  if (!caches) cachesOf.set(db, (caches = new Set()));
  const entry = cache as CatalogCache<unknown>;
  caches.add(entry);
  return () => caches.delete(entry);
}

/**
 * Drops the catalog caches of this process on `db` at once. Call it after (never inside) the
 * transaction or statement that changed products — stock, holds, a new or deleted product — so
 * that the writer's next read sees the change; other instances hear it through the trigger's
 * NOTIFY, and of a stock hold or its release (which the trigger leaves out, decision 164) through
 * this process's coalesced announcement. A write this call misses is still seen after the NOTIFY
 * arrives.
 */
export function catalogChanged(db: object): void {
  dropCatalogCaches(db);
  announcersOf.get(db)?.();
}

/** Drops the catalog caches of this process on `db`, announcing nothing: a NOTIFY was heard. */
export function dropCatalogCaches(db: object): void {
  for (const cache of cachesOf.get(db) ?? []) cache.invalidate();
}

/**
 * Tells the catalog caches of this process on `db` whether writes of other instances reach them
 * ({@link CatalogCache.setShared}): called by the one listener of the catalog channel.
 */
export function catalogShared(db: object, shared: boolean): void {
  for (const cache of cachesOf.get(db) ?? []) cache.setShared(shared);
}
