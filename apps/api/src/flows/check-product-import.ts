import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AddProductInputSchema,
  AttributeKeySchema,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MESSAGES as M,
  ProductTranslationInputSchema,
  SPEC_COLUMN_PREFIX,
  STANDARD_VAT_RATE,
  DEFAULT_COUNTRY_OF_ORIGIN,
  SlugSchema,
  checkSpecifications,
  productSlugOf,
  slugify,
  specificationSearchText,
  toPoisha,
  toTaka,
  type Attribute,
  type ProductImport,
} from '@partline/shared';
import { parse } from 'csv-parse';
import type { Database } from '../db/client.js';
import type { ProductRow } from '../modules/products/products.repository.js';
import { PayloadTooLargeError } from '../errors.js';
import {
  attributesOfCategory,
  listCategories,
} from '../modules/categories/categories.repository.js';
import {
  liveProductsBySku,
  skusOfNames,
  type MatchedProduct,
} from '../modules/products/products-import.repository.js';
import {
  findProductTranslations,
  NO_PRODUCT_TEXTS,
  type ProductTexts,
} from '../modules/products/product-translations.repository.js';
import {
  failImport,
  finishCheck,
  insertImport,
  stageRows,
  type StagedRow,
} from '../modules/product-imports/product-imports.repository.js';
import { toProductImport } from '../modules/product-imports/product-imports.service.js';

/** Rows checked and staged per batch (decision 319). */
export const IMPORT_BATCH_ROWS = 2_000;

const KNOWN_COLUMNS = new Set<string>(PRODUCT_CSV_COLUMNS);

/** The API's field of each product column, to name a problem of `POST /product`'s rules by column. */
const COLUMN_OF_FIELD: Record<string, string> = {
  productName: 'name',
  productPrice: 'price',
  minOrder: 'min_order',
  availableQuantity: 'available_quantity',
  productImage: 'image',
  productDescription: 'description',
  sku: 'sku',
  orderIncrement: 'order_increment',
  priceTiers: 'tiers',
  vatRate: 'vat_rate',
  sdRate: 'sd_rate',
  serialTracked: 'serial_tracked',
  warrantyMonths: 'warranty_months',
  hsCode: 'hs_code',
  countryOfOrigin: 'country_of_origin',
};

/**
 * The Bangla text columns (decision 326): each column's field in a write's `translations.bn`, and
 * its key among the staged texts (a products translation row's column).
 */
const TRANSLATION_COLUMNS = [
  { column: 'name_bn', field: 'productName', key: 'name' },
  { column: 'description_bn', field: 'productDescription', key: 'description' },
  { column: 'details_bn', field: 'details', key: 'details' },
] as const;

/** The characters after which a cell's leading `'` is the export's formula escape (decision 070). */
const FORMULA_STARTS = new Set(['-', '=', '+', '@', '\t', '\r', '－', '＝', '＋', '＠']);

/** A cell as the admin meant it: the export's `'` before a formula's first character removed. */
function unescapeCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_STARTS.has(cell.charAt(1)) ? cell.slice(1) : cell;
}

/** The CSV reader of the catalog file: UTF-8, an optional byte-order mark, any line ends. */
const csvParser = () =>
  parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 1 << 20 });

/** The header's problem, or its columns. */
function readHeader(cells: readonly string[]): { columns: string[] } | { failure: string } {
  const columns = cells.map((cell) => cell.trim());
  const seen = new Set<string>();
  for (const name of columns) {
    if (seen.has(name)) return { failure: M.repeatedColumn(name) };
    seen.add(name);
  }
  const unknown = columns.filter(
    (name) =>
      !KNOWN_COLUMNS.has(name) &&
      !(
        name.startsWith(SPEC_COLUMN_PREFIX) &&
        AttributeKeySchema.safeParse(name.slice(SPEC_COLUMN_PREFIX.length)).success
      ),
  );
  if (unknown.length > 0) return { failure: M.unknownColumns(unknown) };
  if (!seen.has('sku')) return { failure: M.noSku };
  return { columns };
}

/**
 * `text` as PostgreSQL stores it: a NUL or a lone surrogate (a CSV header may hold any bytes)
 * becomes U+FFFD.
 */
