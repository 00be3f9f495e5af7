import {
  ApiErrorSchema,
  EXPORT_SALE_MESSAGES,
  PRODUCT_IMPORT_MESSAGES,
  ProductImportRowPageSchema,
  ProductImportSchema,
  type ProductImport,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categories, categoryAttributes, products } from '../../db/schema/index.js';
import { type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: { name: 'Buyer' } });

const DESCRIPTION =
  'A dependable memory module for business servers, tested for a full week before it ships, ' +
  'with a three-year warranty.';
const HEADER =
  'sku,name,slug,category,description,price,min_order,order_increment,tiers,available_quantity,' +
  'vat_rate,sd_rate,image,status';

let sequence = 0;
/** A unique SKU and name for this file's rows. */
const unique = (prefix: string) => {
  sequence += 1;
  return { sku: `${prefix}-${Date.now().toString(36).toUpperCase()}-${sequence}`, n: sequence };
};

/** A row of {@link HEADER}: the cells by column, the rest of a valid new product. */
const row = (cells: Record<string, string>) => {
  const base: Record<string, string> = {
    name: `Imported Part ${cells.sku}`,
    slug: '',
    category: '',
    description: DESCRIPTION,
    price: '1500.00',
    min_order: '10',
    order_increment: '1',
    tiers: '',
    available_quantity: '100',
    vat_rate: '1500',
    sd_rate: '0',
    image: '/uploads/demo/part.webp',
    status: 'active',
    ...cells,
  };
  return HEADER.split(',')
    .map((column) => {
      const value = base[column] ?? '';
      return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
    })
    .join(',');
};

const upload = (csv: string, user: TestUser = admin, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/product-imports?fileName=catalog.csv',
    headers: { ...user.headers, 'content-type': contentType },
    payload: csv,
  });

/** Uploads `csv` and waits for its check to end. */
async function checkFile(csv: string): Promise<ProductImport> {
  const res = await upload(csv);
  expect(res.statusCode, res.body).toBe(202);
  let current = ProductImportSchema.parse(res.json());
  for (let i = 0; i < 200 && current.status === 'reading'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const polled = await t.app.inject({
      url: `/api/product-imports/${current.id}`,
      headers: admin.headers,
    });
    current = ProductImportSchema.parse(polled.json());
  }
  return current;
}

