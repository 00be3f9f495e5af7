import type { Category, ProductPage } from '@partline/shared';

/**
 * What a page's `<head>` tells search engines and link previews (decision 318): its title,
 * description, canonical URL, Open Graph tags and JSON-LD blocks. Every value is plain text,
 * escaped where it is written.
 */
export interface HeadTags {
  title: string;
  description: string;
  /** Absolute: `PUBLIC_URL` and the page's path. */
  canonical: string;
  ogType: 'product' | 'website';
  /** Absolute, when the page has a picture. */
  ogImage?: string;
  /** Objects written as `<script type="application/ld+json">`, one each. */
  jsonLd: readonly object[];
}

/** The brand search engines are told of every product. */
export const BRAND = 'Partline';
/** The site's name, after a page's own in its title. */
const SITE = 'Partline';
/** Longest description written, characters (search engines cut longer ones). */
const DESCRIPTION_MAX_CHARS = 300;

/** `value` safe inside an HTML attribute (double-quoted) or element text. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * `value` as JSON that cannot end its `<script>` element nor open a comment: `<`, `>`, `&` and
 * the JavaScript line terminators written as `\u` escapes (still the same JSON).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `url` absolute: as is when it already is, else on `publicUrl`. */
export function absoluteUrl(publicUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Text on one line, at most {@link DESCRIPTION_MAX_CHARS} characters (an ellipsis when cut). */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DESCRIPTION_MAX_CHARS
    ? `${line.slice(0, DESCRIPTION_MAX_CHARS - 1).trimEnd()}…`
    : line;
}

/** The path of a category's page. */
export const categoryPagePath = (slug: string) => `/categories/${encodeURIComponent(slug)}`;
/** The path of a product's page. */
export const productPagePath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

type Crumb = Pick<Category, 'name' | 'slug'>;

/** schema.org `BreadcrumbList`: All products, then each category, then `last` when given. */
function breadcrumbList(
  publicUrl: string,
  crumbs: readonly Crumb[],
  last?: { name: string; url: string },
): object {
  const items = [
    { name: 'All products', url: absoluteUrl(publicUrl, '/all-products') },
    ...crumbs.map((crumb) => ({
      name: crumb.name,
      url: absoluteUrl(publicUrl, categoryPagePath(crumb.slug)),
    })),
    ...(last ? [last] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The head of a product's page (decision 318): Open Graph `product`, JSON-LD `Product` with its
 * offer — the price of the minimum-order tier in Taka (BDT), in stock when the pieces that can be
 * bought now (`availableQuantity − heldQuantity`) reach the minimum order — and
 * `BreadcrumbList`.
 */
export function productHeadTags(publicUrl: string, page: ProductPage): HeadTags {
  const { product } = page;
  const canonical = absoluteUrl(publicUrl, productPagePath(product.slug));
  const images = page.gallery.map((url) => absoluteUrl(publicUrl, url));
  const buyable = product.availableQuantity - product.heldQuantity;
  const description = oneLine(product.productDescription) || product.productName;
  return {
    title: `${product.productName} · ${SITE}`,
    description,
    canonical,
    ogType: 'product',
    ...(images[0] ? { ogImage: images[0] } : {}),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.productName,
        sku: product.sku,
        description,
        image: images,
        brand: { '@type': 'Brand', name: BRAND },
        ...(page.category ? { category: page.breadcrumbs.map((c) => c.name).join(' > ') } : {}),
        offers: {
          '@type': 'Offer',
          url: canonical,
          price: product.productPrice.toFixed(2),
          priceCurrency: 'BDT',
          availability:
            buyable >= product.minOrder && buyable > 0
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          eligibleQuantity: {
            '@type': 'QuantitativeValue',
            minValue: product.minOrder,
            unitCode: 'C62',
          },
        },
      },
      breadcrumbList(publicUrl, page.breadcrumbs, { name: product.productName, url: canonical }),
    ],
  };
}

/** What a category's page shows search engines: the category, its path and its first products. */
export interface CategoryPageHead {
  category: Category;
  /** From the top of the tree to the category itself. */
  breadcrumbs: readonly Crumb[];
  /** Its first products (newest first), by name and slug. */
  products: readonly { name: string; slug: string }[];
}

/** The head of a category's page (decision 318): `BreadcrumbList` and an `ItemList` of products. */
export function categoryHeadTags(publicUrl: string, page: CategoryPageHead): HeadTags {
  const { category } = page;
  const canonical = absoluteUrl(publicUrl, categoryPagePath(category.slug));
  return {
    title: `${category.name} · ${SITE}`,
    description:
      oneLine(category.description) ||
      `${category.name} from ${BRAND}: ${category.productCount.toLocaleString('en')} products for business clients.`,
    canonical,
    ogType: 'website',
    jsonLd: [
      breadcrumbList(publicUrl, page.breadcrumbs),
      ...(page.products.length > 0
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'ItemList',
              itemListElement: page.products.map((product, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                name: product.name,
                url: absoluteUrl(publicUrl, productPagePath(product.slug)),
              })),
            },
          ]
        : []),
    ],
  };
}

/** The tags of `head`, one a line. */
function headMarkup(head: HeadTags): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('og:type', head.ogType),
    meta('og:site_name', SITE),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', head.canonical),
    ...(head.ogImage ? [meta('og:image', head.ogImage)] : []),
    ...head.jsonLd.map(
      (block) => `<script type="application/ld+json">${scriptJson(block)}</script>`,
    ),
  ].join('\n');
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

/**
 * The app's `index.html` with `head`: its own title and description replaced, the other tags
 * added at the end of `<head>`. Without a `</head>`, the page as it is.
 */
export function withHeadTags(html: string, head: HeadTags): string {
  if (!/<\/head>/i.test(html)) return html;
  const out = html.replace(TITLE, '').replace(DESCRIPTION, '');
  // A function, so that `$` in the markup is not read as a replacement pattern.
  return out.replace(/<\/head>/i, () => `${headMarkup(head)}\n</head>`);
}
