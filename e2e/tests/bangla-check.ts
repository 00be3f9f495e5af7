import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, openStarted, screenshot } from './fixtures';

/*
 * The check the Bangla journeys share (decision 325): which Latin-letter words a page in Bangla
 * still shows, apart from data and the documented exceptions.
 */

/**
 * Words in Latin letters a Bangla page may show besides data (decision 325): the shop's, its
 * company's and providers' names, and technology names. Acronyms (SKU, PDF, BIN, PO) and codes
 * (anything with a digit: SO-2026-000012, QT-…) are allowed by their shape.
 */
export const ALLOWED_WORDS = new Set([
  'Partline',
  'Components',
  'Ltd',
  'Google',
  'Facebook',
  'Github',
  'GitHub',
  'SSLCommerz',
  'Stripe',
  'Visa',
  'Mastercard',
  'American',
  'Express',
  'Caps',
  'Lock',
  // File formats, as their names are written: JPEG, PNG, GIF and AVIF pass as acronyms.
  'WebP',
]);

/**
 * Every Latin-letter word of the page's visible text that is neither allowed nor data: the text
 * nodes of visible elements (a visible select's options included), outside anything marked with another `lang` (the switch's "English"),
 * e-mail addresses set aside, a word cut short before '…' matched against the data's words.
 * When words are left and `readAgain` is given, the data it reads now is data too: other journeys
 * add companies and products while this one runs, and a list shows them.
 */
export async function englishLeftOn(
  page: Page,
  data: ReadonlySet<string>,
  readAgain?: () => Promise<ReadonlySet<string>>,
): Promise<string[]> {
  const left = await latinWordsLeft(page, data);
  if (!left.length || !readAgain) return left;
  const now = await readAgain();
  return left.filter((word) => !now.has(word));
}

async function latinWordsLeft(page: Page, data: ReadonlySet<string>): Promise<string[]> {
  const { words, cut } = await page.evaluate(() => {
    const found: string[] = [];
    const cutWords: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [lang]:not([lang="bn"])')) continue;
      // A closed select's options are not rendered, yet a reader opens it: they count with it.
      const shown = parent.closest('select') ?? parent;
      if (!shown.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let text = (node.textContent ?? '').replace(/\S+@\S+/g, ' ');
      text = text.replace(/[A-Za-z'’]+(?=…)/g, (piece) => {
        cutWords.push(piece);
        return ' ';
      });
      found.push(...(text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []));
    }
    return { words: found, cut: cutWords };
  });
  const cutShort = cut.filter((piece) => ![...data].some((word) => word.startsWith(piece)));
  return [
    ...new Set(
      [...words, ...cutShort].filter(
        (word) =>
          !ALLOWED_WORDS.has(word) &&
          !data.has(word) &&
          !/^[A-Z]{2,}s?$/.test(word) && // SKU, VAT, PDFs
          !/\d/.test(word),
      ),
    ),
  ];
}

/** The Latin words of every string in `values` (API answers: the shop's data, the buyer's own). */
export function wordsOf(...values: unknown[]): Set<string> {
  const words = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const word of value.match(/[A-Za-z][A-Za-z'’]*/g) ?? []) words.add(word);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return words;
}

/**
 * The words of the catalog as the API has it now: its products (newest first) and categories.
 * Other journeys add both while a Bangla journey runs, and the home page and the catalog show the
 * newest: a `readAgain` for {@link englishLeftOn}.
 */
export async function catalogWordsNow(page: Page): Promise<Set<string>> {
  return wordsOf(
    await (await page.request.get('/api/products?sort=newest')).json(),
    await (await page.request.get('/api/categories')).json(),
  );
}

/** The header's switch: on a phone only the language to switch to shows. */
export const chooseLanguage = (page: Page, name: 'English' | 'বাংলা') =>
  page.getByRole('group', { name: /^(Language|ভাষা)$/ }).getByRole('button', { name });

/**
 * The page at `path` once it has loaded what it reads (no spinner or skeleton left) and shows its
 * `h1`: in Bangla, no English word left, nothing axe objects to; a screenshot when `shot` names one.
 */
export async function readsInBangla(
  page: Page,
  testInfo: TestInfo,
  where: { path?: string; heading: string | RegExp; shot?: string },
  data: ReadonlySet<string>,
  readAgain?: () => Promise<ReadonlySet<string>>,
) {
  if (where.path) await openStarted(page, where.path);
  await expect(page.getByRole('heading', { level: 1, name: where.heading })).toBeVisible();
  await expect(page.locator('.spinner-border, .product-card--skeleton')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const label = where.path ?? page.url();
  expect(await englishLeftOn(page, data, readAgain), `English words left on ${label}`).toEqual([]);
  await expectAccessible(page);
  if (where.shot) await screenshot(page, testInfo, `bangla-${where.shot}`);
}
