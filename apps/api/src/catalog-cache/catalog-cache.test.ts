import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedJson, preferredCoding } from './cached-json.js';
import {
  attachCatalogCache,
  CatalogCache,
  catalogChanged,
  catalogShared,
  CatalogSnapshot,
  coalescedAnnouncer,
  restockValue,
  stockChanged,
  stockDeskOf,
  stockIdsOf,
  stockPayload,
  type ProductStock,
  type StockNotice,
} from './catalog-cache.js';

interface Item {
  _id: string;
  stock: number;
}

/** A loader of snapshots whose reads the test finishes by hand, in any order. */
function manualLoader(initial: Item[]) {
  let current = initial;
  const pending: Array<{ snapshot: Item[]; resolve: (items: CatalogSnapshot<Item>) => void }> = [];
  return {
    reads: () => pending.length,
    set: (items: Item[]) => (current = items),
    /** Finishes the oldest unfinished read with what the database held when it began. */
    finishOldest: () => {
      const read = pending.shift();
      read?.resolve(new CatalogSnapshot(read.snapshot));
    },
    load: () =>
      new Promise<CatalogSnapshot<Item>>((resolve) => {
        pending.push({ snapshot: current, resolve });
      }),
  };
}

const listOf = (json: CachedJson) => JSON.parse(json.for(undefined).bytes.toString()) as Item[];

describe('CatalogCache', () => {
  it('reads once for concurrent misses and serves later reads from memory', async () => {
    const db = manualLoader([{ _id: 'a', stock: 1 }]);
    const cache = new CatalogCache(db.load);
    const first = cache.get();
    const second = cache.get();
    expect(db.reads()).toBe(1);
    db.finishOldest();
    expect((await first).list).toBe((await second).list);
    expect(cache.current()).toBe(await first);
    await cache.get();
    expect(db.reads()).toBe(0);
  });

  it('never keeps a read that began before an invalidation', async () => {
    const db = manualLoader([{ _id: 'a', stock: 1 }]);
    const cache = new CatalogCache(db.load);
    const stale = cache.get();
    // A write commits while that read is in flight, then invalidates.
    db.set([{ _id: 'a', stock: 2 }]);
    cache.invalidate();
    const fresh = cache.get();
    expect(db.reads()).toBe(2);
    db.finishOldest();
    expect(listOf((await stale).list)).toEqual([{ _id: 'a', stock: 1 }]);
    expect(cache.current()).toBeUndefined();
    db.finishOldest();
    expect(listOf((await fresh).list)).toEqual([{ _id: 'a', stock: 2 }]);
    expect(listOf(cache.current()!.list)).toEqual([{ _id: 'a', stock: 2 }]);
  });

  it('reads again once the snapshot is older than its maximum age', async () => {
    let now = 0;
    const db = manualLoader([{ _id: 'a', stock: 1 }]);
    const cache = new CatalogCache(db.load, { maxAgeMs: 1000, now: () => now });
    const read = cache.get();
    db.finishOldest();
    await read;
    now = 999;
    expect(cache.current()).toBeDefined();
    now = 1000;
    expect(cache.current()).toBeUndefined();
  });

  it('caches nothing while invalidations from other instances cannot arrive', async () => {
    const db = manualLoader([{ _id: 'a', stock: 1 }]);
    const cache = new CatalogCache(db.load);
    cache.setShared(false);
    const read = cache.get();
    db.finishOldest();
    await read;
    expect(cache.current()).toBeUndefined();
    cache.setShared(true);
    const again = cache.get();
    expect(db.reads()).toBe(1);
    db.finishOldest();
    await again;
    expect(cache.current()).toBeDefined();
  });

  it('catalogChanged(db) drops every cache attached to that database only', async () => {
    const db = manualLoader([{ _id: 'a', stock: 1 }]);
    const [one, two, other] = [
      new CatalogCache(db.load),
      new CatalogCache(db.load),
      new CatalogCache(db.load),
    ];
    const database = {};
    const detachOne = attachCatalogCache(database, one);
    attachCatalogCache(database, two);
    attachCatalogCache({}, other);
    for (const cache of [one, two, other]) {
      const read = cache.get();
      db.finishOldest();
      await read;
    }
    catalogChanged(database);
    expect([one, two, other].map((cache) => cache.current() !== undefined)).toEqual([
      false,
      false,
      true,
    ]);
    detachOne();
    const read = one.get();
    db.finishOldest();
    await read;
    catalogChanged(database);
    expect(one.current()).toBeDefined();
  });

  it('catalogShared(db) stops and resumes caching on every cache of that database', async () => {
    const db = manualLoader([{ _id: 'a', stock: 1 }]);
    const [one, two] = [new CatalogCache(db.load), new CatalogCache(db.load)];
    const database = {};
    attachCatalogCache(database, one);
    attachCatalogCache(database, two);
    catalogShared(database, false);
    for (const cache of [one, two]) {
      const read = cache.get();
      db.finishOldest();
      await read;
    }
    expect([one.current(), two.current()]).toEqual([undefined, undefined]);
    catalogShared(database, true);
    for (const cache of [one, two]) {
      const read = cache.get();
      db.finishOldest();
      await read;
    }
    expect(one.current()).toBeDefined();
    expect(two.current()).toBeDefined();
  });

  it('keeps any value made from the catalog, such as a rendered page', async () => {
    let renders = 0;
    const cache = new CatalogCache(async () => ({ html: `<p>render ${++renders}</p>` }));
    expect(await cache.get()).toEqual({ html: '<p>render 1</p>' });
    expect(await cache.get()).toEqual({ html: '<p>render 1</p>' });
    cache.invalidate();
    expect(await cache.get()).toEqual({ html: '<p>render 2</p>' });
  });

  it('finds one product by id, and no other', async () => {
    const db = manualLoader([
      { _id: 'a', stock: 1 },
      { _id: 'b', stock: 2 },
    ]);
    const cache = new CatalogCache(db.load);
    const read = cache.get();
    db.finishOldest();
    const snapshot = await read;
    expect(JSON.parse(snapshot.one('b')!.for(undefined).bytes.toString())).toEqual({
      _id: 'b',
      stock: 2,
    });
    expect(snapshot.one('b')).toBe(snapshot.one('b'));
    expect(snapshot.one('c')).toBeUndefined();
  });
});

