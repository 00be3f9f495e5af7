import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/helpers/factories.js';
import { useTestApp, withWebBuild } from '../../test/helpers/test-app.js';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['../src/secret.ts'], mappings: '' });

const t = useTestApp(
  withWebBuild('partline-web-', {
    'index.html': INDEX_HTML,
    'assets/app-abc123.js': APP_JS,
    // A build made with SOURCEMAP=1 (decision 086) keeps its maps beside the chunks.
    'assets/app-abc123.js.map': SOURCE_MAP,
    'assets/styles-abc123.css.map': SOURCE_MAP,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  }),
);
beforeAll(() => {
  mkdirSync(join(t.config.dataDir, 'uploads', 'demo'), { recursive: true });
  writeFileSync(join(t.config.dataDir, 'uploads', 'demo', 'fan.webp'), 'RIFF....WEBP');
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A browser's navigation to `url`: a GET that accepts `text/html` (decision 007's fallback). */
const navigate = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: html });

/**
 * Checks a file served whole (decision 007): 200, its `Content-Type` when `type` is given (a
 * pattern it matches, or the exact value), its `Cache-Control`, and exactly `body`.
 */
function expectServed(
  res: LightMyRequestResponse,
  served: { type?: RegExp | string; cacheControl: string; body: string },
) {
  expect(res.statusCode).toBe(200);
  if (served.type instanceof RegExp) expect(res.headers['content-type']).toMatch(served.type);
  else if (served.type !== undefined) expect(res.headers['content-type']).toBe(served.type);
  expect(res.headers['cache-control']).toBe(served.cacheControl);
  expect(res.body).toBe(served.body);
}

/** Checks the API's JSON 404: a missing file is never answered with the SPA (decision 007). */
function expectNotFound(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(res.json().error.code).toBe('not_found');
}

describe('the built web app', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await navigate(t.app, '/');
    expectServed(res, { type: /^text\/html/, cacheControl: 'no-cache', body: INDEX_HTML });
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expectServed(res, {
      type: /javascript/,
      cacheControl: 'public, max-age=31536000, immutable',
      body: APP_JS,
    });
  });

  it('compresses a large asset for clients that accept gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length);
  });

  it('serves other files with no-cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expectServed(res, {
      cacheControl: 'no-cache',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
  });

  it.each([
    '/all-products',
    '/confirm-purchase/3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b',
    '/dashboard/my-orders',
    '/no-such-page',
  ])('answers the deep link %s with index.html (200) for the SPA router', async (url) => {
    const res = await navigate(t.app, url);
    expectServed(res, { cacheControl: 'no-cache', body: INDEX_HTML });
  });

  it('does not answer HTML for a missing asset or a non-HTML request', async () => {
    const asset = await navigate(t.app, '/assets/app-old999.js');
    expectNotFound(asset);

    const image = await t.app.inject({
      method: 'GET',
      url: '/missing.png',
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(image.statusCode).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/.env',
    ]) {
      const res = await navigate(t.app, url);
      expect(res.body, url).not.toContain('"name"');
      if (res.statusCode === 200) expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('never serves a source map, even one the build kept, in any spelling', async () => {
    for (const url of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js.MAP',
      '/assets/app-abc123.js.map?v=1',
      '/assets/app-abc123.js%2Emap',
      '/assets/styles-abc123.css.map',
    ]) {
      for (const headers of [{}, html]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('secret.ts');
      }
    }
  });

  it('keeps API paths out of the fallback', async () => {
    const res = await navigate(t.app, '/api/not-a-route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'not_found',
        message: 'Nothing at GET /api/not-a-route',
        requestId: expect.any(String),
      },
    });
  });
});

describe('/uploads', () => {
  it('serves stored images cached for a day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/fan.webp' });
    expectServed(res, {
      type: 'image/webp',
      cacheControl: 'public, max-age=86400',
      body: 'RIFF....WEBP',
    });
  });

  it('answers a missing upload 404 in the error shape, not the SPA', async () => {
    const res = await navigate(t.app, '/uploads/demo/none.webp');
    expectNotFound(res);
  });
});

