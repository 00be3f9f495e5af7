import type { Category, ContentLanguage } from '@partline/shared';
import type { Executor } from '../db/client.js';
import { listCategories } from '../modules/categories/categories.repository.js';
import { translateCategories } from '../modules/categories/category-content.service.js';
import { countProductsByCategory } from '../modules/products/products.repository.js';

/**
 * The category tree as `GET /categories` answers it (decision 316): flat, depth first in sibling
 * order, each category with the live products of its subtree (`productCount`), its names and
 * descriptions in `language` (decision 326; English by default).
 */
export async function readCategoryTree(
  db: Executor,
  language: ContentLanguage = 'en',
): Promise<Category[]> {
  return translateCategories(
    db,
    language,
    await listCategories(db, await countProductsByCategory(db)),
  );
}
