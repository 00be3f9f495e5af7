import { z } from 'zod';
import { AttributeSchema } from './attribute.schema.js';
import { formatQuantity } from '../common/quantity.js';

/** Bounds of the category tree (decision 316). */
export const CATEGORY_LIMITS = {
  nameMaxChars: 60,
  descriptionMaxChars: 500,
  /** Levels of the tree: Memory › DDR5 is two. */
  depthMax: 4,
  /** Categories in the whole tree. */
  countMax: 1_000,
} as const;

/** The API's and the back-office's texts about categories. */
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  nameTooLong: `A category name has at most ${CATEGORY_LIMITS.nameMaxChars} characters`,
  nameTaken: 'Another category under the same parent has this name',
  descriptionTooLong: `At most ${CATEGORY_LIMITS.descriptionMaxChars} characters`,
  notFound: 'Category not found',
  parentNotFound: 'Parent category not found',
  moveIntoOwnSubtree: 'A category cannot move under itself or one of its subcategories',
  tooDeep: `Categories nest at most ${CATEGORY_LIMITS.depthMax} levels deep`,
  tooMany: `The catalog has at most ${formatQuantity(CATEGORY_LIMITS.countMax)} categories`,
  hasChildren: 'Move or delete its subcategories first',
  hasProducts: 'Move its products to another category first',
  uncategorized: 'Uncategorized',
} as const;

/**
 * A category as the API answers it (decision 316): `parentId` null at the top; `position` orders
 * siblings; `productCount` counts the live products of the category and its subcategories.
 */
export const CategorySchema = z
  .object({
    id: z.uuid(),
    parentId: z.uuid().nullable(),
    name: z.string(),
    slug: z.string(),
    position: z.number().int(),
    description: z.string(),
    productCount: z.number().int().min(0),
  })
  .meta({ id: 'Category' });
/** A category of the catalog. */
export type Category = z.infer<typeof CategorySchema>;

/**
 * `GET /categories`: the whole tree, flat, depth first in sibling order (a parent before its
 * children), so a client builds it with {@link categoryTree}.
 */
export const CategoryListSchema = z.array(CategorySchema).meta({ id: 'CategoryList' });

/**
 * `GET /categories/{slug}`: a category with its path from the top (`breadcrumbs`, itself last),
 * its children, and the attributes of its specification (its ancestors' first, then its own).
 */
export const CategoryDetailSchema = z
  .object({
    category: CategorySchema,
    breadcrumbs: z.array(CategorySchema.pick({ id: true, name: true, slug: true })),
    children: z.array(CategorySchema),
    attributes: z.array(AttributeSchema),
  })
  .meta({ id: 'CategoryDetail' });
/** A category with its place in the tree and its specification's attributes. */
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

/** `GET /categories/{slug}` path: any text (a slug that no category has answers 404). */
export const CategorySlugParamsSchema = z.object({ slug: z.string().max(200) });

/** A category with its children, for a client that shows the tree. */
export interface CategoryNode<T extends Pick<Category, 'id' | 'parentId'>> {
  category: T;
  children: CategoryNode<T>[];
}

/**
 * The tree of a flat list (as `GET /categories` answers it): the top-level nodes, children in
 * list order. A category whose parent is not in the list is placed at the top.
 */
export function categoryTree<T extends Pick<Category, 'id' | 'parentId'>>(
  list: readonly T[],
): CategoryNode<T>[] {
  const nodes = new Map(list.map((category) => [category.id, { category, children: [] }]));
  const roots: CategoryNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parentId ? nodes.get(node.category.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * The ids of `id` and every category below it in `list` (a category page lists the products of
 * its whole subtree).
 */
export function subtreeIds(
  list: readonly Pick<Category, 'id' | 'parentId'>[],
  id: string,
): string[] {
  const children = new Map<string, string[]>();
  for (const category of list) {
    if (!category.parentId) continue;
    const siblings = children.get(category.parentId) ?? [];
    siblings.push(category.id);
    children.set(category.parentId, siblings);
  }
  const ids: string[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    ids.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return ids;
}
