import { randomUUID } from 'node:crypto';
import {
  PRICING_MESSAGES,
  PRODUCT_MESSAGES,
  SLUG_MESSAGES,
  SPEC_LIST_CAP,
  STANDARD_VAT_RATE,
  DEFAULT_COUNTRY_OF_ORIGIN,
  PRODUCT_TAX_MESSAGES,
  toPoisha,
  toTaka,
  priceTierProblems,
  productSlugOf,
  SLUG_MAX_CHARS,
  type AddProductInput,
  type SpecificationsInput,
  type EditProductInput,
  type KeysetPage,
  type PriceTier,
  type Product,
  type ProductCreated,
  type SetTaxRatesInput,
  type SetTaxRatesResult,
  type UpdateProductInput,
  type UpdateProductResult,
  type VatRateBasisPoints,
  type ContentLanguage,
  type ProductTranslationsInput,
} from '@partline/shared';
import {
  CatalogSnapshot,
  catalogChanged,
  stockChanged,
} from '../../catalog-cache/catalog-cache.js';
import type { Database, Transaction } from '../../db/client.js';
import type { StoredSpecifications, StoredVolumeTier } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { assertRowId, isRowId } from '../../row-id.js';
import { decodeInstantCursor, encodeCursor, toKeysetPage } from '../../keyset-page.js';
import { recordAudit, type AuditActor, type AuditChange } from '../../audit/audit-log.js';
import { etagVariantOf } from '../../content-language.js';
import { textsAfter, translateProducts, translationSnapshot } from './product-content.service.js';
import {
  findProductTranslation,
  NO_PRODUCT_TEXTS,
  writeProductTranslation,
} from './product-translations.repository.js';
import {
  addStock,
  findProduct,
  insertProduct,
  listProductsPage,
  lockProduct,
  lockProducts,
  liveSlugsLike,
  setStock,
  setTaxRates,
  softDeleteProduct,
  updateProduct,
  type CatalogListOrder,
  type ProductEdit,
  type ProductPageRow,
  type ProductRow,
} from './products.repository.js';

const M = PRODUCT_MESSAGES;

/** A row as the API answers it: `_id`, spec §3 names, price in Taka (stored in poisha). */
export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    productName: row.name,
    sku: row.sku,
    slug: row.slug,
    categoryId: row.categoryId,
    productImage: row.image,
    productPrice: toTaka(row.pricePoisha),
    minOrder: row.minOrder,
    orderIncrement: row.orderIncrement,
    priceTiers: priceTiersOfRow(row),
    availableQuantity: row.availableQuantity,
    heldQuantity: row.heldQuantity,
    allowBackorder: row.allowBackorder,
    backorderAvailableOn: row.backorderAvailableOn,
    serialTracked: row.serialTracked,
    warrantyMonths: row.warrantyMonths,
    hsCode: row.hsCode,
    countryOfOrigin: row.countryOfOrigin,
    productDescription: row.description,
    vatRate: row.vatRate as VatRateBasisPoints,
    sdRate: row.sdRate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The full tier table of a row, Taka: the first at the minimum order and price, then the stored ones. */
function priceTiersOfRow(row: ProductRow): PriceTier[] {
  return [
    { minQuantity: row.minOrder, unitPrice: toTaka(row.pricePoisha) },
    ...row.volumeTiers.map((tier) => ({
      minQuantity: tier.minQuantity,
      unitPrice: toTaka(tier.unitPricePoisha),
    })),
  ];
}

/** The tiers stored beside the row's price: every tier after the first, in poisha. */
function volumeTiersOf(tiers: readonly PriceTier[] | undefined): StoredVolumeTier[] {
  return (tiers ?? []).slice(1).map((tier) => ({
    minQuantity: tier.minQuantity,
    unitPricePoisha: toPoisha(tier.unitPrice),
  }));
}

