import { mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE, NO_CACHE, NO_STORE } from '../cache-control.js';
import type { Config } from '../config/env.js';
import { withHeadTags } from '../seo/head-tags.js';
import {
  openCatalogPage,
  openCategoryPages,
  PAGE_RENDERER_FILE,
  pageRendererOf,
  withCatalogPage,
} from './catalog-page.js';
import { headOfPathFor } from './search-engines.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partline: web app not built</title></head>
<body><h1>The Partline web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.
The API is available under <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

/** The folder of the web build's page renderer: code for the server, never sent. */
const SERVER_ONLY_DIR = `${PAGE_RENDERER_FILE.split('/')[0]}/`;

/** Paths that never fall back to the SPA: the API and stored files answer their own 404s. */
const isBackendPath = (path: string) =>
  path === '/api' ||
  path.startsWith('/api/') ||
  path === '/uploads' ||
  path.startsWith('/uploads/');

/**
 * The path below the web root a URL asks for, or `undefined` when it is not a plain file path
 * (bad escapes, NUL, `..`, dot-files), which is then treated as "no such file".
 */
function filePathOf(url: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.includes('\\')) return undefined;
  const normal = posix.normalize(path);
  if (normal !== path || normal.split('/').some((part) => part.startsWith('.'))) return undefined;
  return normal.replace(/^\/+/, '');
}

/**
 * Source maps are never served, even when a build kept them (`SOURCEMAP=1`, decision 086): they
 * would hand out the app's source.
 */
const isSourceMap = (file: string | undefined) => file !== undefined && /\.map$/i.test(file);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The page the web build prerendered for `url` (decision 073): `prerendered/index.html` for `/`,
 * `prerendered/<name>.html` for `/<name>`; only for a URL without a query string, whose first
 * render is exactly what the build rendered. `undefined` for any other URL.
 */
function prerenderedFileOf(url: string): string | undefined {
  if (url === '/') return 'prerendered/index.html';
  const name = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(url)?.[1];
  return name ? `prerendered/${name}.html` : undefined;
}

/** The empty `#root` of `index.html`, or of {@link CONTENT_FIRST_SHELL} with its marker. */
const EMPTY_ROOT = /<div id="root"( data-code-after-paint)?><\/div>/;

/**
 * The web build's `index.html` for a page the API renders with its data (apps/web
 * build/prerender.mts): its scripts at low priority and run after the first paint, as for the
 * prerendered `/all-products`, since the page's whole first view is in its markup (decision 073).
 */
const CONTENT_FIRST_SHELL = join('ssr', 'content-first.html');

/**
 * `html` with a page rendered into its empty `#root` (keeping its attributes) and the page's data
 * after it; as it is when it has no empty `#root`.
 */
function withRenderedRoot(html: string, rendered: { root: string; data: string }): string {
  // A function, so that `$` in the markup is not read as a replacement pattern.
  return html.replace(
    EMPTY_ROOT,
    (_root, marker: string | undefined) =>
      `<div id="root"${marker ?? ''}>${rendered.root}</div>${rendered.data}`,
  );
}

const acceptsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/html');

/**
 * Serves the built SPA from `WEB_DIST_DIR` and stored images from `DATA_DIR/uploads`:
 * - `/assets/*` (content-hashed by Vite) with {@link IMMUTABLE}; `index.html` and other files
 *   {@link NO_CACHE};
 * - any other GET that accepts HTML and names no file: the page the web build prerendered for it
 *   when there is one (`/`, `/all-products`; the latter with the catalog's first page rendered
 *   into it, see catalog-page.ts), else `index.html`, 200 (deep links work);
 * - never the page renderer's folder `ssr/` of the build, nor a source map (`*.map`);
 * - without a build, a 503 page telling to run `npm run build`;
 * - `/products/{slug}` and `/categories/{slug}`: `index.html` with the page's head tags (title,
 *   description, canonical URL, Open Graph, JSON-LD; decision 318), a product's page rendered
 *   into `#root` with its data when the build has its renderer, and so a category's page without
 *   a query string (its first page of products and counts, kept until the catalog changes); 404
 *   for an unknown slug;
 * - `/uploads/*` cached for one day; a `.pdf` with `Content-Disposition: attachment`.
 * API paths and everything else unmatched go to the not-found handler (404 in the error shape).
 */