const storable = (text: string) =>
  text.replace(
    /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );

/** What reading the file as it arrived found: its row count, or why it cannot be imported. */
type FirstPass = { rows: number; failure?: undefined } | { rows: number; failure: string };

/** Counts the records of the spooled file and checks its header. */
async function firstPass(file: string): Promise<FirstPass> {
  let records = 0;
  try {
    for await (const record of createReadStream(file).pipe(csvParser())) {
      records += 1;
      if (records === 1) {
        const header = readHeader(record as string[]);
        if ('failure' in header) return { rows: 0, failure: header.failure };
      }
    }
  } catch (error) {
    return { rows: 0, failure: M.unreadable(records + 2, (error as Error).message) };
  }
  if (records === 0) return { rows: 0, failure: M.empty };
  return { rows: records - 1 };
}

/** Options of {@link receiveProductImport}. */
export interface ReceiveOptions {
  fileName: string;
  createdById: string;
  /** Told when the background check fails unexpectedly (the import is then `failed`). */
  onError: (error: unknown) => void;
  /** Bytes the file may have; {@link PRODUCT_IMPORT_MAX_BYTES} unless given. */
  maxBytes?: number;
}

/**
 * `POST /product-imports` (decision 319): spools the CSV body to a temporary file as it streams in
 * (never held whole in memory; over `maxBytes` it stops with 413), counts its rows and checks its
 * header, and starts the import: `failed` with the reason for an unreadable file, a bad header or
 * an unknown column, else `reading` while {@link checkProductImport} checks its rows in the
 * background. Returns the import as it starts, and the check's promise (`undefined` for none).
 */
export async function receiveProductImport(
  db: Database,
  body: Readable,
  options: ReceiveOptions,
): Promise<{ started: ProductImport; checking: Promise<void> | undefined }> {
  const dir = await mkdtemp(join(tmpdir(), 'partline-import-'));
  const file = join(dir, 'products.csv');
  const maxBytes = options.maxBytes ?? PRODUCT_IMPORT_MAX_BYTES;
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(new PayloadTooLargeError(M.tooLarge));
      else done(null, chunk);
    },
  });
  let pass: FirstPass;
  try {
    await pipeline(body, limit, createWriteStream(file));
    pass = await firstPass(file);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  if (pass.failure !== undefined) {
    await rm(dir, { recursive: true, force: true });
    // Failed from its first write: the reason quotes the header, which may hold any bytes.
    const record = await insertImport(db, {
      fileName: options.fileName,
      totalRows: pass.rows,
      createdById: options.createdById,
      failure: storable(pass.failure),
    });
    return { started: toProductImport(record), checking: undefined };
  }
  const record = await insertImport(db, {
    fileName: options.fileName,
    totalRows: pass.rows,
    createdById: options.createdById,
  }).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  const checking = checkProductImport(db, record.id, file)
    .catch(async (error: unknown) => {
      options.onError(error);
      await failImport(db, record.id, M.checkStopped).catch(() => undefined);
    })
    .finally(() => rm(dir, { recursive: true, force: true }));
  return { started: toProductImport(record), checking };
}

/** What the check of one file knows beyond a batch: categories, attributes, SKUs and names seen. */
interface CheckContext {
  db: Database;
  columns: string[];
  categoryIds: Map<string, string>;
  attributes: Map<string, Promise<Attribute[]>>;
  skuLines: Map<string, number>;
  nameLines: Map<string, number>;
}

/** The attributes of a category, read once per check. */
function attributesOf(context: CheckContext, categoryId: string | null): Promise<Attribute[]> {
  if (!categoryId) return Promise.resolve([]);
  let attributes = context.attributes.get(categoryId);
  if (!attributes) {
    attributes = attributesOfCategory(context.db, categoryId);
    context.attributes.set(categoryId, attributes);
  }
  return attributes;
}

/**
 * Checks every row of a spooled catalog file (decision 319) and stages it, a batch of
 * {@link IMPORT_BATCH_ROWS} at a time: SKU is the key (a live product's → `update` or
 * `unchanged`, a new one → `create`, one already on an earlier line → `error`), then the rules of
 * `POST /product` by column, the category's slug, the `spec.*` columns by the category's
 * attributes, the status (`active` or `deleted`). Ends `checked`.
 */
