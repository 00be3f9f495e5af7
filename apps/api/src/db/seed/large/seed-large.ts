import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  PARTLINE_SELLER,
  STANDARD_VAT_RATE,
  formatInvoiceNumber,
  lineTax,
  productSlugOf,
} from '@partline/shared';
import { hashPassword } from 'better-auth/crypto';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createDatabase } from '../../client.js';
import { categoryRows, specificationOf } from '../category-rows.js';
import { demoCategories } from '../demo-content.js';
import { seedDemoContent } from '../seed.js';
import {
  LARGE_ADMIN_EMAIL,
  LARGE_SEED_PASSWORD,
  NAMED_BUYERS,
  TAG,
  countsAt,
  makeClients,
  makeCompanies,
  makePriceLists,
  makeProducts,
  orderAt,
  orderNameOf,
  uuidOf,
  type LargeCounts,
  type LargeOrder,
  type LargePricing,
  type OrderWorld,
} from './large-content.js';

/** Options of {@link seedLarge}. */
export interface LargeSeedOptions {
  /** The PostgreSQL database to fill (migrated first). */
  databaseUrl: string;
  /** 1 = 100,000 products, 20,000 clients, 1,000,000 orders, 1,000 price lists; > 0. */
  scale: number;
  /** Seed of the generator (default 1). */
  seed?: number;
  /** Empty the shop's tables first; without it a database with users, products or orders is refused. */
  reset?: boolean;
  /** The last day of the history (default: today, 00:00 UTC): the same day gives the same rows. */
  endsAt?: Date;
  /** When given, the demo images the products point at are copied into `dataDir/uploads/demo`. */
  dataDir?: string;
  /**
   * Leave a database alone when it is already marked as seeded at this scale and seed by this
   * version of the generator ({@link largeSeedMark}); the benchmark reuses its data set so.
   */
  reuse?: boolean;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

/** What {@link seedLarge} wrote: rows and seconds per step (none when `reused`). */
export interface LargeSeedResult {
  reused: boolean;
  counts: LargeCounts;
  steps: { step: string; rows?: number; seconds: number }[];
  seconds: number;
}

/** The database already holds users, products or orders, and `reset` was not asked for. */
export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('The database already has users, products or orders: run with --reset to empty it first');
    this.name = 'DatabaseNotEmptyError';
  }
}

/**
 * Bump when the generator changes: a database marked with another version is seeded again by
 * `npm run bench -- --data large` (decision 200).
 */
export const LARGE_SEED_VERSION = 2;

/** The comment a seeded database carries (`COMMENT ON DATABASE`), read by the benchmark. */
export function largeSeedMark(scale: number, seed: number): string {
  return `partline seed:large v${LARGE_SEED_VERSION} scale=${scale} seed=${seed}`;
}

/** The tables loaded with COPY: their indexes and keys are dropped before and built after. */
const BULK_TABLES = [
  'users',
  'accounts',
  'companies',
  'company_members',
  'products',
  'orders',
  'order_lines',
  'invoices',
  'reviews',
  'audit_log',
  'customer_groups',
  'price_lists',
  'price_list_companies',
  'price_list_groups',
  'price_list_entries',
  'price_list_category_rules',
] as const;

type Cell = string | number | boolean | null;