const rowsOf = async (id: string, query = '') => {
  const res = await t.app.inject({
    url: `/api/product-imports/${id}/rows${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ProductImportRowPageSchema.parse(res.json());
};

const apply = (id: string, user: TestUser = admin) =>
  t.app.inject({ method: 'POST', url: `/api/product-imports/${id}/apply`, headers: user.headers });

const productBySku = async (sku: string) =>
  (await t.db.select().from(products).where(eq(products.sku, sku)))[0];

const exportCsv = async () => {
  const res = await t.app.inject({ url: '/api/products/export.csv', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('catalog CSV import', () => {
  it('names each bad row by line and column, and applies nothing while any row has an error', async () => {
    const good = unique('IMP');
    const bad = unique('IMP');
    const csv = [
      HEADER,
      row({ sku: good.sku }),
      row({ sku: bad.sku, price: '0', description: 'short', tiers: '5:1' }),
      row({ sku: good.sku, name: 'Another name' }),
      row({ sku: unique('IMP').sku, category: 'no-such-category' }),
    ].join('\r\n');
    const checked = await checkFile(csv);
    expect(checked).toMatchObject({
      status: 'checked',
      totalRows: 4,
      processedRows: 4,
      errorRows: 3,
      createRows: 1,
      fileName: 'catalog.csv',
    });
    const errors = await rowsOf(checked.id, '?action=error');
    expect(errors.items.map((r) => r.line)).toEqual([3, 4, 5]);
    expect(errors.items[0]!.errors).toMatchObject({
      price: 'Price must be greater than 0',
      description: 'Minimum 100 character required',
    });
    expect(errors.items[1]!.errors.sku).toBe(PRODUCT_IMPORT_MESSAGES.repeatedSku(2));
    expect(errors.items[2]!.errors.category).toBe(PRODUCT_IMPORT_MESSAGES.unknownCategory);

    const refused = await apply(checked.id);
    expect(refused.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(refused.json()).error.message).toBe(
      PRODUCT_IMPORT_MESSAGES.hasErrors,
    );
    expect(await productBySku(good.sku)).toBeUndefined();
  });

  it('creates a product from a file with only the columns a new product needs', async () => {
    const { sku } = unique('MIN');
    const csv = [
      'sku,name,description,price,min_order,available_quantity,image',
      `${sku},Imported Part ${sku},"${DESCRIPTION}",1500.00,10,100,/uploads/demo/part.webp`,
    ].join('\n');
    const checked = await checkFile(csv);
    expect(checked).toMatchObject({ status: 'checked', errorRows: 0, createRows: 1 });
    expect((await apply(checked.id)).statusCode).toBe(200);
    expect(await productBySku(sku)).toMatchObject({ minOrder: 10, orderIncrement: 1 });
  });

  it('creates, updates and deletes exactly what the file says, with an audit entry each', async () => {
    const kept = await insertProduct(t.db, { sku: unique('UPD').sku, productPrice: 1000 });
    const gone = await insertProduct(t.db, { sku: unique('DEL').sku });
    const fresh = unique('NEW');
    const csv = [
      HEADER,
      row({
        sku: kept.sku,
        name: kept.name,
        description: kept.description,
        price: '900.00',
        tiers: '100:850.00|500:800.00',
        image: kept.image,
        min_order: String(kept.minOrder),
        available_quantity: '40',
      }),
      row({ sku: gone.sku, status: 'deleted' }),
      row({ sku: fresh.sku, name: `Fresh "Quoted", part ${fresh.n}`, vat_rate: '750' }),
    ].join('\n');
    const checked = await checkFile(csv);
    expect(checked).toMatchObject({
      status: 'checked',
      errorRows: 0,
      createRows: 1,
      updateRows: 2,
    });

    const res = await apply(checked.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(ProductImportSchema.parse(res.json())).toMatchObject({ status: 'applied' });
    expect(res.json().appliedAt).toEqual(expect.any(String));

    const updated = await productBySku(kept.sku);
    expect(updated).toMatchObject({
      pricePoisha: 90_000,
      availableQuantity: 40,
      volumeTiers: [
        { minQuantity: 100, unitPricePoisha: 85_000 },
        { minQuantity: 500, unitPricePoisha: 80_000 },
      ],
    });
    expect((await productBySku(gone.sku))?.deletedAt).toBeInstanceOf(Date);
    const created = await productBySku(fresh.sku);
    expect(created).toMatchObject({
      name: `Fresh "Quoted", part ${fresh.n}`,
      vatRate: 750,
      slug: `fresh-quoted-part-${fresh.n}`,
    });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'product.import'));
    const byTarget = new Map(entries.map((entry) => [entry.targetId, entry]));
    expect(byTarget.get(kept.id)).toMatchObject({
      actorEmail: admin.email,
      before: expect.objectContaining({ productPrice: 1000 }),
      after: expect.objectContaining({
        productPrice: 900,
        priceTiers: [
          { minQuantity: kept.minOrder, unitPrice: 900 },
          { minQuantity: 100, unitPrice: 850 },
          { minQuantity: 500, unitPrice: 800 },
        ],
      }),
    });
    expect(byTarget.get(gone.id)).toMatchObject({ after: null });
    expect(byTarget.get(created!.id)).toMatchObject({ before: null });

    const again = await apply(checked.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PRODUCT_IMPORT_MESSAGES.alreadyApplied);
  });

  it('checks spec.* columns against the category, and re-imports its own export as all unchanged', async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ name: `Memory ${unique('C').n}`, slug: `memory-${unique('C').n}` })
      .returning();
    await t.db.insert(categoryAttributes).values([
      {
        categoryId: category!.id,
        key: 'capacity_gb',
        name: 'Capacity',
        type: 'number',
        unit: 'GB',
      },
      { categoryId: category!.id, key: 'ecc', name: 'ECC', type: 'boolean' },
    ]);
    const header = `${HEADER},spec.capacity_gb,spec.ecc`;
    const good = unique('MEM');
    const bad = unique('MEM');
    const withSpecs = (cells: Record<string, string>, capacity: string, ecc: string) =>
      `${row({ category: category!.slug, ...cells })},${capacity},${ecc}`;
    const first = await checkFile(
      [
        header,
        withSpecs({ sku: good.sku, description: `-${DESCRIPTION}` }, '32', 'yes'),
        withSpecs({ sku: bad.sku }, 'lots', 'maybe'),
      ].join('\n'),
    );
    const errors = await rowsOf(first.id, '?action=error');
    expect(errors.items).toEqual([
      {
        line: 3,
        sku: bad.sku,
        action: 'error',
        errors: { 'spec.capacity_gb': expect.any(String), 'spec.ecc': expect.any(String) },
      },
    ]);
    const second = await checkFile(
      [header, withSpecs({ sku: good.sku, description: `-${DESCRIPTION}` }, '32', 'yes')].join(
        '\n',
      ),
    );
    expect((await apply(second.id)).statusCode).toBe(200);
    expect(await productBySku(good.sku)).toMatchObject({
      specifications: { capacity_gb: 32, ecc: true },
      specText: '32 GB · ECC',
      categoryId: category!.id,
      description: `-${DESCRIPTION}`,
    });

    const exported = await exportCsv();
    expect(exported.startsWith(`\uFEFF${HEADER}`)).toBe(true);
    expect(exported).toContain(`'-${DESCRIPTION}`);
    const reimport = await checkFile(exported);
    expect(reimport).toMatchObject({
      status: 'checked',
      errorRows: 0,
      createRows: 0,
      updateRows: 0,
      unchangedRows: reimport.totalRows,
    });
    const before = await t.db.select().from(products);
    expect((await apply(reimport.id)).statusCode).toBe(200);
    expect(await t.db.select().from(products)).toEqual(before);
  });

  it('lets exactly one of two applies at once win', async () => {
    const csv = [HEADER, row({ sku: unique('RACE').sku })].join('\n');
    const checked = await checkFile(csv);
    const answers = await Promise.all([apply(checked.id), apply(checked.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an import whose product changed since the check', async () => {
    const product = await insertProduct(t.db, { sku: unique('OPT').sku });
    const checked = await checkFile(
      [HEADER, row({ sku: product.sku, name: product.name, available_quantity: '7' })].join('\n'),
    );
    expect(checked.updateRows).toBe(1);
    await t.db
      .update(products)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(products.id, product.id));
    const res = await apply(checked.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PRODUCT_IMPORT_MESSAGES.catalogChanged);
    expect((await productBySku(product.sku))?.availableQuantity).toBe(product.availableQuantity);
  });

  it.each([
    ['an unknown column', `${HEADER},colour\n`, PRODUCT_IMPORT_MESSAGES.unknownColumns(['colour'])],
    ['a header without sku', 'name,price\nA,1\n', PRODUCT_IMPORT_MESSAGES.noSku],
    [
      'an unreadable file',
      `${HEADER}\n"unclosed,quote\n`,
      expect.stringContaining('cannot be read'),
    ],
    ['an empty file', '', PRODUCT_IMPORT_MESSAGES.empty],
  ])('fails %s clearly', async (_case, csv, failure) => {
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(202);
    expect(ProductImportSchema.parse(res.json())).toMatchObject({ status: 'failed', failure });
  });

  it('is for admins only', async () => {
    expect((await upload(HEADER, client)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/product-imports',
      headers: { 'content-type': 'text/csv' },
      payload: HEADER,
    });
    expect(anonymous.statusCode).toBe(401);
    const exported = await t.app.inject({
      url: '/api/products/export.csv',
      headers: client.headers,
    });
    expect(exported.statusCode).toBe(403);
  });
});

describe('serial tracking and warranty in the catalog CSV (decision 322)', () => {
  const WITH_WARRANTY = `${HEADER},serial_tracked,warranty_months`;
  const rowWith = (cells: Record<string, string>, tracked: string, months: string) =>
    `${row(cells)},${tracked},${months}`;

  it('exports, creates, updates and checks both columns', async () => {
    const created = unique('SER');
    const changed = await insertProduct(t.db, { sku: unique('SER').sku });
    const checked = await checkFile(
      [
        WITH_WARRANTY,
        rowWith({ sku: created.sku }, 'true', '36'),
        rowWith({ sku: changed.sku, name: changed.name }, 'yes', '12'),
      ].join('\n'),
    );
    expect(checked).toMatchObject({ status: 'checked', errorRows: 0, createRows: 1 });
    expect((await apply(checked.id)).statusCode).toBe(200);
    expect(await productBySku(created.sku)).toMatchObject({
      serialTracked: true,
      warrantyMonths: 36,
    });
    expect(await productBySku(changed.sku)).toMatchObject({
      serialTracked: true,
      warrantyMonths: 12,
    });
    const exported = await exportCsv();
    expect(exported.startsWith(`\uFEFF${WITH_WARRANTY}`)).toBe(true);
    expect(exported).toMatch(new RegExp(`\\r\\n${created.sku},.*,active,true,36,`));

    // A file without the columns keeps them; blank cells clear them.
    const without = await checkFile(
      [HEADER, row({ sku: changed.sku, name: changed.name, available_quantity: '80' })].join('\n'),
    );
    expect((await apply(without.id)).statusCode).toBe(200);
    expect(await productBySku(changed.sku)).toMatchObject({
      serialTracked: true,
      warrantyMonths: 12,
      availableQuantity: 80,
    });
    const cleared = await checkFile(
      [
        WITH_WARRANTY,
        rowWith({ sku: changed.sku, name: changed.name, available_quantity: '80' }, '', ''),
      ].join('\n'),
    );
    expect((await apply(cleared.id)).statusCode).toBe(200);
    expect(await productBySku(changed.sku)).toMatchObject({
      serialTracked: false,
      warrantyMonths: 0,
    });

    const bad = await checkFile(
      [
        WITH_WARRANTY,
        rowWith({ sku: unique('SER').sku }, 'maybe', '12'),
        rowWith({ sku: unique('SER').sku }, 'false', '121'),
        rowWith({ sku: unique('SER').sku }, 'false', 'three years'),
      ].join('\n'),
    );
    expect(bad).toMatchObject({ status: 'checked', errorRows: 3 });
    const errors = await rowsOf(bad.id, '?action=error');
    expect(errors.items.map((item) => item.errors)).toEqual([
      { serial_tracked: PRODUCT_IMPORT_MESSAGES.serialTrackedInvalid },
      { warranty_months: 'Warranty is a whole number of months from 0 to 120' },
      { warranty_months: 'Warranty is a whole number of months from 0 to 120' },
    ]);
  });
});

describe('HS code and country of origin in the catalog CSV (decision 323)', () => {
  const WITH_EXPORT = `${HEADER},hs_code,country_of_origin`;
  const rowWith = (cells: Record<string, string>, hsCode: string, origin: string) =>
    `${row(cells)},${hsCode},${origin}`;

  it('imports codes with or without dots, exports them dotted, and reads the export back unchanged', async () => {
    const dotted = unique('HSC');
    const digits = unique('HSC');
    const checked = await checkFile(
      [
        WITH_EXPORT,
        rowWith({ sku: dotted.sku }, '8471.30.00', 'cn'),
        rowWith({ sku: digits.sku }, '847330', ''),
      ].join('\n'),
    );
    expect(checked).toMatchObject({ status: 'checked', errorRows: 0, createRows: 2 });
    expect((await apply(checked.id)).statusCode).toBe(200);
    expect(await productBySku(dotted.sku)).toMatchObject({
      hsCode: '84713000',
      countryOfOrigin: 'CN',
    });
    expect(await productBySku(digits.sku)).toMatchObject({
      hsCode: '847330',
      countryOfOrigin: 'BD',
    });

    const exported = await exportCsv();
    // After them come the spec.* columns of the catalog's attributes, here empty.
    expect(
      exported.startsWith(
        `\uFEFF${HEADER},serial_tracked,warranty_months,hs_code,country_of_origin`,
      ),
    ).toBe(true);
    expect(exported).toMatch(
      new RegExp(`\\r\\n${dotted.sku},.*,false,0,8471\\.30\\.00,CN(,|\\r\\n)`),
    );
    expect(exported).toMatch(new RegExp(`\\r\\n${digits.sku},.*,false,0,8473\\.30,BD(,|\\r\\n)`));
    // The whole export read back changes nothing.
    const again = await checkFile(exported);
    expect(again).toMatchObject({ status: 'checked', errorRows: 0, createRows: 0, updateRows: 0 });
  });

  it('keeps both with a file written before the columns, clears the code with a blank cell', async () => {
    const product = await insertProduct(t.db, {
      sku: unique('HSC').sku,
      hsCode: '85423100',
      countryOfOrigin: 'TW',
    });
    const old = await checkFile(
      [HEADER, row({ sku: product.sku, name: product.name, available_quantity: '90' })].join('\n'),
    );
    expect(old).toMatchObject({ errorRows: 0, updateRows: 1 });
    expect((await apply(old.id)).statusCode).toBe(200);
    expect(await productBySku(product.sku)).toMatchObject({
      hsCode: '85423100',
      countryOfOrigin: 'TW',
      availableQuantity: 90,
    });
    const cleared = await checkFile(
      [
        WITH_EXPORT,
        rowWith({ sku: product.sku, name: product.name, available_quantity: '90' }, '', 'TW'),
      ].join('\n'),
    );
    expect((await apply(cleared.id)).statusCode).toBe(200);
    expect(await productBySku(product.sku)).toMatchObject({ hsCode: null, countryOfOrigin: 'TW' });
  });

  it('names a bad HS code or origin by its column', async () => {
    const bad = await checkFile(
      [
        WITH_EXPORT,
        rowWith({ sku: unique('HSC').sku }, '8471.3', 'BD'),
        rowWith({ sku: unique('HSC').sku }, '84713000', 'Bangladesh'),
      ].join('\n'),
    );
    expect(bad).toMatchObject({ status: 'checked', errorRows: 2 });
    expect((await rowsOf(bad.id, '?action=error')).items.map((item) => item.errors)).toEqual([
      { hs_code: EXPORT_SALE_MESSAGES.hsCodeInvalid },
      { country_of_origin: EXPORT_SALE_MESSAGES.originInvalid },
    ]);
  });
});
