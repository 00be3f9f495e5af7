import { z } from 'zod';
import { COUNTRY_CODES } from '../tax/withholding.js';
import { HOME_COUNTRY } from '../tax/vat.js';
import { EXPORT_SALE_MESSAGES } from './export.messages.js';

/*
 * What customs read of a product (decision 323): its Harmonized System code and the country it is
 * made in, printed on an export's commercial invoice.
 */

/**
 * An HS code as stored: the World Customs Organization's 6-digit subheading, Bangladesh's 8-digit
 * tariff line (the Customs Act 1969's First Schedule, e.g. `84713000`) or a 10-digit national
 * line, digits only.
 */
export const HS_CODE_PATTERN = /^\d{6}(\d{2}){0,2}$/;

/** `text` with the dots, spaces and dashes people write in an HS code taken out: `8471.30.00` → `84713000`. */
export function normalizeHsCode(text: string): string {
  return text.replace(/[\s.-]/g, '');
}

/**
 * An HS code as people read it, in groups of 4, 2, 2 and 2 digits: `84713000` → `8471.30.00`,
 * `847130` → `8471.30`, `8471300010` → `8471.30.00.10`. Text that is not a stored code is answered
 * as it is.
 */
export function formatHsCode(code: string): string {
  if (!HS_CODE_PATTERN.test(code)) return code;
  return [code.slice(0, 4), ...(code.slice(4).match(/\d{2}/g) ?? [])].join('.');
}

/**
 * A product's HS code as an admin types it: with or without dots (`8471.30.00` or `84713000`),
 * stored as its digits ({@link HS_CODE_PATTERN}); blank or `null`: none.
 */
export const HsCodeInputSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: EXPORT_SALE_MESSAGES.hsCodeInvalid })
    .max(40, { error: EXPORT_SALE_MESSAGES.hsCodeInvalid })
    .transform(normalizeHsCode)
    .pipe(z.string().regex(HS_CODE_PATTERN, { error: EXPORT_SALE_MESSAGES.hsCodeInvalid }))
    .nullable(),
);

/**
 * A product's country of origin, ISO 3166-1 alpha-2 in any case (`bd` → `BD`), one of
 * `COUNTRY_CODES`.
 */
export const CountryOfOriginSchema = z
  .string({ error: EXPORT_SALE_MESSAGES.originInvalid })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), { error: EXPORT_SALE_MESSAGES.originInvalid });

/** The country a product is made in when none is given: the shop's own, Bangladesh. */
export const DEFAULT_COUNTRY_OF_ORIGIN = HOME_COUNTRY;
