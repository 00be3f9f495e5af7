import type { PriceListTerms } from '@partline/shared';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { statementRows } from '../../db/rows.js';

/** One row of {@link priceTermsOf}'s statement: a product's step in one applicable list. */
interface TermRow {
  product_id: string;
  price_list_id: string;
  price_list_name: string;
  min_quantity: number;
  unit_price_poisha: string | number | null;
  percent_off_bp: number | null;
}

/**
 * The statement of the contract terms of `userId` at `now` for the products `wanted` selects
 * (decision 320): the price lists of the caller's company — named for it, or for its customer
 * group — whose validity window `[startsAt, endsAt)` holds `now`, each with the product's own
 * entries, or else the list's discount on the nearest category of the product's ancestry that has
 * one (from 1 piece on). Read from the membership as it is now: a person who left their company
 * gets no list. A list applies only to a company billed in its currency (decision 327): its prices
 * are amounts of that currency; `baseOnly` keeps the lists in Taka alone (the catalog's prices are
 * Taka). `wanted` is a condition on `products p`; each part a value or a placeholder.
 */
function termsStatement(
  userId: string | Placeholder,
  wanted: SQL,
  now: SQL,
  baseOnly = false,
): SQL {
  return sql`
    WITH RECURSIVE member AS (
      SELECT m.company_id, c.customer_group_id, c.currency FROM company_members m
      JOIN companies c ON c.id = m.company_id WHERE m.user_id = ${userId}::text
    ), lists AS (
      SELECT DISTINCT pl.id, pl.name FROM price_lists pl
      WHERE pl.currency IN (SELECT currency FROM member)
        ${baseOnly ? sql`AND pl.currency = 'BDT'` : sql``}
        AND (pl.starts_at IS NULL OR pl.starts_at <= ${now})
        AND (pl.ends_at IS NULL OR ${now} < pl.ends_at)
        AND (pl.id IN (SELECT plc.price_list_id FROM price_list_companies plc
                        JOIN member ON plc.company_id = member.company_id)
          OR pl.id IN (SELECT plg.price_list_id FROM price_list_groups plg
                        JOIN member ON plg.customer_group_id = member.customer_group_id))
    ), wanted AS (
      SELECT p.id, p.category_id FROM products p WHERE ${wanted}
    ), own AS (
      SELECT e.product_id, l.id AS price_list_id, l.name AS price_list_name, e.min_quantity,
        e.unit_price_poisha, e.percent_off_bp
      FROM lists l JOIN price_list_entries e ON e.price_list_id = l.id
      WHERE e.product_id IN (SELECT id FROM wanted)
    ), ancestry AS (
      SELECT w.id AS product_id, c.id AS category_id, c.parent_id, 0 AS depth
      FROM wanted w JOIN categories c ON c.id = w.category_id
      WHERE EXISTS (SELECT 1 FROM price_list_category_rules r JOIN lists l ON l.id = r.price_list_id)
      UNION ALL
      SELECT a.product_id, c.id, c.parent_id, a.depth + 1
      FROM ancestry a JOIN categories c ON c.id = a.parent_id
    ), by_category AS (
      SELECT DISTINCT ON (a.product_id, l.id) a.product_id, l.id AS price_list_id,
        l.name AS price_list_name, 1 AS min_quantity, NULL::bigint AS unit_price_poisha,
        r.percent_off_bp
      FROM ancestry a JOIN price_list_category_rules r ON r.category_id = a.category_id
      JOIN lists l ON l.id = r.price_list_id
      WHERE NOT EXISTS (SELECT 1 FROM own o
                        WHERE o.product_id = a.product_id AND o.price_list_id = l.id)
      ORDER BY a.product_id, l.id, a.depth
    )
    SELECT * FROM own UNION ALL SELECT * FROM by_category`;
}