/** An SKU for a product added without one: `PL-` and the first 12 hex digits of its id. */
function defaultSku(id: string): string {
  return `PL-${id.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/**
 * The audit log's fields of a product (decisions 069, 120, 305, 316, 322, 323): name, SKU, price
 * (Taka), minimum order, increment, tiers, stock and held pieces, VAT and SD rates (basis points),
 * slug, category and specification, serial tracking and warranty, HS code and origin; and, for a
 * write that sends them, its Bangla texts (`translations`, decision 326).
 */
function productSnapshot(
  row: ProductRow,
  translations?: Record<string, unknown>,
): Record<string, unknown> {
  const { productName, sku, productPrice, minOrder, orderIncrement, priceTiers } = toProduct(row);
  const { availableQuantity, heldQuantity, vatRate, sdRate } = row;
  const { slug, categoryId, specifications, serialTracked, warrantyMonths } = row;
  const { hsCode, countryOfOrigin } = row;
  return {
    productName,
    sku,
    slug,
    categoryId,
    specifications,
    productPrice,
    minOrder,
    orderIncrement,
    priceTiers,
    availableQuantity,
    heldQuantity,
    vatRate,
    sdRate,
    serialTracked,
    warrantyMonths,
    hsCode,
    countryOfOrigin,
    ...(translations && { translations }),
  };
}

/** The cursor of a product row in the lists of `GET /products` (decision 210). */
function cursorOfRow(row: ProductPageRow): string {
  return encodeCursor([row.createdAtKey, row.id]);
}

/**
 * The first `SPEC_LIST_CAP` products of the catalog in `order`, with their cursors, in `language`
 * (decision 326).
 */
async function firstOfCatalog(db: Database, order: CatalogListOrder, language: ContentLanguage) {
  const rows = await listProductsPage(db, order, SPEC_LIST_CAP + 1);
  const held = rows.slice(0, SPEC_LIST_CAP);
  return {
    items: await translateProducts(db, language, held.map(toProduct)),
    cursors: held.map(cursorOfRow),
    nextCursor: rows.length > SPEC_LIST_CAP ? cursorOfRow(held[held.length - 1]!) : null,
  };
}

/**
 * What the catalog cache of `GET /products` and `GET /products/{id}` holds (decisions 040, 215):
 * the first `SPEC_LIST_CAP` products in insertion order (decision 092) and, when the catalog is
 * larger, the first `SPEC_LIST_CAP` newest first — never more than two lists of that size,
 * whatever the catalog's size — in `language` (decision 326: a snapshot per language, English the
 * default).
 */
export async function getCatalogSnapshot(
  db: Database,
  language: ContentLanguage = 'en',
): Promise<CatalogSnapshot<Product>> {
  const variant = etagVariantOf(language);
  const oldest = await firstOfCatalog(db, 'oldest', language);
  if (oldest.nextCursor === null) return new CatalogSnapshot(oldest, undefined, variant);
  return new CatalogSnapshot(oldest, await firstOfCatalog(db, 'newest', language), variant);
}

/** Distinct words of the search text (split on white space), ignoring case. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const seen = new Map<string, string>();
  for (const word of q.split(/\s+/u)) {
    if (word && !seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  }
  return [...seen.values()];
}

/**
 * A page of `GET /products?limit=&cursor=&q=` (decisions 210, 215, 247): up to `limit` products
 * in `order` after `cursor` — those with every word of `q` in their name, description or SKU
 * (a word in Bangla script: in their Bangla name or description, decision 326) when given — and
 * the cursor of the next page (`null` on the last), in `language`.
 * @throws ValidationError 400 `validation_failed`, `details.cursor`, for a cursor this list did
 *   not give.
 */
export async function getCatalogPage(
  db: Database,
  order: CatalogListOrder,
  limit: number,
  cursor: string | undefined,
  q?: string,
  language: ContentLanguage = 'en',
): Promise<KeysetPage<Product>> {
  const after = cursor === undefined ? undefined : decodeInstantCursor(cursor);
  const rows = await listProductsPage(db, order, limit + 1, after, searchWords(q));
  const page = toKeysetPage(rows, limit, (row) => [row.createdAtKey, row.id]);
  return {
    items: await translateProducts(db, language, page.items.map(toProduct)),
    nextCursor: page.nextCursor,
  };
}

/**
 * The product of `id` read from the database in `language`, for an id a partial catalog snapshot
 * does not hold (decision 215); `undefined` when malformed, unknown or deleted.
 */
export async function findCatalogProduct(
  db: Database,
  id: string,
  language: ContentLanguage = 'en',
): Promise<Product | undefined> {
  const row = isRowId(id) ? await findProduct(db, id) : undefined;
  if (!row) return undefined;
  const [product] = await translateProducts(db, language, [toProduct(row)]);
  return product;
}

/**
 * Writes a product write's `translations` (decision 326) over the product's stored ones, in the
 * write's transaction; `undefined` when it sends none (nothing read or written). Returns the
 * Bangla texts before and after, for the audit log.
 */
async function writeTranslations(
  tx: Transaction,
  id: string,
  translations: ProductTranslationsInput | undefined,
  isNew: boolean,
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | undefined> {
  const bn = translations?.bn;
  if (!bn) return undefined;
  const before = isNew ? NO_PRODUCT_TEXTS : await findProductTranslation(tx, id, 'bn');
  const after = textsAfter(before, bn);
  await writeProductTranslation(tx, id, 'bn', after);
  return { before: translationSnapshot(before), after: translationSnapshot(after) };
}

/** The product of `id`; NotFoundError 'Product not found' when malformed, unknown or deleted. */
async function existingProduct(db: Database, id: string): Promise<ProductRow> {
  const row = isRowId(id) ? await findProduct(db, id) : undefined;
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

/** What a product write sends of its category and specification (decision 316). */
export interface ProductCatalogInput {
  categoryId?: string | null | undefined;
  specifications?: SpecificationsInput | undefined;
}

/** A product's category, specification and its search text, as stored (decision 316). */
export interface ProductCatalogValues {
  categoryId: string | null;
  specifications: StoredSpecifications;
  specText: string;
}

/**
 * What a product write needs of the category tree (decision 316): the flow `product-catalog`
 * gives it, since the tree is the categories module's.
 */
export interface ProductCatalogCheck {
  /** Runs first in the write's transaction, before the product's row is locked. */
  lock(tx: Transaction): Promise<void>;
  /**
   * The values to store for `input` over the product's `current` ones (none: a new product).
   * @throws ValidationError 400 on `categoryId` or `specifications.<key>`.
   */
  resolve(
    tx: Transaction,
    current: Pick<ProductRow, 'categoryId' | 'specifications'> | undefined,
    input: ProductCatalogInput,
  ): Promise<ProductCatalogValues>;
}

/**
 * The slug of a new product without one (decision 316): {@link productSlugOf} its name and SKU,
 * with `-2`, `-3`… when a live product has it.
 */
async function freeSlugOf(tx: Transaction, name: string, sku: string): Promise<string> {
  const base = productSlugOf(name, sku) || 'product';
  const taken = await liveSlugsLike(tx, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const slug = `${base.slice(0, SLUG_MAX_CHARS - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(slug)) return slug;
  }
}

