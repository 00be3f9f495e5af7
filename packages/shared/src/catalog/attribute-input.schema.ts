import { z } from 'zod';
import {
  ATTRIBUTE_LIMITS as L,
  ATTRIBUTE_MESSAGES as M,
  ATTRIBUTE_TYPES,
  AttributeKeySchema,
  type AttributeType,
} from './attribute.schema.js';
import { AttributeTranslationsInputSchema } from './translations.schema.js';

/*
 * What the back office writes of a category's attributes and a product's specification (decision
 * 316), apart from the read schemas in attribute.schema.ts: the catalog's pages parse what they
 * read without building the writes' schemas (decision 045).
 */

/**
 * A specification as a write sends it (decision 316): attribute key → a number, an option or text,
 * a boolean, or `null`/`''` to remove the value; at most `perCategoryMax` keys. The server checks
 * it against the category's attributes ({@link checkSpecifications}).
 */
export const SpecificationsInputSchema = z
  .record(
    z.string().max(L.keyMaxChars, { error: M.unknownKey }),
    z
      .union([
        z.number(),
        // Checked against the attribute by the server; this bound only keeps huge bodies out.
        z.string().max(L.textValueMaxChars * 10, { error: M.textTooLong }),
        z.boolean(),
        z.null(),
      ])
      .describe('A number, an option or text, a boolean; null or empty text removes the value'),
  )
  .refine((values) => Object.keys(values).length <= L.perCategoryMax, {
    error: M.tooManyValues,
  });
/** A specification as a write sends it. */
export type SpecificationsInput = z.output<typeof SpecificationsInputSchema>;

const optionText = z
  .string({ error: M.optionInvalid })
  .trim()
  .min(1, { error: M.optionInvalid })
  .max(L.optionMaxChars, { error: M.optionInvalid })
  .regex(/^[^,;:]+$/, { error: M.optionInvalid });

const attributeFields = {
  key: AttributeKeySchema,
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(L.nameMaxChars, { error: M.nameTooLong }),
  type: z.enum(ATTRIBUTE_TYPES, { error: M.typeInvalid }),
  unit: z
    .string()
    .trim()
    .max(L.unitMaxChars, { error: M.unitTooLong })
    .nullish()
    .transform((unit) => (unit ? unit : null)),
  options: z
    .array(optionText)
    .max(L.optionsMax, { error: M.tooManyOptions })
    .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
      error: M.optionsDuplicate,
    })
    .default([]),
  required: z.boolean().default(false),
  filterable: z.boolean().default(false),
  position: z.number().int().min(0).max(10_000).optional(),
  translations: AttributeTranslationsInputSchema.optional(),
};

/** Adds the cross-field rules: a unit only for numbers, options for enums and only for them. */
function checkAttributeShape(
  attribute: { type?: AttributeType; unit?: string | null; options?: string[] },
  context: z.RefinementCtx,
) {
  if (attribute.type === undefined) return;
  if (attribute.unit && attribute.type !== 'number') {
    context.addIssue({ code: 'custom', path: ['unit'], message: M.unitOnlyForNumbers });
  }
  const options = attribute.options ?? [];
  if (attribute.type === 'enum' && options.length === 0) {
    context.addIssue({ code: 'custom', path: ['options'], message: M.optionsRequired });
  }
  if (attribute.type !== 'enum' && options.length > 0) {
    context.addIssue({ code: 'custom', path: ['options'], message: M.optionsOnlyForEnums });
  }
}

/** `POST /categories/{id}/attributes` body. */
export const CreateAttributeInputSchema = z
  .object(attributeFields)
  .superRefine(checkAttributeShape)
  .meta({ id: 'CreateAttributeInput' });
/** A new attribute, parsed. */
export type CreateAttributeInput = z.output<typeof CreateAttributeInputSchema>;

/**
 * `PATCH /category-attributes/{id}` body: any of name, unit, options, required, filterable,
 * position. The key and the type never change (products hold values under the key, typed).
 */
export const EditAttributeInputSchema = z
  .object({
    name: attributeFields.name.optional(),
    // Absent keeps the unit; `null` or blank removes it.
    unit: z
      .string()
      .trim()
      .max(L.unitMaxChars, { error: M.unitTooLong })
      .nullish()
      .transform((unit) => (unit === undefined ? undefined : unit || null)),
    options: z
      .array(optionText)
      .max(L.optionsMax, { error: M.tooManyOptions })
      .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, {
        error: M.optionsDuplicate,
      })
      .optional(),
    required: z.boolean().optional(),
    filterable: z.boolean().optional(),
    position: attributeFields.position,
    translations: attributeFields.translations,
  })
  .meta({ id: 'EditAttributeInput' });
/** An attribute's changes, parsed. */
export type EditAttributeInput = z.output<typeof EditAttributeInputSchema>;
