import { CreateShipmentInputSchema, IdParamsSchema, ShipmentSchema } from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { getChallanPdf } from '../../flows/read-challan.js';
import { createShipment, markDelivered } from '../../flows/ship-order.js';
import { pdfAnswer, sendPdf } from '../../pdf/answer-pdf.js';
import type { ShopSettings } from '../../shop-settings.js';

/**
 * Shipments under `/api` (decision 321): `POST /orders/:id/shipments` (shop admins) ships some
 * pieces of a paid order's lines under a delivery challan; `POST /shipments/:id/delivered` (shop
 * admins) marks one arrived; `GET /shipments/:id/challan.pdf` is the challan, for whoever reads the
 * order. Buyers read an order's shipments on its detail (`GET /orders/number/{number}`).
 */
export const shipmentsRoutes: FastifyPluginAsyncZod<{ shopSettings: ShopSettings }> = async (
  app,
  { shopSettings },
) => {
  const { admin, signedIn } = declareRoutes(app, {
    tags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  admin.post(
    '/orders/:id/shipments',
    {
      summary: "Ship some pieces of a paid order's lines (admins)",
      description:
        '`lines` (each `orderLineId` once, `quantity` ≥ 1, at most what is left to ship: 409 ' +
        "'Only N left to ship'), `carrierId` (an active carrier), `trackingNumber` and/or " +
        "`vehicleNumber` (one is required: 400 'Give a tracking number or a vehicle number'), " +
        '`shippedOn` (`YYYY-MM-DD`, today in Dhaka when left out). A line of a serial-tracked ' +
        'product gives one serial number per piece in `serials` (400 on `lines` without them, or ' +
        'with them for another product); a serial that shipped before for that product: 409 ' +
        "'Serial number S has already shipped for this product'. The stock leaves with the " +
        'shipment; when every piece that was not cancelled has shipped the order becomes ' +
        "`delivered`. An order that is not paid: 409 'Only paid orders are shipped'. Queues the " +
        "'shipped' e-mail and the `shipment.created` webhook event. Audited. Answers 201 with the " +
        'shipment and its challan number.',
      params: IdParamsSchema,
      body: CreateShipmentInputSchema,
      response: { 201: ShipmentSchema },
    },
    async (c) => createShipment(c.db, c.caller, c.params.id, c.body, c.actor),
  );

  admin.post(
    '/shipments/:id/delivered',
    {
      summary: 'Mark a shipment delivered (admins)',
      description:
        'Once: a second call answers the shipment unchanged. Queues `shipment.delivered`. ' +
        "Audited. 404 'Shipment not found'.",
      params: IdParamsSchema,
      response: { 200: ShipmentSchema },
    },
    async (c) => markDelivered(c.db, c.caller, c.params.id, c.actor),
  );

  signedIn.get(
    '/shipments/:id/challan.pdf',
    {
      apiKeyScope: 'orders:read',
      tags: ['orders'],
      summary: "Download a shipment's delivery challan as PDF",
      description:
        "The order's buyer, every admin of the company it was placed for (while an admin of it) " +
        'and shop admins; an API key needs `orders:read`. Answers `application/pdf` as an ' +
        'attachment named `challan-<number>.pdf`: the seller, the challan number, the day ' +
        'shipped, the order and PO numbers, the buyer, the ship-to address and phone, the ' +
        "carrier with its tracking or vehicle number and link, this shipment's lines (SKU, " +
        'product, pieces, and the serial numbers under each line; no prices) and boxes to sign. ' +
        "Anyone else's, an unknown or a malformed " +
        "id: 404 'Shipment not found'.",
      params: IdParamsSchema,
      produces: ['application/pdf'],
      response: { 200: pdfAnswer('The delivery challan as a PDF file') },
      errors: [401, 403, 404],
    },
    async (c) =>
      sendPdf(
        c.reply,
        await getChallanPdf(c.db, c.caller, c.params.id, await shopSettings.seller()),
      ),
  );
};
