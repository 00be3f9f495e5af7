import { z } from 'zod';

/** Longest slug of a category or a product page, characters. */
export const SLUG_MAX_CHARS = 80;

/** A URL slug: lower-case ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The API's texts for a bad slug. */
export const SLUG_MESSAGES = {
  invalid: 'Use lower-case letters, digits and single hyphens, e.g. ddr5-server-memory',
  tooLong: `A slug has at most ${SLUG_MAX_CHARS} characters`,
  taken: 'This slug is already in use',
} as const;

/**
 * The slug of a name (decision 316): ASCII letters and digits lower-cased, every run of anything
 * else one hyphen, none at either end, cut at {@link SLUG_MAX_CHARS} on a word boundary. `''` for
 * a name without a Latin letter or digit (the caller then falls back, e.g. to the SKU).
 *
 * @example slugify('Kingston 32 GB DDR5-4800 ECC RDIMM') // 'kingston-32-gb-ddr5-4800-ecc-rdimm'
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_CHARS) return slug;
  const cut = slug.slice(0, SLUG_MAX_CHARS + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX_CHARS)).replace(
    /-+$/,
    '',
  );
}

/**
 * A product's page slug (decision 316): the slug of its name, or of its SKU when the name has no
 * Latin letter or digit. The migration that introduced slugs gave the same, and the SKU's slug to
 * a product whose name's slug another product had.
 */
export function productSlugOf(name: string, sku: string): string {
  return slugify(name) || slugify(sku);
}

/** A slug as a client sends it (trimmed); checked against {@link SLUG_PATTERN}. */
export const SlugSchema = z
  .string({ error: SLUG_MESSAGES.invalid })
  .trim()
  .max(SLUG_MAX_CHARS, { error: SLUG_MESSAGES.tooLong })
  .regex(SLUG_PATTERN, { error: SLUG_MESSAGES.invalid });
