import {
  ApiErrorSchema,
  PRICE_LIST_IMPORT_MESSAGES,
  PRICE_LIST_MESSAGES,
  PriceListImportSchema,
  type PriceListImport,
} from '@partline/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, priceListEntries, priceLists, products } from '../../db/schema/index.js';
import { type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { admin, buyer } = useAccounts(t, { admin: { role: 'admin' }, buyer: { name: 'Buyer' } });

const HEADER = 'sku,min_quantity,unit_price,percent_off';
let sequence = 0;
const nextSku = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36).toUpperCase()}-${sequence}`;
};

/** A price list named `name` (unique per call) with no entries. */
async function newList(name = 'Contract') {
  sequence += 1;
  const [list] = await t.db
    .insert(priceLists)
    .values({ name: `${name} ${sequence}` })
    .returning();
  return list!;
}

/** Two products (list price 1,000 Taka) and a list with three entries of them. */
async function listWithEntries() {
  const cpu = await insertProduct(t.db, { sku: nextSku('CPU'), productPrice: 1000, minOrder: 1 });
  const ram = await insertProduct(t.db, { sku: nextSku('RAM'), productPrice: 1000, minOrder: 1 });
  const list = await newList('Dhaka Systems contract');
  await t.db.insert(priceListEntries).values([
    { priceListId: list.id, productId: cpu.id, minQuantity: 10, unitPricePoisha: 85_000 },
    { priceListId: list.id, productId: cpu.id, minQuantity: 1, unitPricePoisha: 90_000 },
    { priceListId: list.id, productId: ram.id, minQuantity: 1, percentOffBp: 1250 },
  ]);
  return { cpu, ram, list };
}

const exportCsv = (listId: string, user: TestUser = admin) =>
  t.app.inject({ url: `/api/price-lists/${listId}/entries.csv`, headers: user.headers });

const importCsv = (
  listId: string,
  csv: string,
  dryRun: boolean,
  user: TestUser = admin,
  contentType = 'text/csv',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/price-lists/${listId}/import?dryRun=${dryRun}`,
    headers: { ...user.headers, 'content-type': contentType },
    payload: csv,
  });

async function imported(listId: string, csv: string, dryRun: boolean): Promise<PriceListImport> {
  const res = await importCsv(listId, csv, dryRun);
  expect(res.statusCode, res.body).toBe(200);
  return PriceListImportSchema.parse(res.json());
}

/** The list's entries as rows, by SKU then minimum quantity. */
async function entriesOf(listId: string) {
  const rows = await t.db
    .select({
      sku: products.sku,
      minQuantity: priceListEntries.minQuantity,
      unitPricePoisha: priceListEntries.unitPricePoisha,
      percentOffBp: priceListEntries.percentOffBp,
    })
    .from(priceListEntries)
    .innerJoin(products, eq(products.id, priceListEntries.productId))
    .where(eq(priceListEntries.priceListId, listId))
    .orderBy(asc(products.sku), asc(priceListEntries.minQuantity));
  return rows;
}

const importAudit = (listId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, listId))
    .orderBy(asc(auditLog.targetLabel));

