import type { AttributeFacet, ProductSearch, SpecFilter } from '@partline/shared';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formattersFor } from '@/lib/i18n/format';
import { activeLocale } from '@/lib/i18n/i18n';
import type { CatalogSearchChanges } from './hooks/use-catalog-search';

/** One filter a search has, and the changes that drop it. */
export interface ActiveFilter {
  /** What the filter keeps, in words: 'In stock only', 'Capacity: 16–32 GB'. */
  label: string;
  drop: CatalogSearchChanges;
}

const BOOLEAN_LABELS = { true: msg`Yes`, false: msg`No` } as const;

/**
 * A facet value as a shopper reads it, in the active language: 'Yes'/'No' for a boolean, a number
 * with its unit (`16 GB`; digits of the language).
 */
export function facetValueLabel(
  i18n: I18n,
  attribute: Pick<AttributeFacet, 'type' | 'unit'> | undefined,
  value: string,
): string {
  if (attribute?.type === 'boolean' && (value === 'true' || value === 'false')) {
    return i18n._(BOOLEAN_LABELS[value]);
  }
  if (attribute?.type === 'number' && attribute.unit) {
    return `${formattersFor(activeLocale()).number(Number(value))} ${attribute.unit}`;
  }
  return value;
}

function rangeLabel(i18n: I18n, min: string | undefined, max: string | undefined): string {
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  if (min !== undefined) return i18n._(msg`from ${min}`);
  const upTo = max ?? '';
  return i18n._(msg`up to ${upTo}`);
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
  i18n: I18n,
  search: ProductSearch,
  attributes: readonly AttributeFacet[] = [],
): ActiveFilter[] {
  const formats = formattersFor(activeLocale());
  const filters: ActiveFilter[] = [];
  const { q } = search;
  if (q) filters.push({ label: i18n._(msg`Words “${q}”`), drop: { q: undefined } });
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    const format = (taka: number | undefined) =>
      taka === undefined ? undefined : formats.money(taka);
    const range = rangeLabel(i18n, format(search.minPrice), format(search.maxPrice));
    filters.push({
      label: i18n._(msg`Price ${range}`),
      drop: { minPrice: undefined, maxPrice: undefined },
    });
  }
  if (search.inStock) {
    filters.push({ label: i18n._(msg`In stock only`), drop: { inStock: false } });
  }
  for (const key of Object.keys(search.spec).sort()) {
    const filter = search.spec[key];
    if (!filter) continue;
    const attribute = attributes.find((candidate) => candidate.key === key);
    const name = attribute?.name ?? key;
    const or = i18n._(msg({ message: ' or ', comment: 'Between the values of one filter' }));
    const text =
      'values' in filter
        ? filter.values.map((value) => facetValueLabel(i18n, attribute, value)).join(or)
        : `${rangeLabel(
            i18n,
            filter.min === undefined ? undefined : formats.number(filter.min),
            filter.max === undefined ? undefined : formats.number(filter.max),
          )}${attribute?.unit ? ` ${attribute.unit}` : ''}`;
    filters.push({ label: `${name}: ${text}`, drop: { spec: withoutKey(search.spec, key) } });
  }
  return filters;
}
