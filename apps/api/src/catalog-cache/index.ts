import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from '../cache-control.js';
import { listen } from '../db/listen.js';
import type { CachedJson } from './cached-json.js';
import {
  attachCatalogCache,
  CATALOG_CHANNEL,
  CatalogCache,
  type CatalogItem,
} from './catalog-cache.js';

export { CachedJson, preferredCoding } from './cached-json.js';
export {
  CATALOG_CACHE_MAX_AGE_MS,
  CATALOG_CHANNEL,
  CatalogCache,
  CatalogSnapshot,
  catalogChanged,
} from './catalog-cache.js';

/**
 * A {@link CatalogCache} for this app's database, reading with `load`: registered for
 * `catalogChanged(app.database.db)` and dropped on every NOTIFY of {@link CATALOG_CHANNEL} (other
 * instances' writes, direct SQL). With PostgreSQL nothing is cached until the LISTEN connection is
 * up, nor while it is down. Stopped when the app closes.
 */
export async function openCatalogCache<T extends CatalogItem>(
  app: FastifyInstance,
  load: () => Promise<readonly T[]>,
): Promise<CatalogCache<T>> {
  const cache = new CatalogCache(load);
  const detach = attachCatalogCache(app.database.db, cache);
  const stop = await listen(
    app.database,
    CATALOG_CHANNEL,
    { notify: () => cache.invalidate(), listening: (up) => cache.setShared(up) },
    app.log,
  );
  app.addHook('onClose', async () => {
    detach();
    await stop();
  });
  return cache;
}

/** Adds `value` to the `Vary` header of the reply unless it is there. */
function vary(reply: FastifyReply, value: string): void {
  const current = reply.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  if (!list) reply.header('vary', value);
  else if (!list.toLowerCase().includes(value.toLowerCase())) {
    reply.header('vary', `${list}, ${value}`);
  }
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
  vary(reply, 'Accept-Encoding');
  if (json.matches(request.headers['if-none-match'])) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (representation.coding !== 'identity') {
    reply.header('content-encoding', representation.coding);
  }
  return reply.send(representation.bytes);
}
