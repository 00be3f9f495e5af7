import {
  formatQuantity,
  formatTaka,
  type AttributeFacet,
  type ProductSearch,
  type SpecFilter,
} from '@partline/shared';
import type { CatalogSearchChanges } from './hooks/use-catalog-search';

/** One filter a search has, and the changes that drop it. */
export interface ActiveFilter {
  /** What the filter keeps, in words: 'In stock only', 'Capacity: 16–32 GB'. */
  label: string;
  drop: CatalogSearchChanges;
}

const BOOLEAN_LABELS: Record<string, string> = { true: 'Yes', false: 'No' };

/** A facet value as a shopper reads it: 'Yes'/'No' for a boolean, a number with its unit. */
export function facetValueLabel(
  attribute: Pick<AttributeFacet, 'type' | 'unit'> | undefined,
  value: string,
): string {
  if (attribute?.type === 'boolean') return BOOLEAN_LABELS[value] ?? value;
  if (attribute?.type === 'number' && attribute.unit) {
    return `${formatQuantity(Number(value))} ${attribute.unit}`;
  }
  return value;
}

function rangeLabel(min: string | undefined, max: string | undefined): string {
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  if (min !== undefined) return `from ${min}`;
  return `up to ${max ?? ''}`;
}

/** `spec` without `key`. */
function withoutKey(spec: SpecFilter, key: string): SpecFilter {
  const rest = { ...spec };
  delete rest[key];
  return rest;
}

/**
 * The filters of `search`, each with the change that drops it (the zero-result page offers each
 * as a link, decision 317): the words, the price range, in stock, and each specification filter,
 * named by its attribute in `attributes` (its key when unknown).
 */
export function activeFilters(
  search: ProductSearch,
  attributes: readonly AttributeFacet[] = [],
): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (search.q) filters.push({ label: `Words “${search.q}”`, drop: { q: undefined } });
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    const format = (taka: number | undefined) =>
      taka === undefined ? undefined : formatTaka(taka);
    filters.push({
      label: `Price ${rangeLabel(format(search.minPrice), format(search.maxPrice))}`,
      drop: { minPrice: undefined, maxPrice: undefined },
    });
  }
  if (search.inStock) filters.push({ label: 'In stock only', drop: { inStock: false } });
  for (const key of Object.keys(search.spec).sort()) {
    const filter = search.spec[key];
    if (!filter) continue;
    const attribute = attributes.find((candidate) => candidate.key === key);
    const name = attribute?.name ?? key;
    const text =
      'values' in filter
        ? filter.values.map((value) => facetValueLabel(attribute, value)).join(' or ')
        : `${rangeLabel(
            filter.min === undefined ? undefined : formatQuantity(filter.min),
            filter.max === undefined ? undefined : formatQuantity(filter.max),
          )}${attribute?.unit ? ` ${attribute.unit}` : ''}`;
    filters.push({ label: `${name}: ${text}`, drop: { spec: withoutKey(search.spec, key) } });
  }
  return filters;
}
