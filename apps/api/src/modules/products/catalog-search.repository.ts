import { and, count, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import type { ProductRow } from './products.repository.js';

/** What the catalog is narrowed by; prices in poisha. */
export interface CatalogFilter {
  /** Words that must each appear in the name, the description or the SKU, ignoring case. */
  words: readonly string[];
  minPricePoisha?: number;
  maxPricePoisha?: number;
  /** Only products a client can order now (buyable pieces ≥ minimum order quantity). */
  inStock: boolean;
}

/** Orders of the catalog; each ends on the id so pages never overlap or skip. */
export type CatalogOrder = 'newest' | 'price-asc' | 'price-desc';

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The WHERE clause of a search. Every condition but one has an index behind it (decision 066):
 * `products_name_trgm_idx` / `products_description_trgm_idx` / `products_sku_trgm_idx` for the
 * words (pg_trgm answers `ILIKE '%word%'`; the SKU since decision 122), `products_price_idx` for
 * the price range. The in-stock condition filters the rows of the order's index: an index naming
 * `held_quantity` would make every stock hold a non-HOT update (decision 165).
 */
function whereOf(filter: CatalogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  for (const word of filter.words) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(
      or(
        sql`${products.name} ILIKE ${pattern}`,
        sql`${products.description} ILIKE ${pattern}`,
        sql`${products.sku} ILIKE ${pattern}`,
      ),
    );
  }
  if (filter.minPricePoisha !== undefined) {
    conditions.push(gte(products.pricePoisha, filter.minPricePoisha));
  }
  if (filter.maxPricePoisha !== undefined) {
    conditions.push(lte(products.pricePoisha, filter.maxPricePoisha));
  }
  if (filter.inStock) {
    conditions.push(
      sql`${products.availableQuantity} - ${products.heldQuantity} >= ${products.minOrder}`,
    );
  }
  return and(...conditions);
}

// NULLS LAST as in products_catalog_idx (a plain DESC means NULLS FIRST, which that index cannot
// give in order).
const ORDER_BY: Record<CatalogOrder, SQL[]> = {
  newest: [sql`${products.createdAt} DESC NULLS LAST`, sql`${products.id} DESC NULLS LAST`],
  'price-asc': [sql`${products.pricePoisha} ASC`, sql`${products.id} ASC`],
  'price-desc': [sql`${products.pricePoisha} DESC`, sql`${products.id} DESC`],
};

/**
 * The query of one page of matching products, not yet run (tests EXPLAIN it). Deleted products
 * never match.
 */
export function catalogPageQuery(
  db: Database,
  filter: CatalogFilter,
  order: CatalogOrder,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(products)
    .where(whereOf(filter))
    .orderBy(...ORDER_BY[order])
    .limit(page.limit)
    .offset(page.offset);
}

/** The query counting every matching product, not yet run. */
export function catalogCountQuery(db: Database, filter: CatalogFilter) {
  return db.select({ total: count() }).from(products).where(whereOf(filter));
}

/**
 * One page of matching products and how many match in all, read from one snapshot (a
 * repeatable-read, read-only transaction), so the total and the page agree.
 */
export function findCatalogPage(
  db: Database,
  filter: CatalogFilter,
  order: CatalogOrder,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  return db.transaction(
    async (tx) => {
      const [counted] = await catalogCountQuery(tx, filter);
      const total = counted?.total ?? 0;
      const rows = total > page.offset ? await catalogPageQuery(tx, filter, order, page) : [];
      return { rows, total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
