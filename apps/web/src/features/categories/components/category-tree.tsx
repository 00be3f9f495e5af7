import { plural } from '@lingui/core/macro';
import { useFormat } from '@/lib/i18n/format';
import { useLingui } from '@lingui/react/macro';
import type { Category } from '@partline/shared';
import Button from 'react-bootstrap/Button';
import { categoryDepths } from '@/components/ui/form/category-depths';

export interface CategoryTreeProps {
  categories: readonly Category[];
  selectedId: string | null;
  onSelect: (category: Category) => void;
  /** Moves a category one place up (-1) or down (+1) among its siblings. */
  onMove: (category: Category, step: -1 | 1) => void;
  /** A move is being saved: the arrows wait. */
  moving: boolean;
}

/**
 * The category tree (decision 316): each category indented under its parent with its product
 * count (its subcategories' included), arrows to move it among its siblings.
 */
export function CategoryTree({
  categories,
  selectedId,
  onSelect,
  onMove,
  moving,
}: CategoryTreeProps) {
  const { t } = useLingui();
  const format = useFormat();
  const siblingsOf = (category: Category) =>
    categories.filter((other) => other.parentId === category.parentId);

  return (
    <ul className="category-tree" aria-label={t`Category tree`}>
      {categoryDepths(categories).map(({ category, depth }) => {
        const siblings = siblingsOf(category);
        const index = siblings.findIndex((sibling) => sibling.id === category.id);
        const selected = category.id === selectedId;
        const { name, productCount } = category;
        const count = format.number(productCount);
        return (
          <li
            key={category.id}
            className={`category-tree__row${selected ? ' category-tree__row--selected' : ''}`}
            style={{ '--category-depth': depth } as React.CSSProperties}
          >
            <button
              type="button"
              className="category-tree__name"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(category)}
            >
              {category.name}{' '}
              <span className="category-tree__count">
                {t`${plural(productCount, { one: `${count} product`, other: `${count} products` })}`}
              </span>
            </button>
            <span className="category-tree__moves">
              <Button
                variant="link"
                size="sm"
                disabled={moving || index <= 0}
                aria-label={t`Move ${name} up`}
                onClick={() => onMove(category, -1)}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                variant="link"
                size="sm"
                disabled={moving || index >= siblings.length - 1}
                aria-label={t`Move ${name} down`}
                onClick={() => onMove(category, 1)}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
