import {
  CATEGORY_MESSAGES,
  checkSpecifications,
  specificationSearchText,
  type Attribute,
  type Specifications,
} from '@partline/shared';
import type { Executor } from '../db/client.js';
import { ValidationError } from '../errors.js';
import {
  attributesOfCategory,
  findCategory,
  lockCategoryTreeShared,
} from '../modules/categories/categories.repository.js';
import type {
  ProductCatalogCheck,
  ProductCatalogValues,
} from '../modules/products/products.service.js';

/** `values` without the keys that none of `attributes` has (decision 316). */
function keptValues(
  attributes: readonly Pick<Attribute, 'key'>[],
  values: Readonly<Specifications>,
): Specifications {
  const keys = new Set(attributes.map((attribute) => attribute.key));
  return Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)));
}

/**
 * The category and specification of a product write (decision 316), for `POST /product` and
 * `PATCH /products/{id}`: the tree is locked shared for the write's transaction (a tree write
 * waits for it, and it for a tree write), then
 * - `categoryId` (sent, or the product's) must be a category: else 400 on `categoryId`;
 * - when `categoryId` or `specifications` is sent, the product's values whose key the category's
 *   attributes (inherited ones included) still have, overlaid with the values sent (`null` or `''`
 *   removes one), are checked by `checkSpecifications`: every problem is a 400 on
 *   `specifications.<key>`, a missing required value included;
 * - otherwise the stored values stay as they are;
 * - the search text is made anew from the values ({@link specificationSearchText}).
 */
export const productCatalog: ProductCatalogCheck = {
  lock: lockCategoryTreeShared,
  async resolve(tx, current, input): Promise<ProductCatalogValues> {
    const categoryId =
      input.categoryId === undefined ? (current?.categoryId ?? null) : input.categoryId;
    if (categoryId && input.categoryId !== undefined && !(await findCategory(tx, categoryId))) {
      throw new ValidationError({ categoryId: [CATEGORY_MESSAGES.notFound] });
    }
    const attributes = await attributesOfCategory(tx, categoryId);
    const stored = current?.specifications ?? {};
    if (input.categoryId === undefined && input.specifications === undefined) {
      return {
        categoryId,
        specifications: stored,
        specText: specificationSearchText(attributes, stored),
      };
    }
    const merged = { ...keptValues(attributes, stored), ...(input.specifications ?? {}) };
    const { values, problems } = checkSpecifications(attributes, merged);
    const keys = Object.keys(problems);
    if (keys.length > 0) {
      throw new ValidationError(
        Object.fromEntries(keys.map((key) => [`specifications.${key}`, [problems[key] as string]])),
      );
    }
    return {
      categoryId,
      specifications: values,
      specText: specificationSearchText(attributes, values),
    };
  },
};

/**
 * The attributes of each category of `categoryIds` (inherited ones included), by id: for a
 * rewrite of the specifications of many products.
 */
export async function attributesOfCategories(
  db: Executor,
  categoryIds: Iterable<string>,
): Promise<Map<string, Attribute[]>> {
  const by = new Map<string, Attribute[]>();
  for (const id of new Set(categoryIds)) by.set(id, await attributesOfCategory(db, id));
  return by;
}
