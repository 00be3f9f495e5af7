/** The product forms' Bangla texts (decision 326) as their controls hold them. */

/** The form values of a product's Bangla texts (decision 326): blank where it has none. */
export interface ProductBanglaValues {
  translations: {
    bn: { productName: string; productDescription: string; details: string };
  };
}

/** No Bangla text yet. */
export const NO_BANGLA_TEXTS: ProductBanglaValues = {
  translations: { bn: { productName: '', productDescription: '', details: '' } },
};

/** The names under which the API's 400 puts a Bangla text's message. */
export const BANGLA_FIELDS = [
  'translations.bn.productName',
  'translations.bn.productDescription',
  'translations.bn.details',
] as const;

/**
 * A new product's body without `translations` when none of its Bangla texts is filled in: a new
 * product has none to remove.
 */
export function withoutBlankTranslations<T extends { translations?: unknown }>(input: T): T {
  const bn = (input.translations as { bn?: Record<string, unknown> } | undefined)?.bn;
  if (bn && Object.values(bn).some((text) => text !== null && text !== undefined)) return input;
  const { translations: _none, ...rest } = input;
  return rest as T;
}
