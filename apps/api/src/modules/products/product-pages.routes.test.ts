import { ProductPageSchema } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertAttributeRow,
  insertCategoryRow,
  insertProduct,
} from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { catalogChanged } from '../../catalog-cache/catalog-cache.js';
import { productDocuments, products } from '../../db/schema/index.js';

const t = useTestApp();

const getPage = (key: string) => t.app.inject({ method: 'GET', url: `/api/product-pages/${key}` });

describe('GET /api/product-pages/:key', () => {
  let ddr5Id: string;
  let product: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    const memory = await insertCategoryRow(t.db, { name: 'Memory', description: 'RAM' });
    const ddr5 = await insertCategoryRow(t.db, { name: 'DDR5', parentId: memory.id });
    ddr5Id = ddr5.id;
    // Inherited from Memory (shown first) and the category's own, in position order.
    await insertAttributeRow(t.db, {
      categoryId: memory.id,
      key: 'capacity_gb',
      name: 'Capacity',
      type: 'number',
      unit: 'GB',
      position: 0,
    });
    await insertAttributeRow(t.db, {
      categoryId: memory.id,
      key: 'form_factor',
      name: 'Form factor',
      type: 'enum',
      options: ['DIMM', 'SO-DIMM'],
      position: 1,
    });
    await insertAttributeRow(t.db, {
      categoryId: ddr5.id,
      key: 'ecc',
      name: 'ECC',
      type: 'boolean',
      position: 1,
    });
    await insertAttributeRow(t.db, {
      categoryId: ddr5.id,
      key: 'speed_mts',
      name: 'Speed',
      type: 'number',
      unit: 'MT/s',
      position: 0,
    });
    product = await insertProduct(t.db, {
      productName: 'Kingston Fury 32 GB DDR5',
      slug: 'kingston-fury-32gb-ddr5',
      categoryId: ddr5.id,
      productImage: '/images/fury.webp',
      gallery: ['/images/fury-side.webp', '/images/fury-box.webp'],
      details: '## Why\n\nFast **and** cool.',
      // form_factor has no value: its line is left out.
      specifications: { ecc: false, capacity_gb: 32, speed_mts: 4800 },
    });
  });

  it('answers the page by slug: category path, specification in attribute order, gallery', async () => {
    const res = await getPage('kingston-fury-32gb-ddr5');
    expect(res.statusCode, res.body).toBe(200);
    const page = ProductPageSchema.parse(res.json());
    expect(page.product._id).toBe(product.id);
    expect(page.product.slug).toBe('kingston-fury-32gb-ddr5');
    expect(page.category?.id).toBe(ddr5Id);
    expect(page.category?.productCount).toBe(1);
    expect(page.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Memory', 'DDR5']);
    expect(page.specification.map((line) => [line.name, line.display])).toEqual([
      ['Capacity', '32 GB'],
      ['Speed', '4,800 MT/s'],
      ['ECC', 'No'],
    ]);
    expect(page.specification[0]).toMatchObject({ key: 'capacity_gb', type: 'number', value: 32 });
    expect(page.specifications).toEqual({ ecc: false, capacity_gb: 32, speed_mts: 4800 });
    expect(page.details).toBe('## Why\n\nFast **and** cool.');
    expect(page.gallery).toEqual([
      '/images/fury.webp',
      '/images/fury-side.webp',
      '/images/fury-box.webp',
    ]);
    expect(page.documents).toEqual([]);
  });

  it("names the country of origin in the answer's language (decision 323)", async () => {
    const made = await insertProduct(t.db, { countryOfOrigin: 'TW' });
    const read = async (language: string) =>
      ProductPageSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/product-pages/${made.slug}`,
            headers: { 'accept-language': language },
          })
        ).json(),
      );
    expect((await read('en')).countryOfOriginName).toBe('Taiwan');
    expect((await read('bn')).countryOfOriginName).toBe('তাইওয়ান');
  });

  it('answers the same page by the product id', async () => {
    const res = await getPage(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().product.slug).toBe('kingston-fury-32gb-ddr5');
  });

  it('answers an uncategorised product with no category nor specification lines', async () => {
    const plain = await insertProduct(t.db, { specifications: { stray: 1 } });
    const page = ProductPageSchema.parse((await getPage(plain.slug)).json());
    expect(page.category).toBeNull();
    expect(page.breadcrumbs).toEqual([]);
    expect(page.specification).toEqual([]);
  });

  it('lists documents in the order they were attached, and shows one added later', async () => {
    const late = await insertProduct(t.db);
    expect((await getPage(late.slug)).json().documents).toEqual([]);
    for (const [position, title] of ['Datasheet', 'Manual'].entries()) {
      await t.db.insert(productDocuments).values({
        productId: late.id,
        kind: position === 0 ? 'datasheet' : 'manual',
        title,
        fileName: `${title}.pdf`,
        storageKey: `${title}.pdf`,
        url: `/uploads/${title}.pdf`,
        sizeBytes: 1234,
        position,
      });
    }
    catalogChanged(t.db);
    const page = ProductPageSchema.parse((await getPage(late.slug)).json());
    expect(page.documents.map((document) => [document.kind, document.title])).toEqual([
      ['datasheet', 'Datasheet'],
      ['manual', 'Manual'],
    ]);
  });

  it.each(['no-such-product', '00000000-0000-4000-8000-000000000000', 'Bad%20Key'])(
    "answers 404 'Product not found' for %s",
    async (key) => {
      const res = await getPage(key);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message: 'Product not found' });
    },
  );

  it('answers 404 for a deleted product, by slug and by id', async () => {
    const gone = await insertProduct(t.db, { deletedAt: new Date() });
    expect((await getPage(gone.slug)).statusCode).toBe(404);
    expect((await getPage(gone.id)).statusCode).toBe(404);
  });

  it('stops answering a product once it is deleted', async () => {
    const soon = await insertProduct(t.db);
    expect((await getPage(soon.slug)).statusCode).toBe(200);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, soon.id));
    catalogChanged(t.db);
    expect((await getPage(soon.slug)).statusCode).toBe(404);
  });
});