export async function checkProductImport(db: Database, id: string, file: string): Promise<void> {
  const tree = await listCategories(db, new Map());
  const context: CheckContext = {
    db,
    columns: [],
    categoryIds: new Map(tree.map((category) => [category.slug, category.id])),
    attributes: new Map(),
    skuLines: new Map(),
    nameLines: new Map(),
  };
  let line = 0;
  let batch: { line: number; cells: string[] }[] = [];
  // A batch is staged while the next one is read and checked: the database writes as Node checks.
  let staging: Promise<void> = Promise.resolve();
  const stage = async (rows: StagedRow[]) => {
    await staging;
    staging = stageRows(db, id, rows);
    // Heard by the next stage or the end; a rejection is not left unheard meanwhile.
    staging.catch(() => undefined);
  };
  for await (const record of createReadStream(file).pipe(csvParser())) {
    line += 1;
    if (line === 1) {
      context.columns = (record as string[]).map((cell) => cell.trim());
      continue;
    }
    batch.push({ line, cells: record as string[] });
    if (batch.length === IMPORT_BATCH_ROWS) {
      const checked = await checkBatch(context, batch);
      batch = [];
      await stage(checked);
    }
  }
  await stage(await checkBatch(context, batch));
  await staging;
  await finishCheck(db, id, line - 1);
}

