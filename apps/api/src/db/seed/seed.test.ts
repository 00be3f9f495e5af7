import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AttributeTranslationsInputSchema,
  CategoryDetailSchema,
  CategoryListSchema,
  CategoryTranslationsInputSchema,
  imageCandidates,
  ProductListSchema,
  ProductPageSchema,
  ProductTranslationsInputSchema,
} from '@partline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  makeTempDir,
  type TestApp,
} from '../../../test/helpers/test-app.js';
import { products as productsTable } from '../schema/index.js';
import { demoBlogs, demoCategories, demoProducts, demoReviews } from './demo-content.js';
import { demoTranslations } from './demo-content-bn.js';
import type { DemoAttribute, DemoCategory } from './demo-content.types.js';
import { seedDemoContent, type DemoContent } from './seed.js';

const description = (name: string) =>
  `${name}: a dependable part for business fleets, tested before packing, sold in full cartons with a three-year warranty.`;

const content: DemoContent = {
  products: [
    {
      name: 'First CPU',
      sku: 'TEST-CPU-1',
      priceTaka: 32000,
      minOrder: 10,
      availableQuantity: 640,
      description: description('First CPU'),
      imageFile: 'cpu.webp',
    },
    {
      name: 'Second RAM',
      sku: 'TEST-RAM-2',
      priceTaka: 5800.5,
      minOrder: 50,
      availableQuantity: 0,
      description: description('Second RAM'),
      imageFile: 'ram-700w.webp',
    },
    {
      name: 'Third SSD',
      sku: 'TEST-SSD-3',
      priceTaka: 7400,
      minOrder: 20,
      availableQuantity: 900,
      description: description('Third SSD'),
      imageFile: 'missing.webp',
    },
  ],
  blogs: [
    {
      authorName: 'Nusrat',
      authorImageFile: 'author.webp',
      publishedOn: '2026-01-14',
      heading: 'DDR5',
      imageFile: 'blog.webp',
      body: 'Text',
    },
  ],
  reviews: [
    { userName: 'Farhana', userImageFile: 'face.webp', body: 'Great parts', rating: 5 },
    { userName: 'Kamrul', userImageFile: 'face.webp', body: 'Good service', rating: 4 },
  ],
};

let assetsDir: string;
beforeAll(() => {
  assetsDir = makeTempDir('partline-assets-');
  for (const file of [
    'cpu.webp',
    'ram-320w.webp',
    'ram-640w.webp',
    'ram-700w.webp',
    'author.webp',
    'blog.webp',
    'face.webp',
  ]) {
    writeFileSync(join(assetsDir, file), `image ${file}`);
  }
});
afterAll(() => rmSync(assetsDir, { recursive: true, force: true }));

describe('seedDemoContent', () => {
  it('fills an empty database once, newest = last item, prices in Taka, images copied', async () => {
    const database = await createTestDatabase();
    const dataDir = makeTempDir();
    const warnings: unknown[] = [];
    const logger = { info: () => undefined, warn: (object: unknown) => warnings.push(object) };
    try {
      const first = await seedDemoContent(database.handle.db, {
        dataDir,
        content,
        assetsDir,
        logger,
      });
      expect(first).toEqual({ inserted: true, products: 3, blogs: 1, reviews: 2 });
      const again = await seedDemoContent(database.handle.db, {
        dataDir,
        content,
        assetsDir,
        logger,
      });
      expect(again.inserted).toBe(false);

      const uploads = join(dataDir, 'uploads', 'demo');
      expect(readFileSync(join(uploads, 'cpu.webp'), 'utf8')).toBe('image cpu.webp');
      expect(existsSync(join(uploads, 'face.webp'))).toBe(true);
      // A picture named after its width brings its smaller copies for the web app's srcset.
      for (const file of ['ram-320w.webp', 'ram-640w.webp', 'ram-700w.webp']) {
        expect(readFileSync(join(uploads, file), 'utf8')).toBe(`image ${file}`);
      }
      expect(warnings).toContainEqual(expect.objectContaining({ missing: ['missing.webp'] }));
    } finally {
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('seeds once when two instances start together', async () => {
    const database = await createTestDatabase();
    const dataDir = makeTempDir();
    try {
      const results = await Promise.all([
        seedDemoContent(database.handle.db, { dataDir, content, assetsDir }),
        seedDemoContent(database.handle.db, { dataDir, content, assetsDir }),
      ]);
      expect(results.filter((result) => result.inserted)).toHaveLength(1);
    } finally {
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the seeded app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, content, assetsDir });
  });
  afterAll(() => t.close());

  it('lists the seeded products newest first with their uploads URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?sort=newest' });
    const list = ProductListSchema.parse(res.json());
    expect(list.map((product) => product.productName)).toEqual([
      'Third SSD',
      'Second RAM',
      'First CPU',
    ]);
    expect(list[1]).toMatchObject({
      productPrice: 5800.5,
      minOrder: 50,
      availableQuantity: 0,
      productImage: '/uploads/demo/ram-700w.webp',
    });
    expect(new Set(list.map((product) => product.createdAt)).size).toBe(3);
  });

  it('serves the copied images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/cpu.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('image cpu.webp');
  });

  it('lists reviews newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reviews?sort=newest' });
    expect(res.json().map((review: { user: string }) => review.user)).toEqual([
      'Kamrul',
      'Farhana',
    ]);
  });
});

