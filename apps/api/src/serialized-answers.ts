import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** JSON of the answers serialised ahead of time, by the (frozen) value a handler returns. */
const serialized = new WeakMap<object, string>();

/**
 * `value` serialised once, as the app's serializer would answer it under `schema` (zod's
 * `encode`, then `JSON.stringify`: the same bytes), and remembered: returned by a handler whose
 * response schema is `schema`, it is sent as that JSON without being encoded again
 * ({@link serializerCompiler}; decision 206). `value` is frozen (its arrays and objects, all the way
 * down), since what was sent once must be what is sent every time.
 * @returns `value` itself and the size of its JSON, bytes (UTF-8).
 * @throws the schema's error when `value` does not match it (a bug: the answer would fail too).
 */
export function serializeOnce<T extends object>(
  schema: z.ZodType<T>,
  value: T,
): { value: T; bytes: number } {
  const json = JSON.stringify(z.encode(schema, value));
  serialized.set(deepFreeze(value), json);
  return { value, bytes: Buffer.byteLength(json) };
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
 * sent as the JSON made then (decision 206).
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const encode = zodSerializerCompiler(route);
  return (data) =>
    (data !== null && typeof data === 'object' && serialized.get(data)) || encode(data);
};
