import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import {
  SERIALS_PER_LINE_MAX,
  SerialNumberSchema,
  WARRANTY_MESSAGES,
} from '../returns/warranty.js';

/*
 * Fulfilment (decision 321): an order leaves in shipments — consignments of some pieces of some of
 * its lines, each under a delivery challan, with a carrier and its tracking number or the vehicle
 * number of the shop's own transport.
 */

/** Texts of shipments and carriers (ours; decision 321). */
export const SHIPMENT_MESSAGES = {
  carrierNameRequired: 'Carrier name is Required',
  carrierNameTaken: 'A carrier of this name exists',
  trackingTemplate: 'The tracking link starts with https:// and holds {tracking}',
  carrierNotFound: 'Carrier not found',
  carrierInactive: 'This carrier is no longer used',
  linesRequired: 'Choose at least one line to ship',
  quantityPositive: 'Ship at least one piece',
  duplicateLine: 'Each line at most once',
  lineNotInOrder: 'This line is not in the order',
  moreThanLeft: (left: number) => `Only ${left} left to ship`,
  referenceRequired: 'Give a tracking number or a vehicle number',
  notShippable: 'Only paid orders are shipped',
  nothingLeft: 'Everything in this order has shipped',
  shipmentNotFound: 'Shipment not found',
  alreadyDelivered: 'This shipment is marked delivered',
  shipped: 'Shipment created',
  markedDelivered: 'Shipment marked delivered',
  shippedOnFormat: 'Date must be YYYY-MM-DD',
  carrierAdded: 'Carrier added',
  carrierSaved: 'Carrier saved',
  activeFlag: 'active is true or false',
  carrierRequired: 'Choose a carrier',
  quantityWhole: 'Give a whole number of pieces, 0 or more',
  ownTransportNeeded: 'Deliver ships by own transport: keep one carrier of that kind',
  serialsNeeded: 'Ship serial-tracked items with their serial numbers',
} as const;

const M = SHIPMENT_MESSAGES;

/**
 * What a carrier is: a courier (tracking numbers), the shop's own transport (a vehicle number) or
 * an international carrier (exports).
 */
export const CARRIER_KINDS = ['courier', 'own_transport', 'international'] as const;
/** One of {@link CARRIER_KINDS}. */
export type CarrierKind = (typeof CARRIER_KINDS)[number];

/** How people read a carrier kind. */
export const CARRIER_KIND_LABELS: Readonly<Record<CarrierKind, string>> = {
  courier: 'Courier',
  own_transport: 'Own transport',
  international: 'International',
};

/** The placeholder of a carrier's tracking link where the tracking number goes. */
export const TRACKING_PLACEHOLDER = '{tracking}';

/**
 * A shipment's tracking link: the carrier's template with the tracking number (URL-encoded) in
 * place of `{tracking}`; `null` without a template or a tracking number.
 */
export function trackingUrl(
  template: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  if (!template || !trackingNumber) return null;
  return template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingNumber));
}

/** The file name of a shipment's delivery challan: `challan-<number>.pdf` (decision 321). */
export function challanFileName(challanNumber: string): string {
  return `challan-${challanNumber}.pdf`;
}

/**
 * A carrier as a choice of the Ship dialog and a return's replacement: its name, with its kind
 * when the name does not say it — "Pathao Courier (Courier)", "Own transport".
 */
export function carrierChoiceLabel(carrier: { name: string; kind: CarrierKind }): string {
  const kind = CARRIER_KIND_LABELS[carrier.kind];
  return carrier.name === kind ? carrier.name : `${carrier.name} (${kind})`;
}

/**
 * How a shipment travels, as its documents print it: the carrier with its tracking number and/or
 * vehicle number — "Pathao Courier, tracking number PTH-1", "Own transport, vehicle DM-TA 11-2233".
 */
export function shipmentConveyance(shipment: {
  carrierName: string;
  trackingNumber: string | null;
  vehicleNumber: string | null;
}): string {
  return [
    shipment.carrierName,
    shipment.trackingNumber && `tracking number ${shipment.trackingNumber}`,
    shipment.vehicleNumber && `vehicle ${shipment.vehicleNumber}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** A carrier as the back-office reads it. */
export const CarrierSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    kind: z.enum(CARRIER_KINDS),
    trackingUrlTemplate: z
      .string()
      .nullable()
      .describe(
        '`https://…{tracking}…`: the tracking link with the number in place of `{tracking}`',
      ),
    active: z.boolean().describe('Offered for new shipments'),
    createdAt: InstantSchema,
  })
  .meta({ id: 'Carrier' });
/** A carrier. */
export type Carrier = z.infer<typeof CarrierSchema>;

/** `GET /carriers`: carriers by name, ignoring case. */
export const CarrierListSchema = z.array(CarrierSchema).meta({ id: 'Carriers' });

/** `GET /carriers` query: `active=true` (the ship dialog's choice) or `false`; every carrier without. */
export const CarrierListQuerySchema = z.object({
  active: z
    .enum(['true', 'false'], { error: M.activeFlag })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('`true`: only carriers offered for new shipments; `false`: only retired ones'),
});

/** `POST /carriers` and `PUT /carriers/{id}` body: a carrier's fields. */
export const CarrierInputSchema = z
  .object({
    name: z
      .string({ error: M.carrierNameRequired })
      .trim()
      .min(1, { error: M.carrierNameRequired })
      .max(100),
    kind: z.enum(CARRIER_KINDS),
    trackingUrlTemplate: z
      .string()
      .trim()
      .max(500)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null))
      .refine(
        (value) =>
          value === null || (value.startsWith('https://') && value.includes(TRACKING_PLACEHOLDER)),
        { error: M.trackingTemplate },
      ),
    active: z.boolean().optional().default(true),
  })
  .strict()
  // Not 'CarrierInput': the OpenAPI document names Carrier's request form so.
  .meta({ id: 'CarrierFieldsInput' });
