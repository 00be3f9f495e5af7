import { CATALOG_SORTS, type CatalogSort } from '@partline/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';

/** How each order reads in the select. */
const SORT_LABELS: Record<CatalogSort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export interface CatalogSortSelectProps {
  value: CatalogSort;
  onChange: (sort: CatalogSort) => void;
}

const isSort = (value: string): value is CatalogSort =>
  (CATALOG_SORTS as readonly string[]).includes(value);

/** The order of the catalog: newest first, or by price. */
export function CatalogSortSelect({ value, onChange }: CatalogSortSelectProps) {
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
        Sort by
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
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
