import type { ProductImport } from '@partline/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';
const id = '0b7e2a5e-6f3c-4d8e-9a51-2c4f7f0e1a01';

const importOf = (fields: Partial<ProductImport>): ProductImport => ({
  id,
  status: 'checked',
  fileName: 'catalog.csv',
  totalRows: 3,
  processedRows: 3,
  errorRows: 0,
  createRows: 0,
  updateRows: 0,
  unchangedRows: 0,
  failure: null,
  createdAt: '2026-11-29T05:00:00.000Z',
  appliedAt: null,
  ...fields,
});

/** `POST /api/product-imports` goes through XMLHttpRequest (upload progress): it answers `started`. */
function uploadAnswering(started: ProductImport) {
  return class UploadingXhr {
    status = 0;
    response: unknown = null;
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        this.status = 202;
        this.response = started;
        this.onload?.();
      }, 0);
    }
  };
}

async function chooseAndUpload(user: ReturnType<typeof renderApp>['user']) {
  await user.upload(
    await screen.findByLabelText('CSV file'),
    new File(['sku,name\n'], 'catalog.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'Upload and check' }));
}

describe('/dashboard/import-products (admin; decision 319)', () => {
  it('shows the check progress, then the summary, and applies the changes', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      uploadAnswering(importOf({ status: 'reading', processedRows: 0 })),
    );
    let polls = 0;
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`GET /api/product-imports/${id}`]: () => {
        polls += 1;
        return polls === 1
          ? importOf({ status: 'reading', processedRows: 1 })
          : importOf({ createRows: 2, unchangedRows: 1 });
      },
      [`POST /api/product-imports/${id}/apply`]: importOf({
        status: 'applied',
        createRows: 2,
        unchangedRows: 1,
        appliedAt: '2026-11-29T05:01:00.000Z',
      }),
    });
    const { user } = renderApp('/dashboard/import-products');
    await chooseAndUpload(user);

    expect(await screen.findByText('Checking… 1 of 3 rows')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Apply 2 changes' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('New products').nextSibling).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByText('Applied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Manage Product' })).toHaveAttribute(
      'href',
      '/dashboard/manage-product',
    );
  });

  it('lists the rows with errors and offers no apply', async () => {
    vi.stubGlobal('XMLHttpRequest', uploadAnswering(importOf({ errorRows: 1, createRows: 1 })));
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`GET /api/product-imports/${id}`]: importOf({ errorRows: 1, createRows: 1 }),
      [`GET /api/product-imports/${id}/rows`]: {
        items: [
          {
            line: 3,
            sku: 'PL-RAM-32',
            action: 'error',
            errors: { price: 'Price must be greater than 0' },
          },
        ],
        nextCursor: null,
      },
    });
    const { user } = renderApp('/dashboard/import-products');
    await chooseAndUpload(user);

    expect(await screen.findByText('PL-RAM-32')).toBeInTheDocument();
    expect(screen.getByText(/Price must be greater than 0/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  });

  it('says why a file could not be imported', async () => {
    const failure = 'Unknown column "colour": use sku, name, …';
    vi.stubGlobal('XMLHttpRequest', uploadAnswering(importOf({ status: 'failed', failure })));
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`GET /api/product-imports/${id}`]: importOf({ status: 'failed', failure }),
    });
    const { user } = renderApp('/dashboard/import-products');
    await chooseAndUpload(user);

    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.getByText('catalog.csv could not be imported')).toBeInTheDocument();
  });
});
