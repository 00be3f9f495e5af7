import { z } from 'zod';

/*
 * Serial numbers and warranty (decision 322): a serial-tracked product ships with one serial
 * number per piece, recorded at shipment; its warranty runs a whole number of months from the day
 * the piece shipped.
 */

/** Texts of serial numbers and warranty (ours; decision 322). */
export const WARRANTY_MESSAGES = {
  serialFormat:
    'A serial number is 1 to 64 letters, digits, dots, dashes, slashes or underscores, starting with a letter or digit',
  serialsCount: (pieces: number, serials: number) =>
    `Give one serial number per piece: ${pieces} ${pieces === 1 ? 'piece' : 'pieces'}, ${serials} ${serials === 1 ? 'serial' : 'serials'}`,
  serialsRequired: 'This product is serial-tracked: give one serial number per piece',
  serialsNotTracked: 'This product is not serial-tracked: give no serial numbers',
  serialRepeated: (serial: string) => `Serial number ${serial} is given twice`,
  serialTaken: (serial: string) => `Serial number ${serial} has already shipped for this product`,
  warrantyMonthsRange: 'Warranty is a whole number of months from 0 to 120',
  serialNotFound: 'No piece you bought has this serial number',
  checkNotFound: 'No piece with this serial number is in this order',
  orderNumberRequired: 'Order number is Required',
  serialRequired: 'Serial number is Required',
  underWarranty: 'Under warranty',
  warrantyExpired: 'Warranty expired',
  noWarranty: 'No warranty',
} as const;

const M = WARRANTY_MESSAGES;

/** Longest warranty a product may carry, months. */
export const WARRANTY_MONTHS_MAX = 120;

/** Most serial numbers one shipment line may carry (a line's pieces). */
export const SERIALS_PER_LINE_MAX = 1_000;

/** What a serial number is once normalised: upper-case, 1–64 of `A-Z 0-9 . _ / -`. */
export const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9._/-]{0,63}$/;

/**
 * A serial number as the warehouse types, pastes or scans it: trimmed and upper-cased (serials
 * are compared ignoring case), then {@link SERIAL_PATTERN}; else {@link WARRANTY_MESSAGES}
 * `serialFormat`.
 */
export const SerialNumberSchema = z
  .string({ error: M.serialFormat })
  .trim()
  .toUpperCase()
  .regex(SERIAL_PATTERN, { error: M.serialFormat });

/** `text` normalised as {@link SerialNumberSchema} stores it (no check). */
export function normalizeSerial(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * The serial numbers in a pasted list or a scanner's CSV: one per line, or separated by commas,
 * semicolons or tabs; blank entries dropped, each normalised; a CSV header cell `serial` (any
 * case) is skipped. Duplicates are kept, so the count check can name them.
 */
export function parseSerialList(text: string): string[] {
  return text
    .split(/[\r\n,;\t]+/)
    .map((entry) => normalizeSerial(entry.replace(/^"|"$/g, '')))
    .filter((entry) => entry !== '' && entry !== 'SERIAL' && entry !== 'SERIAL NUMBER');
}

/** A product's warranty, months (0: none; at most {@link WARRANTY_MONTHS_MAX}). */
export const WarrantyMonthsSchema = z
  .number({ error: M.warrantyMonthsRange })
  .int({ error: M.warrantyMonthsRange })
  .min(0, { error: M.warrantyMonthsRange })
  .max(WARRANTY_MONTHS_MAX, { error: M.warrantyMonthsRange });

/**
 * The last day of a warranty of `months` months for a piece shipped on `shippedOn`
 * (`YYYY-MM-DD`): the same day `months` months later, or that month's last day when it is shorter
 * (shipped 31 January, 1 month: 28 or 29 February). `null` when `months` is 0 (no warranty).
 */
export function warrantyEndsOn(shippedOn: string, months: number): string | null {
  if (months <= 0) return null;
  const [year, month, day] = shippedOn.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Where a piece's warranty stands on a day. */
export const WARRANTY_STATUSES = ['under_warranty', 'expired', 'no_warranty'] as const;
/** One of {@link WARRANTY_STATUSES}. */
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

/** How people read a warranty status. */
export const WARRANTY_STATUS_LABELS: Readonly<Record<WarrantyStatus, string>> = {
  under_warranty: M.underWarranty,
  expired: M.warrantyExpired,
  no_warranty: M.noWarranty,
};

/**
 * The warranty status on `today` (`YYYY-MM-DD`, the shop's day) of a piece whose warranty ends on
 * `endsOn`: under warranty through its last day.
 */
export function warrantyStatusOn(endsOn: string | null, today: string): WarrantyStatus {
  if (endsOn === null) return 'no_warranty';
  return today <= endsOn ? 'under_warranty' : 'expired';
}

/**
 * A serial the caller bought, as `GET /warranty/serials/{serial}` answers it (decision 322): the
 * product, the order, the shipment and the warranty, and the return it is under, if any.
 */
export const SerialLookupSchema = z
  .object({
    serial: z.string(),
    productId: z.uuid(),
    sku: z.string(),
    productName: z.string(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    orderLineId: z.uuid(),
    shipmentNumber: z.string().describe('The delivery challan it shipped under'),
    shippedOn: z.iso.date(),
    warrantyMonths: z.number().int(),
    warrantyEndsOn: z.iso.date().nullable().describe('Its last day; `null`: no warranty'),
    warrantyStatus: z.enum(WARRANTY_STATUSES),
    replacesSerial: z
      .string()
      .nullable()
      .describe('The serial this piece replaced under a return, if it did'),
    openReturn: z
      .object({ _id: z.uuid(), number: z.string(), status: z.string() })
      .nullable()
      .describe('The open return it is under, if any: a serial is under one at a time'),
  })
  .meta({ id: 'SerialLookup' });
/** A serial the caller bought. */
export type SerialLookup = z.infer<typeof SerialLookupSchema>;

/** `GET /warranty/serials/{serial}`: every product of the caller's orders shipped with it. */
export const SerialLookupListSchema = z.array(SerialLookupSchema).meta({ id: 'SerialLookups' });

/** `GET /warranty/serials/{serial}` params. */
export const SerialParamsSchema = z.object({ serial: SerialNumberSchema });

/** `GET /warranty-check` query: a serial and the order number it shipped in (public). */
export const WarrantyCheckQuerySchema = z.object({
  serial: z
    .string({ error: M.serialRequired })
    .trim()
    .min(1, { error: M.serialRequired })
    .pipe(SerialNumberSchema),
  orderNumber: z
    .string({ error: M.orderNumberRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: M.orderNumberRequired })
    .max(40, { error: M.checkNotFound }),
});

/**
 * `GET /warranty-check` answer (public, decision 322): what the serial's owner already knows —
 * the product, the day it shipped and the warranty — and nothing about the buyer, the price or the
 * rest of the order.
 */
export const WarrantyCheckSchema = z
  .object({
    serial: z.string(),
    productName: z.string(),
    sku: z.string(),
    shippedOn: z.iso.date(),
    warrantyMonths: z.number().int(),
    warrantyEndsOn: z.iso.date().nullable(),
    warrantyStatus: z.enum(WARRANTY_STATUSES),
  })
  .meta({ id: 'WarrantyCheck' });
/** A public warranty check's answer. */
export type WarrantyCheck = z.infer<typeof WarrantyCheckSchema>;
