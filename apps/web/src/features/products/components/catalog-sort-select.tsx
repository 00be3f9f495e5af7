import { CATALOG_SORTS, type CatalogSort } from '@partline/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';

/** How each order reads in the select. */
const SORT_LABELS: Record<CatalogSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
};

export interface CatalogSortSelectProps {
  value: CatalogSort;
  onChange: (sort: CatalogSort) => void;
}

const isSort = (value: string): value is CatalogSort =>
  (CATALOG_SORTS as readonly string[]).includes(value);

/** The order of the catalog: newest first, or by price. */
export function CatalogSortSelect({ value, onChange }: CatalogSortSelectProps) {
  const { i18n } = useLingui();
  // The select follows a choice at once; the URL (updated in a transition) catches up.
  const [selected, setSelected] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setSelected(value);
  }
  return (
    <div className="catalog-sort">
      <Form.Label htmlFor="catalog-sort" className="catalog-sort__label">
        <Trans>Sort by</Trans>
      </Form.Label>
      <Form.Select
        id="catalog-sort"
        size="sm"
        value={selected}
        onChange={(event) => {
          const sort = event.target.value;
          if (!isSort(sort)) return;
          setSelected(sort);
          onChange(sort);
        }}
      >
        {CATALOG_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(SORT_LABELS[sort])}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
