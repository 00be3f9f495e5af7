import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { parentId, timestamps, uuidPrimaryKey } from './columns.js';

/**
 * The catalog's category tree (decision 316): Processors; Memory › DDR5… A category's parent is
 * another category or none (a top-level one); `position` orders siblings. A category with
 * children or products cannot be deleted (`ON DELETE RESTRICT` on both), and the flows refuse a
 * move under its own subtree. `slug` is the category page's URL, `/categories/{slug}`.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuidPrimaryKey(),
    parentId: uuid().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    slug: text().notNull(),
    position: integer().notNull().default(0),
    description: text().notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    check('categories_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('categories_not_own_parent', sql`${table.parentId} IS DISTINCT FROM ${table.id}`),
    uniqueIndex('categories_slug_key').on(table.slug),
    // Sibling names are unique, ignoring case (two "DDR5" under Memory would be one).
    uniqueIndex('categories_sibling_name_key').on(
      sql`coalesce(${table.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(btrim(${table.name}))`,
    ),
    index('categories_parent_idx').on(table.parentId, table.position),
  ],
);

/** The types a specification attribute takes (decision 316). */
export const ATTRIBUTE_TYPE_VALUES = ['number', 'enum', 'boolean', 'text'] as const;

/**
 * An attribute of a category's specification (decision 316), inherited by its subcategories:
 * `key` is the stable name in a product's `specifications` and in the search URL (`capacity_gb`),
 * unique along a category's ancestors and descendants (the flows check it); `type` one of
 * {@link ATTRIBUTE_TYPE_VALUES}; `unit` for numbers (GB, MT/s, W); `options` the allowed values of
 * an enum, in display order; `filterable` attributes are the catalog's facets.
 */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: uuidPrimaryKey(),
    categoryId: parentId(() => categories.id),
    key: text().notNull(),
    name: text().notNull(),
    type: text({ enum: ATTRIBUTE_TYPE_VALUES }).notNull(),
    unit: text(),
    options: jsonb().$type<string[]>().notNull().default([]),
    required: boolean().notNull().default(false),
    filterable: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    check('category_attributes_key_format', sql`${table.key} ~ '^[a-z][a-z0-9_]{0,39}$'`),
    check(
      'category_attributes_type_known',
      sql`${table.type} IN ('number', 'enum', 'boolean', 'text')`,
    ),
    check('category_attributes_options_array', sql`jsonb_typeof(${table.options}) = 'array'`),
    uniqueIndex('category_attributes_key').on(table.categoryId, table.key),
    index('category_attributes_category_idx').on(table.categoryId, table.position),
  ],
);
