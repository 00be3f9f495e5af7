import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { ORDERS_CSV_COLUMNS } from '@partline/shared';
import { parse } from 'csv-parse/sync';
import { asc, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index.js';
import { useAccounts } from '../../../test/helpers/auth.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { orderExportBatches } from './orders-export.service.js';

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: {} });

type OrderValues = Partial<typeof orders.$inferInsert>;

/** A line as stored: `[sku, name, quantity, unit price in poisha]`. */
type LineValues = readonly [sku: string, productName: string, quantity: number, poisha: number];

/**
 * Inserts an order as it would be stored (prices in poisha) with its lines — by default the one
 * line of its one-product fields — and returns its id.
 */
async function insertOrder(values: OrderValues, lines?: readonly LineValues[]): Promise<string> {
  const quantity = values.quantity ?? 10;
  const price = values.productPricePoisha ?? 150_000;
  const productName = values.productName ?? 'Export Test Card';
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: client.id,
      userName: 'Export Client',
      userEmail: client.email,
      productName,
      productPricePoisha: price,
      productImage: '/uploads/x.webp',
      productDescription: 'A part.',
      minOrder: 1,
      availableQuantityAtOrder: 100,
      quantity,
      totalPoisha: price * quantity,
      ...values,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  await t.db.insert(orderLines).values(
    (lines ?? [['PL-EXP-1', productName, quantity, price] as const]).map(
      ([sku, name, pieces, poisha], position) => ({
        orderId,
        position,
        sku,
        productName: name,
        productImage: '/uploads/x.webp',
        quantity: pieces,
        unitPricePoisha: poisha,
        lineTotalPoisha: poisha * pieces,
      }),
    ),
  );
  return orderId;
}

function exportCsv(query: string, headers: Record<string, string> = admin.headers) {
  return t.app.inject({ url: `/api/admin/orders/export.csv${query}`, headers });
}

/** The records of a CSV answer (BOM dropped), header first. */
function records(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return parse(body.slice(1), { relaxColumnCount: false }) as string[][];
}

