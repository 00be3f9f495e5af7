import {
  ProductImportRowPageSchema,
  ProductImportSchema,
  type ProductImport,
} from '@partline/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products, productTranslations } from '../../db/schema/index.js';
import { useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// The Bangla columns of the catalog CSV (decisions 319, 326): `name_bn`, `description_bn`,
// `details_bn`, optional both ways.

const t = useTestApp();
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

const DESCRIPTION =
  'A dependable memory module for business servers, tested for a full week before it ships, ' +
  'with a three-year warranty.';
const HEADER = 'sku,name,description,price,min_order,available_quantity,image';
const BN_HEADER = `${HEADER},name_bn,description_bn,details_bn`;

let sequence = 0;
const uniqueSku = () => {
  sequence += 1;
  return `BN-${Date.now().toString(36).toUpperCase()}-${sequence}`;
};

/** A CSV cell: quoted when it holds a comma, a quote or a line end. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A row of {@link HEADER} for a valid new product `sku`, then `more` cells. */
const row = (sku: string, ...more: string[]) =>
  [
    sku,
    `Imported Part ${sku}`,
    DESCRIPTION,
    '1500.00',
    '10',
    '100',
    '/uploads/demo/part.webp',
    ...more,
  ]
    .map(cell)
    .join(',');

async function checkFile(csv: string): Promise<ProductImport> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/product-imports?fileName=catalog.csv',
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    payload: csv,
  });
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

const apply = async (id: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/product-imports/${id}/apply`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The Bangla texts stored for the live product of `sku`; `undefined` for none. */
const textsOf = async (sku: string) => {
  const [product] = await t.db.select().from(products).where(eq(products.sku, sku));
  const [texts] = await t.db
    .select({
      name: productTranslations.name,
      description: productTranslations.description,
      details: productTranslations.details,
    })
    .from(productTranslations)
    .where(eq(productTranslations.productId, product!.id));
  return texts;
};

describe('the Bangla columns of the catalog CSV', () => {
  it('creates and updates products with their Bangla texts; a blank cell removes one', async () => {
    const created = uniqueSku();
    const updated = await insertProduct(t.db, { sku: uniqueSku() });
    await t.db.insert(productTranslations).values({
      productId: updated.id,
      locale: 'bn',
      name: 'পুরোনো নাম',
      description: 'পুরোনো বিবরণ',
    });
    const checked = await checkFile(
      [
        BN_HEADER,
        row(created, 'নতুন মডিউল', 'সার্ভারের জন্য মডিউল, বাণিজ্যিক ব্যবহারে পরীক্ষিত।', '## বিস্তারিত'),
        [
          updated.sku,
          updated.name,
          updated.description,
          '1400.00',
          String(updated.minOrder),
          String(updated.availableQuantity),
          updated.image,
          'নতুন নাম',
          '',
          '',
        ]
          .map(cell)
          .join(','),
      ].join('\r\n'),
    );
    expect(checked).toMatchObject({
      status: 'checked',
      errorRows: 0,
      createRows: 1,
      updateRows: 1,
    });
    await apply(checked.id);
    expect(await textsOf(created)).toEqual({
      name: 'নতুন মডিউল',
      description: 'সার্ভারের জন্য মডিউল, বাণিজ্যিক ব্যবহারে পরীক্ষিত।',
      details: '## বিস্তারিত',
    });
    expect(await textsOf(updated.sku)).toEqual({
      name: 'নতুন নাম',
      description: null,
      details: null,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, updated.id), eq(auditLog.action, 'product.import')));
    expect(entry?.before).toMatchObject({
      translations: { bn: { productName: 'পুরোনো নাম', productDescription: 'পুরোনো বিবরণ' } },
    });
    expect(entry?.after).toMatchObject({
      translations: { bn: { productName: 'নতুন নাম', productDescription: null } },
    });
  });

  it('keeps the Bangla texts of a file without the columns, and a new product without them has none', async () => {
    const kept = await insertProduct(t.db, { sku: uniqueSku() });
    await t.db
      .insert(productTranslations)
      .values({ productId: kept.id, locale: 'bn', name: 'রাখা নাম' });
    const fresh = uniqueSku();
    const checked = await checkFile(
      [
        HEADER,
        [kept.sku, kept.name, kept.description, '999.00', String(kept.minOrder), '100', kept.image]
          .map(cell)
          .join(','),
        row(fresh),
      ].join('\n'),
    );
    expect(checked).toMatchObject({ errorRows: 0, createRows: 1, updateRows: 1 });
    await apply(checked.id);
    expect(await textsOf(kept.sku)).toEqual({ name: 'রাখা নাম', description: null, details: null });
    expect(await textsOf(fresh)).toBeUndefined();
  });

  it('names a Bangla text too long by its column', async () => {
    const checked = await checkFile(
      [BN_HEADER, row(uniqueSku(), 'ক'.repeat(121), '', '')].join('\n'),
    );
    expect(checked.errorRows).toBe(1);
    const rows = await t.app.inject({
      url: `/api/product-imports/${checked.id}/rows?action=error`,
      headers: admin.headers,
    });
    expect(ProductImportRowPageSchema.parse(rows.json()).items[0]?.errors).toEqual({
      name_bn: 'At most 120 characters',
    });
  });

  it('exports the Bangla texts and re-imports its own export as all unchanged', async () => {
    const product = await insertProduct(t.db, { sku: uniqueSku() });
    await t.db.insert(productTranslations).values({
      productId: product.id,
      locale: 'bn',
      name: 'রপ্তানি, "উদ্ধৃতি" সহ',
      details: '- প্রথম\n- দ্বিতীয়',
    });
    const res = await t.app.inject({ url: '/api/products/export.csv', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const [header] = res.body.split('\r\n');
    expect(header).toContain(
      ',warranty_months,hs_code,country_of_origin,name_bn,description_bn,details_bn',
    );
    // Quoted as RFC 4180 asks, and a cell that starts as a formula would escaped (decision 070).
    expect(res.body).toContain(',"রপ্তানি, ""উদ্ধৃতি"" সহ",,"\'- প্রথম\n- দ্বিতীয়"');
    const reimport = await checkFile(res.body);
    expect(reimport).toMatchObject({
      status: 'checked',
      errorRows: 0,
      createRows: 0,
      updateRows: 0,
      unchangedRows: reimport.totalRows,
    });
    // A changed Bangla name alone makes the row an update.
    const changed = await checkFile(res.body.replace('রপ্তানি, ""উদ্ধৃতি"" সহ', 'নতুন নাম'));
    expect(changed.updateRows).toBe(1);
    await apply(changed.id);
    expect(await textsOf(product.sku)).toEqual({
      name: 'নতুন নাম',
      description: null,
      details: '- প্রথম\n- দ্বিতীয়',
    });
  });
});
