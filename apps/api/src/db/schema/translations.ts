import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories, categoryAttributes } from './categories.js';
import { parentId, timestamps } from './columns.js';
import { products } from './products.js';

/**
 * The languages a catalog translation is kept in (decision 326): Bangla. English is the entity's
 * own row, never a translation. `TRANSLATION_LANGUAGES` of @partline/shared.
 */
export const TRANSLATION_LOCALE_VALUES = ['bn'] as const;

/**
 * A product's texts in another language (decision 326), one row per product and locale, as
 * Saleor's and Medusa's translation tables: each text `null` where it has none (a read answers the
 * product's own English field there). Goes with its product's row.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: parentId(() => products.id),
    locale: text({ enum: TRANSLATION_LOCALE_VALUES }).notNull(),
    name: text(),
    /** The short description (the product's `description`). */
    description: text(),
    /** The long description, Markdown (the product's `details`). */
    details: text(),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.locale] }),
    check('product_translations_locale_known', sql`${table.locale} IN ('bn')`),
    // A word in Bangla finds a product by its translated name or description as an English word
    // finds it by its own (pg_trgm answers ILIKE '%word%', decision 066).
    index('product_translations_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('product_translations_description_trgm_idx').using(
      'gin',
      table.description.op('gin_trgm_ops'),
    ),
  ],
);

/** A category's name and description in another language (decision 326). */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: parentId(() => categories.id),
    locale: text({ enum: TRANSLATION_LOCALE_VALUES }).notNull(),
    name: text(),
    description: text(),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.locale] }),
    check('category_translations_locale_known', sql`${table.locale} IN ('bn')`),
  ],
);

/**
 * A specification attribute's name and its enum options' labels in another language (decision
 * 326): `optionLabels` maps an option as stored (the value products hold) to its label.
 */
export const categoryAttributeTranslations = pgTable(
  'category_attribute_translations',
  {
    attributeId: parentId(() => categoryAttributes.id),
    locale: text({ enum: TRANSLATION_LOCALE_VALUES }).notNull(),
    name: text(),
    optionLabels: jsonb().$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.attributeId, table.locale] }),
    check('category_attribute_translations_locale_known', sql`${table.locale} IN ('bn')`),
    check(
      'category_attribute_translations_labels_object',
      sql`jsonb_typeof(${table.optionLabels}) = 'object'`,
    ),
  ],
);
