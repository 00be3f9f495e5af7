import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/*
 * "No line break inside a money figure or an identifier" (docs/decisions/096): every amount
 * (`Tk. 4,000`), document number (`PL-2026-000003`) and element marked `data-figure` (`<Money>`,
 * `<Identifier>`: PO numbers) on the page sits on one line at the viewport's width.
 */

/** Amounts and document numbers found in the page's text, whatever the markup around them. */
const FIGURE_PATTERNS = [/Tk\.[\s\u00a0]*-?\d[\d,]*(?:\.\d+)?/g, /\b[A-Z]{2,3}-\d{4}-\d{3,}\b/g];

/**
 * Expects every money figure and identifier visible on `page` on one line, and at least
 * `atLeast` of them checked (so the check cannot pass on an empty page).
 */
export async function expectFiguresUnbroken(page: Page, atLeast = 1) {
  const result = await page.evaluate(
    (patterns) => {
      // The line boxes a piece of text occupies: rects whose vertical middles differ.
      const lineCount = (rects: DOMRectList | DOMRect[]) => {
        const middles: number[] = [];
        for (const rect of Array.from(rects)) {
          if (rect.width === 0 || rect.height === 0) continue;
          const middle = rect.top + rect.height / 2;
          if (!middles.some((seen) => Math.abs(seen - middle) < rect.height / 2)) {
            middles.push(middle);
          }
        }
        return middles.length;
      };
      const visible = (element: Element | null) =>
        element !== null &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden';
      const broken: string[] = [];
      let checked = 0;
      for (const element of document.querySelectorAll('[data-figure]')) {
        if (!visible(element)) continue;
        checked += 1;
        if (lineCount(element.getClientRects()) > 1) broken.push(element.textContent ?? '');
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!visible(node.parentElement) || node.parentElement?.closest('[data-figure]')) continue;
        for (const source of patterns) {
          for (const match of text.matchAll(new RegExp(source, 'g'))) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            checked += 1;
            if (lineCount(range.getClientRects()) > 1) broken.push(match[0]);
          }
        }
      }
      return { broken, checked };
    },
    FIGURE_PATTERNS.map((pattern) => pattern.source),
  );
  expect(result.broken, 'money figures or identifiers broken across lines').toEqual([]);
  expect(result.checked, 'money figures and identifiers on the page').toBeGreaterThanOrEqual(
    atLeast,
  );
}