/**
 * `POST /product` (admin; spec §5, §7): stores the product with its trimmed name and its price in
 * poisha; it leads the catalog. Returns the new `_id`. Audited (`product.add`) in the same
 * transaction. Decision 316: `categoryId` and `specifications` are checked by `catalog`; `slug`
 * defaults to the name's (`-2`, `-3`… when taken); `details` and `gallery` default to none.
 * @throws ConflictError 409 'Product already exist' (with `details.productName`) when a product
 *   that is not deleted has the same name ignoring case and surrounding spaces — decided by the
 *   unique index `products_name_key`, so of concurrent adds of one name exactly one wins; 409 on
 *   `slug` for a sent slug a live product has; ValidationError 400 from `catalog`.
 */
export async function addProduct(
  db: Database,
  input: AddProductInput,
  actor: AuditActor,
  catalog: ProductCatalogCheck,
): Promise<ProductCreated> {
  try {
    const row = await db.transaction(async (tx) => {
      await catalog.lock(tx);
      const id = randomUUID();
      const name = input.productName.trim();
      const sku = input.sku ?? defaultSku(id);
      const inserted = await insertProduct(tx, {
        id,
        name,
        sku,
        slug: input.slug ?? (await freeSlugOf(tx, name, sku)),
        ...(await catalog.resolve(tx, undefined, input)),
        details: input.details ?? '',
        gallery: input.gallery ?? [],
        orderIncrement: input.orderIncrement ?? 1,
        volumeTiers: volumeTiersOf(input.priceTiers),
        image: input.productImage,
        pricePoisha: toPoisha(input.productPrice),
        minOrder: input.minOrder,
        availableQuantity: input.availableQuantity,
        description: input.productDescription,
        vatRate: input.vatRate ?? STANDARD_VAT_RATE,
        sdRate: input.sdRate ?? 0,
        allowBackorder: input.allowBackorder ?? false,
        backorderAvailableOn: input.backorderAvailableOn ?? null,
        serialTracked: input.serialTracked ?? false,
        warrantyMonths: input.warrantyMonths ?? 0,
        hsCode: input.hsCode ?? null,
        countryOfOrigin: input.countryOfOrigin ?? DEFAULT_COUNTRY_OF_ORIGIN,
      });
      const texts = await writeTranslations(tx, inserted.id, input.translations, true);
      await recordAudit(tx, actor, {
        action: 'product.add',
        targetType: 'product',
        targetId: inserted.id,
        targetLabel: inserted.name,
        before: null,
        after: productSnapshot(inserted, texts?.after),
      });
      return inserted;
    });
    catalogChanged(db);
    return { _id: row.id };
  } catch (error) {
    throw clashOf(error);
  }
}

