import type { z } from 'zod';

/**
 * What `schema` says about `input`: each failing field's path (dot-joined, `''` for the input
 * itself) mapped to its message, the last one when a field has several; `{}` when it parses.
 */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}
