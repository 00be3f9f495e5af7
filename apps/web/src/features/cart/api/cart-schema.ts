/**
 * The chunk `loadCartSchema` (get-cart.ts) loads on the first read or change of the cart: the
 * cart's schema, with the tax breakdown's and the document currency's it builds on.
 */
export { CartSchema } from '@partline/shared';
