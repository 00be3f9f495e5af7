import type { ProductPage } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct, testId } from '@/testing/data';
import { calledRoutes, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { ProductDocumentsPanel } from './product-documents-panel';

const product = buildProduct();
const datasheet = {
  id: testId(),
  kind: 'datasheet' as const,
  title: 'Old datasheet',
  fileName: 'old.pdf',
  url: '/uploads/old.pdf',
  sizeBytes: 850 * 1024,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const page = (documents: ProductPage['documents']): ProductPage => ({
  product,
  category: null,
  breadcrumbs: [],
  specification: [],
  specifications: {},
  countryOfOriginName: 'Bangladesh',
  details: '',
  gallery: [product.productImage],
  documents,
});

describe('ProductDocumentsPanel (decision 318)', () => {
  it('lists the documents and attaches a PDF with its kind and title', async () => {
    const fetchMock = mockApi({
      [`/api/product-pages/${product._id}`]: page([datasheet]),
      [`POST /api/products/${product._id}/documents`]: { ...datasheet, id: testId() },
    });
    const { user } = renderWithProviders(<ProductDocumentsPanel productId={product._id} />);
    expect(await screen.findByRole('link', { name: 'Old datasheet' })).toHaveAttribute(
      'href',
      '/uploads/old.pdf',
    );
    expect(screen.getByText('Datasheet · 850 KB')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Attach a document' });
    await user.click(within(form).getByRole('button', { name: 'Attach document' }));
    expect(within(form).getByText('Attach a PDF in the field "file"')).toBeInTheDocument();
    expect(within(form).getByText('Document title is required')).toBeInTheDocument();

    const pdf = new File(['%PDF-1.7 test'], 'manual.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('PDF file'), pdf);
    await user.selectOptions(within(form).getByLabelText('Kind'), 'manual');
    await user.type(within(form).getByLabelText('Title'), 'Installation manual');
    await user.click(within(form).getByRole('button', { name: 'Attach document' }));

    expect(await screen.findByText('Document attached')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = call?.[1]?.body as FormData;
    expect(sent.get('kind')).toBe('manual');
    expect(sent.get('title')).toBe('Installation manual');
    expect((sent.get('file') as File).name).toBe('manual.pdf');
  });

  it('removes a document once confirmed', async () => {
    const fetchMock = mockApi({
      [`/api/product-pages/${product._id}`]: page([datasheet]),
      [`DELETE /api/products/${product._id}/documents/${datasheet.id}`]: { deletedCount: 1 },
    });
    const { user } = renderWithProviders(<ProductDocumentsPanel productId={product._id} />);
    await user.click(await screen.findByRole('button', { name: 'Remove Old datasheet' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove document' }));
    expect(await screen.findByText('Document removed')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).toContain(
      `DELETE /api/products/${product._id}/documents/${datasheet.id}`,
    );
  });
});
