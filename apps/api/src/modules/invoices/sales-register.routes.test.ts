import {
  formatTaka,
  lineTax,
  PARTLINE_SELLER,
  SALES_REGISTER_CSV_COLUMNS,
  shopMonth,
  toTaka,
  type InvoiceLine,
} from '@partline/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, taxAdjustmentNotes } from '../../db/schema/index.js';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { markPaid, payLocally, placeOrder } from '../../../test/helpers/orders.js';
import { pdfLines } from '../../../test/helpers/pdf.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { insertInvoice } from './invoices.repository.js';
import { salesRegisterCsv } from './sales-register.service.js';
import { takeTaxDocumentNumber } from './tax-document-numbers.js';

// Documents are written here through the invoices module's own insert and serial functions, with
// the figures of the one rounding rule (lineTax), the clock moved to each time of issue.

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: {} });

afterEach(() => {
  vi.useRealTimers();
});

/** A product line: price (poisha), pieces, VAT and SD rates (basis points). */
interface LineSpec {
  sku: string;
  price: number;
  quantity: number;
  vatRate: number;
  sdRate?: number;
}

interface DocumentSpec {
  at: string;
  lines: LineSpec[];
  buyerName?: string;
  buyerBin?: string | null;
  pricesIncludeVat?: boolean;
  zeroRated?: boolean;
}

/** The tax lines of `spec` by the shop's rounding rule. */
function taxLines(spec: DocumentSpec): InvoiceLine[] {
  return spec.lines.map((line) => {
    const tax = lineTax({
      unitPricePoisha: line.price,
      quantity: line.quantity,
      vatRate: line.vatRate,
      sdRate: line.sdRate ?? 0,
      pricesIncludeVat: spec.pricesIncludeVat ?? true,
      zeroRated: spec.zeroRated ?? false,
    });
    return {
      sku: line.sku,
      productName: `Part ${line.sku}`,
      quantity: line.quantity,
      unitPricePoisha: line.price,
      lineTotalPoisha: line.price * line.quantity,
      ...tax,
    };
  });
}

const sum = (lines: InvoiceLine[], key: keyof InvoiceLine) =>
  lines.reduce((total, line) => total + Number(line[key] ?? 0), 0);

function figures(lines: InvoiceLine[]) {
  return {
    valueExclVatPoisha: sum(lines, 'valueExclVatPoisha'),
    sdPoisha: sum(lines, 'sdPoisha'),
    vatPoisha: sum(lines, 'vatPoisha'),
    totalPoisha: sum(lines, 'totalPoisha'),
  };
}

/** Issues a tax invoice of a new order at `spec.at` (the app clock moved there). */
async function issueTaxInvoice(spec: DocumentSpec) {
  const lines = taxLines(spec);
  const tax = figures(lines);
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: client.id,
      userName: spec.buyerName ?? 'Register Buyer Ltd.',
      userEmail: client.email,
      productName: lines[0]!.productName,
      productPricePoisha: lines[0]!.unitPricePoisha,
      productImage: '/uploads/x.webp',
      productDescription: 'A part.',
      minOrder: 1,
      availableQuantityAtOrder: 1000,
      quantity: lines[0]!.quantity,
      totalPoisha: tax.totalPoisha,
    })
    .returning({ id: orders.id, number: orders.number });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(spec.at));
  const invoice = await t.db.transaction(async (tx) => {
    const { number, fiscalYear, issuedAt } = await takeTaxDocumentNumber(tx, 'invoice');
    return insertInvoice(tx, {
      number,
      orderId: order!.id,
      orderNumber: order!.number,
      issuedAt,
      seller: PARTLINE_SELLER,
      buyerName: spec.buyerName ?? 'Register Buyer Ltd.',
      buyerEmail: client.email,
      productName: lines[0]!.productName,
      unitPricePoisha: lines[0]!.unitPricePoisha,
      quantity: lines[0]!.quantity,
      totalPoisha: tax.totalPoisha,
      paymentProvider: 'local',
      paymentReference: `pi_register_${number}`,
      paidAt: issuedAt,
      lines,
      fiscalYear,
      buyerBin: spec.buyerBin === undefined ? '000123456-0101' : spec.buyerBin,
      buyerCountry: spec.zeroRated ? 'US' : 'BD',
      pricesIncludeVat: spec.pricesIncludeVat ?? true,
      zeroRated: spec.zeroRated ?? false,
      valueExclVatPoisha: tax.valueExclVatPoisha,
      sdPoisha: tax.sdPoisha,
      vatPoisha: tax.vatPoisha,
    });
  });
  vi.useRealTimers();
  return { ...invoice, lines, tax };
}

