import { SALES_REGISTER_MESSAGES, SHOP_TIME_ZONE } from '@partline/shared';
import { sql } from 'drizzle-orm';
import { csvCell, csvSignedTaka } from '../../csv/csv-sql.js';
import type { Database } from '../../db/client.js';

/**
 * Where the previous batch of a register ended: its last document's `issued_at` as PostgreSQL's
 * text (microseconds kept, decision 070) and its id.
 */
export interface RegisterCursor {
  issuedAt: string;
  id: string;
}

/** One document of the register, as the PDF prints it; money in signed poisha. */
export interface RegisterRow {
  kind: 'invoice' | 'credit' | 'debit';
  /** ISO 8601 instant. */
  issuedAt: string;
  number: string;
  /** The original invoice of a note; `null` on an invoice. */
  invoiceNumber: string | null;
  buyerName: string;
  /** `null` when the buyer is not registered. */
  buyerBin: string | null;
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  totalPoisha: number;
  /** "15%; 5%", "Exempt", "Zero-rated". */
  rates: string;
}

/** The signed sums of a batch's lines at one VAT rate, poisha. */
export interface RegisterRateSums {
  vatRate: number;
  zeroRated: boolean;
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  totalPoisha: number;
}

/** One batch of a register: its documents (as CSV records or rows) and their signed sums. */
export interface RegisterBatch {
  /** Documents read. */
  documents: number;
  invoices: number;
  creditNotes: number;
  debitNotes: number;
  /** The documents as CSV records, each ended by CRLF (`shape: 'csv'`), else `''`. */
  csv: string;
  /** The documents as rows (`shape: 'rows'`), else empty. */
  rows: RegisterRow[];
  /** Signed sums of the documents' own figures (credit notes subtract), poisha. */
  valueExclVatPoisha: number;
  sdPoisha: number;
  vatPoisha: number;
  totalPoisha: number;
  /** Signed sums of the documents' lines by VAT rate (an export's lines apart), poisha. */
  byRate: RegisterRateSums[];
  /** The batch's last document; absent when the batch is empty. */
  last?: RegisterCursor;
}

/** What a batch returns beside its sums: CSV records, rows for the PDF, or nothing. */
export type RegisterShape = 'csv' | 'rows' | 'sums';

