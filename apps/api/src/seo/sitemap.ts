import { absoluteUrl, escapeHtml, productPagePath } from './head-tags.js';

/** A page listed in a sitemap: its path and, when known, its last change. */
export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `<loc>` of a path, entity-escaped as the protocol asks (sitemaps.org, Entity escaping). */
const loc = (publicUrl: string, path: string) =>
  `<loc>${escapeHtml(absoluteUrl(publicUrl, path))}</loc>`;
const lastmod = (date: Date | undefined) =>
  date ? `<lastmod>${date.toISOString()}</lastmod>` : '';

/** A sitemap index (sitemaps.org) of the sitemaps at `paths`. */
export function sitemapIndex(publicUrl: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `<sitemap>${loc(publicUrl, path)}</sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A sitemap (sitemaps.org `urlset`) of `pages`. */
export function pagesSitemap(publicUrl: string, pages: readonly SitemapPage[]): string {
  const entries = pages.map(
    (page) => `<url>${loc(publicUrl, page.path)}${lastmod(page.lastModified)}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}${entries.length ? '\n' : ''}</urlset>\n`;
}

/** A sitemap of product pages, each with its last change. */
export function productsSitemap(
  publicUrl: string,
  rows: readonly { slug: string; updatedAt: Date }[],
): string {
  return pagesSitemap(
    publicUrl,
    rows.map((row) => ({ path: productPagePath(row.slug), lastModified: row.updatedAt })),
  );
}

/** Paths crawlers are asked to leave alone (decision 318): the API and what is a signed-in user's. */
export const ROBOTS_DISALLOW = ['/api/', '/dashboard', '/cart', '/payment', '/confirm-purchase'];

/** `/robots.txt`: every crawler allowed but {@link ROBOTS_DISALLOW}, and the sitemap index. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
