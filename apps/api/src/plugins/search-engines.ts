import type { ProductPage } from '@partline/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { NO_CACHE } from '../cache-control.js';
import { openCatalogCache } from '../catalog-cache/index.js';
import type { Config } from '../config/env.js';
import { readProductPage } from '../flows/product-page.js';
import {
  readCategoryPageHead,
  readPagesSitemap,
  readProductsSitemap,
  readSitemapIndex,
} from '../flows/search-engine-pages.js';
import { KeptAnswers } from '../kept-answers.js';
import { categoryHeadTags, productHeadTags, type HeadTags } from '../seo/head-tags.js';
import { robotsTxt } from '../seo/sitemap.js';

/** The pages of the web app whose head the server writes (decision 318). */
const PAGE_WITH_HEAD = /^\/(products|categories)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * A page whose head the server writes, and the product page it shows (product pages only) or the
 * slug of the category it shows (category pages only).
 */
export interface PageWithHead {
  head: HeadTags;
  productPage?: ProductPage;
  categorySlug?: string;
}

/**
 * What the server writes into the web page at `path` (decision 318): for `/products/{slug}` and
 * `/categories/{slug}`, its head tags (and a product's page data). `null` for a path of such a
 * page whose slug is unknown (a 404), `undefined` for any other path.
 */
export type HeadOfPath = (path: string) => Promise<PageWithHead | null | undefined>;

/** The {@link HeadOfPath} of `app`'s database, URLs on `publicUrl`. */
export function headOfPathFor(app: FastifyInstance, publicUrl: string): HeadOfPath {
  return async (path) => {
    const match = PAGE_WITH_HEAD.exec(path);
    if (!match) return undefined;
    const [, kind, slug] = match as unknown as [string, string, string];
    if (kind === 'products') {
      const page = await readProductPage(app.database.db, slug);
      return page ? { head: productHeadTags(publicUrl, page), productPage: page } : null;
    }
    const category = await readCategoryPageHead(app.database.db, slug);
    return category
      ? { head: categoryHeadTags(publicUrl, category), categorySlug: category.category.slug }
      : null;
  };
}

const xml = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', NO_CACHE).type('application/xml; charset=utf-8').send(body);

/**
 * What search engines read besides the pages (decision 318): `GET /robots.txt`,
 * `GET /sitemap.xml` (a sitemap index), `GET /sitemaps/pages.xml` and
 * `GET /sitemaps/products-<n>.xml`, each kept until the catalog changes (up to
 * `KEPT_ANSWERS_MAX_BYTES` of them, the rest read each time). URLs are absolute on
 * `PUBLIC_URL`.
 */
export const searchEnginesPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const publicUrl = config.publicUrl;
    // Sitemaps show no stock: a sale leaves them (decision 338).
    const kept = await openCatalogCache(app, async () => new KeptAnswers<string>(), {
      stock: 'ignore',
    });
    const keptText = async (key: string, read: () => Promise<string | undefined>) => {
      const answers = kept.current() ?? (await kept.get());
      const text = await answers.answer(key, async () => {
        const value = (await read()) ?? '';
        return { value, bytes: value.length };
      });
      return text === '' ? undefined : text;
    };
    const db = () => app.database.db;

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicUrl)),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      xml(reply, (await keptText('index', () => readSitemapIndex(db(), publicUrl)))!),
    );

    app.get<{ Params: { file: string } }>(
      '/sitemaps/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { file } = request.params;
        if (file === 'pages.xml') {
          return xml(reply, (await keptText('pages', () => readPagesSitemap(db(), publicUrl)))!);
        }
        const n = /^products-([1-9][0-9]{0,5})\.xml$/.exec(file)?.[1];
        const body = n
          ? await keptText(`products-${n}`, () => readProductsSitemap(db(), publicUrl, Number(n)))
          : undefined;
        if (!body) return reply.callNotFound();
        return xml(reply, body);
      },
    );
  },
  { name: 'partline-search-engines' },
);
