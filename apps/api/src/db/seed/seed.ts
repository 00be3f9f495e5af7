import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { imageCandidates, percentToBp, productSlugOf, toPoisha } from '@partline/shared';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { DEMO_ASSETS_DIR } from '../../paths.js';
import type { Database } from '../client.js';
import type { Transaction } from '../client.js';
import {
  accounts,
  blogs,
  categories,
  categoryAttributes,
  categoryAttributeTranslations,
  categoryTranslations,
  companies,
  companyMembers,
  customerGroups,
  priceListCategoryRules,
  priceListCompanies,
  priceListEntries,
  priceListGroups,
  priceLists,
  productDocuments,
  products,
  productTranslations,
  reviews,
  users,
} from '../schema/index.js';
import { fillDemoShopIdentity } from './shop-identity.js';
import { demoBlogs, demoCategories, demoProducts, demoReviews } from './demo-content.js';
import { demoTranslations } from './demo-content-bn.js';
import { demoPricing } from './demo-pricing.js';
import { categoryRows, specificationOf, type SeededCategory } from './category-rows.js';
import type {
  DemoBlog,
  DemoCategory,
  DemoPricing,
  DemoProduct,
  DemoReview,
  DemoTranslations,
} from './demo-content.types.js';

/** What {@link seedDemoContent} inserts; defaults to `./demo-content.ts`. */
export interface DemoContent {
  /** The category tree (decision 316); none: products without categories. */
  categories?: readonly DemoCategory[];
  products: readonly DemoProduct[];
  blogs: readonly DemoBlog[];
  reviews: readonly DemoReview[];
  /** Companies, their members, customer groups and contract price lists (decision 320). */
  pricing?: DemoPricing;
  /** The catalog's texts in Bangla (decision 326); none: the catalog reads in English only. */
  translations?: DemoTranslations;
}

/** Options of {@link seedDemoContent}. */
export interface SeedOptions {
  /** Images are copied into `dataDir/uploads/demo/`. */
  dataDir: string;
  content?: DemoContent;
  /** Where the image files are (default `apps/api/assets/demo`). */
  assetsDir?: string;
  logger?: {
    info(object: unknown, message?: string): void;
    warn(object: unknown, message?: string): void;
  };
}

/** Outcome of {@link seedDemoContent}. */
export interface SeedResult {
  /** `false` when the database already had products (nothing inserted). */
  inserted: boolean;
  products: number;
  blogs: number;
  reviews: number;
}

/** Public URL prefix of the demo images. */
export const DEMO_UPLOADS_PATH = '/uploads/demo';

// Any constant: only our own instances take it, so that two starting together seed once.
const SEED_LOCK_KEY = 720_240_002;

/**
 * Fills an empty catalog with the demo products, blogs and reviews (`SEED_DEMO`), and gives a
 * shop without a BIN the demo seller's identity (`fillDemoShopIdentity`).
 *
 * The demo images (with the smaller copies of those named after their width) are copied into
 * `dataDir/uploads/demo/` on every call (missing ones only), so
 * that each instance serves them; rows are inserted only when the products table has no row at all
 * (deleted ones included), checked under a transaction-scoped advisory lock so that two instances
 * starting together seed once. Arrays are oldest first: item `i` gets `created_at` = seed time −
 * (n − 1 − i) s, so the last item is the newest and "newest first" is deterministic. Prices go from
 * Taka to poisha with `toPoisha`; image fields become `/uploads/demo/<file>`.
 *
 * @throws RangeError when a demo price is not a Taka amount; database errors as they come.
 */
