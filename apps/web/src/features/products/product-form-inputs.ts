/** Control props Add Product and Edit Product share, so both say and check the same. */

/** Props of the price control (Taka, two decimals). */
export const PRICE_INPUT = {
  label: 'Product Price (Tk)',
  type: 'number',
  inputMode: 'decimal',
  min: 0,
  step: '0.01',
} as const;

/** Props of the minimum order control (whole pieces ≥ 1). */
export const MIN_ORDER_INPUT = {
  label: 'Minimum Order Quantity',
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  step: 1,
} as const;

/** Props of the order increment control (whole pieces ≥ 1); the form gives the label. */
export const INCREMENT_INPUT = {
  id: 'product-increment',
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  step: 1,
} as const;

/** Props of the SKU control (upper-cased by the schema); the form gives the label. */
export const SKU_INPUT = {
  id: 'product-sku',
  autoCapitalize: 'characters',
  spellCheck: false,
} as const;