describe('GET /api/price-lists/:id/entries.csv', () => {
  it("writes the list's entries by SKU then minimum quantity, prices in Taka, discounts in percent", async () => {
    const { cpu, ram, list } = await listWithEntries();
    const res = await exportCsv(list.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const slug = list.name.toLowerCase().replace(/ /g, '-');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="price-list-${slug}.csv"`,
    );
    expect(res.body).toBe(
      `\uFEFF${HEADER}\n${cpu.sku},1,900.00,\n${cpu.sku},10,850.00,\n${ram.sku},1,,12.5\n`,
    );
  });

  it('answers the header alone for a list without entries, 404 for an unknown list', async () => {
    const list = await newList();
    expect((await exportCsv(list.id)).body).toBe(`\uFEFF${HEADER}\n`);
    const unknown = await exportCsv('7d0f5f4e-9a8b-4c3d-8e2f-1a2b3c4d5e6f');
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(unknown.json()).error.code).toBe('not_found');
  });

  it('is for admins only: a buyer gets 403 for the export and the import', async () => {
    const { list } = await listWithEntries();
    expect((await exportCsv(list.id, buyer)).statusCode).toBe(403);
    const res = await importCsv(list.id, `${HEADER}\n`, true, buyer);
    expect(res.statusCode).toBe(403);
    expect(await entriesOf(list.id)).toHaveLength(3);
  });
});

describe('POST /api/price-lists/:id/import', () => {
  it('changes nothing when the export is imported back', async () => {
    const { list } = await listWithEntries();
    const before = await entriesOf(list.id);
    const csv = (await exportCsv(list.id)).body;
    const answer = await imported(list.id, csv, false);
    expect(answer.applied).toBe(true);
    expect(answer.summary).toEqual({ create: 0, update: 0, unchanged: 3, remove: 0, error: 0 });
    expect(answer.rows.map((row) => row.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await entriesOf(list.id)).toEqual(before);
    expect(await importAudit(list.id)).toEqual([]);
  });

  it("answers each row's action and the removals in a dry run, and writes nothing", async () => {
    const { cpu, ram, list } = await listWithEntries();
    const extra = await insertProduct(t.db, {
      sku: nextSku('SSD'),
      productPrice: 500,
      minOrder: 1,
    });
    const before = await entriesOf(list.id);
    const csv = [
      HEADER,
      `${cpu.sku},1,900.00,`, // unchanged
      `${cpu.sku},10,820.50,`, // update
      `${extra.sku},5,,7.25`, // create
    ].join('\n');
    const answer = await imported(list.id, csv, true);
    expect(answer.applied).toBe(false);
    expect(answer.summary).toEqual({ create: 1, update: 1, unchanged: 1, remove: 1, error: 0 });
    expect(answer.rows).toEqual([
      {
        line: 2,
        sku: cpu.sku,
        minQuantity: 1,
        unitPrice: 900,
        percentOff: null,
        productName: cpu.name,
        action: 'unchanged',
      },
      {
        line: 3,
        sku: cpu.sku,
        minQuantity: 10,
        unitPrice: 820.5,
        percentOff: null,
        productName: cpu.name,
        action: 'update',
      },
      {
        line: 4,
        sku: extra.sku,
        minQuantity: 5,
        unitPrice: null,
        percentOff: 7.25,
        productName: extra.name,
        action: 'create',
      },
    ]);
    expect(answer.removals).toEqual([{ sku: ram.sku, minQuantity: 1 }]);
    expect(await entriesOf(list.id)).toEqual(before);
    expect(await importAudit(list.id)).toEqual([]);
  });

  it('applies creates, updates and removals, one audit entry per changed entry', async () => {
    const { cpu, ram, list } = await listWithEntries();
    const extra = await insertProduct(t.db, {
      sku: nextSku('SSD'),
      productPrice: 500,
      minOrder: 1,
    });
    const csv = [HEADER, `${cpu.sku},1,900.00,`, `${cpu.sku},10,,5`, `${extra.sku},5,450,`].join(
      '\r\n',
    );
    const answer = await imported(list.id, csv, false);
    expect(answer.applied).toBe(true);
    expect(answer.summary).toEqual({ create: 1, update: 1, unchanged: 1, remove: 1, error: 0 });
    expect(await entriesOf(list.id)).toEqual(
      [
        { sku: cpu.sku, minQuantity: 1, unitPricePoisha: 90_000, percentOffBp: null },
        { sku: cpu.sku, minQuantity: 10, unitPricePoisha: null, percentOffBp: 500 },
        { sku: extra.sku, minQuantity: 5, unitPricePoisha: 45_000, percentOffBp: null },
      ].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : a.minQuantity - b.minQuantity)),
    );
    const audit = await importAudit(list.id);
    expect(audit).toHaveLength(3);
    expect(audit.every((entry) => entry.action === 'price_list_entry.import')).toBe(true);
    expect(audit.every((entry) => entry.actorEmail === admin.email)).toBe(true);
    const byLabel = Object.fromEntries(audit.map((entry) => [entry.targetLabel, entry]));
    expect(byLabel[`${list.name}: ${cpu.sku} from 10`]).toMatchObject({
      targetType: 'price_list',
      before: { sku: cpu.sku, minQuantity: 10, unitPrice: 850, percentOff: null },
      after: { sku: cpu.sku, minQuantity: 10, unitPrice: null, percentOff: 5 },
    });
    expect(byLabel[`${list.name}: ${extra.sku} from 5`]).toMatchObject({
      before: null,
      after: { unitPrice: 450, percentOff: null },
    });
    expect(byLabel[`${list.name}: ${ram.sku} from 1`]).toMatchObject({
      before: { unitPrice: null, percentOff: 12.5 },
      after: null,
    });
  });

  it('empties the list with a file of the header alone', async () => {
    const { list } = await listWithEntries();
    const answer = await imported(list.id, `${HEADER}\n`, false);
    expect(answer.summary.remove).toBe(3);
    expect(await entriesOf(list.id)).toEqual([]);
    expect(await importAudit(list.id)).toHaveLength(3);
  });

  it("names each row's error by column, and applies nothing of a file with an error", async () => {
    const { cpu, list } = await listWithEntries();
    const many = await insertProduct(t.db, {
      sku: nextSku('MANY'),
      productPrice: 900,
      minOrder: 1,
    });
    const before = await entriesOf(list.id);
    const lines = [
      HEADER,
      `${cpu.sku},1,800.00,`, // fine: would update
      'NO-SUCH-SKU-1,1,10.00,',
      `${cpu.sku},0,10.00,`,
      `${cpu.sku},2.5,10.00,`,
      `${cpu.sku},3,10.00,5`,
      `${cpu.sku},4,,`,
      `${cpu.sku},5,0,`,
      `${cpu.sku},6,1.234,`,
      `${cpu.sku},7,,100`,
      `${cpu.sku},8,,abc`,
      `${cpu.sku},1,700.00,`, // the same step as line 2
      ...Array.from({ length: 11 }, (_, i) => `${many.sku},${i + 1},${800 - i}.00,`),
    ];
    const dry = await imported(list.id, lines.join('\n'), true);
    const errorsOf = (line: number) => dry.rows.find((row) => row.line === line)?.errors;
    expect(dry.summary.error).toBe(11);
    expect(dry.rows.slice(0, 11).every((row) => row.action === 'error')).toBe(true);
    expect(errorsOf(3)).toEqual({ sku: [PRICE_LIST_MESSAGES.unknownSku] });
    expect(errorsOf(4)).toEqual({ min_quantity: [PRICE_LIST_IMPORT_MESSAGES.minQuantityTooSmall] });
    expect(errorsOf(5)).toEqual({ min_quantity: ['Must be a whole number'] });
    expect(errorsOf(6)).toEqual({ percent_off: [PRICE_LIST_MESSAGES.oneOfPriceOrPercent] });
    expect(errorsOf(7)).toEqual({ unit_price: [PRICE_LIST_MESSAGES.priceOrPercentRequired] });
    expect(errorsOf(8)).toEqual({ unit_price: ['Price must be greater than 0'] });
    expect(errorsOf(9)?.unit_price).toHaveLength(1);
    expect(errorsOf(10)).toEqual({ percent_off: [PRICE_LIST_MESSAGES.percentRange] });
    expect(errorsOf(11)).toEqual({ percent_off: ['Must be a number'] });
    expect(errorsOf(12)).toEqual({ min_quantity: [PRICE_LIST_IMPORT_MESSAGES.duplicateStep(2)] });
    expect(errorsOf(23)).toEqual({ min_quantity: [PRICE_LIST_IMPORT_MESSAGES.tooManySteps] });
    expect(dry.rows.find((row) => row.line === 2)?.action).toBe('update');

    const res = await importCsv(list.id, lines.join('\n'), false);
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe(PRICE_LIST_IMPORT_MESSAGES.hasErrors);
    expect(body.error.details?.['line 3: sku']).toEqual([PRICE_LIST_MESSAGES.unknownSku]);
    expect(await entriesOf(list.id)).toEqual(before);
    expect(await importAudit(list.id)).toEqual([]);
  });

  it('refuses a header lacking a column, with an unknown column, and a file that is not CSV', async () => {
    const { cpu, list } = await listWithEntries();
    const lacking = await importCsv(list.id, `sku,min_quantity,unit_price\n${cpu.sku},1,9\n`, true);
    expect(lacking.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(lacking.json()).error).toMatchObject({
      code: 'bad_request',
      message: PRICE_LIST_IMPORT_MESSAGES.missingColumns(['percent_off']),
    });
    const unknown = await importCsv(list.id, `${HEADER},price\n`, true);
    expect(unknown.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(unknown.json()).error.message).toBe(
      PRICE_LIST_IMPORT_MESSAGES.unknownColumns(['price']),
    );
    const json = await importCsv(list.id, '{}', true, admin, 'application/json');
    expect(json.statusCode).toBe(415);
    const missing = await importCsv('7d0f5f4e-9a8b-4c3d-8e2f-1a2b3c4d5e6f', `${HEADER}\n`, true);
    expect(missing.statusCode).toBe(404);
    expect(await entriesOf(list.id)).toHaveLength(3);
  });

  it('refuses more than 100,000 rows with 400 and writes nothing', async () => {
    const { cpu, list } = await listWithEntries();
    const rows = Array.from({ length: 100_001 }, (_, i) => `${cpu.sku},${i + 1},1.00,`);
    const res = await importCsv(list.id, `${HEADER}\n${rows.join('\n')}\n`, false);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.message).toBe(
      PRICE_LIST_IMPORT_MESSAGES.tooManyRows,
    );
    expect(await entriesOf(list.id)).toHaveLength(3);
  });
});
