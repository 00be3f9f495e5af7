import type { Readable } from 'node:stream';
import {
  PRICE_LIST_CSV_COLUMNS,
  PRICE_LIST_IMPORT_MAX_BYTES,
  PRICE_LIST_IMPORT_MAX_ROWS,
  PRICE_LIST_IMPORT_MESSAGES as M,
  PRICE_LIST_IMPORT_ROWS_SHOWN,
  PRICE_LIST_MESSAGES,
  PRICE_LIST_STEPS_MAX,
  PriceListCsvRowSchema,
  percentToBp,
  bpToPercent,
  toPoisha,
  toTaka,
  type PriceListImport,
  type PriceListImportRow,
} from '@partline/shared';
import { parse } from 'csv-parse/sync';
import type { AuditActor } from '../audit/audit-log.js';
import type { Database, Executor, Transaction } from '../db/client.js';
import { AppError, BadRequestError, NotFoundError, PayloadTooLargeError } from '../errors.js';
import {
  appendPriceListAudit,
  entriesOfList,
  findPriceListName,
  lockPriceList,
  writeEntries,
  type EntryKey,
  type EntryWrite,
  type PriceListAuditEntry,
  type PriceListName,
  type StoredEntry,
} from '../modules/price-lists/price-list-csv.repository.js';
import { PRICE_LIST_NOT_FOUND } from '../modules/price-lists/price-list-csv.service.js';
import { findProductsBySku } from '../modules/products/products.repository.js';

/** SKUs looked up per statement: well inside the 65,535 parameters of one statement. */
const SKU_BATCH = 5_000;

/** Reads `body` whole, refusing more than `maxBytes` with 413. */
async function readBody(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    bytes += buffer.length;
    if (bytes > maxBytes) {
      body.destroy();
      throw new PayloadTooLargeError(M.tooLarge);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A record of the file with the line it ends on (the header is line 1). */
interface FileRow {
  line: number;
  cells: Record<string, string>;
}

/**
 * The rows of a price list's CSV by column, or a 400 for an unreadable file, an empty one, a
 * header with a repeated, unknown or missing column, or more than
 * {@link PRICE_LIST_IMPORT_MAX_ROWS} rows.
 */
function readRows(file: Buffer): FileRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(file, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1 << 16,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = Number((error as { lines?: unknown }).lines) || 1;
    throw new BadRequestError(M.unreadable(line, (error as Error).message));
  }
  const [header, ...body] = records;
  if (!header) throw new BadRequestError(M.empty);
  const columns = header.record.map((cell) => cell.trim());
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column)) throw new BadRequestError(M.repeatedColumn(column));
    seen.add(column);
  }
  const known = new Set<string>(PRICE_LIST_CSV_COLUMNS);
  const unknown = columns.filter((column) => !known.has(column));
  if (unknown.length > 0) throw new BadRequestError(M.unknownColumns(unknown));
  const missing = PRICE_LIST_CSV_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) throw new BadRequestError(M.missingColumns(missing));
  if (body.length > PRICE_LIST_IMPORT_MAX_ROWS) throw new BadRequestError(M.tooManyRows);
  return body.map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries(columns.map((column, i) => [column, record[i] ?? ''])),
  }));
}

/** A row as checked, with what it would write. */
interface CheckedRow extends PriceListImportRow {
  write?: EntryWrite;
  /** The list's entry of the row's step before the import. */
  before?: StoredEntry;
}

/** The key of a product's step in a list. */
const keyOf = (productId: string, minQuantity: number) => `${productId}|${minQuantity}`;

/** An entry as the audit log and the answer show it: Taka and percent. */
const shown = (sku: string, entry: Omit<EntryWrite, 'productId'>) => ({
  sku,
  minQuantity: entry.minQuantity,
  unitPrice: entry.unitPricePoisha === null ? null : toTaka(entry.unitPricePoisha),
  percentOff: entry.percentOffBp === null ? null : bpToPercent(entry.percentOffBp),
});

/** The live products of these SKUs (upper-case), by SKU, a batch per statement. */
async function productsOfSkus(db: Executor, skus: readonly string[]) {
  const unique = [...new Set(skus)];
  const found = new Map<string, { id: string; name: string }>();
  for (let i = 0; i < unique.length; i += SKU_BATCH) {
    const batch = await findProductsBySku(db, unique.slice(i, i + SKU_BATCH));
    for (const [sku, product] of batch) found.set(sku, { id: product.id, name: product.name });
  }
  return found;
}

/** What importing the file does to the list: each row's action, the removals, the writes. */
interface Plan {
  rows: CheckedRow[];
  removals: StoredEntry[];
  errors: number;
}

