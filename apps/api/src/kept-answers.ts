import { countLookup } from './metrics/cache-lookups.js';

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
 * dropped object and is never served. Holds at most `maxBytes` of JSON; a failed read is not kept.
 *
 * @example
 * const searches = await openCatalogCache(app, async () => new KeptAnswers<Result>());
 * return keptAnswer(searches, c.query, async () => serializeOnce(Schema, await read()));
 */
export class KeptAnswers<V> {
  readonly #answers = new Map<string, Promise<KeptAnswer<V>>>();
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
      return answer.value;
    } catch (error) {
      this.#answers.delete(key);
      throw error;
    }
  }
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
