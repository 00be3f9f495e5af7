import type { Product, ProductSearchResult } from '@partline/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '@/testing/data';
import { mockApi, PENDING, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const SEARCH = '/api/products/search';

/** 14 products, newest first, as the API would list them. */
const catalog: Product[] = Array.from({ length: 14 }, (_, i) =>
  buildProduct({ productName: `SKU ${i + 1}`, productPrice: 1000 + i }),
);

/** The answer for page `page` of `items` (sizes as the API computes them). */
function pageOf(items: Product[], page = 1, pageSize = 12): ProductSearchResult {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    total: items.length,
    page,
    pageSize,
    pageCount: Math.ceil(items.length / pageSize),
    totalCapped: false,
    // A stand-in cursor: the number of the next page (the API's are opaque, decision 216).
    nextCursor: page * pageSize < items.length ? `p${page + 1}` : null,
  };
}

/** The catalog's page the request asks for: its cursor's, else its `page`. */
const pageAsked = (request: StubbedRequest) => {
  const { searchParams } = request.url;
  const page = Number(searchParams.get('cursor')?.slice(1) ?? searchParams.get('page') ?? 1);
  return pageOf(catalog, page, Number(searchParams.get('pageSize') ?? 12));
};

/** Answers every search with the catalog's page; records the query strings asked for. */
function stubSearch(answer: (request: StubbedRequest) => unknown = pageAsked) {
  const queries: string[] = [];
  const fetchMock = mockApi({
    [SEARCH]: (request: StubbedRequest) => {
      queries.push(request.url.search);
      return answer(request);
    },
  });
  return { fetchMock, queries };
}

