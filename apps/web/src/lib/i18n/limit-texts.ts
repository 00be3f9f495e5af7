import { msg } from '@lingui/core/macro';
import { addSpecTexts, type SpecPattern } from './spec-texts';

/*
 * The shared package's limits with their figure in them — "At most 120 characters", "At most 90
 * days ahead" — as messages of the catalog with the figure named (decisions 325, 330): one pattern
 * covers every field of that limit, whatever its figure, written again in the reader's digits.
 * The buyer's pages (`buyer-texts.ts`) and the back office (`back-office-texts.ts`) import this
 * module, so the first load of `/` carries none of it.
 */

const count = (figure = '', number: (text: string) => string) => number(figure);

/** The patterns of the limits, each beside the shared text it reads. */
export const LIMIT_PATTERNS: readonly SpecPattern[] = [
  {
    // `At most ${max} characters`: many schemas (RETURN_MESSAGES, EXPORT_SALE_MESSAGES.placeTooLong, …)
    pattern: /^At most ([\d,]+) characters$/,
    message: msg({ message: 'At most {max} characters' }),
    values: ([max], number) => ({ max: count(max, number) }),
  },
  {
    // QUOTE_MESSAGES.validTooFar
    pattern: /^At most ([\d,]+) days ahead$/,
    message: msg({ message: 'At most {max} days ahead' }),
    values: ([max], number) => ({ max: count(max, number) }),
  },
  {
    // LIST_SEARCH_MESSAGES.tooLong
    pattern: /^Search text is at most ([\d,]+) characters$/,
    message: msg({ message: 'Search text is at most {max} characters' }),
    values: ([max], number) => ({ max: count(max, number) }),
  },
  {
    // ADDRESS_BOOK_MESSAGES.full
    pattern: /^An address book holds at most ([\d,]+) addresses$/,
    message: msg({ message: 'An address book holds at most {max} addresses' }),
    values: ([max], number) => ({ max: count(max, number) }),
  },
  {
    // EXPORT_MESSAGES.rangeTooLong
    pattern: /^Export at most ([\d,]+) days at a time$/,
    message: msg({ message: 'Export at most {max} days at a time' }),
    values: ([max], number) => ({ max: count(max, number) }),
  },
  {
    // IMAGE_MESSAGES.tooLarge, PRODUCT_IMPORT_MESSAGES.tooLarge
    pattern: /^The (image|file) is larger than ([\d.,]+) MB$/,
    message: msg({
      message: 'The {what, select, image {image} other {file}} is larger than {max} MB',
    }),
    values: ([what = '', max], number) => ({ what, max: count(max, number) }),
  },
  {
    // PRODUCT_DOCUMENT_MESSAGES.tooLarge
    pattern: /^A document is at most ([\d.,]+) MB$/,
    message: msg({ message: 'A document is at most {max} MB' }),
    values: ([max], number) => ({ max: count(max, number) }),
  },
  {
    // CATEGORY_MESSAGES.nameTooLong, SLUG_MESSAGES.tooLong, the specification's and documents' names
    pattern:
      /^(A category name|A slug|A document title|An attribute name|A unit) has at most ([\d,]+) characters$/,
    message: msg({
      message:
        '{what, select, category {A category name} slug {A slug} document {A document title} attribute {An attribute name} other {A unit}} has at most {max} characters',
    }),
    values: ([what = '', max], number) => ({
      what: /category|slug|document|attribute/.exec(what)?.[0] ?? 'unit',
      max: count(max, number),
    }),
  },
  {
    // TAX_NOTE_MESSAGES.overCredit
    pattern: /^Only ([\d,]+) of (\S+) is left on the invoice after its earlier credit notes$/,
    message: msg({
      message: 'Only {left} of {sku} is left on the invoice after its earlier credit notes',
    }),
    values: ([left, sku = ''], number) => ({ left: count(left, number), sku }),
  },
];

addSpecTexts(new Map(), LIMIT_PATTERNS);
