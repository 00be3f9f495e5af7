import { CachedJson } from './cached-json.js';
import { countLookup } from '../metrics/cache-lookups.js';
import { isBuyable, restockValue, type ProductStock, type StockNotice } from './stock.js';

export { isBuyable, restockValue, type ProductStock, type StockNotice } from './stock.js';

/**
 * The PostgreSQL channel a trigger on `products` notifies at the commit of every change
 * (migration 0006, decision 041); every instance listens and drops its catalog cache. A payload of
 * {@link STOCK_PAYLOAD_PREFIX} and product ids says only those products' stock changed (decision
 * 338); any other payload (`''`) drops everything.
 */
export const CATALOG_CHANNEL = 'partline_catalog';

/** The start of a stock-only notice's payload: `stock:<id>,<id>,…` (decision 338). */
export const STOCK_PAYLOAD_PREFIX = 'stock:';

/**
 * Longest payload a stock notice is sent with, bytes: PostgreSQL refuses 8000 and more; a notice
 * of more products is sent as a full drop (`''`).
 */
export const STOCK_PAYLOAD_MAX_BYTES = 7900;

/**
 * The payload announcing a change of the stock of `ids` ({@link STOCK_PAYLOAD_PREFIX}), or `''`
 * (drop everything) when it would be longer than {@link STOCK_PAYLOAD_MAX_BYTES}.
 */
export function stockPayload(ids: Iterable<string>): string {
  const payload = STOCK_PAYLOAD_PREFIX + [...ids].join(',');
  return Buffer.byteLength(payload) > STOCK_PAYLOAD_MAX_BYTES ? '' : payload;
}

