import {
  checkSpecifications,
  specificationSearchText,
  type AttributeDisplay,
  type AttributeRule,
} from '@partline/shared';
import type { categories, categoryAttributes } from '../schema/index.js';
import type { DemoAttribute, DemoCategory } from './demo-content.types.js';

/** A seeded category: its id and the attributes of its products (inherited ones first). */
export interface SeededCategory {
  id: string;
  attributes: (AttributeRule & AttributeDisplay & { name: string })[];
}

/** The rows of a demo category tree and its categories by slug (decision 316). */
export interface CategoryRows {
  categories: (typeof categories.$inferInsert)[];
  attributes: (typeof categoryAttributes.$inferInsert)[];
  bySlug: Map<string, SeededCategory>;
}

/** The row of a demo attribute at `position` of its category. */
function attributeRow(categoryId: string, attribute: DemoAttribute, position: number) {
  return {
    categoryId,
    key: attribute.key,
    name: attribute.name,
    type: attribute.type,
    unit: attribute.type === 'number' && attribute.unit ? attribute.unit : null,
    options: attribute.type === 'enum' ? (attribute.options ?? []) : [],
    required: attribute.required ?? false,
    filterable: attribute.filterable ?? false,
    position,
  };
}

/**
 * The rows of `tree` (decision 316), parents before children, siblings numbered in order; the
 * category at `index` of that order gets `idOf(index)`, attribute `index` `attributeIdOf(index)`.
 */
export function categoryRows(
  tree: readonly DemoCategory[],
  idOf: (index: number) => string,
  attributeIdOf: (index: number) => string,
): CategoryRows {
  const out: CategoryRows = { categories: [], attributes: [], bySlug: new Map() };
  const visit = (
    siblings: readonly DemoCategory[],
    parentId: string | null,
    inherited: SeededCategory['attributes'],
  ) => {
    for (const [position, category] of siblings.entries()) {
      const id = idOf(out.categories.length);
      out.categories.push({
        id,
        parentId,
        name: category.name,
        slug: category.slug,
        description: category.description,
        position,
      });
      const own = (category.attributes ?? []).map((attribute, index) => ({
        id: attributeIdOf(out.attributes.length + index),
        ...attributeRow(id, attribute, index),
      }));
      out.attributes.push(...own);
      const attributes = [...inherited, ...own];
      out.bySlug.set(category.slug, { id, attributes });
      visit(category.children ?? [], id, attributes);
    }
  };
  visit(tree, null, []);
  return out;
}

/**
 * A demo product's category id, specification and its search text (decision 316), checked as the
 * API checks a product write.
 * @throws Error naming the SKU for an unknown category or a value its attributes refuse.
 */
export function specificationOf(
  tree: ReadonlyMap<string, SeededCategory>,
  sku: string,
  slug: string | undefined,
  input: Readonly<Record<string, unknown>> | undefined,
) {
  if (!slug) return { categoryId: null, specifications: {}, specText: '' };
  const category = tree.get(slug);
  if (!category) throw new Error(`demo product ${sku}: no category ${slug}`);
  const { values, problems } = checkSpecifications(category.attributes, input ?? {});
  if (Object.keys(problems).length > 0) {
    throw new Error(`demo product ${sku}: ${JSON.stringify(problems)}`);
  }
  return {
    categoryId: category.id,
    specifications: values,
    specText: specificationSearchText(category.attributes, values),
  };
}
