import { sql, type SQL } from 'drizzle-orm';

// CSV written by the database (decision 240): the cells of the shop's CSV exports (orders,
// decision 070; the sales register, decision 308) as SQL expressions, so a batch of records is one
// string the database returns and Node only passes on.

/**
 * A time as `Date.prototype.toISOString` writes it (UTC, milliseconds truncated as a JavaScript
 * Date truncates PostgreSQL's microseconds), written by the database; `''` for none.
 */
export const csvIsoTime = (column: SQL) =>
  sql`coalesce(to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;

/**
 * Taka with two decimals, as `(poisha / 100).toFixed(2)` writes it, from integer poisha. A negative
 * amount starts with `'-`, as csv-stringify's `escape_formulas` writes it (decision 070).
 */
export const csvTaka = (poisha: SQL) =>
  sql`(CASE WHEN ${poisha} < 0 THEN '''-' ELSE '' END
    || (abs(${poisha}) / 100)::text || '.' || lpad((abs(${poisha}) % 100)::text, 2, '0'))`;

/**
 * Taka with two decimals from integer poisha, a negative amount with a plain `-`: for the amounts
 * the shop computes itself (a credit note's figures on the sales register), which a spreadsheet
 * must read as numbers. Never for text that came from a person.
 */
export const csvSignedTaka = (poisha: SQL) =>
  sql`(CASE WHEN ${poisha} < 0 THEN '-' ELSE '' END
    || (abs(${poisha}) / 100)::text || '.' || lpad((abs(${poisha}) % 100)::text, 2, '0'))`;

/**
 * The code points a cell may not start with, as a spreadsheet would run it as a formula (CSV
 * injection): `-`, `=`, `+`, `@`, tab, CR and their full-width forms, the characters
 * csv-stringify's `escape_formulas` prefixes with `'` (decision 070).
 */
const FORMULA_STARTS = sql.raw(
  [0x2d, 0x3d, 0x2b, 0x40, 0x09, 0x0d, 0xff0d, 0xff1d, 0xff0b, 0xff20].join(', '),
);

/**
 * A text cell as csv-stringify writes it with `escape_formulas` (decision 070): `'` before a
 * formula's first character, then quoted with its quotes doubled when it holds `,`, `"`, CR or LF
 * (RFC 4180); `''` for null. `LIKE` and `ascii` rather than regular expressions: several times
 * cheaper per cell (decision 240).
 */
export const csvCell = (value: SQL) => sql`(CASE
    WHEN ${value} IS NULL THEN ''
    WHEN ${value} LIKE '%,%' OR ${value} LIKE '%"%' OR ${value} LIKE E'%\\r%'
      OR ${value} LIKE E'%\\n%'
      THEN '"' || CASE WHEN ascii(${value}) IN (${FORMULA_STARTS}) THEN '''' ELSE '' END
        || replace(${value}, '"', '""') || '"'
    WHEN ascii(${value}) IN (${FORMULA_STARTS}) THEN '''' || ${value}
    ELSE ${value} END)`;
