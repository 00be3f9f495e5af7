import type { AddProductInput } from '../products/product-input.schema.js';

let sequence = 0;

/**
 * A valid `POST /product` body: unique name per call, description within 100–200 characters.
 * Overrides replace fields as given (they are not validated).
 */
export function buildProductInput(overrides: Partial<Record<keyof AddProductInput, unknown>> = {}) {
  sequence += 1;
  return {
    productName: `Test Part ${Date.now().toString(36)}-${sequence}`,
    productPrice: 1400,
    minOrder: 10,
    availableQuantity: 500,
    productImage: '/uploads/demo/test-part.webp',
    productDescription:
      'A dependable test component built for business fleets, with a three-year warranty and bulk pricing for orders above the minimum.',
    ...overrides,
  };
}

/**
 * A product's `priceTiers` written as a table of `[minQuantity, unitPrice]` rows (the unit price
 * in the unit the caller uses: Taka on the wire, poisha in the server's pricing).
 */
export function tierTable(...rows: [minQuantity: number, unitPrice: number][]) {
  return rows.map(([minQuantity, unitPrice]) => ({ minQuantity, unitPrice }));
}