/** Issues a credit or debit note of `lines` against `invoice` at `at`. */
async function issueNote(
  kind: 'credit' | 'debit',
  invoice: Awaited<ReturnType<typeof issueTaxInvoice>>,
  lines: InvoiceLine[],
  at: string,
) {
  const tax = figures(lines);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  const note = await t.db.transaction(async (tx) => {
    const serial = await takeTaxDocumentNumber(
      tx,
      kind === 'credit' ? 'credit_note' : 'debit_note',
    );
    const [row] = await tx
      .insert(taxAdjustmentNotes)
      .values({
        kind,
        number: serial.number,
        fiscalYear: serial.fiscalYear,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        orderId: invoice.orderId,
        issuedAt: serial.issuedAt,
        reason: kind === 'credit' ? 'Line returned' : 'Price increased',
        seller: PARTLINE_SELLER,
        buyerName: invoice.buyerName,
        buyerBin: invoice.buyerBin,
        lines,
        ...tax,
      })
      .returning();
    return row!;
  });
  vi.useRealTimers();
  return { ...note, lines, tax };
}

const register = (query: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url: `/api/admin/sales-register${query}`, headers });

/** The records of a CSV answer (BOM dropped), header first. */
function records(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return parse(body.slice(1), { relaxColumnCount: false }) as string[][];
}

const taka = (poisha: number) =>
  `${poisha < 0 ? '-' : ''}${Math.floor(Math.abs(poisha) / 100)}.${String(Math.abs(poisha) % 100).padStart(2, '0')}`;