/** The terms of the rows of {@link termsStatement}, by product; amounts in poisha. */
function termsOfRows(rows: readonly TermRow[]): Map<string, PriceListTerms[]> {
  const terms = new Map<string, PriceListTerms[]>();
  for (const row of rows) {
    let lists = terms.get(row.product_id);
    if (!lists) terms.set(row.product_id, (lists = []));
    let list = lists.find((entry) => entry.priceListId === row.price_list_id);
    if (!list) {
      list = {
        priceListId: row.price_list_id,
        priceListName: row.price_list_name,
        fixed: [],
        discounts: [],
      };
      lists.push(list);
    }
    const minQuantity = Number(row.min_quantity);
    if (row.unit_price_poisha !== null) {
      (list.fixed as { minQuantity: number; unitPrice: number }[]).push({
        minQuantity,
        unitPrice: Number(row.unit_price_poisha),
      });
    } else if (row.percent_off_bp !== null) {
      (list.discounts as { minQuantity: number; percentOffBp: number }[]).push({
        minQuantity,
        percentOffBp: Number(row.percent_off_bp),
      });
    }
  }
  return terms;
}

const TERMS_ORDER = sql`ORDER BY price_list_name, price_list_id, min_quantity`;

/**
 * The contract terms that apply to `userId` at `at` for each of `productIds` ({@link
 * termsStatement}, decision 320), in one statement; lists ordered by name, steps by minimum
 * quantity. Amounts in poisha. A product without terms is absent from the map.
 */
export async function priceTermsOf(
  db: Executor,
  userId: string,
  productIds: readonly string[],
  at: Date,
): Promise<Map<string, PriceListTerms[]>> {
  if (productIds.length === 0) return new Map();
  const wanted = sql`p.id = ANY(${sql.param([...new Set(productIds)])}::uuid[])`;
  const now = sql`${at.toISOString()}::timestamptz`;
  const result = await db.execute(sql`${termsStatement(userId, wanted, now)} ${TERMS_ORDER}`);
  return termsOfRows(statementRows<TermRow>(result));
}

/** The parameters of a {@link preparePriceTerms} statement. */
export interface PriceTermsParams {
  userId: string;
  /** The clock of the read: a list applies while `startsAt <= at < endsAt`. */
  at: Date;
  /** The products, for a statement prepared without a subquery of its own. */
  productIds?: readonly string[];
}

/** A prepared {@link priceTermsOf}: the terms of one call's caller, clock and products. */
export type PreparedPriceTerms = (
  params: PriceTermsParams,
) => Promise<Map<string, PriceListTerms[]>>;

/** The statements {@link preparePriceTerms} made, by database and name. */
const prepared = new WeakMap<Database, Map<string, PreparedPriceTerms>>();

/**
 * {@link priceTermsOf} as a statement of `db` prepared under `name`, made on the first call of a
 * database and name and kept with the database (PostgreSQL plans it once per connection: the
 * reads that price every request, decision 320). The products are `products` — a subquery of one
 * `uuid` column that may use the placeholder `userId` — or, without it, the list `productIds` of
 * each call. A name stands for one statement: `products` is read on its first call only.
 */
export function preparePriceTerms(
  db: Database,
  name: string,
  products?: SQL,
  baseOnly = false,
): PreparedPriceTerms {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let terms = byName.get(name);
  if (!terms) byName.set(name, (terms = prepareTerms(db, name, products, baseOnly)));
  return terms;
}

function prepareTerms(
  db: Database,
  name: string,
  products: SQL | undefined,
  baseOnly: boolean,
): PreparedPriceTerms {
  const wanted = products
    ? sql`p.id IN (${products})`
    : sql`p.id = ANY(${sql.placeholder('productIds')}::uuid[])`;
  const column = <T>(name: string) => sql<T>`${sql.identifier('terms')}.${sql.identifier(name)}`;
  const statement = db
    .select({
      product_id: column<string>('product_id'),
      price_list_id: column<string>('price_list_id'),
      price_list_name: column<string>('price_list_name'),
      min_quantity: column<number>('min_quantity'),
      unit_price_poisha: column<string | number | null>('unit_price_poisha'),
      percent_off_bp: column<number | null>('percent_off_bp'),
    })
    .from(
      sql`(${termsStatement(
        sql.placeholder('userId'),
        wanted,
        sql`${sql.placeholder('at')}::timestamptz`,
        baseOnly,
      )}) AS terms`,
    )
    .orderBy(sql`price_list_name, price_list_id, min_quantity`)
    .prepare(name);
  return async ({ userId, at, productIds }) => {
    if (!products && (!productIds || productIds.length === 0)) return new Map();
    const rows = await statement.execute({
      userId,
      at: at.toISOString(),
      productIds: productIds ? [...new Set(productIds)] : [],
    });
    return termsOfRows(rows);
  };
}
