import { ShipmentSchema, type CreateShipmentInput } from '@partline/shared';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { ORDERS_QUERY_KEY } from './get-orders';

/**
 * `POST /orders/{id}/shipments` (admin; decision 321): ships some pieces of a paid order's lines
 * under a delivery challan; invalidates the orders (shipped quantities, status) and the products
 * (the stock left with it).
 * @throws ApiError — 400 per field (`carrierId`, `lines`, `trackingNumber`, `shippedOn`), 409
 *   'Only N left to ship', 'Only paid orders are shipped', 'Everything in this order has shipped'.
 */
export function useShipOrder() {
  return useInvalidatingMutation(
    ({ orderId, input }: { orderId: string; input: CreateShipmentInput }) =>
      api.post(`/orders/${encodeURIComponent(orderId)}/shipments`, ShipmentSchema, input),
    [ORDERS_QUERY_KEY, ['products']],
    { after: 'success' },
  );
}

/** `POST /shipments/{id}/delivered` (admin; decision 321): the shipment arrived. */
export function useMarkShipmentDelivered() {
  return useInvalidatingMutation(
    (shipmentId: string) =>
      api.post(`/shipments/${encodeURIComponent(shipmentId)}/delivered`, ShipmentSchema),
    [ORDERS_QUERY_KEY],
    { after: 'success' },
  );
}

/**
 * `GET /shipments/{id}/challan.pdf`: the shipment's delivery challan, read with the session
 * cookie as a plain link.
 */
export function challanHref(shipmentId: string): string {
  return `${env.apiUrl}/shipments/${encodeURIComponent(shipmentId)}/challan.pdf`;
}
