import type { Attribute, Category } from '@partline/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { deleteOne, findOne, insertOne, updateOne } from '../../db/rows.js';
import { categories, categoryAttributes } from '../../db/schema/index.js';

/** A category row as stored. */
export type CategoryRow = typeof categories.$inferSelect;
/** An attribute row as stored. */
export type AttributeRow = typeof categoryAttributes.$inferSelect;

/**
 * The whole category tree (decision 316), flat, depth first in sibling order (`position`, then
 * name): a parent before its children, as `GET /categories` answers it. `productCount` is the sum
 * of `ownCounts` (live products by category id, from the products module) over each category's
 * subtree. A tree has at most `CATEGORY_LIMITS.countMax` categories, so it is read whole.
 */
export async function listCategories(
  db: Executor,
  ownCounts: ReadonlyMap<string, number>,
): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(sql`lower(${categories.name})`), asc(categories.id));
  const children = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const out: Category[] = [];
  // Depth first from the top; the counts of a subtree are summed on the way back up.
  const visit = (row: CategoryRow): number => {
    const index = out.length;
    out.push({
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      slug: row.slug,
      position: row.position,
      description: row.description,
      productCount: 0,
    });
    let count = ownCounts.get(row.id) ?? 0;
    for (const child of children.get(row.id) ?? []) count += visit(child);
    (out[index] as Category).productCount = count;
    return count;
  };
  for (const top of children.get(null) ?? []) visit(top);
  return out;
}

/**
 * The path from the top of the tree to `categoryId`, the category itself last; `[]` for an
 * unknown id.
 */
export function categoryPath(list: readonly Category[], categoryId: string): Category[] {
  const byId = new Map(list.map((category) => [category.id, category]));
  const path: Category[] = [];
  let at = byId.get(categoryId);
  // The tree has no cycles (the flows refuse a move under its own subtree); the bound is a guard.
  while (at && path.length <= list.length) {
    path.unshift(at);
    at = at.parentId ? byId.get(at.parentId) : undefined;
  }
  return path;
}

/** An attribute row as the API answers it. */
export function toAttribute(row: AttributeRow): Attribute {
  return {
    id: row.id,
    categoryId: row.categoryId,
    key: row.key,
    name: row.name,
    type: row.type,
    unit: row.unit,
    options: row.options,
    required: row.required,
    filterable: row.filterable,
    position: row.position,
  };
}

/**
 * The attributes of a product in `categoryId` (decision 316): those of each category on its path
 * from the top, the top's first, each category's in `position` order. `[]` for none or an
 * unknown category.
 */
export async function attributesOfCategory(
  db: Executor,
  categoryId: string | null,
): Promise<Attribute[]> {
  if (!categoryId) return [];
  // The tree is small (CATEGORY_LIMITS.countMax): its links are read whole, the path walked here.
  const links = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories);
  const parentOf = new Map(links.map((link) => [link.id, link.parentId]));
  if (!parentOf.has(categoryId)) return [];
  const path: string[] = [];
  for (let at: string | null | undefined = categoryId; at && path.length <= links.length;) {
    path.unshift(at);
    at = parentOf.get(at);
  }
  const rows = await db
    .select()
    .from(categoryAttributes)
    .where(inArray(categoryAttributes.categoryId, path))
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.name));
  const depth = new Map(path.map((id, index) => [id, index]));
  return rows
    .sort((a, b) => (depth.get(a.categoryId) ?? 0) - (depth.get(b.categoryId) ?? 0))
    .map(toAttribute);
}

/**
 * Holds the category tree's lock until `tx` ends (a transaction-scoped advisory lock): every
 * write of the tree or of its attributes takes it whole, so two concurrent moves cannot make a
 * cycle and a key is checked along ancestors and descendants that stay put (decision 316).
 */
export async function lockCategoryTree(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('partline:category-tree'))`);
}

/**
 * Holds the category tree's lock shared until `tx` ends: a product write that checks a
 * specification against the attributes waits for a tree write, and product writes do not wait for
 * each other.
 */
export async function lockCategoryTreeShared(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtext('partline:category-tree'))`);
}

/** Every category row (the tree is small: `CATEGORY_LIMITS.countMax`). */
export function allCategoryRows(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(categories);
}

/** The category of `id`, or `undefined`. */
export function findCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  return findOne(db, categories, eq(categories.id, id));
}

