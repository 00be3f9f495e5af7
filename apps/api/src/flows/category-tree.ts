import type { Category } from '@partline/shared';
import type { Executor } from '../db/client.js';
import { listCategories } from '../modules/categories/categories.repository.js';
import { countProductsByCategory } from '../modules/products/products.repository.js';

/**
 * The category tree as `GET /categories` answers it (decision 316): flat, depth first in sibling
 * order, each category with the live products of its subtree (`productCount`).
 */
export async function readCategoryTree(db: Executor): Promise<Category[]> {
  return listCategories(db, await countProductsByCategory(db));
}