describe('GET /api/admin/sales-register (Mushak-6.2)', () => {
  // March 2026 in Dhaka: 2026-02-28T18:00Z .. 2026-03-31T18:00Z.
  let standard: Awaited<ReturnType<typeof issueTaxInvoice>>;
  let exportInvoice: Awaited<ReturnType<typeof issueTaxInvoice>>;
  let exclusive: Awaited<ReturnType<typeof issueTaxInvoice>>;
  let credit: Awaited<ReturnType<typeof issueNote>>;
  let debit: Awaited<ReturnType<typeof issueNote>>;
  let lastMinute: Awaited<ReturnType<typeof issueTaxInvoice>>;
  let nextMonth: Awaited<ReturnType<typeof issueTaxInvoice>>;
  let lastMonth: Awaited<ReturnType<typeof issueTaxInvoice>>;

  beforeAll(async () => {
    lastMonth = await issueTaxInvoice({
      at: '2026-02-28T17:59:59.999Z', // 23:59:59.999 on 28 February, Dhaka
      lines: [{ sku: 'FEB', price: 100_000, quantity: 1, vatRate: 1500 }],
    });
    standard = await issueTaxInvoice({
      at: '2026-02-28T18:00:00.000Z', // 00:00 on 1 March, Dhaka
      lines: [
        { sku: 'CPU', price: 1_234_57, quantity: 3, vatRate: 1500 },
        { sku: 'FAN', price: 99_99, quantity: 7, vatRate: 500 },
        { sku: 'BOOK', price: 45_00, quantity: 2, vatRate: 0 },
        { sku: 'LUX', price: 2_500_01, quantity: 1, vatRate: 1500, sdRate: 2000 },
      ],
    });
    exportInvoice = await issueTaxInvoice({
      at: '2026-03-10T06:00:00.000Z',
      buyerName: 'Overseas Systems Inc.',
      buyerBin: null,
      zeroRated: true,
      lines: [{ sku: 'GPU', price: 8_765_43, quantity: 2, vatRate: 1500 }],
    });
    exclusive = await issueTaxInvoice({
      at: '2026-03-15T08:30:00.000Z',
      buyerName: '=HYPERLINK("x"), "Acme, Ltd."',
      buyerBin: '',
      pricesIncludeVat: false,
      lines: [
        { sku: 'RAM', price: 333_33, quantity: 3, vatRate: 1000 },
        { sku: 'SSD', price: 1_111_11, quantity: 1, vatRate: 750 },
      ],
    });
    // The CPU line taken back in part: one of three pieces.
    credit = await issueNote(
      'credit',
      standard,
      taxLines({ at: '', lines: [{ sku: 'CPU', price: 1_234_57, quantity: 1, vatRate: 1500 }] }),
      '2026-03-20T10:00:00.000Z',
    );
    debit = await issueNote(
      'debit',
      exclusive,
      taxLines({
        at: '',
        pricesIncludeVat: false,
        lines: [{ sku: 'RAM', price: 10_01, quantity: 3, vatRate: 1000 }],
      }),
      '2026-03-25T10:00:00.000Z',
    );
    lastMinute = await issueTaxInvoice({
      at: '2026-03-31T17:59:00.000Z', // 23:59 on 31 March, Dhaka
      lines: [{ sku: 'LATE', price: 50_000, quantity: 1, vatRate: 1500 }],
    });
    nextMonth = await issueTaxInvoice({
      at: '2026-03-31T18:00:00.000Z', // 00:00 on 1 April, Dhaka
      lines: [{ sku: 'APR', price: 70_000, quantity: 1, vatRate: 1500 }],
    });
  }, 120_000);

  /** The month's documents, signed, in issue order. */
  const march = () => [
    { sign: 1, doc: standard },
    { sign: 1, doc: exportInvoice },
    { sign: 1, doc: exclusive },
    { sign: -1, doc: credit },
    { sign: 1, doc: debit },
    { sign: 1, doc: lastMinute },
  ];

  /** What the register's totals must be: the documents' own figures summed, to the poisha. */
  function expectedTotals() {
    const grand = { valueExclVatPoisha: 0, sdPoisha: 0, vatPoisha: 0, totalPoisha: 0 };
    const byRate = new Map<string, typeof grand>();
    for (const { sign, doc } of march()) {
      for (const key of Object.keys(grand) as (keyof typeof grand)[]) {
        grand[key] += sign * doc.tax[key];
      }
      const zeroRated = doc === exportInvoice;
      for (const line of doc.lines) {
        const key = zeroRated ? 'Zero-rated export' : String(line.vatRate);
        const rate = byRate.get(key) ?? {
          valueExclVatPoisha: 0,
          sdPoisha: 0,
          vatPoisha: 0,
          totalPoisha: 0,
        };
        rate.valueExclVatPoisha += sign * line.valueExclVatPoisha!;
        rate.sdPoisha += sign * line.sdPoisha!;
        rate.vatPoisha += sign * line.vatPoisha!;
        rate.totalPoisha += sign * line.totalPoisha!;
        byRate.set(key, rate);
      }
    }
    return { grand, byRate };
  }

  it('writes every document of the month in issue order, then totals equal to their sums (CSV)', async () => {
    const response = await register('?month=2026-03&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-register-2026-03.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // RFC 4180 quoting, and a formula guard on text that came from a person.
    expect(response.body).toContain(`"'=HYPERLINK(""x""), ""Acme, Ltd."""`);

    const [header, ...rows] = records(response.body);
    expect(header).toEqual([...SALES_REGISTER_CSV_COLUMNS]);
    const documents = rows.filter((row) => row[0] !== '');
    expect(documents.map((row) => row[2])).toEqual(march().map(({ doc }) => doc.number));
    expect(documents[0]).toEqual([
      '2026-03-01 00:00:00',
      'Tax invoice',
      standard.number,
      '',
      'Register Buyer Ltd.',
      '000123456-0101',
      taka(standard.tax.valueExclVatPoisha),
      taka(standard.tax.sdPoisha),
      taka(standard.tax.vatPoisha),
      taka(standard.tax.totalPoisha),
      '15%; 5%; Exempt',
    ]);
    expect(documents[1]!.slice(4, 6)).toEqual(['Overseas Systems Inc.', 'Not registered']);
    expect(documents[1]![10]).toBe('Zero-rated');
    expect(documents[1]![8]).toBe('0.00');
    expect(documents[2]!.slice(4, 6)).toEqual([`'=HYPERLINK("x"), "Acme, Ltd."`, 'Not registered']);
    expect(documents[2]![10]).toBe('10%; 7.5%');
    // A credit note subtracts: its figures are negative numbers, and it names its invoice.
    expect(documents[3]!.slice(1, 4)).toEqual(['Credit note', credit.number, standard.number]);
    expect(documents[3]![9]).toBe(taka(-credit.tax.totalPoisha));
    expect(documents[4]!.slice(1, 4)).toEqual(['Debit note', debit.number, exclusive.number]);
    // 23:59 on the last day is March's; 00:00 on 1 April is not.
    expect(documents[5]![0]).toBe('2026-03-31 23:59:00');
    expect(response.body).not.toContain(nextMonth.number);
    expect(response.body).not.toContain(lastMonth.number);

    // Each figure column of the documents sums to the grand total, to the poisha.
    const { grand, byRate } = expectedTotals();
    const poisha = (cell: string) => Math.round(Number(cell) * 100);
    const grandRow = rows.find((row) => row[1] === 'Grand total')!;
    const keys = ['valueExclVatPoisha', 'sdPoisha', 'vatPoisha', 'totalPoisha'] as const;
    keys.forEach((key, index) => {
      const column = 6 + index;
      expect(documents.reduce((total, row) => total + poisha(row[column]!), 0)).toBe(grand[key]);
      expect(grandRow[column]).toBe(taka(grand[key]));
    });
    const rateRows = rows.filter((row) => row[1] === 'Totals by rate');
    expect(rateRows.map((row) => row[2])).toEqual([
      'Standard 15 %',
      'Reduced 10 %',
      'Reduced 7.5 %',
      'Reduced 5 %',
      'Exempt',
      'Zero-rated export',
    ]);
    const labels: Record<string, string> = {
      'Standard 15 %': '1500',
      'Reduced 10 %': '1000',
      'Reduced 7.5 %': '750',
      'Reduced 5 %': '500',
      Exempt: '0',
      'Zero-rated export': 'Zero-rated export',
    };
    for (const row of rateRows) {
      const expected = byRate.get(labels[row[2]!]!)!;
      expect(row.slice(6, 10), row[2]).toEqual(keys.map((key) => taka(expected[key])));
    }
    // The rates add up to the grand total too.
    keys.forEach((key, index) => {
      expect(rateRows.reduce((total, row) => total + poisha(row[6 + index]!), 0)).toBe(grand[key]);
    });
    expect(byRate.get('1500')!.sdPoisha).toBeGreaterThan(0);
  });

  it("answers the month's totals as JSON, the same figures as the files", async () => {
    const response = await register('?month=2026-03');
    expect(response.statusCode, response.body).toBe(200);
    const { grand, byRate } = expectedTotals();
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      month: '2026-03',
      invoices: 4,
      creditNotes: 1,
      debitNotes: 1,
      valueExclVat: toTaka(grand.valueExclVatPoisha),
      sd: toTaka(grand.sdPoisha),
      vat: toTaka(grand.vatPoisha),
      total: toTaka(grand.totalPoisha),
    });
    expect(body.byRate).toEqual(
      ['1500', '1000', '750', '500', '0', 'Zero-rated export'].map((key) => {
        const rate = byRate.get(key)!;
        const zeroRated = key === 'Zero-rated export';
        return expect.objectContaining({
          vatRate: zeroRated ? 0 : Number(key),
          zeroRated,
          valueExclVat: toTaka(rate.valueExclVatPoisha),
          sd: toTaka(rate.sdPoisha),
          vat: toTaka(rate.vatPoisha),
          total: toTaka(rate.totalPoisha),
        });
      }),
    );
    // April holds the document issued at 00:00 on 1 April, Dhaka.
    const april = (await register('?month=2026-04')).json<{ invoices: number; total: number }>();
    expect(april).toMatchObject({ invoices: 1, total: toTaka(nextMonth.tax.totalPoisha) });
  });

  it('prints the register as a landscape PDF with the seller, the month and the same totals', async () => {
    const response = await register('?month=2026-03&format=pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-register-2026-03.pdf"',
    );
    const lines = await pdfLines(response.rawPayload);
    const text = lines.join('\n');
    expect(text).toContain(PARTLINE_SELLER.name);
    expect(text).toContain(`BIN ${PARTLINE_SELLER.bin}`);
    expect(text).toContain('Sales register — Mushak-6.2');
    expect(text).toContain('March 2026');
    for (const { doc } of march()) expect(text).toContain(doc.number);
    expect(text).not.toContain(nextMonth.number);
    const { grand, byRate } = expectedTotals();
    const money = (poisha: number) => formatTaka(toTaka(poisha)).replace(/\s+/g, ' ');
    const grandLine = lines.find((line) => line.startsWith('Grand total'));
    expect(grandLine).toBe(
      `Grand total ${money(grand.valueExclVatPoisha)} ${money(grand.sdPoisha)} ${money(grand.vatPoisha)} ${money(grand.totalPoisha)}`,
    );
    const standardRate = byRate.get('1500')!;
    expect(lines).toContain(
      `Standard 15 % ${money(standardRate.valueExclVatPoisha)} ${money(standardRate.sdPoisha)} ${money(standardRate.vatPoisha)} ${money(standardRate.totalPoisha)}`,
    );
    expect(text).toContain('4 tax invoices, 1 credit notes, 1 debit notes');
  });

  it('says so on a month without documents', async () => {
    const response = await register('?month=2026-05&format=pdf');
    expect(response.statusCode).toBe(200);
    expect((await pdfLines(response.rawPayload)).join('\n')).toContain(
      'No tax invoice, credit note or debit note was issued in this month.',
    );
    const csv = records((await register('?month=2026-05&format=csv')).body);
    expect(csv).toEqual([
      [...SALES_REGISTER_CSV_COLUMNS],
      ['', 'Grand total', '', '', '', '', '0.00', '0.00', '0.00', '0.00', ''],
    ]);
  });
  it('refuses a malformed month, a month to come and an unknown format with 400', async () => {
    const cases = [
      ['', { month: ['Choose a month'] }],
      ['?month=2026-13', { month: ['Use a month like 2026-10'] }],
      ['?month=03-2026', { month: ['Use a month like 2026-10'] }],
      ['?month=2999-01', { month: ['Choose this month or an earlier one'] }],
      ['?month=2026-03&format=xlsx', { format: ['Choose csv, pdf or json'] }],
    ] as const;
    for (const [query, details] of cases) {
      const response = await register(query);
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
  });

  it('is for the shop admin only: not a client, not an API key, not anyone signed out', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/sales-register?month=2026-03' })).statusCode,
    ).toBe(401);
    expect((await register('?month=2026-03&format=csv', client.headers)).statusCode).toBe(403);
    const key = await createApiKey(t.app, client, ['invoices:read']);
    expect((await register('?month=2026-03&format=csv', key.headers)).statusCode).toBe(403);
    expect((await register('?month=2026-03', key.headers)).statusCode).toBe(403);
  });
});

