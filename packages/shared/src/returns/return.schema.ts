import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { SearchTextSchema } from '../common/list-search.js';
import { PageQuerySchema } from '../common/keyset-page.js';
import { DocumentCurrencySchema } from '../currency/document-currency.schema.js';
import { ShipmentReferenceSchema } from '../orders/shipment.schema.js';
import { SerialNumberSchema, WARRANTY_STATUSES } from './warranty.js';
import { RETURN_MESSAGES } from './return.messages.js';

/*
 * Returns (RMA, decision 322): a buyer sends pieces of an order back — under warranty, or because
 * they are wrong, damaged or ordered by mistake; the shop approves the return under an RMA number
 * with instructions and a label, or rejects it; receives the goods; and resolves each item by
 * repair, replacement (a new shipment at no charge) or credit (a refund or a Mushak-6.7 credit
 * note).
 */

const M = RETURN_MESSAGES;

/** A return's life: requested → approved | rejected; approved → received → resolved. */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'resolved',
] as const;
/** One of {@link RETURN_STATUSES}. */
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The statuses of a return still open: its serials cannot be under another return. */
export const OPEN_RETURN_STATUSES = [
  'requested',
  'approved',
  'received',
] as const satisfies readonly ReturnStatus[];

/** Why a buyer returns pieces. */
export const RETURN_REASONS = [
  'defective',
  'wrong_item',
  'damaged_in_transit',
  'ordered_by_mistake',
] as const;
/** One of {@link RETURN_REASONS}. */
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * Days after a piece shipped within which it is returned for a reason other than a defect (a
 * defect is claimed within the warranty instead). A shop admin may override, audited.
 */
export const RETURN_WINDOW_DAYS = 30;

/** How a returned item is settled. */
export const RETURN_RESOLUTIONS = ['repair', 'replace', 'credit'] as const;
/** One of {@link RETURN_RESOLUTIONS}. */
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/** Most photos one return carries. */
export const RETURN_PHOTOS_MAX = 5;

/** Longest description, instruction or comment, characters. */
export const RETURN_TEXT_MAX = 2000;

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(RETURN_TEXT_MAX, { error: M.descriptionTooLong });

/** An uploaded image's URL as `POST /images` answers it (`/uploads/…webp` or the store's https URL). */
const PhotoUrlSchema = z
  .string({ error: M.photoInvalid })
  .max(2048, { error: M.photoInvalid })
  .regex(/^(\/uploads\/|https:\/\/)[^\s?#]+\.webp$/, { error: M.photoInvalid });

/**
 * One item of a return request: a line of the order, with the serial number of the piece when
 * its product is serial-tracked (quantity 1), or a number of pieces when it is not.
 */
export const ReturnItemInputSchema = z
  .object({
    orderLineId: z.uuid({ error: M.lineNotInOrder }),
    serial: SerialNumberSchema.optional(),
    quantity: z
      .number({ error: M.quantityPositive })
      .int({ error: M.quantityPositive })
      .min(1, { error: M.quantityPositive })
      .max(1_000_000, { error: M.quantityPositive })
      .default(1),
  })
  .strict()
  .refine((item) => item.serial === undefined || item.quantity === 1, {
    error: 'A serial number is one piece',
    path: ['quantity'],
  });

/** `POST /returns` body: the order, its items, why, a description and photos. */
export const CreateReturnInputSchema = z
  .object({
    orderId: z.uuid(),
    reason: z.enum(RETURN_REASONS, { error: M.reasonRequired }),
    description: requiredText(M.descriptionRequired),
    photos: z
      .array(PhotoUrlSchema)
      .max(RETURN_PHOTOS_MAX, { error: M.tooManyPhotos(RETURN_PHOTOS_MAX) })
      .default([]),
    items: z
      .array(ReturnItemInputSchema)
      .min(1, { error: M.itemsRequired })
      .max(100)
      .refine(
        (items) =>
          new Set(items.map((item) => item.serial ?? `line:${item.orderLineId}`)).size ===
          items.length,
        { error: M.itemRepeated },
      ),
    warrantyOverride: z
      .string()
      .trim()
      .min(1)
      .max(RETURN_TEXT_MAX)
      .optional()
      .describe(
        'Shop admins only: why a claim past the warranty end or the return window is accepted (audited)',
      ),
  })
  .strict()
  .meta({ id: 'CreateReturnInput' });
/** A return request as given. */
export type CreateReturnInput = z.input<typeof CreateReturnInputSchema>;

/** `POST /returns/{id}/approve` body: what the buyer does with the goods. */
export const ApproveReturnInputSchema = z
  .object({ instructions: requiredText(M.instructionsRequired) })
  .strict()
  .meta({ id: 'ApproveReturnInput' });

/** `POST /returns/{id}/reject` body: why. */
export const RejectReturnInputSchema = z
  .object({ comment: requiredText(M.commentRequired) })
  .strict()
  .meta({ id: 'RejectReturnInput' });

/** `POST /returns/{id}/receive` body: an optional note on the goods' state. */
export const ReceiveReturnInputSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(RETURN_TEXT_MAX, { error: M.descriptionTooLong })
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .strict()
  .meta({ id: 'ReceiveReturnInput' });

/**
 * `POST /returns/{id}/resolve` body: a resolution for some of the received items; a replacement
 * names the new piece's serial (serial-tracked products) and the shipment's carrier and reference.
 */
export const ResolveReturnInputSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            itemId: z.uuid({ error: M.itemNotInReturn }),
            resolution: z.enum(RETURN_RESOLUTIONS, { error: M.resolutionRequired }),
            note: z
              .string()
              .trim()
              .max(RETURN_TEXT_MAX, { error: M.descriptionTooLong })
              .optional()
              .transform((value) => (value ? value : null)),
            replacementSerial: SerialNumberSchema.optional(),
          })
          .strict(),
      )
      .min(1, { error: M.resolutionRequired })
      .max(100)
      .refine((items) => new Set(items.map((item) => item.itemId)).size === items.length, {
        error: M.itemRepeated,
      }),
    carrierId: z.uuid({ error: M.carrierRequired }).optional(),
    trackingNumber: ShipmentReferenceSchema,
    vehicleNumber: ShipmentReferenceSchema,
  })
  .strict()
  .refine(
    (input) => !input.items.some((item) => item.resolution === 'replace') || !!input.carrierId,
    { error: M.carrierRequired, path: ['carrierId'] },
  )
  .meta({ id: 'ResolveReturnInput' });