describe('CachedJson', () => {
  const big = Array.from({ length: 50 }, (_, i) => ({ _id: `id-${i}`, name: `Product ${i}` }));

  it('has a strong ETag per coding, and any of them matches, weak or in a list', () => {
    const json = new CachedJson(big);
    const plain = json.for(undefined);
    const br = json.for('gzip, deflate, br');
    const gzip = json.for('gzip');
    expect(plain.etag).toMatch(/^"[\w-]+"$/);
    expect(new Set([plain.etag, br.etag, gzip.etag]).size).toBe(3);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(big);
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(big);
    for (const tag of [plain.etag, `W/${br.etag}`, `"other", ${gzip.etag}`, '*']) {
      expect(json.matches(tag)).toBe(true);
    }
    expect(json.matches('"other"')).toBe(false);
    expect(json.matches(new CachedJson([...big, { _id: 'x' }]).for(undefined).etag)).toBe(false);
    expect(json.matches(undefined)).toBe(false);
  });

  it('sends small bodies plain whatever is accepted', () => {
    expect(new CachedJson({ a: 1 }).for('br').coding).toBe('identity');
  });

  it.each([
    [undefined, 'identity'],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['x-gzip', 'gzip'],
  ])('Accept-Encoding %s → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe('stock notices (decision 338)', () => {
  interface Shown {
    _id: string;
    availableQuantity: number;
    heldQuantity: number;
    minOrder: number;
  }
  const shown = (id: string, held: number): Shown => ({
    _id: id,
    availableQuantity: 10,
    heldQuantity: held,
    minOrder: 4,
  });
  const figures = (held: number): ProductStock => ({
    availableQuantity: 10,
    heldQuantity: held,
    minOrder: 4,
  });
  const noticeOf = (stock: Record<string, ProductStock>, crossed: string[] = []): StockNotice => ({
    stock: new Map(Object.entries(stock)),
    ids: new Set(Object.keys(stock)),
    crossed: new Set(crossed),
  });

  it('restockValue replaces the figures of the products named, however deep, and copies only what changed', () => {
    const value = Object.freeze({
      items: Object.freeze([Object.freeze(shown('a', 0)), Object.freeze(shown('b', 0))]),
      total: 2,
    });
    const made = restockValue(value, noticeOf({ a: figures(3) }));
    expect(made.changed).toBe(true);
    expect(made.crossed).toBe(false);
    expect(made.value).toEqual({ items: [shown('a', 3), shown('b', 0)], total: 2 });
    expect(made.value.items[1]).toBe(value.items[1]);
    expect(value.items[0]?.heldQuantity).toBe(0);

    const same = restockValue(value, noticeOf({ c: figures(9) }));
    expect(same.value).toBe(value);
    expect(same.changed).toBe(false);
  });

  it('restockValue tells a crossing of buyability by the figures shown, or by the notice for a product not shown', () => {
    const value = { items: [shown('a', 0)] };
    // 10 − 7 < 4: no longer buyable.
    expect(restockValue(value, noticeOf({ a: figures(7) })).crossed).toBe(true);
    // Shown and still buyable: the notice's guess does not count.
    expect(restockValue(value, noticeOf({ a: figures(6) }, ['a'])).crossed).toBe(false);
    expect(restockValue(value, noticeOf({ z: figures(0) }, ['z'])).crossed).toBe(true);
    expect(restockValue(value, noticeOf({ z: figures(0) })).crossed).toBe(false);
  });

  it('a CatalogSnapshot restocked keeps its order and serialises the new figures', () => {
    const snapshot = new CatalogSnapshot([shown('a', 0), shown('b', 0)]);
    const restocked = snapshot.restocked(noticeOf({ b: figures(2) }));
    expect(restocked.item('b')?.heldQuantity).toBe(2);
    expect(JSON.parse(restocked.list.for(undefined).bytes.toString())).toEqual([
      shown('a', 0),
      shown('b', 2),
    ]);
    expect(restocked.list.for(undefined).etag).not.toBe(snapshot.list.for(undefined).etag);
    expect(snapshot.restocked(noticeOf({ z: figures(1) }))).toBe(snapshot);
  });

  it('stockChanged(db, ids) keeps a cache that restocks, drops one that drops, and leaves one that ignores', async () => {
    const db = {};
    let held = 0;
    let loads = 0;
    const load = async () => {
      loads += 1;
      return new CatalogSnapshot([shown('a', held)]);
    };
    const restocking = new CatalogCache(load, {
      stock: (snapshot, notice) => snapshot.restocked(notice),
    });
    const dropping = new CatalogCache(load, { stock: 'drop' });
    const ignoring = new CatalogCache(load, { stock: 'ignore' });
    for (const cache of [restocking, dropping, ignoring]) attachCatalogCache(db, cache);
    const desk = stockDeskOf(db);
    const reads: string[][] = [];
    desk.read = async (ids) => {
      reads.push([...ids]);
      return new Map(ids.map((id) => [id, figures(held)]));
    };
    for (const cache of [restocking, dropping, ignoring]) await cache.get();
    expect(loads).toBe(3);

    held = 5;
    stockChanged(db, ['a', 'a']);
    expect(restocking.current()).toBeUndefined(); // the old figures are not served meanwhile
    expect((await restocking.get()).item('a')?.heldQuantity).toBe(5);
    expect(reads).toEqual([['a']]);
    expect((await dropping.get()).item('a')?.heldQuantity).toBe(5);
    expect((await ignoring.get()).item('a')?.heldQuantity).toBe(0);
    expect(loads).toBe(4); // only the dropping cache read again
  });

  it('a read under way when stock changes is kept, and the products noticed meanwhile are read again', async () => {
    const db = {};
    const loader = manualLoader([{ _id: 'a', stock: 1 }]);
    const cache = new CatalogCache(
      async () => {
        const snapshot = await loader.load();
        return new CatalogSnapshot(
          snapshot.firstItems('oldest').map((item) => shown(item._id, item.stock)),
        );
      },
      { stock: (snapshot, notice) => snapshot.restocked(notice) },
    );
    attachCatalogCache(db, cache);
    stockDeskOf(db).read = async (ids) => new Map(ids.map((id) => [id, figures(2)]));
    const reading = cache.get();
    stockChanged(db, ['a']); // committed while the read was under way
    await stockDeskOf(db).idle();
    loader.finishOldest();
    expect((await reading).item('a')?.heldQuantity).toBe(1); // what that read saw
    expect((await cache.get()).item('a')?.heldQuantity).toBe(2);
    expect(loader.reads()).toBe(0);
  });

  it('stockPayload names the products, or drops everything when they do not fit', () => {
    expect(stockPayload(['a', 'b'])).toBe('stock:a,b');
    expect(stockIdsOf('stock:a,b')).toEqual(['a', 'b']);
    expect(stockIdsOf('')).toBeUndefined();
    const many = Array.from({ length: 300 }, () => '00000000-0000-4000-8000-000000000000');
    expect(stockPayload(many)).toBe('');
  });

  it('a coalesced announcement carries the union of the ids, or a full drop when one call had none', async () => {
    const sent: string[] = [];
    const announcer = coalescedAnnouncer(
      async (payload) => {
        sent.push(payload);
      },
      () => {},
      0,
    );
    announcer.announce(['a']);
    announcer.announce(['b', 'a']);
    await expect.poll(() => sent).toEqual(['stock:a,b']);
    announcer.announce(['c']);
    announcer.announce();
    await expect.poll(() => sent).toEqual(['stock:a,b', '']);
    await announcer.stop();
  });
});
