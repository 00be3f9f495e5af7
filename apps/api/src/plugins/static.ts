import { mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import { imageCandidates, ProductSearchQuerySchema } from '@partline/shared';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE, NO_CACHE, NO_STORE } from '../cache-control.js';
import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import { searchCatalog } from '../modules/catalog-search/catalog-search.service.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partline: web app not built</title></head>
<body><h1>The Partline web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.
The API is available under <a href="/api/docs">/api/docs</a>.</p></body></html>
`;

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

/**
 * The element of a prerendered page that stands for the preload of the first catalog card's
 * picture (apps/web build/prerender.mts writes it with `imagesizes`).
 */
const FIRST_PRODUCT_IMAGE = /<link ([^>]*)data-first-product-image>/;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `html` with its first-product picture preload completed for the catalog as it is now: `href`
 * and `imagesrcset` of the first product the page's default search shows (newest first), so the
 * browser fetches the page's largest picture with the HTML instead of after the scripts and the
 * search (decision 073). Without products, or when the database does not answer, the element is
 * dropped: the page works the same, only that picture starts later.
 */
async function withFirstProductImage(
  html: string,
  db: Database,
  log: FastifyBaseLogger,
): Promise<string> {
  const marker = FIRST_PRODUCT_IMAGE.exec(html);
  if (!marker) return html;
  let first: string | undefined;
  try {
    const search = { ...ProductSearchQuerySchema.parse({}), pageSize: 1 };
    first = (await searchCatalog(db, search)).items[0]?.productImage;
  } catch (error) {
    log.warn({ err: error }, 'prerendered page without its first product image preload');
  }
  if (!first) return html.replace(marker[0], '');
  // As the card's ResponsiveImage writes it: a srcset only when there are smaller copies.
  const candidates = imageCandidates(first);
  const srcset =
    candidates.length > 1
      ? candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ')
      : '';
  const preload =
    `<link ${marker[1] ?? ''}href="${attribute(first)}"` +
    (srcset ? ` imagesrcset="${attribute(srcset)}">` : '>');
  return html.replace(marker[0], preload);
}

const acceptsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/html');

/**
 * Serves the built SPA from `WEB_DIST_DIR` and stored images from `DATA_DIR/uploads`:
 * - `/assets/*` (content-hashed by Vite) with {@link IMMUTABLE}; `index.html` and other files
 *   {@link NO_CACHE};
 * - any other GET that accepts HTML and names no file: the page the web build prerendered for it
 *   when there is one (`/`, `/all-products`), else `index.html`, 200 (deep links work);
 * - without a build, a 503 page telling to run `npm run build`;
 * - `/uploads/*` cached for one day.
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
    });

    const webRoot = config.webDistDir;
    // `serve: false`: only `reply.sendFile`, used below, with send's traversal checks.
    await app.register(fastifyStatic, { root: webRoot, serve: false, suppressWarning: true });

    const sendWebFile = (reply: FastifyReply, file: string, cacheControl: string) =>
      reply
        .header('cache-control', cacheControl)
        .sendFile(file, webRoot, { cacheControl: false, dotfiles: 'ignore' });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isBackendPath(path)) return reply.callNotFound();

      const file = filePathOf(request.url);
      if (file && (await isFile(join(webRoot, file)))) {
        return sendWebFile(reply, file, file.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      }
      // A missing hashed file must not turn into HTML (the browser would run it as a script).
      if (file !== '' && (file?.startsWith('assets/') || !acceptsHtml(request))) {
        return reply.callNotFound();
      }
      const prerendered = prerenderedFileOf(request.url);
      if (prerendered && (await isFile(join(webRoot, prerendered)))) {
        const html = await readFile(join(webRoot, prerendered), 'utf8');
        return reply
          .header('cache-control', NO_CACHE)
          .type('text/html; charset=utf-8')
          .send(await withFirstProductImage(html, app.database.db, request.log));
      }
      if (!(await isFile(join(webRoot, 'index.html')))) {
        return reply
          .code(503)
          .header('cache-control', NO_STORE)
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE);
      }
      return sendWebFile(reply, 'index.html', NO_CACHE);
    });
  },
  { name: 'partline-static' },
);