describe('GET /api/admin/orders/export.csv', () => {
  it('answers a CSV attachment with the columns, quoting and money of each order line', async () => {
    const paidAt = new Date('2025-01-10T05:00:00Z');
    const id = await insertOrder({
      createdAt: new Date('2025-01-10T04:00:00.123Z'),
      status: 'paid',
      isPaid: true,
      paidAt,
      transactionId: 'pi_local_export_1',
      productName: 'RAID Card, 8-port "Pro"\nrev. 2',
      productPricePoisha: 1_234_550,
      quantity: 3,
    });
    const response = await exportCsv('?from=2025-01-10&to=2025-01-10');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2025-01-10-2025-01-10.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // RFC 4180: CRLF line ends; a field with a comma, quote or line break is quoted, quotes doubled.
    expect(response.body).toContain('\r\n');
    expect(response.body).toContain('"RAID Card, 8-port ""Pro""\nrev. 2"');

    const [header, ...rows] = records(response.body);
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(rows).toEqual([
      [
        id,
        expect.stringMatching(/^SO-2025-\d{6,}$/),
        '2025-01-10T04:00:00.123Z',
        'paid',
        client.email,
        '',
        '1',
        'PL-EXP-1',
        'RAID Card, 8-port "Pro"\nrev. 2',
        '3',
        '12345.50',
        '37036.50',
        '37036.50',
        '2025-01-10T05:00:00.000Z',
        'pi_local_export_1',
        '',
        '',
      ],
    ]);
  });

  it("has one row per line of an N-line order, the order's columns on each (decision 126)", async () => {
    const id = await insertOrder(
      {
        createdAt: new Date('2025-01-12T04:00:00Z'),
        poNumber: 'PO-2025-0042',
        productName: 'Ryzen 7 7700X + 2 more',
        productPricePoisha: 3_200_000,
        quantity: 160,
        totalPoisha: 102_100_000,
      },
      [
        ['PL-CPU-7700X', 'Ryzen 7 7700X', 10, 3_200_000],
        ['PL-RAM-D5-32', 'DDR5 32 GB', 100, 580_000],
        ['PL-SSD-1TB', 'NVMe SSD 1 TB', 50, 222_000],
      ],
    );
    const [, ...rows] = records((await exportCsv('?from=2025-01-12&to=2025-01-12')).body);
    const number = expect.stringMatching(/^SO-2025-\d{6,}$/);
    const order = [id, number, '2025-01-12T04:00:00.000Z', 'unpaid', client.email, 'PO-2025-0042'];
    const after = ['1021000.00', '', '', '', ''];
    expect(rows).toEqual([
      [...order, '1', 'PL-CPU-7700X', 'Ryzen 7 7700X', '10', '32000.00', '320000.00', ...after],
      [...order, '2', 'PL-RAM-D5-32', 'DDR5 32 GB', '100', '5800.00', '580000.00', ...after],
      [...order, '3', 'PL-SSD-1TB', 'NVMe SSD 1 TB', '50', '2220.00', '111000.00', ...after],
    ]);
  });

  it("prefixes cells that a spreadsheet would run as a formula with '", async () => {
    const day = '2025-01-11';
    const names = [
      '=HYPERLINK("http://evil.test","x")',
      '+1+2',
      '-3',
      '@SUM(A1)',
      '\tTab',
      'Plain',
    ];
    for (const [index, productName] of names.entries()) {
      await insertOrder({
        createdAt: new Date(`${day}T0${index}:00:00Z`),
        productName,
        userEmail: index === 2 ? '-minus@example.com' : client.email,
      });
    }
    const [, ...rows] = records((await exportCsv(`?from=${day}&to=${day}`)).body);
    expect(rows.map((row) => row[ORDERS_CSV_COLUMNS.indexOf('Product')])).toEqual([
      `'=HYPERLINK("http://evil.test","x")`,
      "'+1+2",
      "'-3",
      "'@SUM(A1)",
      "'\tTab",
      'Plain',
    ]);
    expect(rows[2]?.[ORDERS_CSV_COLUMNS.indexOf('Client Email')]).toBe("'-minus@example.com");
  });

  it('selects by shop day (Asia/Dhaka, both ends included) and by status', async () => {
    // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6).
    const lateEvening = await insertOrder({
      createdAt: new Date('2025-02-01T18:30:00Z'),
      status: 'delivered',
    });
    const morning = await insertOrder({ createdAt: new Date('2025-02-02T03:00:00Z') });
    const lastMinute = await insertOrder({
      createdAt: new Date('2025-02-03T17:59:59Z'),
      status: 'cancelled',
    });
    await insertOrder({ createdAt: new Date('2025-02-03T18:00:00Z') });
    const ids = async (query: string) =>
      records((await exportCsv(query)).body)
        .slice(1)
        .map((row) => row[0]);

    expect(await ids('?from=2025-02-01&to=2025-02-01')).toEqual([]);
    expect(await ids('?from=2025-02-02&to=2025-02-03')).toEqual([lateEvening, morning, lastMinute]);
    expect(await ids('?from=2025-02-02&to=2025-02-03&status=delivered')).toEqual([lateEvening]);
    expect(await ids('?from=2025-02-02&to=2025-02-03&status=unpaid')).toEqual([morning]);
    expect(await ids('?from=2025-02-02&to=2025-02-03&status=')).toHaveLength(3);
    // Nothing matches: the header alone.
    expect(records((await exportCsv('?from=2020-01-01&to=2020-01-31')).body)).toEqual([
      [...ORDERS_CSV_COLUMNS],
    ]);
  });

  it('refuses bad or unbounded parameters with 400 in the error shape', async () => {
    const cases = [
      ['', { from: ['Choose a start date'], to: ['Choose an end date'] }],
      [
        '?from=2025-03-10&to=2025-03-01',
        { to: ['The end date must not be before the start date'] },
      ],
      ['?from=2024-01-01&to=2025-01-01', { to: ['Export at most 366 days at a time'] }],
      ['?from=2025-02-30&to=2025-03-01', { from: ['Use a date like 2025-01-31'] }],
      ['?from=01/02/2025&to=2025-03-01', { from: ['Use a date like 2025-01-31'] }],
      [
        '?from=2025-01-01&to=2025-01-02&status=shipped',
        { status: ['Choose unpaid, paid, delivered or cancelled'] },
      ],
    ] as const;
    for (const [query, details] of cases) {
      const response = await exportCsv(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid',
          details,
          requestId: expect.any(String),
        },
      });
    }
    // 366 days (a leap year) is the longest range allowed.
    expect((await exportCsv('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const query = '?from=2025-01-01&to=2025-01-02';
    expect((await t.app.inject({ url: `/api/admin/orders/export.csv${query}` })).statusCode).toBe(
      401,
    );
    expect((await exportCsv(query, client.headers)).statusCode).toBe(403);
  });
});

describe('a large export is streamed in batches', () => {
  const DAY = '2025-06-15';
  const COUNT = 20_000;
  let expectedIds: string[];

  beforeAll(async () => {
    // 20,000 orders in one statement; every 50 share a created_at, so batches end inside ties.
    await t.db.execute(sql`
      INSERT INTO orders (user_id, user_name, user_email, product_name, product_price_poisha,
        product_image, product_description, min_order, available_quantity_at_order, quantity,
        total_poisha, status, created_at)
      SELECT ${client.id}, 'Bulk Client', ${client.email}, 'Bulk Part ' || n, 10000,
        '/uploads/x.webp', 'A part.', 1, 1000000, 1 + n % 7, 10000 * (1 + n % 7),
        (CASE n % 4 WHEN 0 THEN 'unpaid' WHEN 1 THEN 'paid' WHEN 2 THEN 'delivered'
          ELSE 'cancelled' END)::order_status,
        timestamptz '2025-06-15 00:00:00+06' + (n / 50) * interval '1 second'
      FROM generate_series(1, ${COUNT}) AS n`);
    await t.db.execute(sql`
      INSERT INTO order_lines (order_id, position, sku, product_name, product_image, quantity,
        unit_price_poisha, line_total_poisha)
      SELECT id, 0, 'PL-BULK', product_name, product_image, quantity, product_price_poisha,
        total_poisha
      FROM orders WHERE product_name LIKE 'Bulk Part %'`);
    const rows = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(like(orders.productName, 'Bulk Part %'))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    expectedIds = rows.map((row) => row.id);
    expect(expectedIds).toHaveLength(COUNT);
  }, 120_000);

  it('exports every one of 20,000 orders once, in order, with the status filter too', async () => {
    const response = await exportCsv(`?from=${DAY}&to=${DAY}`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = records(response.body);
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(rows.map((row) => row[0])).toEqual(expectedIds);
    const quantityColumn = ORDERS_CSV_COLUMNS.indexOf('Quantity');
    const quantities = rows.reduce((sum, row) => sum + Number(row[quantityColumn]), 0);
    const [bulk] = await t.db
      .select({ total: sql<number>`sum(${orders.quantity})`.mapWith(Number) })
      .from(orders)
      .where(like(orders.productName, 'Bulk Part %'));
    expect(quantities).toBe(bulk?.total);

    const delivered = records((await exportCsv(`?from=${DAY}&to=${DAY}&status=delivered`)).body);
    expect(delivered.length - 1).toBe(COUNT / 4);
    expect(
      new Set(delivered.slice(1).map((row) => row[ORDERS_CSV_COLUMNS.indexOf('Status')])),
    ).toEqual(new Set(['delivered']));
  }, 120_000);

  it('reads the database one batch at a time, only as the consumer pulls', async () => {
    const batches = orderExportBatches(t.db, { from: DAY, to: DAY }, 500);
    // The order id is each record's first cell.
    const idsOf = (csv: string) => records(`\uFEFF${csv}`).map((row) => row[0]);
    const first = await batches.next();
    if (first.done) throw new Error('the export read nothing');
    expect(first.value.orders).toBe(500);
    expect(idsOf(first.value.csv)).toHaveLength(500);
    // Placed after the first batch was read: a reader that had loaded everything would miss it.
    const late = await insertOrder({ createdAt: new Date('2025-06-15T12:00:00Z') });
    const sizes = [500];
    const seen = new Set(idsOf(first.value.csv));
    for await (const batch of batches) {
      sizes.push(batch.orders);
      for (const id of idsOf(batch.csv)) seen.add(id);
    }
    expect(sizes.every((size) => size <= 500)).toBe(true);
    expect(sizes).toHaveLength(Math.ceil((COUNT + 1) / 500));
    expect(seen.size).toBe(COUNT + 1);
    expect(seen.has(late)).toBe(true);
  }, 120_000);

  it('compresses the stream with Brotli for a browser, the same file once decoded', async () => {
    const url = `/api/admin/orders/export.csv?from=${DAY}&to=${DAY}&status=paid`;
    const plain = await t.app.inject({
      url,
      headers: { ...admin.headers, 'accept-encoding': 'identity' },
    });
    const compressed = await t.app.inject({
      url,
      headers: { ...admin.headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
  }, 120_000);

  it('sends the file over HTTP as a chunked stream, not one buffered body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(
      `http://127.0.0.1:${port}/api/admin/orders/export.csv?from=${DAY}&to=${DAY}`,
      { headers: { ...admin.headers, 'accept-encoding': 'identity' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const reader = response.body!.getReader();
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks += 1;
      text += decoder.decode(part.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    // 20,000 bulk orders, the late one and the header.
    expect(text.trimEnd().split('\r\n')).toHaveLength(COUNT + 2);
  }, 120_000);
});