/** The first instant of the shop month `month` (`YYYY-MM`), and of the month after it. */
const monthStart = (month: string) =>
  sql`((${`${month}-01`}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;
const nextMonthStart = (month: string) =>
  sql`(((${`${month}-01`}::date + interval '1 month')::timestamp) AT TIME ZONE ${SHOP_TIME_ZONE})`;

/** The keyset condition on `issued_at, id` after `after` (the `issued_at` index serves it). */
const after = (table: string, cursor: RegisterCursor | undefined) => {
  if (!cursor) return sql``;
  const issued = sql.raw(`${table}.issued_at`);
  const id = sql.raw(`${table}.id`);
  return sql`AND ${issued} >= ${cursor.issuedAt}::timestamptz
    AND (${issued} > ${cursor.issuedAt}::timestamptz OR ${id} > ${cursor.id}::uuid)`;
};

/**
 * The line's figure `key` of the jsonb line `l`, signed by the document, poisha: a document in
 * another currency converted at its own recorded rate (decision 327; `b.rate`, 1 for Taka).
 */
const lineFigure = (key: string) =>
  sql`b.sign * round(coalesce((l->>${key})::bigint, 0) * b.rate)::bigint`;

/**
 * `column` of the document table `alias` in poisha (decision 327): as it is in Taka, else its
 * minor units × the document's `bdt_per_unit` (Taka per unit = poisha per cent: both have two
 * decimals), rounded once, a half away from zero (`round(numeric)`, as `convertToPoisha`).
 */
const inTaka = (alias: string, column: string) =>
  sql.raw(
    `(CASE WHEN ${alias}.bdt_per_unit IS NULL THEN ${alias}.${column} ` +
      `ELSE round(${alias}.${column} * ${alias}.bdt_per_unit)::bigint END) AS ${column}`,
  );

/**
 * One batch of the sales register of `month` (Mushak-6.2, decision 308): at most `limit` tax
 * documents issued in the shop month (Asia/Dhaka) after `cursor`, in issue order (`issued_at`,
 * then id) — tax invoices (`INV-…`: `fiscal_year` set; receipts numbered `PL-…` are not tax
 * documents), credit notes and debit notes — with their signed sums and the sums of their lines by
 * rate, in one statement. Each table is read by its `issued_at` index up to `limit` rows, then the
 * two are merged. A credit note's figures are negative. The CSV records are written by the
 * database, as the orders export's are (decision 240).
 */
export async function salesRegisterBatch(
  db: Database,
  month: string,
  cursor: RegisterCursor | undefined,
  limit: number,
  shape: RegisterShape,
): Promise<RegisterBatch> {
  const from = monthStart(month);
  const to = nextMonthStart(month);
  const money = (column: string) => csvSignedTaka(sql.raw(`b.sign * b.${column}`));
  const output =
    shape === 'csv'
      ? sql`coalesce((SELECT string_agg(
            to_char(b.issued_at AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') || ','
            || CASE b.kind WHEN 'invoice' THEN 'Tax invoice' WHEN 'credit' THEN 'Credit note'
                 ELSE 'Debit note' END || ','
            || ${csvCell(sql`b.number`)} || ',' || ${csvCell(sql`b.invoice_number`)} || ','
            || ${csvCell(sql`b.buyer_name`)} || ','
            || CASE WHEN coalesce(b.buyer_bin, '') = '' THEN ${SALES_REGISTER_MESSAGES.notRegistered}
                 ELSE ${csvCell(sql`b.buyer_bin`)} END || ','
            || ${money('value_excl_vat_poisha')} || ',' || ${money('sd_poisha')} || ','
            || ${money('vat_poisha')} || ',' || ${money('total_poisha')} || ','
            || ${csvCell(sql`b.rates`)} || E'\r\n',
            '' ORDER BY b.issued_at, b.id) FROM batch b), '')`
      : sql`''`;
  const rows =
    shape === 'rows'
      ? sql`coalesce((SELECT json_agg(json_build_object(
            'kind', b.kind, 'issuedAt', to_char(b.issued_at AT TIME ZONE 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'number', b.number, 'invoiceNumber', b.invoice_number, 'buyerName', b.buyer_name,
            'buyerBin', nullif(b.buyer_bin, ''),
            'valueExclVatPoisha', b.sign * b.value_excl_vat_poisha,
            'sdPoisha', b.sign * b.sd_poisha, 'vatPoisha', b.sign * b.vat_poisha,
            'totalPoisha', b.sign * b.total_poisha, 'rates', b.rates)
            ORDER BY b.issued_at, b.id) FROM batch b), '[]'::json)`
      : sql`'[]'::json`;
  const result = await db.execute(sql`
    WITH docs AS (
      (SELECT 'invoice'::text AS kind, 1 AS sign, i.id, i.issued_at, i.number,
          NULL::text AS invoice_number, i.buyer_name, i.buyer_bin,
          ${inTaka('i', 'value_excl_vat_poisha')}, ${inTaka('i', 'sd_poisha')},
          ${inTaka('i', 'vat_poisha')}, ${inTaka('i', 'total_poisha')},
          coalesce(i.lines, '[]'::jsonb) AS lines,
          coalesce(i.zero_rated, false) AS zero_rated, coalesce(i.bdt_per_unit, 1) AS rate
        FROM invoices i
        WHERE i.issued_at >= ${from} AND i.issued_at < ${to} AND i.fiscal_year IS NOT NULL
          ${after('i', cursor)}
        ORDER BY i.issued_at, i.id
        LIMIT ${limit})
      UNION ALL
      (SELECT n.kind, CASE n.kind WHEN 'credit' THEN -1 ELSE 1 END, n.id, n.issued_at, n.number,
          n.invoice_number, n.buyer_name, n.buyer_bin, ${inTaka('n', 'value_excl_vat_poisha')},
          ${inTaka('n', 'sd_poisha')}, ${inTaka('n', 'vat_poisha')}, ${inTaka('n', 'total_poisha')},
          n.lines,
          coalesce((SELECT o.zero_rated FROM invoices o WHERE o.id = n.invoice_id), false),
          coalesce(n.bdt_per_unit, 1)
        FROM tax_adjustment_notes n
        WHERE n.issued_at >= ${from} AND n.issued_at < ${to} ${after('n', cursor)}
        ORDER BY n.issued_at, n.id
        LIMIT ${limit})
    ),
    picked AS (SELECT * FROM docs ORDER BY issued_at, id LIMIT ${limit}),
    batch AS (
      SELECT p.*, CASE WHEN p.zero_rated THEN 'Zero-rated' ELSE coalesce((
          SELECT string_agg(CASE WHEN r.rate = 0 THEN 'Exempt'
              ELSE trim_scale(r.rate::numeric / 100)::text || '%' END, '; ' ORDER BY r.rate DESC)
          FROM (SELECT DISTINCT coalesce((l->>'vatRate')::int, 0) AS rate
            FROM jsonb_array_elements(p.lines) l) r), '') END AS rates
      FROM picked p
    ),
    last AS (SELECT issued_at, id FROM batch ORDER BY issued_at DESC, id DESC LIMIT 1),
    rates AS (
      SELECT b.zero_rated, coalesce((l->>'vatRate')::int, 0) AS vat_rate,
        sum(${lineFigure('valueExclVatPoisha')}) AS value, sum(${lineFigure('sdPoisha')}) AS sd,
        sum(${lineFigure('vatPoisha')}) AS vat, sum(${lineFigure('totalPoisha')}) AS total
      FROM batch b, jsonb_array_elements(b.lines) l
      GROUP BY 1, 2
    )
    SELECT (SELECT count(*) FROM batch)::int AS "documents",
      (SELECT count(*) FILTER (WHERE kind = 'invoice') FROM batch)::int AS "invoices",
      (SELECT count(*) FILTER (WHERE kind = 'credit') FROM batch)::int AS "creditNotes",
      (SELECT count(*) FILTER (WHERE kind = 'debit') FROM batch)::int AS "debitNotes",
      (SELECT issued_at::text FROM last) AS "lastIssuedAt",
      (SELECT id::text FROM last) AS "lastId",
      (SELECT coalesce(sum(sign * value_excl_vat_poisha), 0)::text FROM batch) AS "value",
      (SELECT coalesce(sum(sign * sd_poisha), 0)::text FROM batch) AS "sd",
      (SELECT coalesce(sum(sign * vat_poisha), 0)::text FROM batch) AS "vat",
      (SELECT coalesce(sum(sign * total_poisha), 0)::text FROM batch) AS "total",
      (SELECT coalesce(json_agg(json_build_object('vatRate', vat_rate, 'zeroRated', zero_rated,
          'value', value::text, 'sd', sd::text, 'vat', vat::text, 'total', total::text)),
          '[]'::json)::text FROM rates) AS "byRate",
      ${output} AS "csv",
      ${rows}::text AS "rows"`);
  const [row] = (result as unknown as { rows: Record<string, string | number | null>[] }).rows;
  if (!row?.lastIssuedAt || !row.lastId) {
    return {
      documents: 0,
      invoices: 0,
      creditNotes: 0,
      debitNotes: 0,
      csv: '',
      rows: [],
      valueExclVatPoisha: 0,
      sdPoisha: 0,
      vatPoisha: 0,
      totalPoisha: 0,
      byRate: [],
    };
  }
  const rates = JSON.parse(String(row.byRate)) as {
    vatRate: number;
    zeroRated: boolean;
    value: string;
    sd: string;
    vat: string;
    total: string;
  }[];
  return {
    documents: Number(row.documents),
    invoices: Number(row.invoices),
    creditNotes: Number(row.creditNotes),
    debitNotes: Number(row.debitNotes),
    csv: String(row.csv),
    rows: JSON.parse(String(row.rows)) as RegisterRow[],
    valueExclVatPoisha: Number(row.value),
    sdPoisha: Number(row.sd),
    vatPoisha: Number(row.vat),
    totalPoisha: Number(row.total),
    byRate: rates.map((rate) => ({
      vatRate: rate.vatRate,
      zeroRated: rate.zeroRated,
      valueExclVatPoisha: Number(rate.value),
      sdPoisha: Number(rate.sd),
      vatPoisha: Number(rate.vat),
      totalPoisha: Number(rate.total),
    })),
    last: { issuedAt: String(row.lastIssuedAt), id: String(row.lastId) },
  };
}
