import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryState, type QueryLike } from './query-state';
import { renderWithI18n as render } from '@/testing/render-app';

const read = <TData,>(state: Partial<QueryLike<TData>>): QueryLike<TData> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: () => undefined,
  ...state,
});

const names = (list: string[]) => list.join(', ');

describe('QueryState', () => {
  it.each([
    ['your orders', 'Loading your orders…', 'We could not load your orders.'],
    ['the companies', 'Loading the companies…', 'We could not load the companies.'],
    ['products', 'Loading products…', 'We could not load the products.'],
  ])('says what it reads: %s', (what, loading, failed) => {
    const { rerender } = render(
      <QueryState query={read<string[]>({ isPending: true })} what={what}>
        {names}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(loading);
    rerender(
      <QueryState query={read<string[]>({ isError: true })} what={what}>
        {names}
      </QueryState>,
    );
    expect(screen.getByText(failed)).toBeInTheDocument();
  });

  it('shows `empty` for a list with no items, and the list otherwise', () => {
    const { rerender } = render(
      <QueryState query={read<string[]>({ data: [] })} what="parts" empty={<p>No parts yet.</p>}>
        {names}
      </QueryState>,
    );
    expect(screen.getByText('No parts yet.')).toBeInTheDocument();
    rerender(
      <QueryState query={read({ data: ['CPU', 'Fan'] })} what="parts" empty={<p>No parts yet.</p>}>
        {names}
      </QueryState>,
    );
    expect(screen.getByText('CPU, Fan')).toBeInTheDocument();
    expect(screen.queryByText('No parts yet.')).not.toBeInTheDocument();
  });

  it('hands an empty list to its children when no `empty` is given', () => {
    render(
      <QueryState query={read<string[]>({ data: [] })} what="parts">
        {(list) => <p>{`${list.length} parts`}</p>}
      </QueryState>,
    );
    expect(screen.getByText('0 parts')).toBeInTheDocument();
  });
});
