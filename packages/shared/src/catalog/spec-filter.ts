import { z } from 'zod';
import { AttributeKeySchema } from './attribute.schema.js';

/**
 * The catalog's specification filters in one URL parameter (decision 316):
 * `spec=capacity_gb:32,64;ecc:true;speed_mts:4800..6400`. Filters are separated by `;`, a key from
 * its values by `:`. A list of values (`,`) keeps products with any of them (an enum, a boolean, or
 * exact numbers); `min..max` (either end may be left out: `4800..`) keeps numbers in the range,
 * inclusive. Enum options never contain `,`, `;` or `:` (decision 316), so no escaping is needed.
 */

/** One attribute's filter: any of `values`, or a number range. */
export type SpecFilterValue = { values: string[] } | { min?: number; max?: number };
/** Every specification filter of a search, by attribute key. */
export type SpecFilter = Record<string, SpecFilterValue>;

/** Bounds of the `spec` parameter. */
export const SPEC_FILTER_LIMITS = {
  maxChars: 1_000,
  /** Attributes filtered at once. */
  filtersMax: 20,
  /** Values of one filter. */
  valuesMax: 50,
} as const;

/** The API's texts for a bad `spec` parameter. */
export const SPEC_FILTER_MESSAGES = {
  invalid:
    'spec is key:value,value;key:min..max — lower-case keys, values without , ; or :, numbers for a range',
  tooLong: `spec has at most ${SPEC_FILTER_LIMITS.maxChars} characters`,
  tooMany: `At most ${SPEC_FILTER_LIMITS.filtersMax} filters, ${SPEC_FILTER_LIMITS.valuesMax} values each`,
} as const;

const RANGE = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;

/**
 * Parses the `spec` parameter (blank: no filters).
 * @returns the filters, or the error: one of {@link SPEC_FILTER_MESSAGES}.
 */
export function parseSpecFilter(
  text: string,
): { ok: true; filter: SpecFilter } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed.length > SPEC_FILTER_LIMITS.maxChars)
    return { ok: false, error: SPEC_FILTER_MESSAGES.tooLong };
  const filter: SpecFilter = {};
  const parts = trimmed.split(';').filter((part) => part.trim() !== '');
  if (parts.length > SPEC_FILTER_LIMITS.filtersMax)
    return { ok: false, error: SPEC_FILTER_MESSAGES.tooMany };
  for (const part of parts) {
    const colon = part.indexOf(':');
    if (colon < 1) return { ok: false, error: SPEC_FILTER_MESSAGES.invalid };
    const key = part.slice(0, colon).trim();
    const rest = part.slice(colon + 1).trim();
    if (!AttributeKeySchema.safeParse(key).success || rest === '' || key in filter) {
      return { ok: false, error: SPEC_FILTER_MESSAGES.invalid };
    }
    const range = RANGE.exec(rest);
    if (range) {
      if (range[1] === undefined && range[2] === undefined) {
        return { ok: false, error: SPEC_FILTER_MESSAGES.invalid };
      }
      const min = range[1] === undefined ? undefined : Number(range[1]);
      const max = range[2] === undefined ? undefined : Number(range[2]);
      if (min !== undefined && max !== undefined && min > max) {
        return { ok: false, error: SPEC_FILTER_MESSAGES.invalid };
      }
      filter[key] = {
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
      continue;
    }
    const values = [...new Set(rest.split(',').map((value) => value.trim()))];
    if (values.some((value) => value === '' || value.includes(':'))) {
      return { ok: false, error: SPEC_FILTER_MESSAGES.invalid };
    }
    if (values.length > SPEC_FILTER_LIMITS.valuesMax)
      return { ok: false, error: SPEC_FILTER_MESSAGES.tooMany };
    filter[key] = { values };
  }
  return { ok: true, filter };
}

/**
 * The `spec` parameter of `filter`, keys sorted (one URL per search, so kept answers and caches
 * share it); `''` without filters.
 */
export function formatSpecFilter(filter: SpecFilter): string {
  return Object.keys(filter)
    .sort()
    .map((key) => {
      const value = filter[key] as SpecFilterValue;
      if ('values' in value) return `${key}:${value.values.join(',')}`;
      return `${key}:${value.min ?? ''}..${value.max ?? ''}`;
    })
    .join(';');
}

/**
 * The `spec` query parameter: parsed into {@link SpecFilter} (an empty object when absent or
 * blank); a bad one fails with {@link SPEC_FILTER_MESSAGES}.
 */
export const SpecFilterParamSchema = z
  .string()
  .optional()
  .transform((text, context): SpecFilter => {
    if (text === undefined || text.trim() === '') return {};
    const parsed = parseSpecFilter(text);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.filter;
  });
