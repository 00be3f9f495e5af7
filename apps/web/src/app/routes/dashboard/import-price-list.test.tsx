import type { PriceListImport } from '@partline/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';
const id = '5b1f0c2e-7a3d-4e8f-9b60-3d5a8e1f2c04';

const answerOf = (fields: Partial<PriceListImport>): PriceListImport => ({
  applied: false,
  summary: { create: 1, update: 0, unchanged: 1, remove: 1, error: 0 },
  rows: [
    {
      line: 2,
      sku: 'PL-CPU-R7',
      minQuantity: 1,
      unitPrice: 900,
      percentOff: null,
      productName: 'Ryzen 7',
      action: 'unchanged',
    },
    {
      line: 3,
      sku: 'PL-RAM-32',
      minQuantity: 10,
      unitPrice: null,
      percentOff: 12.5,
      productName: 'DDR5 32 GB',
      action: 'create',
    },
  ],
  rowsOmitted: 0,
  removals: [{ sku: 'PL-SSD-1T', minQuantity: 5 }],
  removalsOmitted: 0,
  ...fields,
});

async function chooseAndCheck(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(
    await screen.findByLabelText('CSV file'),
    new File(['sku,min_quantity,unit_price,percent_off\n'], 'list.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'Check file' }));
}

describe('/dashboard/price-lists/:id/import (admin; decision 320)', () => {
  it('checks the file, shows each row and the removals, then applies it and returns to the list', async () => {
    const dryRuns: boolean[] = [];
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`POST /api/price-lists/${id}/import`]: (request: StubbedRequest) => {
        const dryRun = request.url.searchParams.get('dryRun') === 'true';
        dryRuns.push(dryRun);
        return answerOf({ applied: !dryRun });
      },
    });
    const { user } = renderApp(`/dashboard/price-lists/${id}/import`);
    expect(await screen.findByRole('button', { name: 'Download current CSV' })).toBeInTheDocument();
    await chooseAndCheck(user);

    expect(
      await screen.findByText('1 to add, 0 to change, 1 unchanged, 1 to remove, 0 with errors.'),
    ).toBeInTheDocument();
    const rows = screen.getByRole('table', { name: 'Rows' });
    expect(rows).toHaveTextContent('PL-RAM-32');
    expect(rows).toHaveTextContent('12.5 % off');
    expect(screen.getByRole('list', { name: 'Removed entries' })).toHaveTextContent(
      'PL-SSD-1T from 5',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Price list imported: 1 added, 0 changed, 1 removed'),
    ).toBeInTheDocument();
    expect(dryRuns).toEqual([true, false]);
  });

  it('shows the errors in their rows and offers no apply', async () => {
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`POST /api/price-lists/${id}/import`]: answerOf({
        summary: { create: 0, update: 0, unchanged: 0, remove: 0, error: 1 },
        rows: [
          {
            line: 2,
            sku: 'NO-SUCH',
            minQuantity: 1,
            unitPrice: 10,
            percentOff: null,
            productName: null,
            action: 'error',
            errors: { sku: ['No product has this SKU'] },
          },
        ],
        removals: [],
      }),
    });
    const { user } = renderApp(`/dashboard/price-lists/${id}/import`);
    await chooseAndCheck(user);
    expect(await screen.findByText('sku: No product has this SKU')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('shows why a file is refused', async () => {
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`POST /api/price-lists/${id}/import`]: {
        status: 400,
        body: {
          error: { code: 'bad_request', message: 'The header lacks the column percent_off' },
        },
      },
    });
    const { user } = renderApp(`/dashboard/price-lists/${id}/import`);
    await chooseAndCheck(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The header lacks the column percent_off',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it("shows a dollar list's fixed prices in US dollars (decision 327)", async () => {
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`/api/price-lists/${id}`]: {
        id,
        name: 'Hamburg Trading 2027',
        currency: 'USD',
        startsAt: '2026-12-31T18:00:00.000Z',
        endsAt: null,
        state: 'active',
        companies: [],
        customerGroups: [],
        categoryRules: [],
        entryCount: 1,
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
      [`POST /api/price-lists/${id}/import`]: answerOf({}),
    });
    const { user } = renderApp(`/dashboard/price-lists/${id}/import`);
    await chooseAndCheck(user);
    const rows = await screen.findByRole('table', { name: 'Rows' });
    expect(rows).toHaveTextContent('US$900.00');
    expect(rows).not.toHaveTextContent('Tk.');
  });
});
