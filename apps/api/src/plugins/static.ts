import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE, NO_CACHE, NO_STORE } from '../cache-control.js';
import type { Config } from '../config/env.js';

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

const acceptsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/html');

/**
 * Serves the built SPA from `WEB_DIST_DIR` and stored images from `DATA_DIR/uploads`:
 * - `/assets/*` (content-hashed by Vite) with {@link IMMUTABLE}; `index.html` and other files
 *   {@link NO_CACHE};
 * - any other GET that accepts HTML and names no file: `index.html`, 200 (deep links work);
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