/** Checks a batch of rows against the catalog as it is now. */
async function checkBatch(
  context: CheckContext,
  batch: readonly { line: number; cells: string[] }[],
): Promise<StagedRow[]> {
  if (batch.length === 0) return [];
  const skuAt = context.columns.indexOf('sku');
  const nameAt = context.columns.indexOf('name');
  const skus = batch.map((row) => (row.cells[skuAt] ?? '').trim().toUpperCase());
  const names =
    nameAt < 0 ? [] : batch.map((row) => nameKey(unescapeCell(row.cells[nameAt] ?? '')));
  const [existing, nameOwners] = await Promise.all([
    liveProductsBySku(context.db, skus.filter(Boolean)),
    skusOfNames(context.db, [...new Set(names.filter(Boolean))]),
  ]);
  // The matched products' Bangla texts, when the file has a column of them (decision 326).
  const translated = TRANSLATION_COLUMNS.some(({ column }) => context.columns.includes(column));
  const texts = translated
    ? await findProductTranslations(
        context.db,
        'bn',
        [...existing.values()].map((product) => product.id),
      )
    : new Map<string, ProductTexts>();
  const out: StagedRow[] = [];
  for (const row of batch) {
    out.push(await checkRow(context, row.line, row.cells, existing, nameOwners, texts));
  }
  return out;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** The export's form of a live product's columns, for the columns a file leaves out. */
function cellsOfProduct(row: ProductRow): Record<string, unknown> {
  return {
    productName: row.name,
    productDescription: row.description,
    productPrice: toTaka(row.pricePoisha),
    minOrder: row.minOrder,
    orderIncrement: row.orderIncrement,
    availableQuantity: row.availableQuantity,
    productImage: row.image,
    vatRate: row.vatRate,
    sdRate: row.sdRate,
    serialTracked: row.serialTracked,
    warrantyMonths: row.warrantyMonths,
    hsCode: row.hsCode,
    countryOfOrigin: row.countryOfOrigin,
  };
}

/** A `serial_tracked` cell: `true`/`false` (also `yes`/`no`, `1`/`0`; blank is `false`). */
function parseFlag(cell: string): boolean | undefined {
  const text = cell.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0', ''].includes(text)) return false;
  return undefined;
}

/** A `warranty_months` cell: a whole number (blank is 0); the schema checks its range. */
function parseMonths(cell: string): number | string {
  const text = cell.trim();
  if (text === '') return 0;
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
}

/**
 * The audit log's fields of a product (as the products service's `productSnapshot` writes them:
 * money in Taka, the whole tier table) from a row's columns; applying sets `heldQuantity` from the
 * row as it is then.
 */
function auditSnapshot(row: {
  name: string;
  sku: string;
  pricePoisha: number;
  minOrder: number;
  orderIncrement: number;
  volumeTiers: readonly { minQuantity: number; unitPricePoisha: number }[];
  availableQuantity: number;
  vatRate: number;
  sdRate: number;
  serialTracked: boolean;
  warrantyMonths: number;
  hsCode: string | null;
  countryOfOrigin: string;
}): Record<string, unknown> {
  return {
    productName: row.name,
    sku: row.sku,
    productPrice: toTaka(row.pricePoisha),
    minOrder: row.minOrder,
    orderIncrement: row.orderIncrement,
    priceTiers: [
      { minQuantity: row.minOrder, unitPrice: toTaka(row.pricePoisha) },
      ...row.volumeTiers.map((tier) => ({
        minQuantity: tier.minQuantity,
        unitPrice: toTaka(tier.unitPricePoisha),
      })),
    ],
    availableQuantity: row.availableQuantity,
    heldQuantity: 0,
    vatRate: row.vatRate,
    sdRate: row.sdRate,
    serialTracked: row.serialTracked,
    warrantyMonths: row.warrantyMonths,
    hsCode: row.hsCode,
    countryOfOrigin: row.countryOfOrigin,
  };
}

/** A tier cell `100:1450.00|500:1380.00` as tiers, or `undefined` when it is not written so. */
function parseTiers(cell: string): { minQuantity: number; unitPrice: number }[] | undefined {
  const tiers: { minQuantity: number; unitPrice: number }[] = [];
  for (const part of cell.split('|')) {
    const match = /^\s*(\d{1,9})\s*:\s*(\d{1,12}(?:\.\d{1,2})?)\s*$/.exec(part);
    if (!match) return undefined;
    tiers.push({ minQuantity: Number(match[1]), unitPrice: Number(match[2]) });
  }
  return tiers;
}

/** JSON with object keys sorted, to compare specifications and tiers whatever their key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The Bangla texts a row's translation columns write (decision 326): each column of the file,
 * checked as `translations.bn` of `POST /product` (a blank cell removes the text), over the
 * product's `current` ones; `undefined` when the file has none of the columns, or only blank ones
 * for a new product. Problems go to `errors` by column.
 */
function translationsOfRow(
  cells: ReadonlyMap<string, string>,
  current: ProductTexts,
  isNew: boolean,
  errors: Record<string, string>,
): { sent: Partial<ProductTexts>; after: ProductTexts } | undefined {
  const input: Record<string, string> = {};
  for (const { column, field } of TRANSLATION_COLUMNS) {
    const cell = cells.get(column);
    if (cell !== undefined) input[field] = cell;
  }
  if (Object.keys(input).length === 0) return undefined;
  const parsed = ProductTranslationInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = TRANSLATION_COLUMNS.find(({ field }) => field === issue.path[0])?.column;
      if (column) errors[column] ??= issue.message;
    }
    return undefined;
  }
  const sent: Partial<ProductTexts> = {};
  for (const { field, key } of TRANSLATION_COLUMNS) {
    const value = parsed.data[field];
    // A blank cell removes a stored text; a new product has none to remove.
    if (value !== undefined && (value !== null || !isNew)) sent[key] = value;
  }
  if (Object.keys(sent).length === 0) return undefined;
  return { sent, after: { ...current, ...sent } };
}

/** The audit log's Bangla texts of a product, as the products service records them. */
const textsSnapshot = (texts: ProductTexts) => ({
  bn: { productName: texts.name, productDescription: texts.description },
});