const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** One field of COPY's text format: `\N` for null, backslash, tab and line breaks escaped. */
function copyField(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return /[\\\n\r\t]/.test(value) ? value.replace(/[\\\n\r\t]/g, (c) => COPY_ESCAPES[c]!) : value;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A step's clock and its progress line. */
function stepper(log: (line: string) => void, steps: LargeSeedResult['steps']) {
  return async <T>(step: string, run: () => Promise<T>, rows?: () => number): Promise<T> => {
    const started = performance.now();
    const value = await run();
    const seconds = (performance.now() - started) / 1000;
    const count = rows?.();
    steps.push({ step, ...(count === undefined ? {} : { rows: count }), seconds });
    log(
      `${step.padEnd(28)} ${count === undefined ? '' : `${count.toLocaleString('en')} rows `}${seconds.toFixed(1)} s`,
    );
    return value;
  };
}

/**
 * Streams `rows` into `table` with `COPY … FROM STDIN` (text format) in 64 kB chunks, waiting for
 * the server as it reads (constant memory), and logs every tenth of `expected`. Returns the count.
 */
async function copyRows(
  client: pg.Client,
  table: string,
  columns: readonly string[],
  rows: Iterable<Cell[]>,
  expected: number,
  log: (line: string) => void,
): Promise<number> {
  let count = 0;
  const tenth = Math.max(1, Math.ceil(expected / 10));
  const started = performance.now();
  function* chunks(): Generator<string> {
    let chunk = '';
    for (const row of rows) {
      chunk += `${row.map(copyField).join('\t')}\n`;
      count += 1;
      if (count % tenth === 0 && expected >= 100_000) {
        const seconds = (performance.now() - started) / 1000;
        log(`  ${table}: ${count.toLocaleString('en')} rows (${seconds.toFixed(0)} s)`);
      }
      if (chunk.length >= 65_536) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(
    Readable.from(chunks()),
    client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)),
  );
  return count;
}

/** Every order of the world, oldest first, made again from its index on each pass. */
function* everyOrder(world: OrderWorld): Generator<LargeOrder> {
  for (let index = 0; index < world.orders; index += 1) yield orderAt(world, index);
}

/** Year of an instant in the shop's time zone (Asia/Dhaka, UTC+6 all year). */
const shopYear = (ms: number) => new Date(ms + 6 * 3_600_000).getUTCFullYear();

/**
 * An order's number as the `orders_number` trigger of migration 0027 writes it (decision 300):
 * `SO-<year>-<sequence>`, at least six digits. The seed loads with triggers off, so it numbers
 * the orders itself, per year in the order they are generated.
 */
const orderNumber = (year: number, sequence: number) =>
  `SO-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * `npm run seed:large` (decision 200): fills the PostgreSQL database at `databaseUrl` — migrated
 * first, as the app does — with the manufacturer's volume data set at `scale` (1: 100,000
 * products, 20,000 clients in 200 companies, 1,000,000 orders with about 3,000,000 lines over three
 * years in every status, invoices of the paid ones, reviews of one delivered order in twenty,
 * the `order.deliver` audit entries, and 1,000 contract price lists with 100,000 entries for 10
 * customer groups and the companies, decision 320), in ONE transaction: either all of it or nothing. Within it the
 * user triggers of every table are disabled (webhook queueing of migration 0015, catalog
 * notifications of 0006/0014, the append-only guards of 0003/0004 that would refuse `reset`'s
 * TRUNCATE), the bulk tables' indexes, keys and foreign keys are dropped, rows are streamed with
 * COPY, held stock is summed, invoice counters set, and everything is restored and checked before
 * the commit; `VACUUM ANALYZE` follows. The named buyers and the admin sign in with
 * {@link LARGE_SEED_PASSWORD}; the other clients with a password nobody knows.
 * @throws DatabaseNotEmptyError without `reset` on a database with users, products or orders;
 *   RangeError for a scale that is not a number above 0; database errors as they come.
 */
export async function seedLarge(options: LargeSeedOptions): Promise<LargeSeedResult> {
  const { databaseUrl, scale, seed = 1, reset = false } = options;
  if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`Not a scale: ${scale}`);
  const log = options.log ?? (() => undefined);
  const endsAt = (options.endsAt ?? new Date(new Date().toISOString().slice(0, 10))).getTime();
  const counts = countsAt(scale);
  const steps: LargeSeedResult['steps'] = [];
  const step = stepper(log, steps);
  const started = performance.now();

  const handle = await createDatabase({ databaseUrl, dataDir: options.dataDir ?? '.' });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await step('migrate', () => handle.migrate());
    await client.connect();
    if (options.reuse) {
      const { rows: marks } = await client.query<{ mark: string | null }>(
        "SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = current_database()",
      );
      if (marks[0]?.mark === largeSeedMark(scale, seed)) {
        log(`already seeded (${largeSeedMark(scale, seed)}): nothing to do`);
        // A new DATA_DIR (a fresh checkout's journeys) still needs the pictures the products show.
        if (options.dataDir) await seedDemoContent(handle.db, { dataDir: options.dataDir });
        return { reused: true, counts, steps, seconds: (performance.now() - started) / 1000 };
      }
    }
    const { rows: filled } = await client.query<{ filled: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM orders) AS filled',
    );
    if (filled[0]?.filled && !reset) throw new DatabaseNotEmptyError();

    log(
      `seeding ${counts.products.toLocaleString('en')} products, ${counts.clients.toLocaleString('en')} clients, ${counts.orders.toLocaleString('en')} orders (scale ${scale}, seed ${seed})`,
    );
    const [products, clients, companies, buyerHash, otherHash] = await step(
      'generate catalog and clients',
      async () =>
        [
          makeProducts(seed, counts.products, endsAt),
          makeClients(seed, counts.clients, counts.companies, endsAt),
          makeCompanies(seed, counts.companies),
          await hashPassword(LARGE_SEED_PASSWORD),
          await hashPassword(`${uuidOf(seed, TAG.account, -1)}aA1!`),
        ] as const,
    );
    const pricing = await step('generate price lists', async () =>
      makePriceLists(seed, counts, products, companies, endsAt),
    );
    const world: OrderWorld = { seed, orders: counts.orders, endsAt, products, clients };
    const adminId = uuidOf(seed, TAG.user, -1);
    const companyAdmins = new Map(
      clients.filter((c) => c.companyRole === 'admin').map((c) => [c.company, c.id]),
    );

    await client.query('BEGIN');
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    await client.query('SET LOCAL synchronous_commit = off');
    const { rows: tableRows } = await client.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
    );
    const tables = tableRows.map((row) => row.name);
    for (const table of tables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    if (reset) {
      await step('reset', async () => {
        await client.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
        // The one settings row a migration put there (decision 309): the app refuses to start
        // without it.
        await client.query('INSERT INTO shop_settings (id) VALUES (1)');
      });
    }
    const restore = await step('drop indexes and keys', () => dropIndexesAndKeys(client));

    const copy = (
      table: string,
      columns: readonly string[],
      rows: Iterable<Cell[]>,
      expected: number,
    ) => {
      let count = 0;
      return step(
        `copy ${table}`,
        async () => {
          count = await copyRows(client, table, columns, rows, expected, log);
        },
        () => count,
      );
    };
    const at = (ms: number) => new Date(ms).toISOString();

    await copy(
      'users',
      [
        'id',
        'name',
        'email',
        'email_verified',
        'created_at',
        'updated_at',
        'role',
        'banned',
        'address',
        'phone_number',
      ],
      (function* () {
        const registered = at(endsAt - 4 * 365 * 86_400_000);
        yield [
          adminId,
          'Large Admin',
          LARGE_ADMIN_EMAIL,
          true,
          registered,
          registered,
          'admin',
          false,
          null,
          null,
        ];
        for (const c of clients) {
          yield [
            c.id,
            c.name,
            c.email,
            true,
            at(c.createdAt),
            at(c.createdAt),
            'user',
            false,
            c.address,
            c.phoneNumber,
          ];
        }
      })(),
      clients.length + 1,
    );
    await copy(
      'accounts',
      ['id', 'account_id', 'provider_id', 'user_id', 'password', 'created_at', 'updated_at'],
      (function* () {
        yield [
          uuidOf(seed, TAG.account, -1),
          adminId,
          'credential',
          adminId,
          buyerHash,
          at(endsAt),
          at(endsAt),
        ];
        for (const [i, c] of clients.entries()) {
          const hash = i < NAMED_BUYERS ? buyerHash : otherHash;
          yield [
            uuidOf(seed, TAG.account, i),
            c.id,
            'credential',
            c.id,
            hash,
            at(c.createdAt),
            at(c.createdAt),
          ];
        }
      })(),
      clients.length + 1,
    );
    const established = at(endsAt - 4 * 365 * 86_400_000);
    await copy(
      'customer_groups',
      ['id', 'name', 'created_at', 'updated_at'],
      pricing.groups.map((g) => [g.id, g.name, established, established]),
      pricing.groups.length,
    );
    await copy(
      'companies',
      [
        'id',
        'name',
        'trade_licence_number',
        'bin',
        'billing_address',
        'customer_group_id',
        'created_at',
        'updated_at',
      ],
      companies.map((c, i) => {
        const group = pricing.companyGroup[i];
        return [
          c.id,
          c.name,
          c.tradeLicenceNumber,
          c.bin,
          c.billingAddress,
          group === null || group === undefined ? null : pricing.groups[group]!.id,
          established,
          established,
        ];
      }),
      companies.length,
    );
    await copy(
      'company_members',
      [
        'id',
        'company_id',
        'user_id',
        'role',
        'monthly_spending_limit_poisha',
        'created_at',
        'updated_at',
      ],
      (function* () {
        for (const [i, c] of clients.entries()) {
          if (c.company === null) continue;
          // Buyers over a monthly limit of Tk. 5,000,000 wait for their admin (decision 132).
          const limit = c.companyRole === 'buyer' ? 500_000_000 : null;
          yield [
            uuidOf(seed, TAG.member, i),
            companies[c.company]!.id,
            c.id,
            c.companyRole,
            limit,
            at(c.createdAt),
            at(c.createdAt),
          ];
        }
      })(),
      Math.ceil(clients.length / 10),
    );
    // The demo's category tree with its attributes (decision 316); each family is in its category.
    const tree = categoryRows(
      demoCategories,
      (index) => uuidOf(seed, TAG.category, index),
      (index) => uuidOf(seed, TAG.attribute, index),
    );
    await copy(
      'categories',
      ['id', 'parent_id', 'name', 'slug', 'description', 'position'],
      tree.categories.map((c) => [
        c.id as string,
        c.parentId ?? null,
        c.name,
        c.slug,
        c.description ?? '',
        c.position ?? 0,
      ]),
      tree.categories.length,
    );
    await copy(
      'category_attributes',
      [
        'id',
        'category_id',
        'key',
        'name',
        'type',
        'unit',
        'options',
        'required',
        'filterable',
        'position',
      ],
      tree.attributes.map((a) => [
        a.id as string,
        a.categoryId,
        a.key,
        a.name,
        a.type,
        a.unit ?? null,
        JSON.stringify(a.options ?? []),
        a.required ?? false,
        a.filterable ?? false,
        a.position ?? 0,
      ]),
      tree.attributes.length,
    );
    await copy(
      'products',
      [
        'id',
        'name',
        'sku',
        'image',
        'price_poisha',
        'min_order',
        'order_increment',
        'volume_tiers',
        'available_quantity',
        'description',
        'slug',
        'category_id',
        'specifications',
        'spec_text',
        'created_at',
        'updated_at',
        'deleted_at',
      ],
      products.map((p) => {
        const catalog = specificationOf(tree.bySlug, p.sku, p.category, p.specifications);
        return [
          p.id,
          p.name,
          p.sku,
          p.image,
          p.pricePoisha,
          p.minOrder,
          p.orderIncrement,
          JSON.stringify(p.volumeTiers),
          p.availableQuantity,
          p.description,
          productSlugOf(p.name, p.sku),
          catalog.categoryId,
          JSON.stringify(catalog.specifications),
          catalog.specText,
          at(p.createdAt),
          at(p.createdAt),
          iso(p.deletedAt),
        ];
      }),
      products.length,
    );
    await copyPriceLists(copy, pricing, {
      products,
      companies,
      categoryIdOf: (slug) => tree.bySlug.get(slug)!.id,
      established,
    });
    // Order numbers per year of creation; each order's sequence is kept for its invoice.
    const lastOrderNumber = new Map<number, number>();
    const orderSequence = new Int32Array(world.orders);
    await copy(
      'orders',
      [
        'id',
        'number',
        'user_id',
        'user_name',
        'user_email',
        'product_id',
        'product_name',
        'product_price_poisha',
        'product_image',
        'product_description',
        'min_order',
        'available_quantity_at_order',
        'quantity',
        'total_poisha',
        'address',
        'phone_number',
        'status',
        'is_paid',
        'is_delivered',
        'is_reviewed',
        'transaction_id',
        'payment_provider',
        'card_brand',
        'card_last4',
        'created_at',
        'paid_at',
        'delivered_at',
        'cancelled_at',
        'stock_held',
        'po_number',
        'company_id',
        'declined_at',
        'declined_by_id',
        'payment_method',
        'vat_poisha',
      ],
      (function* () {
        for (const o of everyOrder(world)) {
          const first = o.lines[0]!;
          const company = o.client.company;
          const year = shopYear(o.createdAt);
          const sequence = (lastOrderNumber.get(year) ?? 0) + 1;
          lastOrderNumber.set(year, sequence);
          orderSequence[o.index] = sequence;
          yield [
            o.id,
            orderNumber(year, sequence),
            o.client.id,
            o.client.name,
            o.client.email,
            first.product.id,
            orderNameOf(o),
            first.unitPricePoisha,
            first.product.image,
            first.product.description,
            first.product.minOrder,
            first.product.availableQuantity,
            o.quantity,
            o.totalPoisha,
            o.client.address,
            o.client.phoneNumber,
            o.status,
            o.paidAt !== null,
            o.deliveredAt !== null,
            o.review !== null,
            o.transactionId,
            o.transactionId ? 'local' : null,
            o.cardBrand,
            o.cardLast4,
            at(o.createdAt),
            iso(o.paidAt),
            iso(o.deliveredAt),
            iso(o.cancelledAt),
            o.stockHeld,
            o.poNumber,
            company === null ? null : companies[company]!.id,
            iso(o.declinedAt),
            o.declinedAt === null ? null : (companyAdmins.get(company) ?? null),
            'card',
            o.lines.reduce((sum, line) => sum + seededLineTax(line).vatPoisha, 0),
          ];
        }
      })(),
      counts.orders,
    );
    await copy(
      'order_lines',
      [
        'id',
        'order_id',
        'position',
        'product_id',
        'sku',
        'product_name',
        'product_image',
        'quantity',
        'unit_price_poisha',
        'line_total_poisha',
        'vat_rate',
        'value_excl_vat_poisha',
        'vat_poisha',
      ],
      (function* () {
        for (const o of everyOrder(world)) {
          for (const [position, line] of o.lines.entries()) {
            const p = line.product;
            const tax = seededLineTax(line);
            yield [
              uuidOf(seed, TAG.line, o.index * 8 + position),
              o.id,
              position,
              p.id,
              p.sku,
              p.name,
              p.image,
              line.quantity,
              line.unitPricePoisha,
              line.lineTotalPoisha,
              tax.vatRate,
              tax.valueExclVatPoisha,
              tax.vatPoisha,
            ];
          }
        }
      })(),
      counts.orders * 3,
    );
    // Invoice numbers are gap-free per year of the shop's calendar (decision 060), in order of
    // the orders; the counters go on from the last one.
    const lastNumber = new Map<number, number>();
    const seller = JSON.stringify(PARTLINE_SELLER);
    await copy(
      'invoices',
      [
        'id',
        'number',
        'order_id',
        'issued_at',
        'seller',
        'buyer_name',
        'buyer_email',
        'buyer_address',
        'buyer_phone',
        'product_name',
        'unit_price_poisha',
        'quantity',
        'total_poisha',
        'payment_provider',
        'payment_reference',
        'card_brand',
        'card_last4',
        'paid_at',
        'po_number',
        'lines',
        'order_number',
      ],
      (function* () {
        for (const o of everyOrder(world)) {
          if (o.paidAt === null) continue;
          const year = shopYear(o.paidAt);
          const sequence = (lastNumber.get(year) ?? 0) + 1;
          lastNumber.set(year, sequence);
          const lines = o.lines.map((line) => ({
            sku: line.product.sku,
            productName: line.product.name,
            quantity: line.quantity,
            unitPricePoisha: line.unitPricePoisha,
            lineTotalPoisha: line.lineTotalPoisha,
          }));
          yield [
            uuidOf(seed, TAG.invoice, o.index),
            formatInvoiceNumber(year, sequence),
            o.id,
            at(o.paidAt),
            seller,
            o.client.name,
            o.client.email,
            o.client.address,
            o.client.phoneNumber,
            orderNameOf(o),
            o.lines[0]!.unitPricePoisha,
            o.quantity,
            o.totalPoisha,
            'local',
            o.transactionId,
            o.cardBrand,
            o.cardLast4,
            at(o.paidAt),
            o.poNumber,
            JSON.stringify(lines),
            orderNumber(shopYear(o.createdAt), orderSequence[o.index]!),
          ];
        }
      })(),
      Math.round(counts.orders * 0.85),
    );
    await copy(
      'reviews',
      ['id', 'user_id', 'order_id', 'user_name', 'user_image', 'body', 'rating', 'created_at'],
      (function* () {
        for (const o of everyOrder(world)) {
          if (!o.review) continue;
          yield [
            uuidOf(seed, TAG.review, o.index),
            o.client.id,
            o.id,
            o.client.name,
            o.lines[0]!.product.image,
            o.review.body,
            o.review.rating,
            at(o.review.createdAt),
          ];
        }
      })(),
      Math.round(counts.orders * 0.04),
    );
    const before = JSON.stringify({
      status: 'paid',
      isPaid: true,
      isDelivered: false,
      deliveredAt: null,
    });
    await copy(
      'audit_log',
      [
        'id',
        'actor_id',
        'actor_email',
        'action',
        'target_type',
        'target_id',
        'target_label',
        'before',
        'after',
        'created_at',
      ],
      (function* () {
        for (const o of everyOrder(world)) {
          if (o.deliveredAt === null) continue;
          const after = JSON.stringify({
            status: 'delivered',
            isPaid: true,
            isDelivered: true,
            deliveredAt: at(o.deliveredAt),
          });
          // The label of orders.service's orderLabel: `<quantity> × <product> for <e-mail>`.
          yield [
            uuidOf(seed, TAG.audit, o.index),
            adminId,
            LARGE_ADMIN_EMAIL,
            'order.deliver',
            'order',
            o.id,
            `${o.quantity} × ${orderNameOf(o)} for ${o.client.email}`,
            before,
            after,
            at(o.deliveredAt),
          ];
        }
      })(),
      Math.round(counts.orders * 0.8),
    );

    await step('held stock, invoice and order counters', async () => {
      // Paid orders not yet delivered hold their lines' pieces (decision 126); the stock covers them.
      await client.query(`UPDATE products p SET held_quantity = h.pieces,
          available_quantity = greatest(p.available_quantity, h.pieces)
        FROM (SELECT l.product_id, sum(l.quantity)::int AS pieces FROM order_lines l
          JOIN orders o ON o.id = l.order_id WHERE o.stock_held GROUP BY l.product_id) h
        WHERE p.id = h.product_id`);
      for (const [year, last] of lastNumber) {
        await client.query('INSERT INTO invoice_counters (year, last_number) VALUES ($1, $2)', [
          year,
          last,
        ]);
      }
      for (const [year, last] of lastOrderNumber) {
        await client.query(
          `INSERT INTO document_counters (kind, year, last_number) VALUES ('order', $1, $2)`,
          [year, last],
        );
      }
    });
    await step('indexes, keys, foreign keys', () => restore());
    // The triggers that keep the overview's rollups were off: they are computed once (decision 212).
    await step('overview rollups', () => client.query('SELECT partline_refill_order_rollups()'));
    for (const table of tables) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    const { rows: named } = await client.query<{ name: string }>(
      'SELECT current_database() AS name',
    );
    await client.query(
      `COMMENT ON DATABASE "${named[0]!.name.replace(/"/g, '""')}" IS '${largeSeedMark(scale, seed)}'`,
    );
    await step('commit', () => client.query('COMMIT'));
    await step('vacuum analyze', () => client.query(`VACUUM (ANALYZE) ${BULK_TABLES.join(', ')}`));
    if (options.dataDir) {
      // The products show the demo's pictures: the demo seed copies them (it inserts nothing
      // into a catalog that has products).
      await seedDemoContent(handle.db, { dataDir: options.dataDir });
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    await handle.close();
  }
  const seconds = (performance.now() - started) / 1000;
  log(`done in ${seconds.toFixed(1)} s`);
  return { reused: false, counts, steps, seconds };
}

