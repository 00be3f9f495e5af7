import { subtreeIds } from '@partline/shared';
import type { Database } from '../db/client.js';
import { categoryPath } from '../modules/categories/categories.repository.js';
import {
  countLiveProducts,
  listNewestInCategories,
  listProductUrls,
} from '../modules/products/product-urls.repository.js';
import type { CategoryPageHead } from '../seo/head-tags.js';
import { pagesSitemap, productsSitemap, sitemapIndex, type SitemapPage } from '../seo/sitemap.js';
import { readCategoryTree } from './category-tree.js';

/** Products a category's page names to search engines (its `ItemList`). */
const CATEGORY_HEAD_PRODUCTS = 10;

/**
 * What the head of `/categories/{slug}` needs (decision 318): the category, its path from the
 * top, and its newest products (its subcategories' included). `undefined` for an unknown slug.
 */
export async function readCategoryPageHead(
  db: Database,
  slug: string,
): Promise<CategoryPageHead | undefined> {
  const tree = await readCategoryTree(db);
  const category = tree.find((candidate) => candidate.slug === slug);
  if (!category) return undefined;
  const rows = await listNewestInCategories(
    db,
    subtreeIds(tree, category.id),
    CATEGORY_HEAD_PRODUCTS,
  );
  return {
    category,
    breadcrumbs: categoryPath(tree, category.id),
    products: rows.map(({ name, slug: productSlug }) => ({ name, slug: productSlug })),
  };
}

/** Product URLs in one file of the sitemap: the protocol's limit (sitemaps.org, 50,000). */
export const SITEMAP_PRODUCTS_PER_FILE = 50_000;

/** The pages of the web app a search engine should know besides products (decision 318). */
const STATIC_PAGES: readonly SitemapPage[] = [
  { path: '/' },
  { path: '/all-products' },
  { path: '/blogs' },
  { path: '/portfolio' },
  { path: '/contact' },
  { path: '/warranty' },
];

/**
 * `/sitemap.xml` (decision 318): a sitemap index of `/sitemaps/pages.xml` and one
 * `/sitemaps/products-<n>.xml` per `perFile` live products (at least one file).
 */
export async function readSitemapIndex(
  db: Database,
  publicUrl: string,
  perFile = SITEMAP_PRODUCTS_PER_FILE,
): Promise<string> {
  const files = Math.max(1, Math.ceil((await countLiveProducts(db)) / perFile));
  return sitemapIndex(publicUrl, [
    '/sitemaps/pages.xml',
    ...Array.from({ length: files }, (_, index) => `/sitemaps/products-${index + 1}.xml`),
  ]);
}

/** `/sitemaps/pages.xml`: the app's own pages and every category's page. */
export async function readPagesSitemap(db: Database, publicUrl: string): Promise<string> {
  const tree = await readCategoryTree(db);
  return pagesSitemap(publicUrl, [
    ...STATIC_PAGES,
    ...tree.map((category) => ({ path: `/categories/${category.slug}` })),
  ]);
}

/**
 * `/sitemaps/products-<n>.xml` (`n` from 1): the `n`-th `perFile` live products, oldest first,
 * each with its last change; `undefined` past the last file (file 1 always exists).
 */
export async function readProductsSitemap(
  db: Database,
  publicUrl: string,
  n: number,
  perFile = SITEMAP_PRODUCTS_PER_FILE,
): Promise<string | undefined> {
  const rows = await listProductUrls(db, (n - 1) * perFile, perFile);
  if (rows.length === 0 && n > 1) return undefined;
  return productsSitemap(publicUrl, rows);
}
