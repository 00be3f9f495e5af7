import { productSlugOf, slugify, toPoisha } from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { catalogChanged } from '../../src/catalog-cache/catalog-cache.js';
import type { Database } from '../../src/db/client.js';
import {
  blogs,
  categories,
  categoryAttributes,
  products,
  reviews,
} from '../../src/db/schema/index.js';

let sequence = 0;
const next = () => (sequence += 1);

/**
 * Inserts a product (valid by the add-product rules; price in Taka) and returns its row. `createdAt`
 * orders the catalog; `deletedAt` hides it.
 */
export async function insertProduct(
  db: Database,
  overrides: Partial<{
    productName: string;
    productPrice: number;
    minOrder: number;
    availableQuantity: number;
    productDescription: string;
    productImage: string;
    sku: string;
    orderIncrement: number;
    /** Tiers above the minimum order, Taka (decision 120). */
    volumeTiers: { minQuantity: number; unitPrice: number }[];
    createdAt: Date;
    deletedAt: Date | null;
    /** Default: the name's and the SKU's (`productSlugOf`). */
    slug: string;
    categoryId: string | null;
    /** Stored as given (decision 316): attribute key → value. */
    specifications: Record<string, number | string | boolean>;
    /** The values as the catalog search matches words in them. */
    specText: string;
    /** Markdown. */
    details: string;
    /** Pictures after `productImage`. */
    gallery: string[];
    heldQuantity: number;
    /** Each piece ships with a serial number (decision 322); default `false`. */
    serialTracked: boolean;
    /** Warranty, whole months from shipment; default 0 (none). */
    warrantyMonths: number;
    /** HS code, digits (decision 323); default none. */
    hsCode: string | null;
    /** ISO alpha-2; default `BD`. */
    countryOfOrigin: string;
  }> = {},
) {
  const input = { ...buildProductInput(), ...overrides };
  const sku = overrides.sku ?? `TEST-${Date.now().toString(36).toUpperCase()}-${next()}`;
  const [row] = await db
    .insert(products)
    .values({
      name: input.productName as string,
      sku,
      slug: overrides.slug ?? productSlugOf(input.productName as string, sku),
      categoryId: overrides.categoryId ?? null,
      specifications: overrides.specifications ?? {},
      details: overrides.details ?? '',
      gallery: overrides.gallery ?? [],
      heldQuantity: overrides.heldQuantity ?? 0,
      orderIncrement: overrides.orderIncrement ?? 1,
      volumeTiers: (overrides.volumeTiers ?? []).map((tier) => ({
        minQuantity: tier.minQuantity,
        unitPricePoisha: toPoisha(tier.unitPrice),
      })),
      image: input.productImage as string,
      pricePoisha: toPoisha(input.productPrice as number),
      minOrder: input.minOrder as number,
      availableQuantity: input.availableQuantity as number,
      description: input.productDescription as string,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
      deletedAt: overrides.deletedAt ?? null,
      specText: overrides.specText ?? '',
      serialTracked: overrides.serialTracked ?? false,
      warrantyMonths: overrides.warrantyMonths ?? 0,
      hsCode: overrides.hsCode ?? null,
      countryOfOrigin: overrides.countryOfOrigin ?? 'BD',
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  // Written past the app: its catalog cache hears of it at once, not only through the NOTIFY.
  catalogChanged(db);
  return row;
}

/**
 * Inserts a category (under `parentId` when given; slug from the name unless given) and returns
 * its row.
 */
export async function insertCategory(
  db: Database,
  overrides: Partial<typeof categories.$inferInsert> & { name: string },
) {
  const [row] = await db
    .insert(categories)
    .values({
      slug: overrides.slug ?? `${slugify(overrides.name)}-${next()}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('category not inserted');
  catalogChanged(db);
  return row;
}

/** Inserts an attribute of `categoryId`'s specification (filterable unless told) and returns it. */
export async function insertAttribute(
  db: Database,
  categoryId: string,
  attribute: Partial<typeof categoryAttributes.$inferInsert> &
    Pick<typeof categoryAttributes.$inferInsert, 'key' | 'name' | 'type'>,
) {
  const [row] = await db
    .insert(categoryAttributes)
    .values({ filterable: true, position: next(), ...attribute, categoryId })
    .returning();
  if (!row) throw new Error('attribute not inserted');
  catalogChanged(db);
  return row;
}

/** Inserts a review and returns its row. */
export async function insertReview(
  db: Database,
  overrides: Partial<typeof reviews.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(reviews)
    .values({
      userName: `Client ${n}`,
      userImage: `/uploads/demo/client-${n}.webp`,
      body: `Parts arrived on time and well packed (review ${n}).`,
      rating: 5,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('review not inserted');
  return row;
}

/** Inserts a blog post and returns its row. */
export async function insertBlog(db: Database, overrides: Partial<typeof blogs.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(blogs)
    .values({
      authorName: `Author ${n}`,
      authorImage: `/uploads/demo/author-${n}.webp`,
      publishedOn: '2026-01-01',
      heading: `Post ${n}`,
      image: `/uploads/demo/post-${n}.webp`,
      body: `Body of post ${n}.`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('blog not inserted');
  return row;
}

/** Expects `GET url` to answer 200 and an empty list: a public list before any row is inserted. */
export async function expectEmptyList(app: App, url: string): Promise<void> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([]);
}

/**
 * Inserts a category whose slug is its name's unless given (`parentId` null: a top-level one) and
 * returns its row.
 */
export function insertCategoryRow(
  db: Database,
  values: Partial<typeof categories.$inferInsert> & { name: string },
) {
  return insertCategory(db, { slug: slugify(values.name), ...values });
}

/**
 * Inserts an attribute with the table's defaults (not filterable, position 0) unless given and
 * returns its row.
 */
export function insertAttributeRow(
  db: Database,
  {
    categoryId,
    ...values
  }: Partial<typeof categoryAttributes.$inferInsert> &
    Pick<typeof categoryAttributes.$inferInsert, 'categoryId' | 'key' | 'name' | 'type'>,
) {
  return insertAttribute(db, categoryId, { filterable: false, position: 0, ...values });
}
