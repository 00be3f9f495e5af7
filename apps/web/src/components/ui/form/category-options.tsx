import type { Category } from '@partline/shared';
import { categoryDepths } from './category-depths';

export interface CategoryOptionsProps {
  /** The tree, flat and depth first, as `GET /categories` answers it. */
  categories: readonly Pick<Category, 'id' | 'parentId' | 'name'>[];
  /** Categories not offered (a category's own subtree when it moves). */
  exclude?: ReadonlySet<string>;
}

/** The `<option>`s of a category select: the tree in order, each name indented by its depth. */
export function CategoryOptions({ categories, exclude }: CategoryOptionsProps) {
  return (
    <>
      {categoryDepths(categories)
        .filter(({ category }) => !exclude?.has(category.id))
        .map(({ category, depth }) => (
          <option key={category.id} value={category.id}>
            {'\u00a0\u00a0\u00a0'.repeat(depth)}
            {category.name}
          </option>
        ))}
    </>
  );
}
