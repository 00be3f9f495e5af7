import { DEFAULT_COUNTRY_OF_ORIGIN, type Product } from '@partline/shared';

/** The export fields of a product write (decision 323). */
type ExportWrite = {
  hsCode?: string | null | undefined;
  countryOfOrigin?: string | undefined;
};

/** No HS code, made in Bangladesh: a product added without them. */
const NONE = { hsCode: null, countryOfOrigin: DEFAULT_COUNTRY_OF_ORIGIN };

/**
 * `input` with each of `hsCode` and `countryOfOrigin` only when it differs from what the product
 * says already (`before`; Add Product: none), so a write sends what the admin changed — absent
 * fields stay as they are (decision 121).
 */
export function withExportChanges<Input extends ExportWrite>(
  input: Input,
  before: Pick<Product, 'hsCode' | 'countryOfOrigin'> = NONE,
): Input {
  const { hsCode, countryOfOrigin, ...rest } = input;
  return {
    ...rest,
    ...(hsCode !== undefined && hsCode !== before.hsCode ? { hsCode } : {}),
    ...(countryOfOrigin !== undefined && countryOfOrigin !== before.countryOfOrigin
      ? { countryOfOrigin }
      : {}),
  } as Input;
}
