import { z } from 'zod';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES as M } from './category.schema.js';
import { SlugSchema } from './slug.js';
import { CategoryTranslationsInputSchema } from './translations.schema.js';

/*
 * What the back office writes of a category (decision 316), apart from the read schemas in
 * category.schema.ts: the catalog's pages parse what they read without building the writes'
 * schemas (decision 045).
 */

const nameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(CATEGORY_LIMITS.nameMaxChars, { error: M.nameTooLong });

/**
 * `POST /categories` body: `name`; `parentId` (none: a top-level category); `slug` (default: the
 * name's); `position` among its siblings (default: last); `description`; `translations` (the name
 * and description in Bangla, decision 326).
 */
export const CreateCategoryInputSchema = z
  .object({
    name: nameField,
    parentId: z.uuid().nullish(),
    slug: SlugSchema.optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    description: z
      .string()
      .trim()
      .max(CATEGORY_LIMITS.descriptionMaxChars, { error: M.descriptionTooLong })
      .optional(),
    translations: CategoryTranslationsInputSchema.optional(),
  })
  .meta({ id: 'CreateCategoryInput' });
/** A new category, parsed. */
export type CreateCategoryInput = z.output<typeof CreateCategoryInputSchema>;

/**
 * `PATCH /categories/{id}` body: rename (`name`, `slug`, `description`), move (`parentId`; `null`
 * to the top) and order (`position` among the siblings).
 */
export const EditCategoryInputSchema = CreateCategoryInputSchema.partial().meta({
  id: 'EditCategoryInput',
});
/** A category's changes, parsed. */
export type EditCategoryInput = z.output<typeof EditCategoryInputSchema>;
