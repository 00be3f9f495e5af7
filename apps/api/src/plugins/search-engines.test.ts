import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCategoryRow, insertProduct } from '../../test/helpers/factories.js';
import { useTestApp, withWebBuild } from '../../test/helpers/test-app.js';
import { readProductsSitemap, readSitemapIndex } from '../flows/search-engine-pages.js';

const PUBLIC_URL = 'https://shop.example.com';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Partline manufactures computer parts for business clients."
    />
    <title>Partline · Computer parts for business</title>
    <script type="module" src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let dist: string;
const t = useTestApp(async (afterClose) => {
  const setup = withWebBuild(
    'partline-seo-',
    { 'index.html': INDEX_HTML },
    (folder) => (dist = folder),
  );
  const options = typeof setup === 'function' ? await setup(afterClose) : setup;
  return { ...options, env: { ...options.env, PUBLIC_URL } };
});

const navigate = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The attribute `name` of the first tag matching `tag`. */
function attributeOf(html: string, tag: RegExp, name: string): string | undefined {
  const element = tag.exec(html)?.[0];
  return element ? new RegExp(`${name}="([^"]*)"`).exec(element)?.[1] : undefined;
}
const meta = (html: string, property: string) =>
  attributeOf(html, new RegExp(`<meta (?:property|name)="${property}"[^>]*>`), 'content');

/** Every JSON-LD block of the page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/**
 * Whether `xml` is well-formed as far as our sitemaps go: one declaration, tags that close in
 * order, no stray `<` or bare `&` in text.
 */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1);
  const open: string[] = [];
  for (const match of body.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*>|([^<>]+)|([<>])/g)) {
    const [, closing, name, text, stray] = match;
    expect(stray, 'a stray < or >').toBeUndefined();
    if (text !== undefined) {
      expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#39);)/);
    } else if (closing) {
      expect(open.pop()).toBe(name);
    } else {
      open.push(name!);
    }
  }
  expect(open).toEqual([]);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

/** The DDR5 category the first block makes. */
let ddr5Id: string;

