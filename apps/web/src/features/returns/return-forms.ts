import {
  CreateReturnInputSchema,
  RETURN_MESSAGES,
  RETURN_PHOTOS_MAX,
  RETURN_RESOLUTIONS,
  RETURN_TEXT_MAX,
  SerialNumberSchema,
  type CreateReturnInput,
  type ResolveReturnInput,
  type Return,
  type ReturnResolution,
} from '@partline/shared';
import { z } from 'zod';
import type { ReturnableLine } from './returnable';

/*
 * The returns' forms (decision 322): their fields as zod schemas with the shared messages, and
 * the request bodies of their values.
 */

const M = RETURN_MESSAGES;
const { reason, description } = CreateReturnInputSchema.shape;

/** Said when a shop admin accepts a late claim without saying why. */
export const OVERRIDE_REASON_REQUIRED = 'Say why the claim is accepted';

/**
 * The request's fields: per line the serials ticked (serial-tracked) or the pieces (others), why,
 * the description, the photos' URLs and, for a shop admin, the override and its reason.
 */
export const requestFormSchema = (lines: readonly ReturnableLine[]) =>
  z
    .object({
      reason,
      description,
      photos: z
        .array(z.string())
        .max(RETURN_PHOTOS_MAX, { error: M.tooManyPhotos(RETURN_PHOTOS_MAX) }),
      serials: z.array(z.array(z.string())),
      quantities: z
        .array(
          z
            .number({ error: M.quantityPositive })
            .int({ error: M.quantityPositive })
            .min(0, { error: M.quantityPositive }),
        )
        .superRefine((quantities, context) => {
          quantities.forEach((quantity, index) => {
            const shipped = lines[index]?.shipped ?? 0;
            if (quantity > shipped) {
              context.addIssue({
                code: 'custom',
                path: [index],
                message: M.moreThanShipped(shipped),
              });
            }
          });
        }),
      override: z.boolean(),
      overrideReason: z.string().trim().max(RETURN_TEXT_MAX, { error: M.descriptionTooLong }),
    })
    // Said with the fields' own messages, not after them: checked whatever else is amiss.
    .refine(
      (form) =>
        form.serials.some((serials) => serials.length > 0) ||
        form.quantities.some((quantity) => quantity > 0),
      { path: ['items'], error: M.itemsRequired, when: () => true },
    )
    .refine((form) => !form.override || form.overrideReason.trim() !== '', {
      path: ['overrideReason'],
      error: OVERRIDE_REASON_REQUIRED,
      when: () => true,
    });
export type RequestFormInput = z.input<ReturnType<typeof requestFormSchema>>;
export type RequestForm = z.output<ReturnType<typeof requestFormSchema>>;

/** The request body of the form's values. */
export function returnRequestBody(
  orderId: string,
  lines: readonly ReturnableLine[],
  form: RequestForm,
): CreateReturnInput {
  return {
    orderId,
    reason: form.reason,
    description: form.description,
    photos: form.photos,
    items: lines.flatMap((line, index) =>
      line.serials.length > 0
        ? (form.serials[index] ?? []).map((serial) => ({
            orderLineId: line.orderLineId,
            serial,
            quantity: 1,
          }))
        : (form.quantities[index] ?? 0) > 0
          ? [{ orderLineId: line.orderLineId, quantity: form.quantities[index] ?? 0 }]
          : [],
    ),
    ...(form.override ? { warrantyOverride: form.overrideReason } : {}),
  };
}

/** How the shop admin chooses a resolution (the labels read what became of it). */
export const RESOLUTION_CHOICES: Readonly<Record<ReturnResolution, string>> = {
  repair: 'Repair',
  replace: 'Replace',
  credit: 'Credit',
};

/** The resolve form's fields: per open item a resolution ('' leaves it for later) and more. */
export const resolveFormSchema = (serialTracked: readonly boolean[]) =>
  z
    .object({
      items: z.array(
        z.object({
          resolution: z.enum([...RETURN_RESOLUTIONS, '']),
          note: z.string().trim().max(RETURN_TEXT_MAX, { error: M.descriptionTooLong }),
          replacementSerial: z.string().trim(),
        }),
      ),
      carrierId: z.string(),
      trackingNumber: z.string().trim().max(100),
      vehicleNumber: z.string().trim().max(100),
    })
    .superRefine((form, context) => {
      if (!form.items.some((item) => item.resolution !== '')) {
        context.addIssue({ code: 'custom', path: ['items'], message: M.resolutionRequired });
      }
      form.items.forEach((item, index) => {
        if (item.resolution !== 'replace' || !serialTracked[index]) return;
        const serial = SerialNumberSchema.safeParse(item.replacementSerial);
        if (item.replacementSerial === '' || !serial.success) {
          context.addIssue({
            code: 'custom',
            path: ['items', index, 'replacementSerial'],
            message:
              item.replacementSerial === ''
                ? M.replacementSerialRequired
                : (serial.error?.issues[0]?.message ?? M.replacementSerialRequired),
          });
        }
      });
      if (form.items.some((item) => item.resolution === 'replace') && form.carrierId === '') {
        context.addIssue({ code: 'custom', path: ['carrierId'], message: M.carrierRequired });
      }
    });
export type ResolveForm = z.infer<ReturnType<typeof resolveFormSchema>>;

/** The resolve body of the form's values: the items given a resolution, the shipment's fields. */
export function resolveBody(
  open: readonly Return['items'][number][],
  form: ResolveForm,
): ResolveReturnInput {
  const items = open.flatMap((item, index) => {
    const chosen = form.items[index];
    if (!chosen || chosen.resolution === '') return [];
    return [
      {
        itemId: item._id,
        resolution: chosen.resolution,
        ...(chosen.note ? { note: chosen.note } : {}),
        ...(chosen.resolution === 'replace' && item.serial
          ? { replacementSerial: chosen.replacementSerial.toUpperCase() }
          : {}),
      },
    ];
  });
  const replacing = items.some((item) => item.resolution === 'replace');
  return {
    items,
    ...(replacing
      ? {
          carrierId: form.carrierId,
          trackingNumber: form.trackingNumber || null,
          vehicleNumber: form.vehicleNumber || null,
        }
      : {}),
  };
}
