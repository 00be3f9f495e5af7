import type { ProductFacets, ProductPage, ProductSearchResult } from '@partline/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productPageQueryKey } from '@/features/products/api/get-product-page';
import { searchProductsQueryOptions } from '@/features/products/api/search-products';
import { DEFAULT_CATALOG_SEARCH } from '@/features/products/hooks/use-catalog-search';
import { createQueryClient } from '@/lib/query-client';
import { buildProduct } from '@/testing/data';
import { calledRoutes, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { renderPage } from './render-page';
import { hydrateServerData, SERVER_DATA_ELEMENT_ID } from './server-data';
import { finishHandover, recordBeforeStart } from './handover';

const firstPage = (names: string[]): ProductSearchResult => ({
  items: names.map((productName) => buildProduct({ productName })),
  total: names.length,
  page: 1,
  pageSize: DEFAULT_CATALOG_SEARCH.pageSize,
  pageCount: 1,
  totalCapped: false,
  nextCursor: null,
});

/** A document holding `html` in its body, as the browser parses a page. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('renderPage (decision 073)', () => {
  it('renders /all-products without data as skeletons, with no data element', async () => {
    const { root, data } = await renderPage('/all-products');
    const page = parse(root);
    expect(page.querySelector('h1')?.textContent).toBe('All Products');
    expect(page.querySelectorAll('article')).toHaveLength(0);
    expect(page.body.textContent).toContain('Loading products…');
    expect(data).toBe('');
  });

  it('renders /all-products with the catalog first page, and carries it script-safe', async () => {
    const result = firstPage(['Fan </script><script>alert(1)</script>', 'UPS 1200 VA']);
    const { root, data } = await renderPage('/all-products', { catalogFirstPage: result });
    const page = parse(`${root}${data}`);
    expect([...page.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual([
      'Fan </script><script>alert(1)</script>',
      'UPS 1200 VA',
    ]);
    // One inert data element, whose text is the data (no element made from the product's name).
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(data).not.toContain('</script><script>');

    const queryClient = createQueryClient();
    hydrateServerData(queryClient, page);
    expect(
      queryClient.getQueryData(searchProductsQueryOptions(DEFAULT_CATALOG_SEARCH).queryKey),
    ).toEqual({ pages: [result], pageParams: [null] });
  });

  it('renders /products/{slug} with its page, the data kept under the slug (decision 318)', async () => {
    const product = buildProduct({ productName: 'Fury </script> 32 GB', slug: 'fury-32-gb' });
    const productPage: ProductPage = {
      product,
      category: null,
      breadcrumbs: [],
      specification: [],
      specifications: {},
      countryOfOriginName: 'Bangladesh',
      details: '**Fast**',
      gallery: [product.productImage],
      documents: [],
    };
    const { root, data } = await renderPage('/products/fury-32-gb', { productPage });
    const page = parse(`${root}${data}`);
    expect(page.querySelector('h1')?.textContent).toBe('Fury </script> 32 GB');
    expect(page.querySelector('.product-details strong')?.textContent).toBe('Fast');
    expect(page.querySelectorAll('script')).toHaveLength(1);
    const queryClient = createQueryClient();
    hydrateServerData(queryClient, page);
    expect(queryClient.getQueryData(productPageQueryKey('fury-32-gb'))).toEqual(productPage);
  });

  it('renders a bare /categories/{slug} with its first page and counts, and the app starts from them', async () => {
    const memory = { id: crypto.randomUUID(), name: 'Memory', slug: 'memory' };
    const facets: ProductFacets = {
      total: 2,
      category: memory,
      breadcrumbs: [memory],
      children: [{ id: crypto.randomUUID(), name: 'DDR5', slug: 'ddr5', count: 2 }],
      attributes: [],
      price: { min: 5000, max: 9000 },
    };
    const result = firstPage(['SR5 32 GB </script>', 'MR5 16 GB DDR5']);
    const { root, data } = await renderPage('/categories/memory', {
      categoryPage: { firstPage: result, facets },
    });
    const page = parse(`${root}${data}`);
    expect(page.querySelector('h1')?.textContent).toBe('Memory');
    expect([...page.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual([
      'SR5 32 GB </script>',
      'MR5 16 GB DDR5',
    ]);
    expect(page.querySelectorAll('script')).toHaveLength(1);

    const fetchMock = mockApi({});
    const queryClient = createQueryClient();
    hydrateServerData(queryClient, parse(data));
    renderApp('/categories/memory', { queryClient });
    expect(await screen.findByRole('heading', { name: 'SR5 32 GB </script>' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Memory' })).toBeVisible();
    const called = await calledRoutes(fetchMock);
    expect(called).not.toContain('GET /api/products/search');
    expect(called).not.toContain('GET /api/products/facets');
  });

  it('leaves no timer behind: the build and the API call it in Node, which must be able to exit', async () => {
    // Every timeout set while rendering, until it fires or is cleared.
    const pending = new Set<ReturnType<typeof setTimeout>>();
    const { setTimeout: set, clearTimeout: clear } = globalThis;
    const setSpy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: () => void,
      ms?: number,
    ) => {
      const id = set(() => {
        pending.delete(id);
        callback();
      }, ms);
      pending.add(id);
      return id;
    }) as typeof setTimeout);
    const clearSpy = vi.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
      pending.delete(id as ReturnType<typeof setTimeout>);
      clear(id);
    });
    try {
      await renderPage('/all-products', { catalogFirstPage: firstPage(['UPS 1200 VA']) });
      expect(setSpy).toHaveBeenCalled();
      expect(pending.size).toBe(0);
    } finally {
      setSpy.mockRestore();
      clearSpy.mockRestore();
    }
  });

  it('starts the browser app from that data: no catalog request for the first page', async () => {
    const result = firstPage(['PX-9700 processor', 'MR5 16 GB DDR5']);
    const { data } = await renderPage('/all-products', { catalogFirstPage: result });
    const fetchMock = mockApi({});
    const queryClient = createQueryClient();
    hydrateServerData(queryClient, parse(data));
    renderApp('/all-products', { queryClient });

    expect(await screen.findByRole('heading', { name: 'PX-9700 processor' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'MR5 16 GB DDR5' })).toBeVisible();
    expect(await calledRoutes(fetchMock)).not.toContain('GET /api/products/search');
  });

  it('ignores a page without data, or with unreadable data', () => {
    const queryClient = createQueryClient();
    hydrateServerData(queryClient, parse('<p>no data</p>'));
    hydrateServerData(
      queryClient,
      parse(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">{oops</script>`),
    );
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps what the visitor typed into the prerendered search box before the app started', async () => {
    const result = firstPage(['PX-9700 processor']);
    const { root, data } = await renderPage('/all-products', { catalogFirstPage: result });
    const prerendered = document.createElement('div');
    prerendered.innerHTML = root;
    document.body.append(prerendered);
    recordBeforeStart(prerendered);
    const box = prerendered.querySelector<HTMLInputElement>('input[name="q"]');
    if (!box) throw new Error('no search box in the prerendered page');
    box.focus();
    box.value = 'ddr5';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    prerendered.remove();

    const fetchMock = mockApi({ '/api/products/search': firstPage([]) });
    const queryClient = createQueryClient();
    hydrateServerData(queryClient, parse(data));
    const { router } = renderApp('/all-products', { queryClient });
    const search = await screen.findByRole('searchbox', { name: 'Search products' });
    expect(search).toHaveValue('ddr5');
    expect(search).toHaveFocus();
    // …and searched for, as if typed into the app.
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=ddr5'));
    await vi.waitFor(async () =>
      expect(await calledRoutes(fetchMock)).toContain('GET /api/products/search'),
    );
    finishHandover();
  });
});
