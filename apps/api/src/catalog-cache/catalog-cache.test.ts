import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedJson, preferredCoding } from './cached-json.js';
import {
  attachCatalogCache,
  CatalogCache,
  catalogChanged,
  catalogShared,
  CatalogSnapshot,
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