/**
 * The 409 of a name or SKU already used by another product of the catalog (decided by the unique
 * indexes, so of concurrent writes of one value exactly one wins); any other error as it is.
 */
function clashOf(error: unknown): unknown {
  if (isUniqueViolation(error, 'products_name_key')) {
    return new ConflictError(M.alreadyExists, { productName: [M.alreadyExists] });
  }
  if (isUniqueViolation(error, 'products_sku_key')) {
    return new ConflictError(PRICING_MESSAGES.skuTaken, { sku: [PRICING_MESSAGES.skuTaken] });
  }
  if (isUniqueViolation(error, 'products_slug_key')) {
    return new ConflictError(SLUG_MESSAGES.taken, { slug: [SLUG_MESSAGES.taken] });
  }
  return error;
}

/**
 * The product after `input` is applied to `row`: absent fields stay. `priceTiers` and
 * `productPrice` move together (decision 120): new tiers set the price to their first tier's,
 * a new price or minimum order moves the first tier.
 * @throws ValidationError with the tier table's problems per field (`priceTiers.1.unitPrice`).
 */
function editOf(
  row: ProductRow,
  input: EditProductInput,
): Omit<ProductEdit, 'categoryId' | 'specifications' | 'specText'> {
  const minOrder = input.minOrder ?? row.minOrder;
  const orderIncrement = input.orderIncrement ?? row.orderIncrement;
  const current = priceTiersOfRow(row);
  const priceTiers = input.priceTiers ?? [
    { minQuantity: minOrder, unitPrice: input.productPrice ?? toTaka(row.pricePoisha) },
    ...current.slice(1),
  ];
  const productPrice = input.productPrice ?? priceTiers[0]?.unitPrice ?? toTaka(row.pricePoisha);
  const problems = priceTierProblems({ minOrder, orderIncrement, productPrice, priceTiers });
  if (problems.length > 0) {
    const details: Record<string, string[]> = {};
    for (const { path, message } of problems) (details[path.join('.')] ??= []).push(message);
    throw new ValidationError(details);
  }
  return {
    slug: input.slug ?? row.slug,
    details: input.details ?? row.details,
    gallery: input.gallery ?? row.gallery,
    name: input.productName?.trim() ?? row.name,
    sku: input.sku ?? row.sku,
    image: input.productImage ?? row.image,
    description: input.productDescription ?? row.description,
    pricePoisha: toPoisha(productPrice),
    minOrder,
    orderIncrement,
    volumeTiers: volumeTiersOf(priceTiers),
    vatRate: input.vatRate ?? row.vatRate,
    sdRate: input.sdRate ?? row.sdRate,
    allowBackorder: input.allowBackorder ?? row.allowBackorder,
    backorderAvailableOn:
      input.backorderAvailableOn === undefined
        ? row.backorderAvailableOn
        : input.backorderAvailableOn,
    serialTracked: input.serialTracked ?? row.serialTracked,
    warrantyMonths: input.warrantyMonths ?? row.warrantyMonths,
    hsCode: input.hsCode === undefined ? row.hsCode : input.hsCode,
    countryOfOrigin: input.countryOfOrigin ?? row.countryOfOrigin,
  };
}

