/** Texts of cancelling an order's unshipped rest (ours; decision 321). */
export const CANCEL_UNSHIPPED_MESSAGES = {
  /** `DELETE /orders/{id}` of an order with a shipped piece (409). */
  partShipped: 'Part of this order has shipped: cancel its unshipped rest',
  nothingLeft: 'Everything in this order has shipped',
  notPaid: 'Only a paid order has an unshipped rest to cancel',
  button: 'Cancel unshipped items',
  confirmTitle: 'Cancel the unshipped items?',
  confirmLabel: 'Yes, cancel them',
  keepLabel: 'Keep them',
  done: 'Unshipped items cancelled',
  /** The reasons the Mushak-6.7 credit note of the cancelled pieces gives. */
  creditReason: 'Unshipped items cancelled',
  creditReasonRefunded: 'Unshipped items cancelled: card payment refunded in part',
  creditReasonOutside: 'Unshipped items cancelled: the shop refunds the amount outside the shop',
} as const;