/** The category whose slug is `slug`, or `undefined`. */
export function findCategoryBySlug(db: Executor, slug: string): Promise<CategoryRow | undefined> {
  return findOne(db, categories, eq(categories.slug, slug));
}

/** Values of a new category. */
export type NewCategoryRow = typeof categories.$inferInsert;

/**
 * Inserts a category. A slug in use fails with the unique violation of `categories_slug_key`, a
 * sibling's name with that of `categories_sibling_name_key`.
 */
export function insertCategory(db: Executor, values: NewCategoryRow): Promise<CategoryRow> {
  return insertOne(db, categories, values, 'category');
}

/** Writes the fields of a category and returns its row; `undefined` when it is unknown. */
export function updateCategory(
  db: Executor,
  id: string,
  values: Partial<Pick<NewCategoryRow, 'name' | 'slug' | 'description' | 'parentId' | 'position'>>,
): Promise<CategoryRow | undefined> {
  return updateOne(db, categories, { ...values, updatedAt: sql`now()` }, eq(categories.id, id));
}

/** Deletes the category of `id` (its attributes go with it); `true` when it did. */
export async function deleteCategoryRow(db: Executor, id: string): Promise<boolean> {
  return (await deleteOne(db, categories, eq(categories.id, id))) !== undefined;
}

/**
 * Sets the `position` of each category of `ids` to its index in `ids` (siblings renumbered 0…n),
 * in one statement.
 */
export async function renumberCategories(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE categories c SET position = v.position, updated_at = now()
    FROM (SELECT id, n - 1 AS position
      FROM unnest(${sql.param([...ids])}::uuid[]) WITH ORDINALITY AS u(id, n)) v
    WHERE c.id = v.id AND c.position IS DISTINCT FROM v.position`);
}

/** Every attribute row of the tree. */
export function allAttributeRows(db: Executor): Promise<AttributeRow[]> {
  return db.select().from(categoryAttributes);
}

/** The attribute of `id`, or `undefined`. */
export function findAttribute(db: Executor, id: string): Promise<AttributeRow | undefined> {
  return findOne(db, categoryAttributes, eq(categoryAttributes.id, id));
}

/** The attributes a category defines itself, in `position` order. */
export function ownAttributes(db: Executor, categoryId: string): Promise<AttributeRow[]> {
  return db
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(asc(categoryAttributes.position), asc(categoryAttributes.name));
}

/** Values of a new attribute. */
export type NewAttributeRow = typeof categoryAttributes.$inferInsert;

/** Inserts an attribute. */
export function insertAttribute(db: Executor, values: NewAttributeRow): Promise<AttributeRow> {
  return insertOne(db, categoryAttributes, values, 'category attribute');
}

/** Writes the fields of an attribute and returns its row; `undefined` when it is unknown. */
export function updateAttribute(
  db: Executor,
  id: string,
  values: Partial<
    Pick<NewAttributeRow, 'name' | 'unit' | 'options' | 'required' | 'filterable' | 'position'>
  >,
): Promise<AttributeRow | undefined> {
  return updateOne(
    db,
    categoryAttributes,
    { ...values, updatedAt: sql`now()` },
    eq(categoryAttributes.id, id),
  );
}

/** Deletes the attribute of `id`; `true` when it did. */
export async function deleteAttributeRow(db: Executor, id: string): Promise<boolean> {
  return (await deleteOne(db, categoryAttributes, eq(categoryAttributes.id, id))) !== undefined;
}

/** Sets the `position` of each attribute of `ids` to its index in `ids`, in one statement. */
export async function renumberAttributes(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE category_attributes a SET position = v.position, updated_at = now()
    FROM (SELECT id, n - 1 AS position
      FROM unnest(${sql.param([...ids])}::uuid[]) WITH ORDINALITY AS u(id, n)) v
    WHERE a.id = v.id AND a.position IS DISTINCT FROM v.position`);
}

/**
 * Every filterable attribute of every category (the catalog's facets, decision 317): the keys a
 * search without a category may filter by.
 */
export async function listFilterableAttributes(db: Executor): Promise<Attribute[]> {
  const rows = await db
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.filterable, true))
    .orderBy(asc(categoryAttributes.key), asc(categoryAttributes.id));
  return rows.map(toAttribute);
}