/**
 * `PATCH /products/{id}` (admin; decision 121): changes any of name, SKU, image, description,
 * price, minimum order, order increment, price tiers and whether and until when it takes
 * backorders (decision 321) — never the stock. The row is locked, the
 * edit checked against it ({@link editOf}) and written, and the change audited (`product.edit`,
 * the product before and after, tiers included) in one transaction. Orders placed before keep
 * their prices. Returns the product as `GET /products/{id}` answers it now. Decision 316: `slug`,
 * `details` and `gallery` replace what is stored when sent; `categoryId` and `specifications` are
 * merged and checked by `catalog` (values not sent stay).
 * @throws NotFoundError 'Product not found' (malformed, unknown or deleted id); ValidationError
 *   for a tier table that does not fit or from `catalog`; ConflictError 409 'Product already
 *   exist', 'SKU already in use' or, on `slug`, 'This slug is already in use'.
 */
export async function editProduct(
  db: Database,
  id: string,
  input: EditProductInput,
  actor: AuditActor,
  catalog: ProductCatalogCheck,
): Promise<Product> {
  assertRowId(id, M.notFound);
  try {
    const row = await db.transaction(async (tx) => {
      await catalog.lock(tx);
      const before = await lockProduct(tx, id);
      if (!before) throw new NotFoundError(M.notFound);
      const edit = editOf(before, input);
      const values = await catalog.resolve(tx, before, input);
      const after = await updateProduct(tx, id, { ...edit, ...values });
      if (!after) throw new NotFoundError(M.notFound);
      const texts = await writeTranslations(tx, id, input.translations, false);
      await recordAudit(tx, actor, {
        action: 'product.edit',
        targetType: 'product',
        targetId: after.id,
        targetLabel: after.name,
        before: productSnapshot(before, texts?.before),
        after: productSnapshot(after, texts?.after),
      });
      return after;
    });
    catalogChanged(db);
    return toProduct(row);
  } catch (error) {
    throw clashOf(error);
  }
}

/**
 * `POST /products/tax-rates` (admin; decision 305): sets the VAT rate, and the SD rate when sent,
 * of every product of `productIds` in one transaction — all of them or none — each change audited
 * (`product.edit`, the product before and after). Orders placed before keep the tax they were
 * placed with; carts and new orders are taxed at the new rates.
 * @throws NotFoundError 'Some of the selected products no longer exist' when an id is unknown or
 *   the product deleted (nothing is changed).
 */
export async function setProductTaxRates(
  db: Database,
  input: SetTaxRatesInput,
  actor: AuditActor,
): Promise<SetTaxRatesResult> {
  const ids = [...new Set(input.productIds)];
  const written = await db.transaction(async (tx) => {
    const before = await lockProducts(tx, ids);
    if (ids.some((id) => !before.get(id) || before.get(id)?.deletedAt)) {
      throw new NotFoundError(PRODUCT_TAX_MESSAGES.bulkUnknown);
    }
    const after = await setTaxRates(tx, ids, input);
    if (after.length !== ids.length) throw new NotFoundError(PRODUCT_TAX_MESSAGES.bulkUnknown);
    for (const row of after) {
      const old = before.get(row.id);
      if (!old || (old.vatRate === row.vatRate && old.sdRate === row.sdRate)) continue;
      await recordAudit(tx, actor, {
        action: 'product.edit',
        targetType: 'product',
        targetId: row.id,
        targetLabel: row.name,
        before: productSnapshot(old),
        after: productSnapshot(row),
      });
    }
    return after.length;
  });
  catalogChanged(db);
  return { modifiedCount: written };
}

/**
 * What a stock change needs of the backorder queue (decision 321): the flow
 * `allocate-backorders` gives it, since the queue is the orders module's.
 */
export interface BackorderQueue {
  /**
   * Runs first in the stock change's transaction `tx` on `db`, before any product row is locked:
   * locks the orders waiting for `productIds`.
   */
  lock(db: Database, tx: Transaction, productIds: readonly string[]): Promise<BackorderAllocation>;
}