const cardNames = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('all products page', () => {
  it('shows a spinner while loading', async () => {
    mockApi({ [SEARCH]: PENDING });
    renderApp('/all-products');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Products' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading products…').closest('[role="status"]')).toBeInTheDocument();
  });

  it('shows the first page of cards in the order the API answers, with the count and pages', async () => {
    const { queries } = stubSearch();
    renderApp('/all-products');

    await screen.findByText('SKU 1');
    expect(cardNames()).toEqual(catalog.slice(0, 12).map((p) => p.productName));
    expect(screen.getAllByRole('button', { name: /Confirm Purchase/ })).toHaveLength(12);
    expect(screen.getByText('Showing 1–12 of 14 products')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Load more products' })).toBeInTheDocument();
    // Defaults are not sent: a bare /all-products asks for the bare search.
    expect(queries).toEqual(['']);
    // The title is set in an effect, which may run after the heading is in the document.
    await waitFor(() => expect(document.title).toBe('All Products · Partline'));
  });

  it('searches as you type, once, and keeps the words in the URL', async () => {
    const { queries } = stubSearch((request) =>
      request.url.searchParams.get('q') === 'ddr5 ram'
        ? pageOf(catalog.slice(3, 5))
        : pageOf(catalog),
    );
    const { user, router } = renderApp('/all-products');
    await screen.findByText('SKU 1');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  ddr5 ram');

    await waitFor(() => expect(cardNames()).toEqual(['SKU 4', 'SKU 5']));
    expect(router.state.location.search).toBe('?q=ddr5+ram');
    expect(queries.at(-1)).toBe('?q=ddr5+ram');
    expect(screen.getByText('2 products')).toBeInTheDocument();
    // Nothing more to load for a single page.
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('searches at once on Enter', async () => {
    const { queries } = stubSearch();
    const { user, router } = renderApp('/all-products');
    await screen.findByText('SKU 1');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'nvme{Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?q=nvme'));
    await waitFor(() => expect(queries).toContain('?q=nvme'));
  });

  it('filters in stock only and by price, back on page 1', async () => {
    const { queries } = stubSearch();
    const { user, router } = renderApp('/all-products?page=2&sort=price-desc');
    await screen.findByText('SKU 13');

    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?inStock=true&sort=price-desc'));

    await user.type(screen.getByLabelText('Min'), '1000');
    await user.type(screen.getByLabelText('Max'), '1005.5');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?minPrice=1000&maxPrice=1005.5&inStock=true&sort=price-desc',
      ),
    );
    await waitFor(() =>
      expect(queries.at(-1)).toBe('?minPrice=1000&maxPrice=1005.5&inStock=true&sort=price-desc'),
    );
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('checks the price range before searching', async () => {
    const { queries } = stubSearch();
    const { user, router } = renderApp('/all-products');
    await screen.findByText('SKU 1');

    await user.type(screen.getByLabelText('Min'), '500');
    await user.type(screen.getByLabelText('Max'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(
      await screen.findByText('Min: Minimum price cannot be above the maximum price'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Min')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Max'));
    await user.type(screen.getByLabelText('Max'), '-3');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(await screen.findByText('Max: Price cannot be negative')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(queries).toEqual(['']);
  });

  it('sorts by price', async () => {
    const { queries } = stubSearch();
    const { user, router } = renderApp('/all-products?q=ssd');
    await screen.findByText('SKU 1');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: high to low',
    );

    await waitFor(() => expect(router.state.location.search).toBe('?q=ssd&sort=price-desc'));
    await waitFor(() => expect(queries.at(-1)).toBe('?q=ssd&sort=price-desc'));
  });

  it('keeps the cards on screen while more load, then adds them below (decision 216)', async () => {
    let release: () => void = () => {};
    const { queries } = stubSearch(async (request) => {
      if (request.url.searchParams.get('cursor')) {
        await new Promise<void>((resolve) => (release = resolve));
      }
      return pageAsked(request);
    });
    const { user, router } = renderApp('/all-products?q=part');
    await screen.findByText('SKU 1');

    await user.click(screen.getByRole('button', { name: 'Load more products' }));

    const pending = await screen.findByRole('button', { name: 'Loading more products…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(cardNames()).toEqual(catalog.slice(0, 12).map((p) => p.productName));
    act(() => release());
    await waitFor(() => expect(cardNames()).toEqual(catalog.map((p) => p.productName)));
    // The search stays the URL's; the cursor is the query's own.
    expect(router.state.location.search).toBe('?q=part');
    expect(queries).toEqual(['?q=part', '?q=part&cursor=p2']);
    expect(screen.getByText('14 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('opens a numbered page of an older link, and loads more after it', async () => {
    const { queries } = stubSearch();
    const { user } = renderApp('/all-products?q=part&page=2&pageSize=5');
    await waitFor(() =>
      expect(cardNames()).toEqual(['SKU 6', 'SKU 7', 'SKU 8', 'SKU 9', 'SKU 10']),
    );
    expect(screen.getByText('Showing 6–10 of 14 products')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(cardNames()).toHaveLength(9));
    expect(screen.getByText('Showing 6–14 of 14 products')).toBeInTheDocument();
    expect(queries.at(-1)).toBe('?q=part&page=2&pageSize=5&cursor=p3');
  });

  it('says when the count stopped at its cap', async () => {
    stubSearch(() => ({ ...pageOf(catalog), total: 1000, totalCapped: true, pageCount: 84 }));
    renderApp('/all-products');
    expect(await screen.findByText('Showing 1–12 of 1,000+ products')).toBeInTheDocument();
  });

  it('shows an empty state whose button clears every filter', async () => {
    const { queries } = stubSearch((request) =>
      request.url.search === '' ? pageOf(catalog) : pageOf([]),
    );
    const { user, router } = renderApp('/all-products?q=toaster&inStock=true&maxPrice=10');

    expect(await screen.findByText('No products match your search')).toBeInTheDocument();
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('toaster');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await screen.findByText('SKU 1');
    expect(router.state.location.search).toBe('');
    expect(queries.at(-1)).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    expect(screen.getByLabelText('Max')).toHaveValue('');
  });

  it('falls back to defaults for parameters in the URL that do not parse', async () => {
    const { queries } = stubSearch();
    renderApp(
      '/all-products?page=abc&pageSize=1000&sort=cheapest&minPrice=-5&inStock=maybe&q=' +
        'x'.repeat(101),
    );

    await screen.findByText('SKU 1');
    expect(queries).toEqual(['']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });

  it('walks back and forward through searches', async () => {
    stubSearch();
    const { user, router } = renderApp('/all-products');
    await screen.findByText('SKU 1');
    const box = screen.getByRole('searchbox', { name: 'Search products' });

    await user.type(box, 'ssd{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ssd'));
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ssd&inStock=true'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=ssd');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    await act(() => router.navigate(-1));
    expect(box).toHaveValue('');
    await act(() => router.navigate(1));
    expect(box).toHaveValue('ssd');
  });

  it('says so when the page asked for is past the last one', async () => {
    stubSearch();
    const { user } = renderApp('/all-products?page=9');

    expect(await screen.findByText('There is no page 9 of these results.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    await screen.findByText('SKU 1');
  });
});
