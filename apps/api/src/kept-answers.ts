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
 * const kept = searches.current() ?? (await searches.get());
 * return kept.answer(JSON.stringify(request.query), async () => serializeOnce(Schema, await read()));
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