/** The allocation of a stock change to the orders {@link BackorderQueue} locked. */
export interface BackorderAllocation {
  /** After the change, in its transaction: gives the new buyable stock to the waiting orders. */
  allocate(): Promise<void>;
  /** After the commit: tells the order lists of the buyers served that they changed. */
  committed(): void;
}

/** The audit entry of a stock change of `product` from `before` to `after` pieces. */
function stockChange(
  action: 'product.restock' | 'product.set_stock',
  product: ProductRow,
  before: number,
  after: number,
): AuditChange {
  return {
    action,
    targetType: 'product',
    targetId: product.id,
    targetLabel: product.name,
    before: { availableQuantity: before },
    after: { availableQuantity: after },
  };
}

/**
 * `PUT /product/{id}` (admin; DESIGN.md, open payloads): `{ restock: n }` adds n pieces in one
 * statement; `{ availableQuantity }` sets the stock, never below the pieces paid orders hold.
 * Audited (`product.restock`, `product.set_stock`) with the stock before and after, in the same
 * transaction — where the new buyable stock also goes to the orders waiting for it on backorder,
 * first come first served (`backorders`, decision 321).
 * @throws NotFoundError 'Product not found' (malformed, unknown or deleted id); ConflictError 409
 *   with `details.availableQuantity` when the new stock would be below the held pieces or too
 *   large for the column.
 */
export async function updateProductStock(
  db: Database,
  id: string,
  input: UpdateProductInput,
  actor: AuditActor,
  backorders: BackorderQueue,
): Promise<UpdateProductResult> {
  const product = await existingProduct(db, id);
  let allocation: BackorderAllocation | undefined;
  const stock = await db.transaction(async (tx) => {
    allocation = await backorders.lock(db, tx, [product.id]);
    if (input.restock !== undefined) {
      const after = await addStock(tx, product.id, input.restock);
      if (after !== undefined) {
        const change = stockChange('product.restock', product, after - input.restock, after);
        await recordAudit(tx, actor, change);
        await allocation.allocate();
      }
      return after;
    }
    // Locked, so that the stock recorded as "before" is the one this statement replaces.
    const locked = await lockProduct(tx, product.id);
    const after = locked && (await setStock(tx, product.id, input.availableQuantity ?? 0));
    if (!locked || after === undefined) return undefined;
    await recordAudit(
      tx,
      actor,
      stockChange('product.set_stock', product, locked.availableQuantity, after),
    );
    await allocation.allocate();
    return after;
  });
  if (stock !== undefined) {
    allocation?.committed();
    // Its stock alone changed: the kept catalog answers stay, with its fresh figures (decision 338).
    stockChanged(db, [product.id]);
    return { modifiedCount: 1, availableQuantity: stock };
  }
  // Nothing changed: find out why, on the current row.
  const now = await existingProduct(db, id);
  if (input.restock !== undefined) {
    const message = 'The stock would be too large';
    throw new ConflictError(message, { restock: [message] });
  }
  const message = `Available quantity cannot be below the ${now.heldQuantity} pieces held by paid orders`;
  throw new ConflictError(message, { availableQuantity: [message] });
}

/**
 * `DELETE /product/{id}` (admin; spec §5): soft delete — the product leaves the catalog; orders
 * that reference it keep their snapshot and stay deliverable (decision 002). Audited
 * (`product.delete`, the product before, `null` after) in the same transaction.
 * @throws NotFoundError 'Product not found' (malformed, unknown or already deleted id).
 */
export async function deleteProduct(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<{ deletedCount: number }> {
  const product = await existingProduct(db, id);
  const deleted = await db.transaction(async (tx) => {
    const locked = await lockProduct(tx, product.id);
    if (!locked || !(await softDeleteProduct(tx, product.id))) return false;
    await recordAudit(tx, actor, {
      action: 'product.delete',
      targetType: 'product',
      targetId: locked.id,
      targetLabel: locked.name,
      before: productSnapshot(locked),
      after: null,
    });
    return true;
  });
  if (!deleted) throw new NotFoundError(M.notFound);
  catalogChanged(db);
  return { deletedCount: 1 };
}