/** One row's check (decision 319). */
async function checkRow(
  context: CheckContext,
  line: number,
  rawCells: readonly string[],
  existingBySku: ReadonlyMap<string, MatchedProduct>,
  nameOwners: ReadonlyMap<string, string>,
  textsById: ReadonlyMap<string, ProductTexts>,
): Promise<StagedRow> {
  const { columns } = context;
  const cells = new Map<string, string>();
  columns.forEach((column, index) => cells.set(column, unescapeCell(rawCells[index] ?? '')));
  const errors: Record<string, string> = {};
  const rawSku = (cells.get('sku') ?? '').trim();
  const sku = rawSku.toUpperCase();
  const fail = (): StagedRow => ({
    line,
    sku: rawSku,
    action: 'error',
    productId: null,
    productUpdatedAt: null,
    errors,
    values: null,
  });
  if (rawCells.length !== columns.length) {
    errors.sku = `The row has ${rawCells.length} cells, the first line names ${columns.length}`;
    return fail();
  }
  const earlier = sku ? context.skuLines.get(sku) : undefined;
  if (earlier !== undefined) errors.sku = M.repeatedSku(earlier);
  else if (sku) context.skuLines.set(sku, line);
  const existing = existingBySku.get(sku);

  const status = (cells.get('status') ?? '').trim().toLowerCase();
  if (status !== '' && status !== 'active' && status !== 'deleted') errors.status = M.statusInvalid;
  if (status === 'deleted') {
    if (!existing && !errors.sku) errors.sku = M.deleteUnknown;
    if (Object.keys(errors).length > 0 || !existing) return fail();
    return {
      line,
      sku,
      action: 'update',
      productId: existing.id,
      productUpdatedAt: existing.updatedAtKey,
      errors: null,
      values: { deleted: true, auditBefore: auditSnapshot(existing) },
    };
  }

  // The rules of POST /product, the file's cells over the product's own values.
  const input: Record<string, unknown> = existing ? cellsOfProduct(existing) : {};
  const take = (column: string, field: string) => {
    const cell = cells.get(column);
    if (cell === undefined) return;
    input[field] = cell;
  };
  take('name', 'productName');
  take('description', 'productDescription');
  take('price', 'productPrice');
  take('min_order', 'minOrder');
  take('order_increment', 'orderIncrement');
  take('available_quantity', 'availableQuantity');
  take('image', 'productImage');
  take('vat_rate', 'vatRate');
  take('sd_rate', 'sdRate');
  const trackedCell = cells.get('serial_tracked');
  if (trackedCell !== undefined) {
    const tracked = parseFlag(trackedCell);
    if (tracked === undefined) errors.serial_tracked = M.serialTrackedInvalid;
    else input.serialTracked = tracked;
  }
  const monthsCell = cells.get('warranty_months');
  if (monthsCell !== undefined) input.warrantyMonths = parseMonths(monthsCell);
  // HS code with or without dots (blank: none); a blank origin is the default, Bangladesh.
  take('hs_code', 'hsCode');
  const originCell = cells.get('country_of_origin');
  if (originCell !== undefined)
    input.countryOfOrigin = originCell.trim() || DEFAULT_COUNTRY_OF_ORIGIN;
  input.sku = rawSku;
  const tiersCell = cells.get('tiers');
  const currentTiers = existing?.volumeTiers.map((tier) => ({
    minQuantity: tier.minQuantity,
    unitPrice: toTaka(tier.unitPricePoisha),
  }));
  const above =
    // Without the column a new product has no tiers above the first, a product keeps its own.
    tiersCell === undefined ? (currentTiers ?? []) : tiersCell.trim() ? parseTiers(tiersCell) : [];
  if (above === undefined) errors.tiers = M.tiersFormat;
  else if (above.length > 0) {
    input.priceTiers = [
      { minQuantity: Number(input.minOrder), unitPrice: Number(input.productPrice) },
      ...above,
    ];
  }
  const parsed = AddProductInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? String(issue.path[0] ?? 'sku');
      errors[column] ??= issue.message;
    }
  }

  // Names are unique among live products, ignoring case and surrounding spaces.
  if (parsed.success) {
    const key = nameKey(parsed.data.productName);
    const owner = nameOwners.get(key);
    const before = context.nameLines.get(key);
    if (owner !== undefined && owner !== sku) errors.name ??= M.nameTaken;
    else if (before !== undefined) errors.name ??= M.repeatedName(before);
    else context.nameLines.set(key, line);
  }

  let categoryId = existing?.categoryId ?? null;
  const categoryCell = cells.get('category');
  if (categoryCell !== undefined) {
    const slug = categoryCell.trim();
    categoryId = slug ? (context.categoryIds.get(slug) ?? null) : null;
    if (slug && !categoryId) errors.category = M.unknownCategory;
  }

  let slug = existing?.slug;
  const slugCell = cells.get('slug');
  if (slugCell !== undefined && slugCell.trim() !== '') {
    const checked = SlugSchema.safeParse(slugCell);
    if (checked.success) slug = checked.data;
    else errors.slug = checked.error.issues[0]?.message ?? 'Invalid slug';
  }

  const attributes = await attributesOf(context, categoryId);
  const specInput: Record<string, unknown> = { ...(existing?.specifications ?? {}) };
  for (const [column, cell] of cells) {
    if (column.startsWith(SPEC_COLUMN_PREFIX))
      specInput[column.slice(SPEC_COLUMN_PREFIX.length)] = cell;
  }
  const specification = errors.category
    ? { values: {}, problems: {} }
    : checkSpecifications(attributes, specInput);
  for (const [key, problem] of Object.entries(specification.problems)) {
    errors[`${SPEC_COLUMN_PREFIX}${key}`] = problem;
  }

  if (parsed.success && existing && parsed.data.availableQuantity < existing.heldQuantity) {
    errors.available_quantity ??= M.belowHeld(existing.heldQuantity);
  }
  const currentTexts = (existing && textsById.get(existing.id)) || NO_PRODUCT_TEXTS;
  const texts = translationsOfRow(cells, currentTexts, !existing, errors);
  if (!parsed.success || Object.keys(errors).length > 0) return fail();

  const data = parsed.data;
  const name = data.productName.trim();
  const finalSlug = slug ?? productSlugOf(name, sku);
  const values = {
    name,
    slug: finalSlug,
    slugAlt: `${finalSlug}-${slugify(sku)}`,
    categoryId,
    description: data.productDescription,
    pricePoisha: toPoisha(data.productPrice),
    minOrder: data.minOrder,
    orderIncrement: data.orderIncrement ?? 1,
    volumeTiers: (data.priceTiers ?? []).slice(1).map((tier) => ({
      minQuantity: tier.minQuantity,
      unitPricePoisha: toPoisha(tier.unitPrice),
    })),
    availableQuantity: data.availableQuantity,
    vatRate: data.vatRate ?? STANDARD_VAT_RATE,
    sdRate: data.sdRate ?? 0,
    serialTracked: data.serialTracked ?? false,
    warrantyMonths: data.warrantyMonths ?? 0,
    hsCode: data.hsCode ?? null,
    countryOfOrigin: data.countryOfOrigin ?? DEFAULT_COUNTRY_OF_ORIGIN,
    image: data.productImage,
    specifications: specification.values,
    specText: specificationSearchText(attributes, specification.values),
    ...(texts && { translations: texts.sent }),
  };
  const withTexts = (snapshot: Record<string, unknown>, own: ProductTexts | undefined) =>
    own ? { ...snapshot, translations: textsSnapshot(own) } : snapshot;
  if (!existing) {
    Object.assign(values, {
      auditAfter: withTexts(auditSnapshot({ ...values, sku }), texts?.after),
    });
    return {
      line,
      sku,
      action: 'create',
      productId: null,
      productUpdatedAt: null,
      errors: null,
      values,
    };
  }
  const same =
    existing.name === values.name &&
    existing.slug === values.slug &&
    existing.categoryId === values.categoryId &&
    existing.description === values.description &&
    existing.pricePoisha === values.pricePoisha &&
    existing.minOrder === values.minOrder &&
    existing.orderIncrement === values.orderIncrement &&
    stableJson(existing.volumeTiers) === stableJson(values.volumeTiers) &&
    existing.availableQuantity === values.availableQuantity &&
    existing.vatRate === values.vatRate &&
    existing.sdRate === values.sdRate &&
    existing.serialTracked === values.serialTracked &&
    existing.warrantyMonths === values.warrantyMonths &&
    existing.hsCode === values.hsCode &&
    existing.countryOfOrigin === values.countryOfOrigin &&
    existing.image === values.image &&
    stableJson(existing.specifications) === stableJson(values.specifications) &&
    (!texts || stableJson(texts.after) === stableJson(currentTexts));
  return {
    line,
    sku,
    action: same ? 'unchanged' : 'update',
    productId: existing.id,
    productUpdatedAt: existing.updatedAtKey,
    errors: null,
    values: same
      ? null
      : {
          ...values,
          auditBefore: withTexts(auditSnapshot(existing), texts && currentTexts),
          auditAfter: withTexts(auditSnapshot({ ...values, sku }), texts?.after),
        },
  };
}
