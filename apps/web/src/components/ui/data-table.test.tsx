import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '@/testing/render-app';
import { type DataColumn, DataTable } from './data-table';

interface Part {
  id: string;
  name: string;
  stock: number;
  address: string;
}

const parts: Part[] = [
  { id: 'a', name: 'PX-9700 CPU', stock: 3600, address: 'House 12, Road 5, Dhanmondi' },
  { id: 'b', name: 'CF-120 Fan', stock: 40, address: 'Plot 3, Road 11, Banani' },
];

const columns: DataColumn<Part>[] = [
  { header: 'No.', kind: 'index', cell: (_part, index) => index + 1 },
  { header: 'Product', kind: 'title', cell: (part) => part.name },
  { header: 'Stock', align: 'end', cell: (part) => part.stock },
  { header: 'Address', details: 'always', cell: (part) => part.address },
  {
    header: 'Actions',
    kind: 'actions',
    cell: (part) => <button type="button">{`Restock ${part.name}`}</button>,
  },
];

const renderTable = () =>
  renderWithI18n(
    <DataTable label="All parts" rows={parts} rowKey={(part) => part.id} columns={columns} />,
  );

describe('DataTable (decision 110)', () => {
  it('is a named table whose rows are headed by their title, each value labelled for cards', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'All parts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['No.', 'Product', 'Stock', 'Address', 'Actions']);
    const row = within(table).getByRole('row', { name: /PX-9700 CPU/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('PX-9700 CPU');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['No.', 'Stock', 'Address', 'Actions']);
    expect(within(row).getByRole('button', { name: 'Restock PX-9700 CPU' })).toBeInTheDocument();
  });

  it("opens a row's details with the columns that gave way, and closes them again", async () => {
    const user = userEvent.setup();
    renderTable();
    const row = screen.getByRole('row', { name: /CF-120 Fan/ });
    const toggle = within(row).getByRole('button', { name: 'Details CF-120 Fan' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details CF-120 Fan');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByText('Address')).toBeInTheDocument();
    expect(within(details).getByText('Plot 3, Road 11, Banani')).toBeInTheDocument();

    await user.click(toggle);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeNull();
  });

  it('offers no details button when every column fits', () => {
    renderWithI18n(
      <DataTable
        label="Stock"
        rows={parts}
        rowKey={(part) => part.id}
        columns={columns.filter((column) => !column.details)}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Details/ })).toBeNull();
  });
});
