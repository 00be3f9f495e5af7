import { formatQuantity } from '../common/quantity.js';

/** The specification's texts for orders and payment (spec §4, §5, §8). */
export const ORDER_MESSAGES = {
  // The number as every page shows counts (`1,000`), so the message matches the form's help.
  minimumOrder: (minOrder: number) => `Minimum order is ${formatQuantity(minOrder)}`,
  notEnough: 'Not Enough',
  fillUpCorrectly: 'Please fill up correctly',
  placed: 'Order Successfully',
  confirmCancel: 'Do You Want to Cancel Your Order?',
  cancelled: 'Order Cancelled Successfully',
  delivered: 'Order Delivered',
  notPaidYet: 'Order is not paid yet!',
  paymentWait: 'Please wait...',
  paymentSuccess: 'Payment Successful, THANK YOU!',
  notFound: 'Order not found',
} as const;
