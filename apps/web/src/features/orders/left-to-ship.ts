import type { OrderLine } from '@partline/shared';

/**
 * The pieces of a line still to ship (decision 321): ordered less shipped, cancelled and
 * backordered; never below 0.
 */
export function leftToShip(
  line: Pick<
    OrderLine,
    'quantity' | 'shippedQuantity' | 'cancelledQuantity' | 'backorderedQuantity'
  >,
): number {
  return Math.max(
    0,
    line.quantity -
      (line.shippedQuantity ?? 0) -
      (line.cancelledQuantity ?? 0) -
      (line.backorderedQuantity ?? 0),
  );
}
