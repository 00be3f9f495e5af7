/**
 * The first `chars` characters of `text` (spec §2: 60 in listings, 100 on purchase), cut on a
 * code-point boundary, with an ellipsis when something was cut.
 */
export function preview(text: string, chars: number): string {
  const points = Array.from(text);
  return points.length <= chars ? text : `${points.slice(0, chars).join('').trimEnd()}…`;
}

/**
 * `text` in at most `chars` characters, ellipsis included, cut at the last word boundary that
 * fits (a single word longer than the limit is cut inside it), with `…` when something was cut:
 * `truncateAtWord('Partline SR5-32 32 GB DDR5 ECC', 20)` → `'Partline SR5-32 32…'`.
 */
export function truncateAtWord(text: string, chars: number): string {
  const points = Array.from(text.trim());
  if (points.length <= chars) return points.join('');
  const room = points.slice(0, Math.max(0, chars - 1)).join('');
  // Cut before the word the limit falls in, unless the limit falls right after a word.
  const nextIsSpace = /\s/.test(points[chars - 1] ?? '');
  const lastSpace = room.search(/\s\S*$/);
  const kept = nextIsSpace || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${kept.trimEnd().replace(/[\s,;:–—-]+$/, '')}…`;
}

/** Half of a UTF-16 pair with no other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store `text` in a text or JSON column: no NUL, no lone surrogate (either
 * is a 500 from the database otherwise).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}
