/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The LIKE pattern of text appearing anywhere, `%text%`, its own `%` and `_` literal: what a
 * pg_trgm GIN index answers (`ILIKE`) without reading the table.
 */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * The LIKE pattern of text at the start, `text%`, its own `%` and `_` literal: what a btree with
 * `text_pattern_ops` answers as an index range.
 */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