/** A carrier's fields as given. */
export type CarrierInput = z.input<typeof CarrierInputSchema>;

/**
 * A reference text of a shipment (tracking or vehicle number): trimmed, at most 100 characters,
 * empty is none (`null`). A replacement under a return takes the same (decision 322).
 */
export const ShipmentReferenceSchema = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** `POST /orders/{id}/shipments` body: the pieces per line, the carrier, a reference and a date. */
export const CreateShipmentInputSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            orderLineId: z.uuid(),
            quantity: z
              .number()
              .int()
              .min(1, { error: M.quantityPositive })
              .max(1_000_000, { error: M.quantityPositive }),
            serials: z
              .array(SerialNumberSchema)
              .max(SERIALS_PER_LINE_MAX)
              .optional()
              .describe(
                'One serial number per piece, for a serial-tracked product (decision 322); none otherwise',
              ),
          })
          .strict()
          .superRefine((line, context) => {
            if (!line.serials) return;
            if (line.serials.length !== line.quantity) {
              context.addIssue({
                code: 'custom',
                path: ['serials'],
                message: WARRANTY_MESSAGES.serialsCount(line.quantity, line.serials.length),
              });
              return;
            }
            const seen = new Set<string>();
            for (const serial of line.serials) {
              if (seen.has(serial)) {
                context.addIssue({
                  code: 'custom',
                  path: ['serials'],
                  message: WARRANTY_MESSAGES.serialRepeated(serial),
                });
                return;
              }
              seen.add(serial);
            }
          }),
      )
      .min(1, { error: M.linesRequired })
      .max(100)
      .refine((lines) => new Set(lines.map((line) => line.orderLineId)).size === lines.length, {
        error: M.duplicateLine,
      }),
    carrierId: z.uuid({ error: M.carrierNotFound }),
    trackingNumber: ShipmentReferenceSchema,
    vehicleNumber: ShipmentReferenceSchema,
    shippedOn: z.iso
      .date({ error: M.shippedOnFormat })
      .optional()
      .describe('The day it left, `YYYY-MM-DD`; today in Dhaka when left out'),
  })
  .strict()
  .refine((input) => input.trackingNumber !== null || input.vehicleNumber !== null, {
    error: M.referenceRequired,
    path: ['trackingNumber'],
  })
  .meta({ id: 'CreateShipmentInput' });
/** A shipment to create, as given. */
export type CreateShipmentInput = z.input<typeof CreateShipmentInputSchema>;

/** A line of a shipment: the order line, its SKU and name, and the pieces this shipment carries. */
export const ShipmentLineSchema = z
  .object({
    orderLineId: z.uuid(),
    sku: z.string(),
    productName: z.string(),
    quantity: z.number().int(),
    serials: z
      .array(z.string())
      .describe('The serial numbers of its pieces, for a serial-tracked product (decision 322)'),
  })
  .meta({ id: 'ShipmentLine' });

/** A shipment of an order as the buyer and the admin read it (decision 321). */
export const ShipmentSchema = z
  .object({
    _id: z.uuid(),
    number: z.string().describe('The delivery challan number, `CH-<year>-<sequence>`'),
    orderId: z.uuid(),
    carrierId: z.uuid(),
    carrierName: z.string(),
    trackingNumber: z.string().nullable(),
    vehicleNumber: z.string().nullable(),
    trackingUrl: z.string().nullable().describe("The carrier's tracking link of this shipment"),
    shippedOn: z.iso.date(),
    deliveredAt: InstantSchema.nullable(),
    createdAt: InstantSchema,
    returnNumber: z
      .string()
      .nullable()
      .describe('The RMA it replaces pieces of at no charge (decision 322); `null`: a sale'),
    lines: z.array(ShipmentLineSchema),
  })
  .meta({ id: 'Shipment' });
/** A shipment. */
export type Shipment = z.infer<typeof ShipmentSchema>;

/**
 * Where an order's goods are (decision 321), beside its `status`: nothing shipped yet, some
 * shipped (`partially_shipped`), or all of what was not cancelled (`shipped`, the order is then
 * `delivered`).
 */
export const FULFILMENT_STATUSES = ['unshipped', 'partially_shipped', 'shipped'] as const;
/** One of {@link FULFILMENT_STATUSES}. */
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * The fulfilment status of lines of `quantity` pieces with `shippedQuantity` shipped and
 * `cancelledQuantity` cancelled.
 */
export function fulfilmentStatusOf(
  lines: readonly { quantity: number; shippedQuantity: number; cancelledQuantity?: number }[],
): FulfilmentStatus {
  const shipped = lines.reduce((sum, line) => sum + line.shippedQuantity, 0);
  if (shipped === 0) return 'unshipped';
  const open = lines.some(
    (line) => line.quantity - line.shippedQuantity - (line.cancelledQuantity ?? 0) > 0,
  );
  return open ? 'partially_shipped' : 'shipped';
}

/**
 * The delivery deadline of a paid order by the Digital Commerce Operation Guidelines 2021: 5 days after payment when the ship-to address is in the shop's city, 10 days elsewhere.
 */
export const DELIVERY_DEADLINE_DAYS = { sameCity: 5, elsewhere: 10 } as const;
