import { buyableQuantity, type Product } from '@partline/shared';

/** What {@link snapQuantity} reads of a product. */
export type SnappedProduct = Pick<
  Product,
  'minOrder' | 'orderIncrement' | 'availableQuantity' | 'heldQuantity'
> &
  Partial<Pick<Product, 'allowBackorder'>>;

/**
 * The orderable quantity nearest `quantity`: the minimum order plus a whole number of increments
 * (rounded to the nearest step), never below the minimum and never above the largest such
 * quantity that can be bought now (when at least the minimum can) — unless the product takes the
 * rest on backorder (decision 321). Not a number → the minimum.
 */
export function snapQuantity(product: SnappedProduct, quantity: number): number {
  const { minOrder } = product;
  const step = Math.max(1, product.orderIncrement || 1);
  if (!Number.isFinite(quantity) || quantity <= minOrder) return minOrder;
  const buyable = buyableQuantity(product);
  const steps = Math.round((quantity - minOrder) / step);
  const most =
    buyable >= minOrder && !product.allowBackorder
      ? Math.floor((buyable - minOrder) / step)
      : steps;
  return minOrder + Math.min(steps, most) * step;
}
