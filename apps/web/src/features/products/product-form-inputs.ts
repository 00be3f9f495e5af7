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