export async function seedDemoContent(db: Database, options: SeedOptions): Promise<SeedResult> {
  const content = options.content ?? {
    categories: demoCategories,
    products: demoProducts,
    blogs: demoBlogs,
    reviews: demoReviews,
    pricing: demoPricing,
    translations: demoTranslations,
  };
  await copyDemoImages(content, options);
  await fillDemoShopIdentity(db);

  const url = (file: string) => `${DEMO_UPLOADS_PATH}/${file}`;
  const now = Date.now();
  /** `items` as rows, oldest first: item `i` of n is created (n − 1 − i) s before now. */
  const oldestFirst = <TItem, TRow>(
    items: readonly TItem[],
    toRow: (item: TItem, createdAt: Date) => TRow,
  ): TRow[] =>
    items.map((item, index) => toRow(item, new Date(now - (items.length - 1 - index) * 1000)));

  let membersPassword: string | undefined;
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if ((existing?.count ?? 0) > 0) return false;

    // Each demo item is its table's row but for prices in Taka and image file names.
    const { products: p, blogs: b, reviews: r } = content;
    const { bySlug: tree, attributeIdOf } = await insertDemoCategories(
      tx,
      content.categories ?? [],
    );
    let idOfSku = new Map<string, string>();
    if (p.length > 0) {
      const rows = await tx
        .insert(products)
        .values(
          oldestFirst(
            p,
            (
              {
                priceTaka,
                orderIncrement,
                volumeTiers,
                imageFile,
                category,
                specifications,
                gallery,
                documents: _documents,
                ...item
              },
              createdAt,
            ) => ({
              ...item,
              ...specificationOf(tree, item.sku, category, specifications),
              gallery: (gallery ?? []).map(url),
              orderIncrement: orderIncrement ?? 1,
              volumeTiers: (volumeTiers ?? []).map((tier) => ({
                minQuantity: tier.minQuantity,
                unitPricePoisha: toPoisha(tier.priceTaka),
              })),
              image: url(imageFile),
              slug: productSlugOf(item.name, item.sku),
              pricePoisha: toPoisha(priceTaka),
              createdAt,
              updatedAt: createdAt,
            }),
          ),
        )
        .returning({ id: products.id, sku: products.sku });
      idOfSku = new Map(rows.map((row) => [row.sku, row.id]));
      await insertDemoDocuments(tx, p, idOfSku, options);
    }
    if (content.translations) {
      await insertDemoTranslations(tx, content.translations, tree, attributeIdOf, idOfSku);
    }
    if (content.pricing) {
      membersPassword = await insertDemoPricing(tx, content.pricing, idOfSku, tree, new Date(now));
    }
    if (b.length > 0) {
      await tx.insert(blogs).values(
        oldestFirst(b, ({ authorImageFile, imageFile, ...item }, createdAt) => ({
          ...item,
          authorImage: url(authorImageFile),
          image: url(imageFile),
          createdAt,
        })),
      );
    }
    if (r.length > 0) {
      await tx.insert(reviews).values(
        oldestFirst(r, ({ userImageFile, ...item }, createdAt) => ({
          ...item,
          userImage: url(userImageFile),
          createdAt,
        })),
      );
    }
    return true;
  });

  const result: SeedResult = inserted
    ? {
        inserted,
        products: content.products.length,
        blogs: content.blogs.length,
        reviews: content.reviews.length,
      }
    : { inserted, products: 0, blogs: 0, reviews: 0 };
  if (inserted) options.logger?.info(result, 'seeded the demo catalog, blogs and reviews');
  if (inserted && membersPassword && content.pricing) {
    const emails = content.pricing.companies.flatMap((c) => c.members.map((m) => m.email));
    options.logger?.warn(
      { emails },
      `The demo companies' members were created: sign in as ${emails.join(', ')} with the ` +
        `password ${membersPassword}. This password is shown only once.`,
    );
  }
  return result;
}

/**
 * The demo's customer groups, companies with their members (users with a password, one for all,
 * random and returned), and contract price lists with their entries and category rules (decision
 * 320); prices from Taka to poisha, percentages to basis points. Returns the members' password, or
 * `undefined` when there are no members.
 * @throws Error when a list names a SKU, company, group or category the content does not have.
 */
