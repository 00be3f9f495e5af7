/**
 * Texts of volume pricing, order increments and SKUs (ours: the specification has one price and
 * no SKU; decision 120). The purchase rule's own texts stay in ORDER_MESSAGES (spec §5).
 */
export const PRICING_MESSAGES = {
  skuRequired: 'SKU is Required',
  skuFormat: 'SKU is 2 to 40 letters, digits and dashes, starting with a letter or digit',
  skuTaken: 'SKU already in use',
  incrementRequired: 'Order increment is Required',
  incrementMin: 'Order increment must be at least 1',
  tierQuantityRequired: 'Tier quantity is Required',
  tierPriceRequired: 'Tier price is Required',
  tiersMax: 'At most 10 price tiers',
  firstTierAtMinimum: 'The first tier starts at the minimum order',
  firstTierPrice: 'The first tier price is the product price',
  tiersAscending: 'Each tier starts above the one before',
  tiersCheaper: 'Each tier price is below the one before',
  tierOnStep: (minOrder: number, increment: number) =>
    `A tier starts at an orderable quantity: ${minOrder} plus a multiple of ${increment}`,
  /** A quantity between two orderable ones, e.g. `Order in steps of 10 (100, 110, 120, …)`. */
  notOnStep: (minOrder: number, increment: number) =>
    `Order in steps of ${increment} (${minOrder}, ${minOrder + increment}, ${minOrder + 2 * increment}, …)`,
  quantityNotWhole: 'Quantity must be a whole number',
} as const;