describe('without a build', () => {
  const bare = useTestApp();

  it('answers pages with a 503 page saying to run npm run build', async () => {
    const res = await navigate(bare.app, '/all-products');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('pages the web build prerendered (decision 073)', () => {
  const HOME = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Home</h1></div>');
  const ALL_PRODUCTS = INDEX_HTML.replace(
    '<div id="root"></div>',
    '<div id="root"><h1>All Products</h1></div>',
  );
  const prerenderedApp = useTestApp(
    withWebBuild('partline-web-prerendered-', {
      'index.html': INDEX_HTML,
      'prerendered/index.html': HOME,
      'prerendered/all-products.html': ALL_PRODUCTS,
    }),
  );

  it.each([
    ['/', HOME],
    ['/all-products', ALL_PRODUCTS],
  ])('answers %s with its prerendered page, no-cache', async (url, body) => {
    const res = await navigate(prerenderedApp.app, url);
    expectServed(res, { type: /^text\/html/, cacheControl: 'no-cache', body });
  });

  it.each([
    '/all-products?q=ssd',
    '/all-products/',
    '/blogs',
    '/prerendered',
    '/dashboard/my-orders',
  ])(
    'answers %s with the empty index.html: its first render is not the prerendered one',
    async (url) => {
      const res = await navigate(prerenderedApp.app, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    },
  );
});

describe("/all-products rendered with the catalog's first page (decision 073)", () => {
  const IMAGE_MARKER =
    '<link rel="preload" as="image" fetchpriority="high" imagesizes="100vw" data-first-product-image>';
  const SEARCH_PRELOAD =
    '<link rel="preload" as="fetch" href="/api/products/search" crossorigin data-without-server-data>';
  // As apps/web build/prerender.mts writes it: skeletons between the root markers.
  const BUILT = INDEX_HTML.replace('</head>', `${IMAGE_MARKER}${SEARCH_PRELOAD}</head>`).replace(
    '<div id="root"></div>',
    '<div id="root"><!--root--><h1>All Products</h1><p>Loading products…</p><!--/root--></div>',
  );
  // Stands in for the web build's renderer (src/prerender/render-page.tsx, whose own output the
  // journeys check in Chromium): the names of the page's products, and the data element.
  const RENDERER = `
export async function renderPage(path, { catalogFirstPage }) {
  if (catalogFirstPage.items.some((item) => item.productName === 'Breaks the renderer')) {
    throw new Error('render failed');
  }
  const names = catalogFirstPage.items.map((item) => '<li>' + item.productName + '</li>').join('');
  return {
    root: '<h1>All Products</h1><ul>' + names + '</ul><p>' + path + '</p>',
    data: '<script type="application/json" id="data">' + catalogFirstPage.total + '</script>',
  };
}
`;
  let dist: string;
  const pageApp = useTestApp(
    withWebBuild(
      'partline-web-rendered-',
      { 'index.html': INDEX_HTML, 'prerendered/all-products.html': BUILT },
      (folder) => (dist = folder),
    ),
  );
  const get = async (url = '/all-products') => (await navigate(pageApp.app, url)).body;

  it("without the build's renderer, sends the page as built, without a picture to preload", async () => {
    expect(await get()).toBe(BUILT.replace(IMAGE_MARKER, ''));
  });

  it('renders the newest products into #root, adds their data, preloads the first picture and not the search', async () => {
    mkdirSync(join(dist, 'ssr'));
    writeFileSync(join(dist, 'ssr', 'render-page.mjs'), RENDERER);
    const db = pageApp.app.database.db;
    await insertProduct(db, {
      productName: 'Older fan',
      productImage: '/uploads/older-1600w.webp',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await insertProduct(db, {
      productName: 'Newest SSD',
      productImage: '/uploads/newest-800w.webp',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const body = await get();
    expect(body).toBe(
      INDEX_HTML.replace(
        '</head>',
        '<link rel="preload" as="image" fetchpriority="high" imagesizes="100vw" ' +
          'href="/uploads/newest-800w.webp" imagesrcset="/uploads/newest-320w.webp 320w, ' +
          '/uploads/newest-640w.webp 640w, /uploads/newest-800w.webp 800w"></head>',
      ).replace(
        '<div id="root"></div>',
        '<div id="root"><!--root--><h1>All Products</h1><ul><li>Newest SSD</li><li>Older fan</li>' +
          '</ul><p>/all-products</p><!--/root--></div><script type="application/json" id="data">2</script>',
      ),
    );
    // The renderer is never sent to browsers.
    const renderer = await pageApp.app.inject({ method: 'GET', url: '/ssr/render-page.mjs' });
    expect(renderer.statusCode).toBe(404);
  });

  it('renders again after a catalog change, with the new product first, text taken as it is', async () => {
    await insertProduct(pageApp.app.database.db, {
      productName: 'Cost $& and $1',
      productImage: 'https://images.example.com/a.webp?x=1&y="2"',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    const body = await get();
    expect(body).toContain('<ul><li>Cost $& and $1</li><li>Newest SSD</li><li>Older fan</li></ul>');
    // A picture from elsewhere has no copies: the preload names it alone, attribute-escaped.
    expect(body).toContain(
      'imagesizes="100vw" href="https://images.example.com/a.webp?x=1&amp;y=&quot;2&quot;">',
    );
    expect(body).not.toContain('as="fetch"');
  });

  it('sends the page as built when rendering fails', async () => {
    await insertProduct(pageApp.app.database.db, {
      productName: 'Breaks the renderer',
      createdAt: new Date('2026-04-01T00:00:00Z'),
    });
    const res = await navigate(pageApp.app, '/all-products');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(BUILT.replace(IMAGE_MARKER, ''));
  });
});