/**
 * Checks each row (the shared row schema, then unknown SKUs, repeated steps and the steps limit)
 * and compares it with the list's `current` entries.
 */
async function planImport(
  db: Executor,
  file: FileRow[],
  current: readonly StoredEntry[],
): Promise<Plan> {
  const parsed = file.map(({ line, cells }) => {
    const result = PriceListCsvRowSchema.safeParse(cells);
    const errors: Record<string, string[]> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = String(issue.path[0] ?? 'sku');
        (errors[column] ??= []).push(issue.message);
      }
    }
    // Each cell's own value, even when another cell of the row is wrong.
    const field = <K extends keyof typeof PriceListCsvRowSchema.shape>(key: K) =>
      PriceListCsvRowSchema.shape[key].safeParse(cells[key]).data;
    return {
      line,
      rawSku: (cells.sku ?? '').trim(),
      sku: field('sku') as string | undefined,
      minQuantity: field('min_quantity') as number | undefined,
      unitPrice: field('unit_price') as number | undefined,
      percentOff: field('percent_off') as number | undefined,
      errors,
    };
  });
  const products = await productsOfSkus(
    db,
    parsed.flatMap((row) => (row.sku ? [row.sku] : [])),
  );
  const existing = new Map(
    current.map((entry) => [keyOf(entry.productId, entry.minQuantity), entry]),
  );
  const firstLineOf = new Map<string, number>();
  const stepsOf = new Map<string, Set<number>>();
  const inFile = new Set<string>();
  const rows: CheckedRow[] = [];
  let errorCount = 0;
  for (const row of parsed) {
    const product = row.sku ? products.get(row.sku) : undefined;
    if (row.sku && !product) (row.errors.sku ??= []).push(PRICE_LIST_MESSAGES.unknownSku);
    if (product && row.minQuantity !== undefined) {
      const key = keyOf(product.id, row.minQuantity);
      inFile.add(key);
      const first = firstLineOf.get(key);
      if (first !== undefined) {
        (row.errors.min_quantity ??= []).push(M.duplicateStep(first));
      } else {
        firstLineOf.set(key, row.line);
        let steps = stepsOf.get(product.id);
        if (!steps) stepsOf.set(product.id, (steps = new Set()));
        steps.add(row.minQuantity);
        if (steps.size > PRICE_LIST_STEPS_MAX)
          (row.errors.min_quantity ??= []).push(M.tooManySteps);
      }
    }
    const base = {
      line: row.line,
      sku: row.sku ?? row.rawSku,
      minQuantity: row.minQuantity ?? null,
      unitPrice: row.unitPrice ?? null,
      percentOff: row.percentOff ?? null,
      productName: product?.name ?? null,
    };
    if (Object.keys(row.errors).length > 0 || !product || row.minQuantity === undefined) {
      errorCount += 1;
      rows.push({ ...base, action: 'error', errors: row.errors });
      continue;
    }
    const write: EntryWrite = {
      productId: product.id,
      minQuantity: row.minQuantity,
      unitPricePoisha: row.unitPrice === undefined ? null : toPoisha(row.unitPrice),
      percentOffBp: row.percentOff === undefined ? null : percentToBp(row.percentOff),
    };
    const before = existing.get(keyOf(product.id, row.minQuantity));
    const action = !before
      ? 'create'
      : before.unitPricePoisha === write.unitPricePoisha &&
          before.percentOffBp === write.percentOffBp
        ? 'unchanged'
        : 'update';
    rows.push({ ...base, action, write, before });
  }
  const removals = current.filter(
    (entry) => !inFile.has(keyOf(entry.productId, entry.minQuantity)),
  );
  return { rows, removals, errors: errorCount };
}

/** The answer of a plan: counts of everything, rows with errors first, capped. */
function answerOf(plan: Plan, applied: boolean): PriceListImport {
  const summary = { create: 0, update: 0, unchanged: 0, remove: plan.removals.length, error: 0 };
  for (const row of plan.rows) summary[row.action] += 1;
  const ordered = [
    ...plan.rows.filter((row) => row.action === 'error'),
    ...plan.rows.filter((row) => row.action !== 'error'),
  ];
  const rows = ordered
    .slice(0, PRICE_LIST_IMPORT_ROWS_SHOWN)
    .map(({ write: _write, before: _before, ...row }) => row);
  const removals = plan.removals
    .slice(0, PRICE_LIST_IMPORT_ROWS_SHOWN)
    .map((entry) => ({ sku: entry.sku, minQuantity: entry.minQuantity }));
  return {
    applied,
    summary,
    rows,
    rowsOmitted: ordered.length - rows.length,
    removals,
    removalsOmitted: plan.removals.length - removals.length,
  };
}