async function insertDemoPricing(
  tx: Transaction,
  pricing: DemoPricing,
  idOfSku: ReadonlyMap<string, string>,
  tree: ReadonlyMap<string, SeededCategory>,
  now: Date,
): Promise<string | undefined> {
  const known = <T>(map: ReadonlyMap<string, T>, key: string, what: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Demo price lists: unknown ${what} ${key}`);
    return value;
  };
  const groupIds = new Map(pricing.customerGroups.map((name) => [name, randomUUID()]));
  if (groupIds.size > 0) {
    await tx.insert(customerGroups).values([...groupIds].map(([name, id]) => ({ id, name })));
  }
  const companyIds = new Map(pricing.companies.map((c) => [c.name, randomUUID()]));
  if (companyIds.size > 0) {
    await tx.insert(companies).values(
      pricing.companies.map(({ members: _members, customerGroup, ...company }) => ({
        ...company,
        id: companyIds.get(company.name)!,
        customerGroupId: customerGroup ? known(groupIds, customerGroup, 'group') : null,
      })),
    );
  }
  const members = pricing.companies.flatMap((c) =>
    c.members.map((m) => ({ ...m, id: randomUUID(), companyId: companyIds.get(c.name)! })),
  );
  let password: string | undefined;
  if (members.length > 0) {
    password = `${randomBytes(12).toString('base64url')}aA1!`;
    const hash = await hashPassword(password);
    await tx
      .insert(users)
      .values(
        members.map((m) => ({ id: m.id, name: m.name, email: m.email, emailVerified: true })),
      );
    await tx.insert(accounts).values(
      members.map((m) => ({
        id: randomUUID(),
        accountId: m.id,
        providerId: 'credential',
        userId: m.id,
        password: hash,
      })),
    );
    await tx
      .insert(companyMembers)
      .values(members.map((m) => ({ companyId: m.companyId, userId: m.id, role: m.role })));
  }
  for (const list of pricing.priceLists) {
    const [row] = await tx
      .insert(priceLists)
      .values({ name: list.name, ...list.window(now) })
      .returning({ id: priceLists.id });
    const priceListId = row!.id;
    const named = (list.companies ?? []).map((name) => ({
      priceListId,
      companyId: known(companyIds, name, 'company'),
    }));
    if (named.length > 0) await tx.insert(priceListCompanies).values(named);
    const grouped = (list.customerGroups ?? []).map((name) => ({
      priceListId,
      customerGroupId: known(groupIds, name, 'group'),
    }));
    if (grouped.length > 0) await tx.insert(priceListGroups).values(grouped);
    const entries = (list.entries ?? []).map((entry) => ({
      priceListId,
      productId: known(idOfSku, entry.sku, 'SKU'),
      minQuantity: entry.minQuantity,
      unitPricePoisha: entry.priceTaka === undefined ? null : toPoisha(entry.priceTaka),
      percentOffBp: entry.percentOff === undefined ? null : percentToBp(entry.percentOff),
    }));
    if (entries.length > 0) await tx.insert(priceListEntries).values(entries);
    const rules = (list.categoryRules ?? []).map((rule) => ({
      priceListId,
      categoryId: known(tree, rule.category, 'category').id,
      percentOffBp: percentToBp(rule.percentOff),
    }));
    if (rules.length > 0) await tx.insert(priceListCategoryRules).values(rules);
  }
  return password;
}

/**
 * Inserts the demo category tree (decision 316) with its attributes. Returns the categories by
 * slug with their inherited attributes.
 */
async function insertDemoCategories(
  tx: Transaction,
  tree: readonly DemoCategory[],
): Promise<{
  bySlug: Map<string, SeededCategory>;
  /** The id of the attribute `key` a category defines itself, by the category's id. */
  attributeIdOf: (categoryId: string, key: string) => string | undefined;
}> {
  const rows = categoryRows(
    tree,
    () => randomUUID(),
    () => randomUUID(),
  );
  if (rows.categories.length > 0) await tx.insert(categories).values(rows.categories);
  if (rows.attributes.length > 0) await tx.insert(categoryAttributes).values(rows.attributes);
  const attributeIds = new Map(
    rows.attributes.map((row) => [`${row.categoryId}:${row.key}`, row.id as string]),
  );
  return {
    bySlug: rows.bySlug,
    attributeIdOf: (categoryId, key) => attributeIds.get(`${categoryId}:${key}`),
  };
}

/**
 * The demo catalog's Bangla texts (decision 326): a translation row per category, attribute and
 * product they name, in the seeding transaction.
 * @throws Error naming a category slug, attribute key or SKU the demo content does not have.
 */
async function insertDemoTranslations(
  tx: Transaction,
  texts: DemoTranslations,
  tree: ReadonlyMap<string, SeededCategory>,
  attributeIdOf: (categoryId: string, key: string) => string | undefined,
  idOfSku: ReadonlyMap<string, string>,
): Promise<void> {
  const categoryIdOf = (slug: string) => {
    const category = tree.get(slug);
    if (!category) throw new Error(`Demo translations: unknown category ${slug}`);
    return category.id;
  };
  const categoryRows = Object.entries(texts.categories).map(([slug, own]) => ({
    categoryId: categoryIdOf(slug),
    locale: 'bn' as const,
    name: own.name,
    description: own.description ?? null,
  }));
  const attributeRows = Object.entries(texts.attributes).flatMap(([slug, byKey]) =>
    Object.entries(byKey).map(([key, own]) => {
      const attributeId = attributeIdOf(categoryIdOf(slug), key);
      if (!attributeId) throw new Error(`Demo translations: unknown attribute ${slug}.${key}`);
      return {
        attributeId,
        locale: 'bn' as const,
        name: own.name,
        optionLabels: own.options ?? {},
      };
    }),
  );
  const productRows = Object.entries(texts.products).map(([sku, own]) => {
    const productId = idOfSku.get(sku);
    if (!productId) throw new Error(`Demo translations: unknown product ${sku}`);
    return {
      productId,
      locale: 'bn' as const,
      name: own.name,
      description: own.description,
      details: own.details ?? null,
    };
  });
  if (categoryRows.length > 0) await tx.insert(categoryTranslations).values(categoryRows);
  if (attributeRows.length > 0) {
    await tx.insert(categoryAttributeTranslations).values(attributeRows);
  }
  if (productRows.length > 0) await tx.insert(productTranslations).values(productRows);
}

/**
 * The demo products' PDFs (decision 318): each a row of `product_documents` pointing at its copy
 * under `/uploads/demo/`, its size read from the assets folder.
 */
async function insertDemoDocuments(
  tx: Transaction,
  items: readonly DemoProduct[],
  idOfSku: ReadonlyMap<string, string>,
  options: SeedOptions,
): Promise<void> {
  const from = options.assetsDir ?? DEMO_ASSETS_DIR;
  const rows: (typeof productDocuments.$inferInsert)[] = [];
  for (const item of items) {
    const productId = idOfSku.get(item.sku);
    if (!productId) continue;
    for (const [position, document] of (item.documents ?? []).entries()) {
      const size = await stat(join(from, document.file)).then(
        (file) => file.size,
        () => 0,
      );
      if (size === 0) continue;
      rows.push({
        productId,
        kind: document.kind,
        title: document.title,
        fileName: document.file,
        storageKey: `demo-${document.file}`,
        url: `${DEMO_UPLOADS_PATH}/${document.file}`,
        sizeBytes: size,
        position,
      });
    }
  }
  if (rows.length > 0) await tx.insert(productDocuments).values(rows);
}

/**
 * A demo image file and, when it is named after its width (`-800w.webp`), the smaller copies
 * beside it that the web app's `srcset` asks for (decision 048), narrowest first.
 */
function withCopies(file: string): string[] {
  const candidates = imageCandidates(`${DEMO_UPLOADS_PATH}/${file}`);
  if (candidates.length === 0) return [file];
  return candidates.map((candidate) => candidate.url.slice(DEMO_UPLOADS_PATH.length + 1));
}

/**
 * The files a demo content refers to, each once: its images with their smaller copies, and its
 * products' PDFs (decision 318).
 */
export function demoImageFiles(content: DemoContent): string[] {
  return [
    ...new Set([
      ...[
        ...content.products.flatMap((item) => [item.imageFile, ...(item.gallery ?? [])]),
        ...content.blogs.flatMap((item) => [item.authorImageFile, item.imageFile]),
        ...content.reviews.map((item) => item.userImageFile),
      ].flatMap(withCopies),
      ...content.products.flatMap((item) => (item.documents ?? []).map((doc) => doc.file)),
    ]),
  ];
}

async function copyDemoImages(content: DemoContent, options: SeedOptions): Promise<void> {
  const from = options.assetsDir ?? DEMO_ASSETS_DIR;
  const to = join(options.dataDir, 'uploads', 'demo');
  await mkdir(to, { recursive: true });
  const missing: string[] = [];
  for (const file of demoImageFiles(content)) {
    // File names come from our own content file; refuse anything that could leave the folders.
    if (!/^[\w.-]+$/.test(file) || file.startsWith('.'))
      throw new Error(`Bad demo image name: ${file}`);
    if (await exists(join(to, file))) continue;
    try {
      await copyFile(join(from, file), join(to, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      missing.push(file);
    }
  }
  if (missing.length > 0) {
    options.logger?.warn(
      { missing, assetsDir: from },
      'demo images not found; their pictures will not show',
    );
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
