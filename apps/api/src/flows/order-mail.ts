import type { OrderMailTarget } from '../mail/order-mails.js';
import type { OrderRow } from '../modules/orders/orders.repository.js';

/** Whom an e-mail about `order` goes to: its buyer, about this order. */
export function orderMailTarget(order: OrderRow): OrderMailTarget {
  return { orderId: order.id, recipient: order.userEmail };
}

/**
 * What every e-mail about `order` names: the order, the buyer's name and the order's (first)
 * product and quantity, as the one-product orders of spec §3 carry them.
 */
export function orderMailFacts(order: OrderRow): {
  orderId: string;
  orderNumber: string;
  buyerName: string;
  productName: string;
  quantity: number;
} {
  return {
    orderId: order.id,
    orderNumber: order.number,
    buyerName: order.userName,
    productName: order.productName,
    quantity: order.quantity,
  };
}
