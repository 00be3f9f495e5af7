/**
 * Texts of the cart, quick order and buy again (ours: the specification has no cart; decision
 * 125). The purchase rule's own texts ('Minimum order is {minOrder}', 'Not Enough') stay in
 * ORDER_MESSAGES (spec §5) and are what a cart line says too.
 */
export const CART_MESSAGES = {
  added: 'Added to cart',
  removed: 'Removed from cart',
  empty: 'Your cart is empty',
  productGone: 'This product is no longer sold',
  fixLinesFirst: 'Fix the lines marked in your cart first',
  quantityRequired: 'Quantity is Required',
  quantityTooLarge: 'Quantity is too large',
  tooManyLines: 'A cart holds at most 100 lines',
  unknownSku: (sku: string) => `Unknown SKU ${sku}`,
  badRow: 'Write each row as SKU, quantity',
  badNumber: (text: string) => `'${text}' is not a whole number of pieces`,
  skuTwice: (sku: string, row: number) => `SKU ${sku} is already on row ${row}`,
  rowsRequired: 'Paste or upload at least one row of SKU, quantity',
  tooManyRows: 'At most 100 rows at a time',
} as const;
