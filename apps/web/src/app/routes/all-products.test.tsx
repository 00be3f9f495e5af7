import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '@/testing/data';
import { mockApi, PENDING } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('all products page', () => {
  it('shows a spinner while loading', async () => {
    mockApi({ '/api/products': PENDING });
    renderApp('/all-products');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Products' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading products…').closest('[role="status"]')).toBeInTheDocument();
  });

  it('shows every product card in the order the API answers (newest first)', async () => {
    const products = Array.from({ length: 8 }, (_, i) =>
      buildProduct({ productName: `SKU ${i + 1}` }),
    );
    mockApi({ '/api/products': products });
    renderApp('/all-products');

    await screen.findByText('SKU 1');
    const names = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toEqual(products.map((p) => p.productName));
    expect(screen.getAllByRole('button', { name: /Confirm Purchase/ })).toHaveLength(8);
    expect(document.title).toBe('All Products · Partline');
  });
});
