import { rmSync } from 'node:fs';
import { AdminOverviewSchema, OrderListSchema, ProductSearchResultSchema } from '@partline/shared';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { signInUser, sendAs } from '../../../../test/helpers/auth.js';
import {
  createTestDatabase,
  makeTempDir,
  testConfig,
  testDatabaseKind,
  type TestDatabase,
} from '../../../../test/helpers/test-app.js';
import {
  countsAt,
  LARGE_ADMIN_EMAIL,
  LARGE_SEED_PASSWORD,
  makeCompanies,
  makePriceLists,
  makeProducts,
  NAMED_BUYERS,
  namedBuyerEmail,
} from './large-content.js';
import { DatabaseNotEmptyError, largeSeedMark, seedLarge } from './seed-large.js';

const SCALE = 0.002;
const END = new Date('2026-06-01T00:00:00Z');

// COPY … FROM STDIN is a PostgreSQL wire-protocol stream; PGlite in this process has no such
// connection (pg-copy-streams needs a `pg` client), so the seeder is PostgreSQL only.
describe.skipIf(testDatabaseKind === 'pglite')('npm run seed:large (decision 200)', () => {
  let database: TestDatabase;
  let app: App;
  let dataDir: string;
  const query = async <T>(statement: string, values: unknown[] = []) =>
    (await (database.handle.db as unknown as { $client: pg.Pool }).$client.query(statement, values))
      .rows as T[];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedLarge({ databaseUrl: database.url!, scale: SCALE, endsAt: END });
    dataDir = makeTempDir();
    app = await buildApp(testConfig(dataDir), { database: database.handle });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the counts of its scale, every order with lines whose tier prices sum to its total', async () => {
    const counts = countsAt(SCALE);
    const [row] = await query<Record<string, number>>(`SELECT
        (SELECT count(*)::int FROM products) AS products,
        (SELECT count(*)::int FROM users WHERE role = 'user') AS clients,
        (SELECT count(*)::int FROM orders) AS orders,
        (SELECT count(*)::int FROM order_lines) AS lines,
        (SELECT count(*)::int FROM orders WHERE status IN ('paid', 'delivered')) AS paid,
        (SELECT count(*)::int FROM invoices) AS invoices,
        (SELECT count(*)::int FROM orders o WHERE total_poisha <>
          (SELECT sum(line_total_poisha) FROM order_lines l WHERE l.order_id = o.id)) AS wrong_totals,
        (SELECT count(DISTINCT status)::int FROM orders) AS statuses,
        (SELECT count(*)::int FROM orders WHERE status = 'delivered' AND delivered_at IS NULL) AS undated,
        (SELECT count(*)::int FROM customer_groups) AS groups,
        (SELECT count(*)::int FROM price_lists) AS price_lists,
        (SELECT count(*)::int FROM price_list_entries) AS entries,
        (SELECT count(*)::int FROM price_lists pl WHERE NOT EXISTS
          (SELECT 1 FROM price_list_companies c WHERE c.price_list_id = pl.id) AND NOT EXISTS
          (SELECT 1 FROM price_list_groups g WHERE g.price_list_id = pl.id)) AS unassigned,
        (SELECT count(*)::int FROM price_list_entries e JOIN products p ON p.id = e.product_id
          WHERE e.unit_price_poisha >= p.price_poisha) AS dearer`);
    expect(row).toMatchObject({
      products: counts.products,
      clients: counts.clients,
      orders: counts.orders,
      invoices: row!.paid,
      wrong_totals: 0,
      undated: 0,
      groups: counts.customerGroups,
      price_lists: counts.priceLists,
      entries: counts.priceListEntries,
      unassigned: 0,
      dearer: 0,
    });
    const linesPerOrder = row!.lines! / row!.orders!;
    expect(linesPerOrder).toBeGreaterThan(2.5);
    expect(linesPerOrder).toBeLessThan(3.5);
    expect(row!.statuses).toBeGreaterThanOrEqual(5);
  });

  it('lets a named buyer sign in and read their orders, and the catalog search find a SKU', async () => {
    const email = namedBuyerEmail(1);
    const buyer = await signInUser(app, email, LARGE_SEED_PASSWORD);
    const mine = await sendAs(app, buyer, 'GET', `/api/orders/${encodeURIComponent(email)}`);
    expect(mine.statusCode).toBe(200);
    const orders = OrderListSchema.parse(mine.json());
    const [own] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE user_email = $1',
      [email],
    );
    expect(orders).toHaveLength(own!.n);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => order.userEmail === email)).toBe(true);

    const [product] = await query<{ sku: string; name: string }>(
      'SELECT sku, name FROM products WHERE deleted_at IS NULL ORDER BY sku DESC LIMIT 1',
    );
    const found = await app.inject({
      method: 'GET',
      url: `/api/products/search?q=${encodeURIComponent(product!.sku)}`,
    });
    expect(found.statusCode).toBe(200);
    const result = ProductSearchResultSchema.parse(found.json());
    expect(result.items.map((item) => item.sku)).toContain(product!.sku);
  });

  it("gives each named buyer's company several valid price lists over the catalog's first page and DDR5 (decision 320)", async () => {
    const newest = (await app.inject('/api/products?sort=newest&limit=50')).json() as {
      _id: string;
    }[];
    const ddr5 = ProductSearchResultSchema.parse(
      (await app.inject('/api/products/search?category=ddr5-memory&page=1&pageSize=12')).json(),
    );
    const productIds = [...newest.map((p) => p._id), ...ddr5.items.map((p) => p._id)];
    for (let n = 1; n <= NAMED_BUYERS; n += 1) {
      // The lists that apply to the buyer at the seeding day, as the pricing statement reads them.
      const [row] = await query<{ lists: number; covered: number }>(
        `WITH member AS (
            SELECT m.company_id, c.customer_group_id FROM company_members m
            JOIN companies c ON c.id = m.company_id JOIN users u ON u.id = m.user_id
            WHERE u.email = $1
          ), lists AS (
            SELECT pl.id FROM price_lists pl
            WHERE (pl.starts_at IS NULL OR pl.starts_at <= $2) AND (pl.ends_at IS NULL OR $2 < pl.ends_at)
              AND (pl.id IN (SELECT price_list_id FROM price_list_companies
                              WHERE company_id IN (SELECT company_id FROM member))
                OR pl.id IN (SELECT price_list_id FROM price_list_groups
                              WHERE customer_group_id IN (SELECT customer_group_id FROM member)))
          )
          SELECT (SELECT count(*)::int FROM lists) AS lists,
            (SELECT count(*)::int FROM products p WHERE p.id = ANY($3::uuid[]) AND (
              EXISTS (SELECT 1 FROM price_list_entries e
                WHERE e.product_id = p.id AND e.price_list_id IN (SELECT id FROM lists))
              OR EXISTS (SELECT 1 FROM price_list_category_rules r
                WHERE r.category_id = p.category_id AND r.price_list_id IN (SELECT id FROM lists)))
            ) AS covered`,
        [namedBuyerEmail(n), END.toISOString(), productIds],
      );
      expect(row!.lists, namedBuyerEmail(n)).toBeGreaterThanOrEqual(2);
      expect(row!.covered, namedBuyerEmail(n)).toBeGreaterThanOrEqual(productIds.length / 2);
    }
  });

  it('puts every product in a category of the demo tree with a generated specification (decision 316)', async () => {
    const [row] = await query<Record<string, number>>(`SELECT
        (SELECT count(*)::int FROM categories) AS categories,
        (SELECT count(*)::int FROM category_attributes) AS attributes,
        (SELECT count(*)::int FROM products WHERE category_id IS NULL OR spec_text = '') AS bare,
        (SELECT count(DISTINCT specifications->>'capacity_gb')::int FROM products p
          JOIN categories c ON c.id = p.category_id WHERE c.slug = 'ddr5-memory') AS capacities`);
    expect(row).toMatchObject({ bare: 0 });
    expect(row!.categories).toBeGreaterThan(10);
    expect(row!.attributes).toBeGreaterThan(40);
    expect(row!.capacities).toBeGreaterThanOrEqual(3);
    const res = await app.inject('/api/categories');
    const tops = (res.json() as { parentId: string | null; productCount: number }[]).filter(
      (c) => c.parentId === null,
    );
    const [live] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE deleted_at IS NULL',
    );
    expect(tops.reduce((sum, c) => sum + c.productCount, 0)).toBe(live!.n);
  });

  it("fills the overview's rollups, which its triggers did not see, from the orders it wrote", async () => {
    const admin = await signInUser(app, LARGE_ADMIN_EMAIL, LARGE_SEED_PASSWORD);
    const res = await app.inject({ url: '/api/admin/overview', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const overview = AdminOverviewSchema.parse(res.json());
    const byStatus = await query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM orders GROUP BY status',
    );
    for (const { status, count } of byStatus) {
      expect(overview.ordersByStatus.find((row) => row.status === status)?.count).toBe(count);
    }
  });

  it('refuses a database with data unless reset; a reset gives the same rows again, reuse keeps them', async () => {
    const fingerprint = async () =>
      (
        await query<{ digest: string }>(
          `SELECT md5(string_agg(id::text || status || total_poisha, ',' ORDER BY id)) AS digest
            FROM orders`,
        )
      )[0]!.digest;
    const before = await fingerprint();
    await expect(
      seedLarge({ databaseUrl: database.url!, scale: SCALE, endsAt: END }),
    ).rejects.toBeInstanceOf(DatabaseNotEmptyError);

    await seedLarge({ databaseUrl: database.url!, scale: SCALE, endsAt: END, reset: true });
    expect(await fingerprint()).toBe(before);
    // The reset keeps the settings row the app cannot start without.
    expect(await query('SELECT id FROM shop_settings')).toEqual([{ id: 1 }]);
    const [mark] = await query<{ mark: string }>(
      "SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = current_database()",
    );
    expect(mark!.mark).toBe(largeSeedMark(SCALE, 1));
    const again = await seedLarge({ databaseUrl: database.url!, scale: SCALE, reuse: true });
    expect(again.reused).toBe(true);
    expect(await fingerprint()).toBe(before);
  }, 60_000);
});

