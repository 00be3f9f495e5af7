import type { OrderStatus } from '@partline/shared';

/** Chart colours per status (brand palette; each distinct in hue and lightness). */
export const STATUS_COLOURS: Record<OrderStatus, string> = {
  awaiting_approval: '#8a5cc7',
  declined: '#b02a37',
  unpaid: '#d99700',
  paid: '#0d5ea8',
  delivered: '#198754',
  cancelled: '#6c757d',
};
