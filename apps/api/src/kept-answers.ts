import type { z } from 'zod';
import { restockValue, type StockNotice } from './catalog-cache/stock.js';
import { countLookup } from './metrics/cache-lookups.js';
import { serializeOnce } from './serialized-answers.js';

/** Most bytes of JSON one {@link KeptAnswers} holds; answers beyond it are read and not kept. */
export const KEPT_ANSWERS_MAX_BYTES = 2 * 1024 * 1024;

/** An answer as kept: the value a route returns (made by `serializeOnce`) and its JSON's size. */
export interface KeptAnswer<V> {
  readonly value: V;
  readonly bytes: number;
}

/**
 * The answers of one generation of a {@link CatalogCache} (decision 270): by key (the route's
 * parsed query), each read once and shared by concurrent requests. The cache drops the whole
 * object on every change of what the answers show, so an answer read before a change lands in a
 * dropped object and is never served; a change of stock alone makes a new object of the answers
 * read to the end, each with the fresh figures ({@link KeptAnswers.restocked}, decision 338).
 * Holds at most `maxBytes` of JSON; a failed read is not kept.
 *
 * @example
 * const searches = await openCatalogCache(app, async () => new KeptAnswers<Result>());
 * return keptAnswer(searches, c.query, async () => serializeOnce(Schema, await read()));
 */
export class KeptAnswers<V> {
  readonly #answers = new Map<string, Promise<KeptAnswer<V>>>();
  /** The answers read to the end, by key. */
  readonly #settled = new Map<string, KeptAnswer<V>>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes = KEPT_ANSWERS_MAX_BYTES) {
    this.#maxBytes = maxBytes;
  }

  /**
   * The answer of `key`, kept or read by `read`.
   * @throws what `read` throws.
   */
  async answer(key: string, read: () => Promise<KeptAnswer<V>>): Promise<V> {
    const kept = this.#answers.get(key);
    countLookup('kept_answers', kept !== undefined);
    if (kept) return (await kept).value;
    if (this.#bytes >= this.#maxBytes) return (await read()).value;
    const reading = read();
    this.#answers.set(key, reading);
    try {
      const answer = await reading;
      this.#bytes += answer.bytes;
      if (this.#answers.get(key) === reading) this.#settled.set(key, answer);
      return answer.value;
    } catch (error) {
      this.#answers.delete(key);
      throw error;
    }
  }

  /**
   * The answers made current after a change of stock (decision 338): each answer read to the end
   * as `restock(key, answer)` makes it (the same one, a new one, or `undefined`: dropped, read
   * again when asked); answers still being read are dropped (they may hold the old stock). Itself
   * when nothing changed.
   */
  restocked(restock: (key: string, answer: KeptAnswer<V>) => KeptAnswer<V> | undefined): this {
    let changed = this.#answers.size !== this.#settled.size;
    const next = new Map<string, KeptAnswer<V>>();
    for (const [key, answer] of this.#settled) {
      const made = restock(key, answer);
      if (made !== answer) changed = true;
      if (made) next.set(key, made);
    }
    if (!changed) return this;
    const fresh = new KeptAnswers<V>(this.#maxBytes) as this;
    for (const [key, answer] of next) {
      fresh.#answers.set(key, Promise.resolve(answer));
      fresh.#settled.set(key, answer);
      fresh.#bytes += answer.bytes;
    }
    return fresh;
  }
}

/**
 * The stock policy of a catalog cache of {@link KeptAnswers} made by {@link serializeOnce} with
 * `schema` and `variant` (decision 338): each answer gets the fresh stock figures of the products
 * it shows and is serialised again (a new ETag); an answer whose membership depends on stock
 * (`dependsOnStock(key)`: an `inStock` filter) is dropped instead when a product crossed
 * buyability.
 */
export function restockKeptAnswers<V extends object>(
  schema: z.ZodType<V>,
  variant: string | undefined,
  dependsOnStock: (key: string) => boolean = () => false,
): (kept: KeptAnswers<V>, notice: StockNotice) => KeptAnswers<V> {
  return (kept, notice) =>
    kept.restocked((key, answer) => {
      const restocked = restockValue(answer.value, notice);
      if (restocked.crossed && dependsOnStock(key)) return undefined;
      if (!restocked.changed) return answer;
      return serializeOnce(schema, restocked.value, variant);
    });
}

/** Whether a kept answer's key (its parsed query, as JSON) filters on `inStock=true`. */
export function filtersInStock(key: string): boolean {
  return (JSON.parse(key) as { inStock?: unknown }).inStock === true;
}

/** The generations of {@link KeptAnswers} a route answers from: a `CatalogCache` of them. */
export interface KeptAnswersCache<V> {
  /** The current generation, when one is made. */
  current(): KeptAnswers<V> | undefined;
  /** The current generation, made when there is none. */
  get(): Promise<KeptAnswers<V>>;
}

/**
 * A route's answer to its parsed `query`, kept in the current generation of `cache` or read by
 * `read` (decision 270): the one key a query's answer is kept by, its JSON.
 * @throws what `read` throws.
 */
export async function keptAnswer<V>(
  cache: KeptAnswersCache<V>,
  query: unknown,
  read: () => Promise<KeptAnswer<V>>,
): Promise<V> {
  const kept = cache.current() ?? (await cache.get());
  return kept.answer(JSON.stringify(query), read);
}