/** The copy step of {@link seedLarge}. */
type CopyStep = (
  table: string,
  columns: readonly string[],
  rows: Iterable<Cell[]>,
  expected: number,
) => Promise<void>;

/**
 * The contract price lists of {@link makePriceLists} (decision 320): the lists, whom they apply
 * to, their entries (about 100,000 at scale 1) and category rules, streamed with COPY.
 */
async function copyPriceLists(
  copy: CopyStep,
  pricing: LargePricing,
  world: {
    products: readonly { id: string }[];
    companies: readonly { id: string }[];
    categoryIdOf: (slug: string) => string;
    established: string;
  },
): Promise<void> {
  const { lists, entries, groups } = pricing;
  const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  await copy(
    'price_lists',
    ['id', 'name', 'currency', 'starts_at', 'ends_at', 'created_at', 'updated_at'],
    lists.map((l) => [
      l.id,
      l.name,
      'BDT',
      at(l.startsAt),
      at(l.endsAt),
      world.established,
      world.established,
    ]),
    lists.length,
  );
  await copy(
    'price_list_companies',
    ['price_list_id', 'company_id'],
    lists.flatMap((l) => l.companies.map((c) => [l.id, world.companies[c]!.id])),
    lists.length,
  );
  await copy(
    'price_list_groups',
    ['price_list_id', 'customer_group_id'],
    lists.flatMap((l) => l.groups.map((g) => [l.id, groups[g]!.id])),
    lists.length,
  );
  await copy(
    'price_list_category_rules',
    ['price_list_id', 'category_id', 'percent_off_bp'],
    lists.flatMap((l) =>
      l.categoryRules.map((r) => [l.id, world.categoryIdOf(r.category), r.percentOffBp]),
    ),
    lists.length,
  );
  await copy(
    'price_list_entries',
    [
      'id',
      'price_list_id',
      'product_id',
      'min_quantity',
      'unit_price_poisha',
      'percent_off_bp',
      'created_at',
      'updated_at',
    ],
    entries.map((e) => [
      e.id,
      lists[e.list]!.id,
      world.products[e.product]!.id,
      e.minQuantity,
      e.unitPricePoisha,
      e.percentOffBp,
      world.established,
      world.established,
    ]),
    entries.length,
  );
}

