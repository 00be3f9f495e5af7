import { CachedJson } from './cached-json.js';

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
 * The catalog as read at one moment: the list's JSON, and each product's JSON made on first use.
 * Every product that is not deleted is in it, so an id it lacks is unknown or deleted.
 */
export class CatalogSnapshot<T extends CatalogItem> {
  /** The whole list in the order given (insertion order, decision 092), serialised. */
  readonly list: CachedJson;
  readonly #list: readonly T[];
  readonly #items: ReadonlyMap<string, T>;
  readonly #one = new Map<string, CachedJson>();
  #reversed: CachedJson | undefined;

  constructor(items: readonly T[]) {
    this.list = new CachedJson(items);
    this.#list = items;
    this.#items = new Map(items.map((item) => [item._id, item]));
  }

  /** The whole list in reverse order (`sort=newest`), serialised on first use. */
  get reversed(): CachedJson {
    return (this.#reversed ??= new CachedJson([...this.#list].reverse()));
  }

  /** The JSON of the product `id`; `undefined` when the catalog has none of that id. */
  one(id: string): CachedJson | undefined {
    let json = this.#one.get(id);
    if (json) return json;
    const item = this.#items.get(id);
    if (!item) return undefined;
    json = new CachedJson(item);
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

  /** The cached value when it is current, without waiting; else `undefined`. */
  current(): V | undefined {
    const snapshot = this.#snapshot;
    if (!snapshot || snapshot.generation !== this.#generation) return undefined;
    if (this.#now() - snapshot.loadedAt >= this.#maxAgeMs) return undefined;
    return snapshot.value;
  }

  /** The current value, read from the database when there is none. */
  get(): Promise<V> {
    const cached = this.current();
    if (cached !== undefined) return Promise.resolve(cached);
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
 * NOTIFY. A write this call misses is still seen after the NOTIFY arrives.
 */
export function catalogChanged(db: object): void {
  for (const cache of cachesOf.get(db) ?? []) cache.invalidate();
}

/**
 * Tells the catalog caches of this process on `db` whether writes of other instances reach them
 * ({@link CatalogCache.setShared}): called by the one listener of the catalog channel.
 */
export function catalogShared(db: object, shared: boolean): void {
  for (const cache of cachesOf.get(db) ?? []) cache.setShared(shared);
}
