import type { FulfilmentStatus } from './shipment.schema.js';

/** How people read a fulfilment status. */
export const FULFILMENT_STATUS_LABELS: Readonly<Record<FulfilmentStatus, string>> = {
  unshipped: 'Not shipped',
  partially_shipped: 'Partially shipped',
  shipped: 'Shipped',
};
