import { createElement } from 'react';
import { useFormat } from '@/lib/i18n/format';
import type { DataColumn } from './data-table';
import { Money } from './money';

/** A count in the reader's digits and grouping (decision 325): `3,800`; `৩,৮০০`. */
function Count({ count }: { count: number }) {
  return useFormat().number(count);
}

/**
 * A `DataTable` column of a count (pieces, orders), in the reader's digits (`useFormat`) and
 * right-aligned like every figure.
 */
export function quantityColumn<Row>(
  header: string,
  quantity: (row: Row) => number,
): DataColumn<Row> {
  return { header, align: 'end', cell: (row) => createElement(Count, { count: quantity(row) }) };
}

/**
 * A `DataTable` column of an amount (`amount(row)` in Taka, as the API answers it), shown
 * as `<Money>`: right-aligned like every figure, and on one line so that 'Tk. 1,20,000'
 * never breaks at its space — the back-office lists and the overview's tables.
 */
export function takaColumn<Row>(header: string, amount: (row: Row) => number): DataColumn<Row> {
  return {
    header,
    align: 'end',
    className: 'text-nowrap',
    cell: (row) => createElement(Money, { taka: amount(row) }),
  };
}