describe('the head of a product page', () => {
  let memoryId: string;
  beforeAll(async () => {
    const memory = await insertCategoryRow(t.db, { name: 'Memory', slug: 'memory' });
    memoryId = memory.id;
    const ddr5 = await insertCategoryRow(t.db, {
      name: 'DDR5',
      slug: 'ddr5',
      parentId: memory.id,
      description: 'Fifth-generation memory & more.',
    });
    ddr5Id = ddr5.id;
    await insertProduct(t.db, {
      productName: 'Fury 32 GB',
      slug: 'fury-32-gb',
      categoryId: ddr5.id,
      productPrice: 9500,
      minOrder: 10,
      availableQuantity: 50,
      productImage: '/images/fury.webp',
      gallery: ['https://cdn.example.com/fury-side.webp'],
      productDescription: 'Low-latency DDR5 for workstations.',
      volumeTiers: [{ minQuantity: 100, unitPrice: 9000 }],
    });
  });

  it('carries title, description, canonical URL, Open Graph and JSON-LD without JavaScript', async () => {
    const res = await navigate('/products/fury-32-gb');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Fury 32 GB · Partline</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe('Low-latency DDR5 for workstations.');
    expect(attributeOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(
      `${PUBLIC_URL}/products/fury-32-gb`,
    );
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/products/fury-32-gb`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/images/fury.webp`);
    expect(meta(html, 'og:title')).toBe('Fury 32 GB · Partline');
    expect(html).toContain('<script type="module" src="/assets/app-abc123.js"></script>');

    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Fury 32 GB',
      brand: { name: 'Partline' },
      category: 'Memory > DDR5',
      image: [`${PUBLIC_URL}/images/fury.webp`, 'https://cdn.example.com/fury-side.webp'],
      offers: {
        '@type': 'Offer',
        price: '9500.00',
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/products/fury-32-gb`,
      },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'All products', item: `${PUBLIC_URL}/all-products` },
        { position: 2, name: 'Memory', item: `${PUBLIC_URL}/categories/memory` },
        { position: 3, name: 'DDR5', item: `${PUBLIC_URL}/categories/ddr5` },
        { position: 4, name: 'Fury 32 GB', item: `${PUBLIC_URL}/products/fury-32-gb` },
      ],
    });
  });

  it('says OutOfStock when fewer pieces than the minimum order can be bought', async () => {
    await insertProduct(t.db, {
      slug: 'almost-gone',
      minOrder: 10,
      availableQuantity: 12,
      heldQuantity: 5,
    });
    const [product] = jsonLd((await navigate('/products/almost-gone')).body);
    expect(product).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('keeps a name with "</script> and markup inside its tags', async () => {
    const name = 'Evil "</script><script>alert(1)</script> & <b>bold</b>';
    await insertProduct(t.db, {
      productName: name,
      slug: 'evil',
      productDescription: '</script><img src=x onerror=alert(1)>',
    });
    const html = (await navigate('/products/evil')).body;
    // The page's own module script and the two JSON-LD blocks, nothing else.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    const [product] = jsonLd(html);
    expect(product).toMatchObject({ name, description: '</script><img src=x onerror=alert(1)>' });
    expect(meta(html, 'og:title')).toBe(
      'Evil &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt; · Partline',
    );
  });

  it('answers an unknown or deleted product with the app and 404, without product tags', async () => {
    await insertProduct(t.db, { slug: 'was-here', deletedAt: new Date() });
    for (const url of ['/products/no-such-thing', '/products/was-here']) {
      const res = await navigate(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('gives a category page its head and breadcrumbs, and lists its products', async () => {
    const res = await navigate('/categories/ddr5');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>DDR5 · Partline</title>');
    expect(meta(html, 'description')).toBe('Fifth-generation memory &amp; more.');
    expect(attributeOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(
      `${PUBLIC_URL}/categories/ddr5`,
    );
    const [breadcrumbs, list] = jsonLd(html);
    expect(breadcrumbs).toMatchObject({
      itemListElement: [{ name: 'All products' }, { name: 'Memory' }, { name: 'DDR5' }],
    });
    expect(list).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ position: 1, url: `${PUBLIC_URL}/products/fury-32-gb` }],
    });
    // The parent's page lists its subcategories' products too.
    const parent = jsonLd((await navigate('/categories/memory')).body);
    expect(parent[1]).toMatchObject({ itemListElement: [{ name: 'Fury 32 GB' }] });
    expect(memoryId).toBeTruthy();
    expect((await navigate('/categories/no-such-category')).statusCode).toBe(404);
  });
});

describe("a product page's markup", () => {
  // Stands in for the web build's renderer (apps/web src/prerender/render-page.tsx, tested there).
  const RENDERER = `
export async function renderPage(path, { productPage, categoryPage }) {
  if (categoryPage) {
    const names = categoryPage.firstPage.items.map((item) => '<li>' + item.productName + '</li>');
    return {
      root: '<h1>' + categoryPage.facets.category.name + '</h1><ul>' + names.join('') + '</ul>',
      data: '<script type="application/json" id="data">' + categoryPage.facets.total + '</script>',
    };
  }
  return {
    root: '<h1>' + productPage.product.productName + '</h1><p>' + path + '</p>',
    data: '<script type="application/json" id="data">' + productPage.product.slug + '</script>',
  };
}
`;

  it('is rendered into #root with its data when the build has the renderer', async () => {
    mkdirSync(join(dist, 'ssr'));
    writeFileSync(join(dist, 'ssr', 'render-page.mjs'), RENDERER);
    const res = await navigate('/products/fury-32-gb');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><h1>Fury 32 GB</h1><p>/products/fury-32-gb</p></div>' +
        '<script type="application/json" id="data">fury-32-gb</script>',
    );
    expect(res.body).toContain('<title>Fury 32 GB · Partline</title>');
  });

  it('renders a bare category page with its first products and counts, anew after a catalog change', async () => {
    const page = await navigate('/categories/ddr5');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<div id="root"><h1>DDR5</h1><ul><li>Fury 32 GB</li></ul></div>' +
        '<script type="application/json" id="data">1</script>',
    );
    expect(page.body).toContain('<title>DDR5');

    await insertProduct(t.db, { productName: 'Vengeance 64 GB', categoryId: ddr5Id });
    expect((await navigate('/categories/ddr5')).body).toMatch(
      /<ul>(<li>Fury 32 GB<\/li><li>Vengeance 64 GB<\/li>|<li>Vengeance 64 GB<\/li><li>Fury 32 GB<\/li>)<\/ul>/,
    );
    // With filters in its query string the page is not the rendered one: its head only.
    expect((await navigate('/categories/ddr5?inStock=true')).body).toContain(
      '<div id="root"></div>',
    );
  });
  it("goes into the build's content-first shell, whose code runs after the first paint, when it has one", async () => {
    // As apps/web build/prerender.mts writes it: scripts at low priority, nothing preloaded.
    const contentFirst = INDEX_HTML.replace(
      '<script type="module" ',
      '<script type="module" fetchpriority="low" ',
    ).replace('<div id="root"></div>', '<div id="root" data-code-after-paint></div>');
    writeFileSync(join(dist, 'ssr', 'content-first.html'), contentFirst);

    const product = (await navigate('/products/fury-32-gb')).body;
    expect(product).toContain(
      '<div id="root" data-code-after-paint><h1>Fury 32 GB</h1><p>/products/fury-32-gb</p></div>' +
        '<script type="application/json" id="data">fury-32-gb</script>',
    );
    expect(product).toContain('<script type="module" fetchpriority="low" ');
    expect(product).toContain('<title>Fury 32 GB · Partline</title>');
    expect((await navigate('/categories/ddr5')).body).toContain(
      '<div id="root" data-code-after-paint><h1>DDR5</h1>',
    );
    // A page without its markup must start its code at once: it has nothing to paint first.
    const filtered = (await navigate('/categories/ddr5?inStock=true')).body;
    expect(filtered).toContain('<div id="root"></div>');
    expect(filtered).not.toContain('fetchpriority="low"');
    const unknown = await navigate('/products/no-such-product');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX_HTML);
    // Never served itself: it is in the renderer's folder.
    const shell = await t.app.inject({ method: 'GET', url: '/ssr/content-first.html' });
    expect(shell.statusCode).toBe(404);
  });
});

describe('robots.txt and the sitemaps', () => {
  it('robots.txt allows all but the private paths and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /cart',
        'Disallow: /payment',
        'Disallow: /confirm-purchase',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('the index points at the pages and products sitemaps, all well-formed', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expectWellFormedXml(index.body);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(index.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
    ]);

    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expectWellFormedXml(pages.body);
    expect(locs(pages.body)).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/all-products`,
        `${PUBLIC_URL}/blogs`,
        `${PUBLIC_URL}/portfolio`,
        `${PUBLIC_URL}/contact`,
        `${PUBLIC_URL}/warranty`,
        `${PUBLIC_URL}/categories/memory`,
        `${PUBLIC_URL}/categories/ddr5`,
      ]),
    );

    const products = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    expectWellFormedXml(products.body);
    const urls = locs(products.body);
    expect(urls).toContain(`${PUBLIC_URL}/products/fury-32-gb`);
    expect(urls).toContain(`${PUBLIC_URL}/products/evil`);
    expect(urls).not.toContain(`${PUBLIC_URL}/products/was-here`);
    expect(products.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);

    expect(
      (await t.app.inject({ method: 'GET', url: '/sitemaps/products-2.xml' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(
      404,
    );
  });

  it('splits the products into files of the given size, each product once', async () => {
    const perFile = 2;
    const index = await readSitemapIndex(t.db, PUBLIC_URL, perFile);
    const files = locs(index).filter((url) => url?.includes('/products-'));
    expect(files.length).toBeGreaterThanOrEqual(2);
    const seen: string[] = [];
    for (let n = 1; n <= files.length; n += 1) {
      const xml = await readProductsSitemap(t.db, PUBLIC_URL, n, perFile);
      expectWellFormedXml(xml!);
      const urls = locs(xml!);
      expect(urls.length).toBeLessThanOrEqual(perFile);
      seen.push(...(urls as string[]));
    }
    expect(await readProductsSitemap(t.db, PUBLIC_URL, files.length + 1, perFile)).toBeUndefined();
    const whole = locs(
      (await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body,
    );
    expect(seen).toEqual(whole);
  });
});