describe('a long month is read in batches and printed on many pages', () => {
  const COUNT = 150;

  beforeAll(async () => {
    // 150 invoices in June 2026, every 10 sharing an issue time, so batches end inside ties.
    await t.db.execute(sql`
      WITH made AS (
        INSERT INTO orders (user_id, user_name, user_email, product_name, product_price_poisha,
          product_image, product_description, min_order, available_quantity_at_order, quantity,
          total_poisha)
        SELECT ${client.id}, 'Bulk Buyer ' || n, ${client.email}, 'Bulk ' || n, 11500, '/x.webp',
          'A part.', 1, 1000, 1, 11500
        FROM generate_series(1, ${COUNT}) AS n
        RETURNING id, number, user_name)
      INSERT INTO invoices (number, order_id, order_number, issued_at, seller, buyer_name,
        buyer_email, product_name, unit_price_poisha, quantity, total_poisha, payment_provider,
        payment_reference, paid_at, lines, fiscal_year, buyer_bin, zero_rated,
        prices_include_vat, value_excl_vat_poisha, sd_poisha, vat_poisha)
      SELECT 'INV-2025-26-' || lpad((900000 + row_number() OVER ())::text, 6, '0'), id, number,
        timestamptz '2026-06-10 10:00:00+06' + ((row_number() OVER ()) / 10) * interval '1 minute',
        ${JSON.stringify(PARTLINE_SELLER)}::jsonb, user_name, ${client.email}, 'Bulk', 11500, 1,
        11500, 'local', 'pi_bulk_' || id, now(),
        '[{"sku":"B","productName":"Bulk","quantity":1,"unitPricePoisha":11500,"lineTotalPoisha":11500,"vatRate":1500,"sdRate":0,"valueExclVatPoisha":10000,"sdPoisha":0,"vatPoisha":1500,"totalPoisha":11500}]'::jsonb,
        2025, '000999999-0101', false, true, 10000, 0, 1500
      FROM made`);
  }, 120_000);

  it('writes each document once, in order, whatever the batch size', async () => {
    const text = async (batchSize?: number) => {
      const stream = await salesRegisterCsv(t.db, '2026-06', { batchSize });
      let body = '';
      for await (const chunk of stream) body += String(chunk);
      return body;
    };
    const whole = await text();
    expect(await text(7)).toBe(whole);
    const rows = records(whole).slice(1);
    expect(rows.filter((row) => row[1] === 'Tax invoice')).toHaveLength(COUNT);
    expect(rows.at(-1)).toEqual([
      '',
      'Grand total',
      '',
      '',
      '',
      '',
      '15000.00',
      '0.00',
      '2250.00',
      '17250.00',
      '',
    ]);
  });

  it('repeats the table header on every page', async () => {
    const response = await register('?month=2026-06&format=pdf');
    expect(response.statusCode).toBe(200);
    const lines = await pdfLines(response.rawPayload);
    const headers = lines.filter((line) => line.startsWith('Issued (Dhaka) Document Number'));
    expect(headers.length).toBeGreaterThan(3);
    expect(
      lines.filter((line) => line.startsWith('Sales register — Mushak-6.2 · June 2026')),
    ).toHaveLength(headers.length - 1);
    expect(lines.filter((line) => /^\d{1,2} Jun 2026/.test(line))).toHaveLength(COUNT);
  });
});

describe('a tax invoice issued by paying an order', () => {
  it("is on its month's register with the invoice's own figures", async () => {
    const product = await insertProduct(t.db, { productPrice: 1234.57, minOrder: 3 });
    const orderId = await placeOrder(t.app, client, product.id, { quantity: 3 });
    const { intentId } = await payLocally(t.app, client, orderId);
    expect((await markPaid(t.app, client, orderId, intentId)).statusCode).toBe(200);
    const invoice = (await t.db.query.invoices.findFirst({
      where: (invoices, { eq }) => eq(invoices.orderId, orderId),
    }))!;
    expect(invoice.number).toMatch(/^INV-/);

    const rows = records((await register(`?month=${shopMonth()}&format=csv`)).body);
    expect(rows.find((row) => row[2] === invoice.number)?.slice(6, 10)).toEqual([
      taka(invoice.valueExclVatPoisha!),
      taka(invoice.sdPoisha!),
      taka(invoice.vatPoisha!),
      taka(invoice.totalPoisha),
    ]);
    const summary = (await register(`?month=${shopMonth()}`)).json<{ total: number }>();
    expect(summary.total).toBe(toTaka(invoice.totalPoisha));
  });
});
