import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Content codings a {@link CachedJson} is kept in; `identity` is the plain JSON. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this are always sent plain (as `@fastify/compress` does), bytes. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** One representation of a {@link CachedJson}: its bytes and strong ETag. */
export interface Representation {
  readonly coding: ContentCoding;
  readonly bytes: Buffer;
  /**
   * Strong, quoted: `"<sha1 of the JSON>"`, with the language of a translated answer (`.bn`), then
   * `-br` or `-gzip`, inside the quotes.
   */
  readonly etag: string;
}

/**
 * A JSON answer serialised once: the UTF-8 bytes with a strong ETag computed from them, and its
 * Brotli and gzip forms made on first use. Each coding has its own strong ETag (different bytes of
 * the same content), so that a cache never mixes them up. An answer in another language than
 * English is made with that language as its `variant` (decision 326): its ETags carry it after the
 * hash (`"<sha1>.bn"`, `"<sha1>.bn-br"`), so one language's validator never matches the other's.
 */
export class CachedJson {
  readonly #plain: Representation;
  readonly #hash: string;
  #br: Representation | undefined;
  #gzip: Representation | undefined;

  constructor(value: unknown, variant?: string) {
    const bytes = Buffer.from(JSON.stringify(value));
    const hash = createHash('sha1').update(bytes).digest('base64url');
    this.#hash = variant ? `${hash}.${variant}` : hash;
    this.#plain = { coding: 'identity', bytes, etag: `"${this.#hash}"` };
  }

  /** Size of the plain JSON, bytes. */
  get size(): number {
    return this.#plain.bytes.length;
  }

  /** The representation for a request's `Accept-Encoding` header (Brotli, then gzip, then plain). */
  for(acceptEncoding: string | undefined): Representation {
    if (this.#plain.bytes.length < COMPRESS_THRESHOLD_BYTES) return this.#plain;
    const coding = preferredCoding(acceptEncoding);
    if (coding === 'br') {
      return (this.#br ??= {
        coding,
        etag: `"${this.#hash}-br"`,
        bytes: brotliCompressSync(this.#plain.bytes, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: this.#plain.bytes.length,
          },
        }),
      });
    }
    if (coding === 'gzip') {
      return (this.#gzip ??= {
        coding,
        etag: `"${this.#hash}-gzip"`,
        bytes: gzipSync(this.#plain.bytes, { level: 9 }),
      });
    }
    return this.#plain;
  }

  /**
   * Whether an `If-None-Match` header names a current representation of this content (weak
   * comparison, as RFC 9110 §13.1.2 asks for GET; `*` matches).
   */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    for (const candidate of ifNoneMatch.split(',')) {
      const tag = candidate.trim().replace(/^W\//, '');
      if (tag === '*') return true;
      if (
        tag === this.#plain.etag ||
        tag === `"${this.#hash}-br"` ||
        tag === `"${this.#hash}-gzip"`
      ) {
        return true;
      }
    }
    return false;
  }
}

/** `br` or `gzip` when the header accepts it (listed or `*`, q > 0), else `identity`. */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.trim().toLowerCase().split(';');
    const name = rawName.trim() === 'x-gzip' ? 'gzip' : rawName.trim();
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    (q === undefined || Number(q.slice(2)) > 0 ? accepted : refused).add(name);
  }
  const acceptable = (coding: string) =>
    !refused.has(coding) && (accepted.has(coding) || accepted.has('*'));
  if (acceptable('br')) return 'br';
  return acceptable('gzip') ? 'gzip' : 'identity';
}
