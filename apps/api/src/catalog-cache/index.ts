import { CONTENT_LANGUAGES, type ContentLanguage } from '@partline/shared';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary, REVALIDATE } from '../cache-control.js';
import { listen } from '../db/listen.js';
import { products } from '../db/schema/index.js';
import type { CachedJson } from './cached-json.js';
import {
  attachCatalogAnnouncer,
  attachCatalogCache,
  CATALOG_CHANNEL,
  CatalogCache,
  catalogShared,
  coalescedAnnouncer,
  dropCatalogCaches,
  noticeStock,
  stockDeskOf,
  stockIdsOf,
  type ProductStock,
  type StockPolicy,
} from './catalog-cache.js';

export { CachedJson, preferredCoding } from './cached-json.js';
export {
  CATALOG_CACHE_MAX_AGE_MS,
  CATALOG_CHANNEL,
  CatalogCache,
  CatalogSnapshot,
  catalogChanged,
  restockValue,
  stockChanged,
  type StockNotice,
  type StockPolicy,
} from './catalog-cache.js';

/**
 * The one listener of {@link CATALOG_CHANNEL} per database, shared by its caches, and on a
 * PostgreSQL server the announcer of this process's stock holds to the other instances.
 */
interface CatalogListener {
  caches: number;
  up: boolean;
  stop: Promise<() => Promise<void>>;
  stopAnnouncing: () => Promise<void>;
}
const listeners = new WeakMap<object, CatalogListener>();

/** Options of {@link openCatalogCache}. */
export interface OpenCatalogCacheOptions<V> {
  /** How a change of stock alone reaches the kept value (decision 338); default `'drop'`. */
  stock?: StockPolicy<V>;
}

/**
 * A {@link CatalogCache} for this app's database, reading with `load`: registered for
 * `catalogChanged(app.database.db)` and `stockChanged(…)`, dropped on every NOTIFY of
 * {@link CATALOG_CHANNEL} (other instances' writes, direct SQL) and restocked on every stock
 * notice as `options.stock` says (decision 338), which one LISTEN per database hears for all its
 * caches. With PostgreSQL nothing is cached until the LISTEN connection is up, nor while it is
 * down. Stopped when the app closes (the LISTEN with its last cache).
 */
export async function openCatalogCache<V>(
  app: FastifyInstance,
  load: () => Promise<V>,
  options: OpenCatalogCacheOptions<V> = {},
): Promise<CatalogCache<V>> {
  const db = app.database.db;
  const cache = new CatalogCache(load, { stock: options.stock });
  const detach = attachCatalogCache(db, cache);
  let listener = listeners.get(db);
  if (!listener) {
    const desk = stockDeskOf(db);
    desk.read = (ids) => readStock(app, ids);
    desk.failed = (error) => app.log.warn({ err: error }, 'stock figures not read');
    const opened: CatalogListener = {
      caches: 0,
      up: false,
      stop: Promise.resolve(async () => {}),
      stopAnnouncing: async () => {},
    };
    if (app.database.kind === 'postgres') {
      // Stock holds do not notify by trigger (decision 164): this process says so, coalesced,
      // naming the products when only their stock changed (decision 338).
      const announcer = coalescedAnnouncer(
        async (payload) => {
          await app.database.db.execute(sql`SELECT pg_notify(${CATALOG_CHANNEL}, ${payload})`);
        },
        (error) => app.log.warn({ err: error }, 'catalog change not announced'),
      );
      const detachAnnouncer = attachCatalogAnnouncer(db, announcer.announce);
      opened.stopAnnouncing = async () => {
        detachAnnouncer();
        await announcer.stop();
      };
    }
    opened.stop = listen(
      app.database,
      CATALOG_CHANNEL,
      {
        notify: (payload) => {
          const ids = stockIdsOf(payload);
          if (ids) noticeStock(db, ids);
          else dropCatalogCaches(db);
        },
        listening: (up) => {
          opened.up = up;
          catalogShared(db, up);
        },
      },
      app.log,
    );
    listeners.set(db, (listener = opened));
  }
  const shared = listener;
  shared.caches += 1;
  await shared.stop;
  cache.setShared(shared.up);
  app.addHook('onClose', async () => {
    detach();
    shared.caches -= 1;
    if (shared.caches > 0) return;
    listeners.delete(db);
    await shared.stopAnnouncing();
    await (
      await shared.stop
    )();
  });
  return cache;
}

/**
 * One {@link openCatalogCache} per content language (decision 326), each reading with
 * `load(language)` and taking a change of stock with `stock(language)` (default `'drop'`): what
 * the catalog answers in English and in Bangla is kept apart, and every change of the catalog
 * (this instance's `catalogChanged`, another's NOTIFY) drops them all.
 */
export async function openCatalogCachePerLanguage<V>(
  app: FastifyInstance,
  load: (language: ContentLanguage) => Promise<V>,
  stock?: (language: ContentLanguage) => StockPolicy<V>,
): Promise<Readonly<Record<ContentLanguage, CatalogCache<V>>>> {
  const caches: Partial<Record<ContentLanguage, CatalogCache<V>>> = {};
  for (const language of CONTENT_LANGUAGES) {
    caches[language] = await openCatalogCache(app, () => load(language), {
      stock: stock?.(language),
    });
  }
  return caches as Record<ContentLanguage, CatalogCache<V>>;
}

/** The stock figures of the products `ids` that are not deleted, by id (one query). */
async function readStock(
  app: FastifyInstance,
  ids: readonly string[],
): Promise<ReadonlyMap<string, ProductStock>> {
  const rows = await app.database.db
    .select({
      id: products.id,
      availableQuantity: products.availableQuantity,
      heldQuantity: products.heldQuantity,
      minOrder: products.minOrder,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.filter((row) => row.deletedAt === null).map((row) => [row.id, row]));
}

/**
 * Answers with a serialised JSON body as it is (no serialisation per request): 304 without a body
 * when `If-None-Match` names it, else the representation `Accept-Encoding` asks for (Brotli, gzip
 * or plain, each with its own strong ETag). `Cache-Control` {@link REVALIDATE}.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: CachedJson,
): FastifyReply {
  const representation = json.for(request.headers['accept-encoding']);
  reply.header('cache-control', REVALIDATE).header('etag', representation.etag);
  addVary(reply, 'Accept-Encoding');
  if (json.matches(request.headers['if-none-match'])) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (representation.coding !== 'identity') {
    reply.header('content-encoding', representation.coding);
  }
  return reply.send(representation.bytes);
}