describe("the volume data set's price lists (decision 320)", () => {
  it('mixes group and company lists, valid, expired and scheduled, fixed and percentage entries', () => {
    const scale = 0.05;
    const end = END.getTime();
    const counts = countsAt(scale);
    const companies = makeCompanies(1, counts.companies);
    const pricing = makePriceLists(
      1,
      counts,
      makeProducts(1, counts.products, end),
      companies,
      end,
    );
    expect(pricing.lists).toHaveLength(counts.priceLists);
    expect(pricing.entries).toHaveLength(counts.priceListEntries);
    const states = pricing.lists.map((l) =>
      l.startsAt !== null && l.startsAt > end
        ? 'scheduled'
        : l.endsAt !== null && l.endsAt <= end
          ? 'expired'
          : 'valid',
    );
    const share = (state: string) => states.filter((s) => s === state).length / states.length;
    expect(share('valid')).toBeGreaterThan(0.6);
    expect(share('expired')).toBeGreaterThan(0.05);
    expect(share('scheduled')).toBeGreaterThan(0);
    expect(pricing.lists.filter((l) => l.groups.length > 0).length).toBe(counts.priceLists / 5);
    expect(pricing.lists.some((l) => l.categoryRules.length > 0)).toBe(true);
    const fixed = pricing.entries.filter((e) => e.unitPricePoisha !== null).length;
    expect(fixed / pricing.entries.length).toBeGreaterThan(0.4);
    expect(fixed / pricing.entries.length).toBeLessThan(0.8);
    const keys = new Set(pricing.entries.map((e) => `${e.list}:${e.product}:${e.minQuantity}`));
    expect(keys.size).toBe(pricing.entries.length);
    expect(new Set(pricing.lists.map((l) => l.name.toLowerCase())).size).toBe(counts.priceLists);
    // The same seed draws the same lists.
    const again = makePriceLists(1, counts, makeProducts(1, counts.products, end), companies, end);
    expect(again.entries).toEqual(pricing.entries);
  });
});