/**
 * The 400 of an apply whose file has errors (decision 320): `validation_failed`, nothing written,
 * `details` naming each wrong cell as `line <n>: <column>` (of the first
 * {@link PRICE_LIST_IMPORT_ROWS_SHOWN} rows with errors); the dry run lists them all.
 */
class ImportHasErrors extends AppError {
  constructor(plan: Plan) {
    const details: Record<string, string[]> = {};
    for (const row of plan.rows
      .filter((r) => r.action === 'error')
      .slice(0, PRICE_LIST_IMPORT_ROWS_SHOWN)) {
      for (const [column, messages] of Object.entries(row.errors ?? {})) {
        details[`line ${row.line}: ${column}`] = messages;
      }
    }
    super(400, 'validation_failed', M.hasErrors, details);
  }
}

/** Options of {@link importPriceList}. */
export interface ImportPriceListOptions {
  /** `true`: check and answer only; `false`: apply when the file has no errors. */
  dryRun: boolean;
  actor: AuditActor;
  /** Bytes the body may have; {@link PRICE_LIST_IMPORT_MAX_BYTES} unless given. */
  maxBytes?: number;
}

/**
 * `POST /price-lists/{id}/import` (decision 320): the CSV `body` is the list's whole entry table.
 * Each row is checked (shared `PriceListCsvRowSchema`, a SKU of a live product, one row per SKU and
 * minimum quantity, at most {@link PRICE_LIST_STEPS_MAX} steps per product) and compared with the
 * list: `create`, `update`, `unchanged` or `error`; entries the file lacks are removals. The dry run
 * answers that. The apply does it in one transaction — the list locked `FOR UPDATE`, its entries
 * read and compared again under the lock, the removals and writes set-based, one audit entry
 * (`price_list_entry.import`, before and after, Taka and percent) per created, changed or removed
 * entry — or, when a row has an error, writes nothing.
 * @throws NotFoundError 'Price list not found'; PayloadTooLargeError over 5 MB; BadRequestError
 *   (400 `bad_request`) for an unreadable or empty file, a wrong header, more than 100,000 rows;
 *   AppError 400 `validation_failed` when applying a file with errors.
 */
export async function importPriceList(
  db: Database,
  id: string,
  body: Readable,
  options: ImportPriceListOptions,
): Promise<PriceListImport> {
  const list = await findPriceListName(db, id);
  if (!list) {
    body.resume();
    throw new NotFoundError(PRICE_LIST_NOT_FOUND);
  }
  const file = readRows(await readBody(body, options.maxBytes ?? PRICE_LIST_IMPORT_MAX_BYTES));
  if (options.dryRun) {
    return answerOf(await planImport(db, file, await entriesOfList(db, list.id)), false);
  }
  return db.transaction(async (tx) => {
    const locked = await lockPriceList(tx, list.id);
    if (!locked) throw new NotFoundError(PRICE_LIST_NOT_FOUND);
    const plan = await planImport(tx, file, await entriesOfList(tx, locked.id));
    if (plan.errors > 0) throw new ImportHasErrors(plan);
    await applyPlan(tx, locked, plan, options.actor);
    return answerOf(plan, true);
  });
}

/** Writes a plan without errors and its audit entries. */
async function applyPlan(
  tx: Transaction,
  list: PriceListName,
  plan: Plan,
  actor: AuditActor,
): Promise<void> {
  const changed = plan.rows.filter((row) => row.action === 'create' || row.action === 'update');
  const writes = changed.map((row) => row.write!);
  const removals: EntryKey[] = plan.removals.map(({ productId, minQuantity }) => ({
    productId,
    minQuantity,
  }));
  await writeEntries(tx, list.id, writes, removals);
  const label = (sku: string, minQuantity: number) => `${list.name}: ${sku} from ${minQuantity}`;
  const audit: PriceListAuditEntry[] = [
    ...changed.map((row) => {
      const write = row.write!;
      return {
        label: label(row.sku, write.minQuantity),
        before: row.before ? shown(row.sku, row.before) : null,
        after: shown(row.sku, write),
      };
    }),
    ...plan.removals.map((entry) => ({
      label: label(entry.sku, entry.minQuantity),
      before: shown(entry.sku, entry),
      after: null,
    })),
  ];
  await appendPriceListAudit(tx, actor, 'price_list_entry.import', list.id, audit);
}
