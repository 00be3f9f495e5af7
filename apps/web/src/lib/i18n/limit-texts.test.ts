import {
  ADDRESS_BOOK_MESSAGES,
  CATEGORY_MESSAGES,
  COMPANY_MESSAGES,
  EXPORT_MESSAGES,
  EXPORT_SALE_MESSAGES,
  IMAGE_MESSAGES,
  LIST_SEARCH_MESSAGES,
  PRODUCT_DOCUMENT_MESSAGES,
  QUOTE_MESSAGES,
  SLUG_MESSAGES,
  TAX_NOTE_MESSAGES,
} from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './i18n';
import './limit-texts';
import { translateSpecText } from './spec-texts';

/** Each shared limit with its figure, as the schemas and the API send it. */
const LIMITS = [
  EXPORT_SALE_MESSAGES.placeTooLong,
  COMPANY_MESSAGES.tooLong(120),
  QUOTE_MESSAGES.validTooFar,
  LIST_SEARCH_MESSAGES.tooLong,
  ADDRESS_BOOK_MESSAGES.full,
  EXPORT_MESSAGES.rangeTooLong,
  IMAGE_MESSAGES.tooLarge,
  PRODUCT_DOCUMENT_MESSAGES.tooLarge,
  CATEGORY_MESSAGES.nameTooLong,
  SLUG_MESSAGES.tooLong,
  TAX_NOTE_MESSAGES.overCredit('NV4-1TB', 12),
];

describe('the shared limits with their figures (decisions 325, 330)', () => {
  it('read in English word for word as the shared package writes them', () => {
    for (const text of LIMITS) expect(translateSpecText(i18n, text)).toBe(text);
  });

  it('read in Bangla with the figure in Bangla digits, no English word left', async () => {
    await activateLocale('bn');
    try {
      expect(translateSpecText(i18n, COMPANY_MESSAGES.tooLong(1200))).toBe('সর্বোচ্চ ১,২০০ অক্ষর');
      for (const text of LIMITS) {
        const bangla = translateSpecText(i18n, text);
        expect(bangla, text).not.toBe(text);
        // SKUs and units (MB) stay as written; no other Latin word, no Latin digit.
        expect(bangla.replace(/NV4-1TB|MB/g, ''), text).not.toMatch(/[A-Za-z0-9]/);
      }
    } finally {
      await activateLocale('en');
    }
  });
});