/** The product ids of a stock notice's payload; `undefined` for any other payload (drop all). */
export function stockIdsOf(payload: string): string[] | undefined {
  if (!payload.startsWith(STOCK_PAYLOAD_PREFIX)) return undefined;
  return payload
    .slice(STOCK_PAYLOAD_PREFIX.length)
    .split(',')
    .filter((id) => id !== '');
}

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

  /**
   * This snapshot with the stock figures of the notice's products it holds replaced (decision
   * 338): itself when it holds none of them, else a new snapshot of the same products (its order
   * does not depend on stock), serialised again.
   */
  restocked(notice: StockNotice): CatalogSnapshot<T> {
    const oldest = restockValue(this.#oldest.items, notice);
    const newest = this.#newest && restockValue(this.#newest.items, notice);
    if (!oldest.changed && !newest?.changed) return this;
    return new CatalogSnapshot(
      { ...this.#oldest, items: oldest.value },
      this.#newest && newest && { ...this.#newest, items: newest.value },
      this.#variant,
    );
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

/**
 * How a {@link CatalogCache} takes a change of stock alone (decision 338): `'ignore'` — what it
 * keeps shows no stock (the category tree, the sitemaps); `'drop'` — it is read again, as on any
 * change of the catalog; or a function that makes the kept value current from the notice (the
 * fresh figures of the products touched), or answers `undefined` to have it read again.
 */
export type StockPolicy<V> = 'ignore' | 'drop' | ((value: V, notice: StockNotice) => V | undefined);

/** Options of {@link CatalogCache}. */
export interface CatalogCacheOptions<V = unknown> {
  /** Default {@link CATALOG_CACHE_MAX_AGE_MS}. */
  maxAgeMs?: number;
  /** Clock, ms (tests). */
  now?: () => number;
  /** How a change of stock alone reaches the kept value; default `'drop'`. */
  stock?: StockPolicy<V>;
}

/**
 * The sequence of stock notices of this process: each notice takes the next number, so a cache
 * knows which notices a read that began at some number may have missed.
 */
let stockSequence = 0;

/**
 * Something made from the catalog — a {@link CatalogSnapshot}, a page rendered from it — by one
 * app instance, read from the database once and kept until a write changes it (decision 040).
 * `invalidate()` is called after every committed write (by the writer at once, and by the LISTEN
 * of {@link CATALOG_CHANNEL} for writes of other instances).
 *
 * A read that began before an invalidation never fills the cache: each read is tagged with the
 * generation it started in, and only a read of the current generation is kept. Concurrent misses
 * share one database read. While invalidations from other instances cannot arrive (the listening
 * connection is down, see {@link CatalogCache.setShared}), nothing is cached.
 *
 * A change of stock alone ({@link stockChanged}) is taken as its {@link StockPolicy} says. With a
 * policy function the value stays: the products touched are pending until their fresh figures are
 * read (once per process for all caches) and applied; meanwhile a request waits for them rather
 * than be served the old figures, and counts as a hit (nothing was read again).
 */
export class CatalogCache<V> {
  readonly #load: () => Promise<V>;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  readonly #stock: StockPolicy<V>;
  #generation = 0;
  #shared = true;
  #snapshot: { generation: number; loadedAt: number; value: V } | undefined;
  #loading: { generation: number; promise: Promise<V> } | undefined;
  /** Products whose fresh stock is not applied yet, with the number of their last notice. */
  readonly #pending = new Map<string, number>();
  /** Of those, the ones a read under way may have missed: taken as crossing buyability. */
  readonly #unsure = new Set<string>();
  #waiters: { at: number; wake: () => void }[] = [];
  #desk: StockDesk | undefined;

  /** @param load reads the value from the database (e.g. `new CatalogSnapshot(await getCatalog(db))`). */
  constructor(load: () => Promise<V>, options: CatalogCacheOptions<V> = {}) {
    this.#load = load;
    this.#maxAgeMs = options.maxAgeMs ?? CATALOG_CACHE_MAX_AGE_MS;
    this.#now = options.now ?? Date.now;
    this.#stock = options.stock ?? 'drop';
  }

  /** The kept value when it is of the current generation and young enough, pending or not. */
  #kept(): V | undefined {
    const snapshot = this.#snapshot;
    if (!snapshot || snapshot.generation !== this.#generation) return undefined;
    if (this.#now() - snapshot.loadedAt >= this.#maxAgeMs) return undefined;
    return snapshot.value;
  }

  /** Whether no product noticed at or before `at` is pending. */
  #settledAt(at: number): boolean {
    for (const noticed of this.#pending.values()) if (noticed <= at) return false;
    return true;
  }

  /**
   * The cached value when it is current, without waiting; else `undefined`. A value found is a hit
   * of the `catalog` cache in `/metrics`; the miss is counted by {@link get}, which a caller goes
   * on to, so `current() ?? get()` counts one lookup (decision 332).
   */
  current(): V | undefined {
    if (this.#pending.size > 0) return undefined;
    const value = this.#kept();
    if (value !== undefined) countLookup('catalog', true);
    return value;
  }

  /** The current value, read from the database when there is none. */
  async get(): Promise<V> {
    const cached = this.current();
    if (cached !== undefined) return cached;
    if (this.#pending.size > 0 && this.#kept() !== undefined) {
      // Fresh stock of products sold before this request is on its way: wait for it, not for a
      // new read of everything (later notices are later writes: not waited for).
      const at = stockSequence;
      if (!this.#settledAt(at)) {
        await new Promise<void>((wake) => this.#waiters.push({ at, wake }));
      }
      const value = this.#kept();
      if (value !== undefined && this.#settledAt(at)) {
        countLookup('catalog', true);
        return value;
      }
    }
    countLookup('catalog', false);
    return this.#read();
  }

  #read(): Promise<V> {
    if (!this.#shared) return this.#load();
    const generation = this.#generation;
    if (this.#loading?.generation === generation) return this.#loading.promise;
    const loadedAt = this.#now();
    const startedAt = stockSequence;
    const promise = this.#load().then(
      (value) => {
        if (this.#loading?.promise === promise) this.#loading = undefined;
        // Kept only when no write committed since this read began.
        if (generation === this.#generation && this.#shared) {
          this.#snapshot = { generation, loadedAt, value };
          this.#loaded(startedAt);
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

  /**
   * After a read that began at notice `startedAt` was kept: what was noticed before it began is in
   * it; what was noticed since may or may not be, so those products are read again and taken as
   * crossing buyability.
   */
  #loaded(startedAt: number): void {
    if (typeof this.#stock !== 'function') return;
    for (const [id, noticed] of this.#pending) {
      if (noticed <= startedAt) {
        this.#pending.delete(id);
        this.#unsure.delete(id);
      }
    }
    if (this.#desk) {
      const since = this.#desk.noticedSince(startedAt);
      if (since === undefined) {
        this.invalidate();
        return;
      }
      if (since.length > 0) {
        for (const id of since) this.#unsure.add(id);
        this.#desk.notice(since, this as unknown as CatalogCache<unknown>);
      }
    }
    this.#wake();
  }

  /** Forgets the catalog: call after a committed write that changes what it shows. */
  invalidate(): void {
    this.#generation += 1;
    this.#snapshot = undefined;
    this.#pending.clear();
    this.#unsure.clear();
    this.#wake();
  }

  /**
   * Whether writes of other instances reach {@link invalidate} (the LISTEN connection is up).
   * Either change also invalidates: notifications may have been missed while it was down.
   */
  setShared(shared: boolean): void {
    this.#shared = shared;
    this.invalidate();
  }

  /** Called by the {@link StockDesk} it is attached to. */
  attachDesk(desk: StockDesk | undefined): void {
    this.#desk = desk;
  }

  /** The stock of `ids` changed (notice number `at`): taken as the cache's policy says. */
  stockNoticed(ids: readonly string[], at: number): void {
    if (this.#stock === 'ignore') return;
    if (this.#stock === 'drop') {
      this.invalidate();
      return;
    }
    for (const id of ids) this.#pending.set(id, at);
  }

  /** The fresh figures of a notice's products, read after notice number `upTo`: applied. */
  restock(notice: StockNotice, upTo: number): void {
    const policy = this.#stock;
    if (typeof policy !== 'function') return;
    const kept = this.#kept();
    if (kept !== undefined) {
      let taken = notice;
      const unsure = [...notice.ids].filter((id) => this.#unsure.has(id));
      if (unsure.length > 0) {
        taken = { ...notice, crossed: new Set([...notice.crossed, ...unsure]) };
      }
      const value = policy(kept, taken);
      if (value === undefined) {
        this.invalidate();
        return;
      }
      this.#snapshot = { ...this.#snapshot!, value };
    }
    for (const id of notice.ids) {
      const noticed = this.#pending.get(id);
      if (noticed !== undefined && noticed <= upTo) {
        this.#pending.delete(id);
        this.#unsure.delete(id);
      }
    }
    this.#wake();
  }

  #wake(): void {
    const waiting = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiting) {
      if (this.#pending.size === 0 || this.#settledAt(waiter.at)) waiter.wake();
      else this.#waiters.push(waiter);
    }
  }
}

/** Most products whose last notice a {@link StockDesk} remembers, and whose figures it knows. */
const STOCK_MEMORY_MAX = 20_000;

/**
 * The stock notices of one database in this process (decision 338): the products noticed, read
 * once per round for all its caches (one read at a time, each covering every notice before it),
 * and the figures last read, by which a product's crossing of buyability is told (a product never
 * read before is taken as crossing).
 */
export class StockDesk {
  readonly #caches: ReadonlySet<CatalogCache<unknown>>;
  readonly #lastNoticed = new Map<string, number>();
  readonly #known = new Map<string, ProductStock>();
  readonly #queue = new Set<string>();
  #forgottenBefore = 0;
  #running: Promise<void> | undefined;
  read: ((ids: readonly string[]) => Promise<ReadonlyMap<string, ProductStock>>) | undefined;
  failed: (error: unknown) => void = () => {};

  constructor(caches: ReadonlySet<CatalogCache<unknown>>) {
    this.#caches = caches;
  }

  /** The products noticed after notice number `at`; `undefined` when that is forgotten. */
  noticedSince(at: number): string[] | undefined {
    if (at < this.#forgottenBefore) return undefined;
    const ids: string[] = [];
    for (const [id, noticed] of this.#lastNoticed) if (noticed > at) ids.push(id);
    return ids;
  }

  /** The stock of `ids` changed: every cache (or `only` that one) waits for their fresh figures. */
  notice(ids: readonly string[], only?: CatalogCache<unknown>): void {
    if (ids.length === 0) return;
    const at = (stockSequence += 1);
    if (this.#lastNoticed.size + ids.length > STOCK_MEMORY_MAX) {
      this.#lastNoticed.clear();
      this.#forgottenBefore = at;
    }
    for (const id of ids) {
      this.#lastNoticed.set(id, at);
      this.#queue.add(id);
    }
    for (const cache of only ? [only] : this.#caches) cache.stockNoticed(ids, at);
    this.#next();
  }

  #next(): void {
    if (this.#running || this.#queue.size === 0) return;
    this.#running = this.#round().finally(() => {
      this.#running = undefined;
      this.#next();
    });
  }

  async #round(): Promise<void> {
    const ids = [...this.#queue];
    this.#queue.clear();
    const upTo = stockSequence;
    let stock: ReadonlyMap<string, ProductStock>;
    try {
      if (!this.read) throw new Error('no reader of stock figures');
      stock = await this.read(ids);
    } catch (error) {
      this.failed(error);
      for (const cache of this.#caches) cache.invalidate();
      return;
    }
    const crossed = new Set<string>();
    if (this.#known.size + ids.length > STOCK_MEMORY_MAX) this.#known.clear();
    for (const id of ids) {
      const fresh = stock.get(id);
      const before = this.#known.get(id);
      if (!fresh || !before || isBuyable(before) !== isBuyable(fresh)) crossed.add(id);
      if (fresh) this.#known.set(id, fresh);
      else this.#known.delete(id);
    }
    const notice: StockNotice = { stock, ids: new Set(ids), crossed };
    for (const cache of this.#caches) cache.restock(notice, upTo);
  }

  /** Resolves once no read is under way (tests, close). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }
}

const cachesOf = new WeakMap<object, Set<CatalogCache<unknown>>>();
const desksOf = new WeakMap<object, StockDesk>();
const announcersOf = new WeakMap<object, (ids?: readonly string[]) => void>();

/** The {@link StockDesk} of `db` in this process, made on first use. */
export function stockDeskOf(db: object): StockDesk {
  let desk = desksOf.get(db);
  if (!desk) {
    let caches = cachesOf.get(db);
    if (!caches) cachesOf.set(db, (caches = new Set()));
    desksOf.set(db, (desk = new StockDesk(caches)));
  }
  return desk;
}

/**
 * Registers how this process tells the other instances on `db` that the catalog changed
 * ({@link coalescedAnnouncer}): {@link catalogChanged} calls it without ids (everything changed),
 * {@link stockChanged} with the products whose stock changed. Returns the function that removes
 * it.
 */
export function attachCatalogAnnouncer(
  db: object,
  announce: (ids?: readonly string[]) => void,
): () => void {
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
 * A call with product ids announces a change of their stock alone; one without, a change of
 * anything. What one `send` carries is the union of the calls since the last: `''` when any of
 * them was without ids (or the ids do not fit a payload), else {@link stockPayload} of all their
 * ids (decision 338). A failed `send` goes to `failed` (the caches' age limit is the safety net).
 * `stop()` cancels what is pending and waits for a `send` under way.
 */
export function coalescedAnnouncer(
  send: (payload: string) => Promise<void>,
  failed: (error: unknown) => void,
  spacingMs = CATALOG_ANNOUNCE_SPACING_MS,
): { announce: (ids?: readonly string[]) => void; stop: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let stopped = false;
  let everything = false;
  let ids = new Set<string>();
  const fire = () => {
    timer = undefined;
    lastStart = Date.now();
    const payload = everything ? '' : stockPayload(ids);
    everything = false;
    ids = new Set();
    running = send(payload)
      .catch(failed)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule();
        }
      });
  };
  const schedule = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(fire, Math.max(0, lastStart + spacingMs - Date.now()));
    timer.unref();
  };
  const announce = (changed?: readonly string[]) => {
    if (stopped) return;
    if (changed === undefined) everything = true;
    else for (const id of changed) ids.add(id);
    schedule();
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
 * and {@link stockChanged}`(db, ids)` reach it. Returns the function that removes it.
 */
export function attachCatalogCache<V>(db: object, cache: CatalogCache<V>): () => void {
  const desk = stockDeskOf(db);
  const caches = cachesOf.get(db)!;
  const entry = cache as CatalogCache<unknown>;
  caches.add(entry);
  entry.attachDesk(desk);
  return () => {
    caches.delete(entry);
    entry.attachDesk(undefined);
  };
}

/**
 * Drops the catalog caches of this process on `db` at once. Call it after (never inside) the
 * transaction or statement that changed what the catalog shows — a new, edited or deleted product,
 * a category — so that the writer's next read sees the change; other instances hear it through the
 * trigger's NOTIFY, and through this process's coalesced announcement (decision 164). A change of
 * stock alone calls {@link stockChanged} instead. A write this call misses is still seen after the
 * NOTIFY arrives.
 */
export function catalogChanged(db: object): void {
  dropCatalogCaches(db);
  announcersOf.get(db)?.();
}

/**
 * The stock (`availableQuantity`, `heldQuantity`) of the products `productIds` changed, nothing
 * else (decision 338): a checkout's holds, their release, a shipment, a return's restock. Call it
 * after (never inside) the transaction. Every catalog cache of this process on `db` waits for
 * those products' fresh figures (read once, by id) before it answers again, as its
 * {@link StockPolicy} says — kept answers stay; the other instances are told the ids, coalesced.
 */
export function stockChanged(db: object, productIds: Iterable<string>): void {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  noticeStock(db, ids);
  announcersOf.get(db)?.(ids);
}

/** The stock of `ids` changed, announcing nothing: a stock notice was heard. */
export function noticeStock(db: object, ids: readonly string[]): void {
  stockDeskOf(db).notice(ids);
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