/** Resolutions as given. */
export type ResolveReturnInput = z.input<typeof ResolveReturnInputSchema>;

/** An item of a return as it is read. */
export const ReturnItemSchema = z
  .object({
    _id: z.uuid(),
    orderLineId: z.uuid(),
    sku: z.string(),
    productName: z.string(),
    serial: z.string().nullable(),
    quantity: z.number().int(),
    shippedOn: z.iso.date().nullable(),
    warrantyEndsOn: z.iso.date().nullable(),
    warrantyStatus: z.enum(WARRANTY_STATUSES),
    resolution: z.enum(RETURN_RESOLUTIONS).nullable(),
    resolutionNote: z.string().nullable(),
    replacementSerial: z.string().nullable().describe('The new piece, for a replacement'),
    replacementShipmentNumber: z.string().nullable(),
    creditNoteNumber: z.string().nullable().describe('The Mushak-6.7 credit note of a credit'),
    refundId: z.string().nullable().describe("The provider's refund id, when refunded"),
    creditAmount: z
      .number()
      .nullable()
      .describe("What the credit came to, in the return's `currency` (its order's)"),
    resolvedAt: InstantSchema.nullable(),
  })
  .meta({ id: 'ReturnItem' });
/** An item of a return. */
export type ReturnItem = z.infer<typeof ReturnItemSchema>;

/** A return (RMA) as its buyer, their company's admins and the shop admin read it. */
export const ReturnSchema = z
  .object({
    _id: z.uuid(),
    number: z.string().describe('The RMA number, `RMA-<year>-<sequence>`'),
    orderId: z.uuid(),
    orderNumber: z.string(),
    companyId: z.uuid().nullable(),
    companyName: z.string().nullable(),
    requestedBy: z.object({ name: z.string(), email: z.string() }),
    status: z.enum(RETURN_STATUSES),
    reason: z.enum(RETURN_REASONS),
    description: z.string(),
    photos: z.array(z.string()),
    instructions: z.string().nullable().describe('The return instructions of the approval'),
    decisionComment: z.string().nullable().describe('Why it was rejected'),
    receivedNote: z.string().nullable(),
    warrantyOverride: z
      .string()
      .nullable()
      .describe("The shop admin's reason for accepting a claim past the warranty or window"),
    createdAt: InstantSchema,
    decidedAt: InstantSchema.nullable(),
    receivedAt: InstantSchema.nullable(),
    resolvedAt: InstantSchema.nullable(),
    currency: DocumentCurrencySchema.describe(
      "The currency of its items' `creditAmount`: its order's (ISO 4217; decision 327)",
    ),
    items: z.array(ReturnItemSchema),
  })
  .meta({ id: 'Return' });
/** A return. */
export type Return = z.infer<typeof ReturnSchema>;

/**
 * A return as an order's detail lists it (`returns` of `GET /orders/number/{number}`): enough for
 * the order's timeline and a link to the return.
 */
export const ReturnSummarySchema = z
  .object({
    _id: z.uuid(),
    number: z.string(),
    status: z.enum(RETURN_STATUSES),
    reason: z.enum(RETURN_REASONS),
    createdAt: InstantSchema,
    decidedAt: InstantSchema.nullable(),
    receivedAt: InstantSchema.nullable(),
    resolvedAt: InstantSchema.nullable(),
  })
  .meta({ id: 'ReturnSummary' });
/** A return as an order's detail lists it. */
export type ReturnSummary = z.infer<typeof ReturnSummarySchema>;

/** `GET /returns`: a page of returns. */
export const ReturnListSchema = z.array(ReturnSchema).meta({ id: 'Returns' });

/**
 * `GET /returns` query: a status, a search (RMA number, serial number or order number), the
 * order (`newest` first, or `oldest`: the queue's age order) and the page.
 */
export const ReturnListQuerySchema = PageQuerySchema.extend({
  status: z
    .enum([...RETURN_STATUSES, 'open'], { error: 'Unknown status' })
    .optional()
    .describe('A status, or `open` (requested, approved or received)'),
  q: SearchTextSchema.describe('An RMA number, a serial number or an order number'),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});

/** A return's file names: its label `rma-label-<number>.pdf`. */
export function returnLabelFileName(rmaNumber: string): string {
  return `rma-label-${rmaNumber}.pdf`;
}