describe('the shipped demo content', () => {
  it('seeds completely and passes the API schemas', async () => {
    const t = await createTestApp({ seed: true });
    try {
      const products = ProductListSchema.parse((await t.app.inject('/api/products')).json());
      expect(products).toHaveLength(demoProducts.length);
      // Insertion order: the content's arrays are oldest first.
      expect(products.map((p) => p.productName)).toEqual(demoProducts.map((p) => p.name));
      for (const product of products) {
        expect(product.productImage).toMatch(/^\/uploads\/demo\/[\w.-]+-800w\.webp$/);
        // Every srcset candidate of a shipped picture is there.
        for (const { url } of imageCandidates(product.productImage)) {
          expect((await t.app.inject(url)).statusCode, url).toBe(200);
        }
      }
      expect((await t.app.inject('/api/blogs')).json()).toHaveLength(demoBlogs.length);
      expect((await t.app.inject('/api/reviews')).json()).toHaveLength(demoReviews.length);
      // The DDR5 modules' datasheets (decision 318) are on their pages and download as PDFs.
      const sr5 = products.find((p) => p.sku === 'PL-MEM-SR5-32');
      const sr5Page = (await t.app.inject(`/api/product-pages/${sr5?._id}`)).json() as {
        documents: { kind: string; title: string; url: string; sizeBytes: number }[];
      };
      expect(sr5Page.documents).toEqual([
        expect.objectContaining({ kind: 'datasheet', title: 'DDR5 ECC RDIMM datasheet' }),
      ]);
      const pdf = await t.app.inject(sr5Page.documents[0]!.url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBe(sr5Page.documents[0]!.sizeBytes);
    } finally {
      await t.close();
    }
  });

  it('puts every product in a category of the tree with a full specification (decision 316)', async () => {
    const t = await createTestApp({ seed: true });
    try {
      const tree = CategoryListSchema.parse((await t.app.inject('/api/categories')).json());
      expect(tree.filter((c) => c.parentId === null).map((c) => c.name)).toEqual(
        demoCategories.map((c) => c.name),
      );
      const memory = tree.find((c) => c.slug === 'memory');
      expect(tree.filter((c) => c.parentId === memory?.id).map((c) => c.name)).toEqual([
        'DDR5',
        'DDR4',
        'Server memory',
      ]);
      // Every product is counted once, in its category's ancestors too.
      const tops = tree.filter((c) => c.parentId === null);
      expect(tops.reduce((sum, c) => sum + c.productCount, 0)).toBe(demoProducts.length);
      const ddr5 = CategoryDetailSchema.parse(
        (await t.app.inject('/api/categories/ddr5-memory')).json(),
      );
      expect(ddr5.breadcrumbs.map((b) => b.name)).toEqual(['Memory', 'DDR5']);
      expect(ddr5.attributes.map((a) => a.key)).toEqual([
        'capacity_gb',
        'speed_mts',
        'ecc',
        'module_type',
        'voltage_v',
      ]);
      const rows = await t.db.select().from(productsTable);
      for (const row of rows) {
        expect(row.categoryId, row.sku).not.toBeNull();
        expect(row.specText, row.sku).not.toBe('');
      }
      // The buyer narrows Memory › DDR5 by capacity and ECC: each capacity both ways.
      const inDdr5 = rows.filter((row) => row.categoryId === ddr5.category.id);
      const kinds = inDdr5.map(
        (row) => `${row.specifications.capacity_gb}:${row.specifications.ecc}`,
      );
      expect(new Set(kinds)).toEqual(
        new Set(['16:true', '16:false', '32:true', '32:false', '64:true', '64:false']),
      );
      const sr5 = rows.find((row) => row.sku === 'PL-MEM-SR5-32');
      expect(sr5).toMatchObject({
        specText: '32 GB · 4,800 MT/s · ECC · RDIMM · 1.1 V',
        gallery: expect.arrayContaining([expect.stringMatching(/^\/uploads\/demo\//)]),
      });
      expect(sr5?.details).toContain('### Compatibility');
      for (const url of rows.flatMap((row) => row.gallery)) {
        expect((await t.app.inject(url)).statusCode, url).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  it('gives every category and attribute and ten products Bangla texts the API accepts (decision 326)', async () => {
    const attributesOf = new Map<string, DemoAttribute[]>();
    const visit = (list: readonly DemoCategory[]) => {
      for (const category of list) {
        attributesOf.set(category.slug, category.attributes ?? []);
        visit(category.children ?? []);
      }
    };
    visit(demoCategories);
    expect(Object.keys(demoTranslations.categories).sort()).toEqual(
      [...attributesOf.keys()].sort(),
    );
    for (const texts of Object.values(demoTranslations.categories)) {
      expect(CategoryTranslationsInputSchema.parse({ bn: texts }).bn).toEqual(texts);
    }
    for (const [slug, byKey] of Object.entries(demoTranslations.attributes)) {
      const own = attributesOf.get(slug) ?? [];
      expect(Object.keys(byKey).sort(), slug).toEqual(own.map((a) => a.key).sort());
      for (const [key, texts] of Object.entries(byKey)) {
        const options = own.find((a) => a.key === key)?.options ?? [];
        for (const option of Object.keys(texts.options ?? {})) {
          expect(options, `${slug}.${key}`).toContain(option);
        }
        expect(AttributeTranslationsInputSchema.parse({ bn: texts }).bn).toEqual(texts);
      }
    }
    const skus = new Set(demoProducts.map((p) => p.sku));
    expect(Object.keys(demoTranslations.products)).toHaveLength(10);
    for (const [sku, texts] of Object.entries(demoTranslations.products)) {
      expect(skus, sku).toContain(sku);
      const bn = { productName: texts.name, productDescription: texts.description };
      expect(ProductTranslationsInputSchema.parse({ bn }).bn).toEqual(bn);
    }

    const t = await createTestApp({ seed: true });
    try {
      const bn = { 'accept-language': 'bn' };
      const products = ProductListSchema.parse(
        (await t.app.inject({ url: '/api/products', headers: bn })).json(),
      );
      expect(products.map((p) => p.productName)).toEqual(
        demoProducts.map((p) => demoTranslations.products[p.sku]?.name ?? p.name),
      );
      const sr5 = products.find((p) => p.sku === 'PL-MEM-SR5-32');
      const page = ProductPageSchema.parse(
        (await t.app.inject({ url: `/api/product-pages/${sr5?.slug}`, headers: bn })).json(),
      );
      expect(page.breadcrumbs.map((b) => b.name)).toEqual(['মেমরি', 'DDR5']);
      expect(page.details).toContain('### সামঞ্জস্যতা');
      expect(page.specification.map((line) => line.name)).toEqual([
        'ধারণক্ষমতা',
        'গতি',
        'ECC',
        'মডিউলের ধরন',
        'ভোল্টেজ',
      ]);
    } finally {
      await t.close();
    }
  });
});
