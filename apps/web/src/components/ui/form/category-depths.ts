import type { Category } from '@partline/shared';

/** Each category of a flat depth-first list (`GET /categories`) with its depth, 0 at the top. */
export function categoryDepths<T extends Pick<Category, 'id' | 'parentId'>>(
  categories: readonly T[],
): { category: T; depth: number }[] {
  const depths = new Map<string, number>();
  return categories.map((category) => {
    const depth = category.parentId ? (depths.get(category.parentId) ?? -1) + 1 : 0;
    depths.set(category.id, depth);
    return { category, depth };
  });
}