/**
 * Drops the indexes, primary and unique keys of {@link BULK_TABLES} and every foreign key from or
 * to them, so that COPY writes heap pages only; returns what puts them back (keys, then indexes,
 * then foreign keys, which checks every row). Check constraints stay: they are checked per row.
 */
async function dropIndexesAndKeys(client: pg.Client): Promise<() => Promise<void>> {
  const bulk = BULK_TABLES.map((table) => `'public.${table}'::regclass`).join(', ');
  const { rows: constraints } = await client.query<{
    on: string;
    name: string;
    def: string;
    type: string;
  }>(
    `SELECT conrelid::regclass::text AS on, quote_ident(conname) AS name,
        pg_get_constraintdef(oid) AS def, contype AS type
      FROM pg_constraint
      WHERE (contype IN ('p', 'u') AND conrelid IN (${bulk}))
        OR (contype = 'f' AND (conrelid IN (${bulk}) OR confrelid IN (${bulk})))`,
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i
      WHERE i.indrelid IN (${bulk})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  const foreign = constraints.filter((c) => c.type === 'f');
  const keys = constraints.filter((c) => c.type !== 'f');
  for (const c of foreign) await client.query(`ALTER TABLE ${c.on} DROP CONSTRAINT ${c.name}`);
  for (const c of keys) await client.query(`ALTER TABLE ${c.on} DROP CONSTRAINT ${c.name}`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  return async () => {
    for (const c of keys)
      await client.query(`ALTER TABLE ${c.on} ADD CONSTRAINT ${c.name} ${c.def}`);
    for (const index of indexes) await client.query(index.def);
    for (const c of foreign)
      await client.query(`ALTER TABLE ${c.on} ADD CONSTRAINT ${c.name} ${c.def}`);
  };
}

/**
 * The tax of a seeded order line: every seeded product carries the standard 15 %, every price
 * includes VAT (the shop's default; decision 305), so the line's total stays what was paid.
 */
function seededLineTax(line: { unitPricePoisha: number; quantity: number }) {
  return lineTax({
    unitPricePoisha: line.unitPricePoisha,
    quantity: line.quantity,
    vatRate: STANDARD_VAT_RATE,
    sdRate: 0,
    pricesIncludeVat: true,
    zeroRated: false,
  });
}
