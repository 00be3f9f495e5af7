import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** An answer serialised ahead of time: its UTF-8 JSON and the weak ETag `@fastify/etag` gives it. */
interface Serialized {
  readonly bytes: Buffer;
  readonly etag: string;
}

/** The answers serialised ahead of time, by the (frozen) value a handler returns. */
const byValue = new WeakMap<object, Serialized>();
/** The same, by the bytes the serializer hands on (for {@link setSerializedEtag}). */
const etagOfBytes = new WeakMap<Buffer, string>();

/**
 * The weak ETag of `bytes`: what `@fastify/etag` (weak, sha1) computes from the same body
 * (plugins/compress.ts), the `variant` (an answer's language other than English, decision 326)
 * after the hash.
 */
function weakEtagOf(bytes: Buffer, variant: string | undefined): string {
  const hash = createHash('sha1').update(bytes).digest('base64');
  return variant ? `W/"${hash}.${variant}"` : `W/"${hash}"`;
}

/**
 * `value` serialised once, as the app's serializer would answer it under `schema` (zod's
 * `encode`, then `JSON.stringify`: the same bytes), and remembered with its ETag: returned by a
 * handler whose response schema is `schema`, it is sent as those bytes without being encoded,
 * converted or hashed again ({@link serializerCompiler}; decision 206). `value` is frozen (its
 * arrays and objects, all the way down), since what was sent once must be what is sent every time.
 * `variant` names an answer in another language than English (decision 326): its ETag carries it.
 * @returns `value` itself and the size of its JSON, bytes.
 * @throws the schema's error when `value` does not match it (a bug: the answer would fail too).
 */
export function serializeOnce<T extends object>(
  schema: z.ZodType<T>,
  value: T,
  variant?: string,
): { value: T; bytes: number } {
  const bytes = Buffer.from(JSON.stringify(z.encode(schema, value)));
  const etag = weakEtagOf(bytes, variant);
  byValue.set(deepFreeze(value), { bytes, etag });
  etagOfBytes.set(bytes, etag);
  return { value, bytes: bytes.length };
}

/**
 * An answer whose JSON the handler wrote itself: `bytes`, exactly what the route's schema would
 * encode. Returned by the handler (as the route's answer type `T`), it is sent as those bytes with
 * their ETag, as an answer of {@link serializeOnce} is, and forgotten with the request (a caller's
 * own catalog answer, decision 320). `variant` as for {@link serializeOnce}.
 */
export function serializedAnswer<T>(bytes: Buffer, variant?: string): T {
  const token = Object.freeze({});
  const etag = weakEtagOf(bytes, variant);
  byValue.set(token, { bytes, etag });
  etagOfBytes.set(bytes, etag);
  return token as T;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The app's response serializer: fastify-type-provider-zod's (every answer encoded by its
 * route's zod schema, then stringified), except that an answer made by {@link serializeOnce} is
 * handed on as the bytes made then (Fastify sends a Buffer as it is; decision 206).
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const encode = zodSerializerCompiler(route);
  return (data) => {
    const known = data !== null && typeof data === 'object' ? byValue.get(data) : undefined;
    return known ? (known.bytes as unknown as string) : encode(data);
  };
};

/**
 * onSend hook, added before `@fastify/etag`'s: the ETag of an answer made by
 * {@link serializeOnce}, so that it is not hashed again on every request (the same value).
 */
export async function setSerializedEtag(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const etag = Buffer.isBuffer(payload) ? etagOfBytes.get(payload) : undefined;
  if (etag && !reply.hasHeader('etag')) reply.header('etag', etag);
  return payload;
}