export const staticPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const uploadsDir = join(config.dataDir, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      maxAge: '1d',
      // Product documents download as files, never shown inside this origin (decision 318).
      setHeaders: (res, path) => {
        if (path.toLowerCase().endsWith('.pdf')) res.header('content-disposition', 'attachment');
      },
    });

    const webRoot = config.webDistDir;
    // `serve: false`: only `reply.sendFile`, used below, with send's traversal checks.
    await app.register(fastifyStatic, { root: webRoot, serve: false, suppressWarning: true });

    const catalogPage = await openCatalogPage(app, webRoot);
    const categoryPage = await openCategoryPages(app, webRoot);
    const headOfPath = headOfPathFor(app, config.publicUrl);
    const pageRenderer = pageRendererOf(webRoot);

    const sendWebFile = (reply: FastifyReply, file: string, cacheControl: string) =>
      reply
        .header('cache-control', cacheControl)
        .sendFile(file, webRoot, { cacheControl: false, dotfiles: 'ignore' });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isBackendPath(path)) return reply.callNotFound();

      const file = filePathOf(request.url);
      if (file?.startsWith(SERVER_ONLY_DIR) || isSourceMap(file)) return reply.callNotFound();
      if (file && (await isFile(join(webRoot, file)))) {
        return sendWebFile(reply, file, file.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      }
      // A missing hashed file must not turn into HTML (the browser would run it as a script).
      if (file !== '' && (file?.startsWith('assets/') || !acceptsHtml(request))) {
        return reply.callNotFound();
      }
      const prerendered = prerenderedFileOf(request.url);
      if (prerendered && (await isFile(join(webRoot, prerendered)))) {
        let html = await readFile(join(webRoot, prerendered), 'utf8');
        if (prerendered === 'prerendered/all-products.html') {
          const page = await catalogPage().catch((error: unknown) => {
            request.log.warn({ err: error }, '/all-products sent without its server data');
            return undefined;
          });
          html = withCatalogPage(html, page);
        }
        return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
      }
      if (!(await isFile(join(webRoot, 'index.html')))) {
        return reply
          .code(503)
          .header('cache-control', NO_STORE)
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE);
      }
      // Product and category pages carry their head tags, read without JavaScript (decision 318).
      const page = await headOfPath(path);
      if (page !== undefined) {
        let rendered: { root: string; data: string } | undefined;
        if (page?.productPage) {
          rendered = await pageRenderer()
            .then((module) => module?.renderPage(path, { productPage: page.productPage }))
            .catch((error: unknown) => {
              request.log.warn({ err: error }, `${path} sent without its markup`);
              return undefined;
            });
        } else if (page?.categorySlug && !request.url.includes('?')) {
          // A bare category page, as /all-products: its cards paint before any script runs.
          rendered = await categoryPage(page.categorySlug).catch((error: unknown) => {
            request.log.warn({ err: error }, `${path} sent without its markup`);
            return undefined;
          });
        }
        const shell =
          rendered && (await isFile(join(webRoot, CONTENT_FIRST_SHELL)))
            ? CONTENT_FIRST_SHELL
            : 'index.html';
        let html = await readFile(join(webRoot, shell), 'utf8');
        if (page) html = withHeadTags(html, page.head);
        if (rendered) html = withRenderedRoot(html, rendered);
        return reply
          .code(page ? 200 : 404)
          .header('cache-control', NO_CACHE)
          .type('text/html; charset=utf-8')
          .send(html);
      }
      return sendWebFile(reply, 'index.html', NO_CACHE);
    });
  },
  { name: 'partline-static' },
);
