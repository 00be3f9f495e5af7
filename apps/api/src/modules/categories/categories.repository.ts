import type { Attribute, Category } from '@partline/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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
