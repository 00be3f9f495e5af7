import {
  parseSpecFilter,
  type AttributeFacet,
  type Product,
  type ProductFacets,
  type ProductSearchResult,
} from '@partline/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '@/testing/data';
import { mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const SEARCH = '/api/products/search';
const FACETS = '/api/products/facets';

const modules: Product[] = Array.from({ length: 3 }, (_, i) =>
  buildProduct({ productName: `Module ${i + 1}`, productPrice: 5000 + i }),
);

function pageOf(items: Product[]): ProductSearchResult {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 12,
    pageCount: items.length > 0 ? 1 : 0,
    totalCapped: false,
    nextCursor: null,
  };
}

const link = (name: string, slug: string) => ({
  id: crypto.randomUUID(),
  name,
  slug,
});

/** The facets of Memory as the API answers them, `selected` read from the request's `spec`. */
function memoryFacets(request: StubbedRequest): ProductFacets {
  const parsed = parseSpecFilter(request.url.searchParams.get('spec') ?? '');
  const spec = parsed.ok ? parsed.filter : {};
  const chosen = (key: string, value: string) => {
    const filter = spec[key];
    return Boolean(filter && 'values' in filter && filter.values.includes(value));
  };
  const values = (key: string, counts: Record<string, number>) =>
    Object.entries(counts).map(([value, count]) => ({
      value,
      count,
      selected: chosen(key, value),
    }));
  const capacity = spec.capacity_gb;
  const attributes: AttributeFacet[] = [
    {
      key: 'capacity_gb',
      name: 'Capacity',
      type: 'number',
      unit: 'GB',
      values: values('capacity_gb', { 16: 1, 32: 2 }),
      range: { min: 16, max: 32 },
      selected:
        capacity && !('values' in capacity)
          ? { min: capacity.min ?? null, max: capacity.max ?? null }
          : null,
    },
    {
      key: 'module_type',
      name: 'Module type',
      type: 'enum',
      unit: null,
      values: values('module_type', { UDIMM: 1, RDIMM: 2, SODIMM: 0 }),
      range: null,
      selected: null,
    },
    {
      key: 'ecc',
      name: 'ECC',
      type: 'boolean',
      unit: null,
      values: values('ecc', { true: 2, false: 1 }),
      range: null,
      selected: null,
    },
  ];
  const memory = link('Memory', 'memory');
  return {
    total: 3,
    category: memory,
    breadcrumbs: [memory],
    children: [
      { ...link('DDR5', 'ddr5'), count: 2 },
      { ...link('DDR4', 'ddr4'), count: 1 },
    ],
    attributes,
    price: { min: 5000, max: 5002 },
  };
}

/** Stubs the search (answered by `answer`) and Memory's facets; records the search queries. */
function stubCatalog(answer: (request: StubbedRequest) => ProductSearchResult) {
  const searches: string[] = [];
  const facets: string[] = [];
  mockApi({
    [SEARCH]: (request: StubbedRequest) => {
      searches.push(request.url.search);
      return answer(request);
    },
    [FACETS]: (request: StubbedRequest) => {
      facets.push(request.url.search);
      return request.url.searchParams.get('category') === 'memory'
        ? memoryFacets(request)
        : {
            status: 404,
            body: { error: { code: 'not_found', message: 'Category not found' } },
          };
    },
  });
  return { searches, facets };
}

const query = (search: string) => decodeURIComponent(search);

describe('category page', () => {
  it('shows the breadcrumbs, the subcategories with counts and the facets with counts', async () => {
    stubCatalog(() => pageOf(modules));
    renderApp('/categories/memory?q=kingston');

    expect(await screen.findByRole('heading', { level: 1, name: 'Memory' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/all-products?q=kingston',
    );
    const children = screen.getByRole('navigation', { name: 'Subcategories of Memory' });
    expect(within(children).getByRole('link', { name: 'DDR5 2' })).toHaveAttribute(
      'href',
      '/categories/ddr5?q=kingston',
    );
    expect(screen.getByRole('checkbox', { name: 'RDIMM (2)' })).not.toBeChecked();
    // A value no product would match cannot be chosen.
    expect(screen.getByRole('checkbox', { name: 'SODIMM (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Yes (2)' })).toBeInTheDocument();
  });

  it('keeps every filter in the URL, sends it to the API, and walks back with Back', async () => {
    const { searches } = stubCatalog(() => pageOf(modules));
    const { user, router } = renderApp('/categories/memory');
    await screen.findByText('Module 1');

    await user.click(screen.getByRole('checkbox', { name: 'RDIMM (2)' }));
    await waitFor(() =>
      expect(query(router.state.location.search)).toBe('?spec=module_type:RDIMM'),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'RDIMM (2)' })).toBeChecked());

    await user.click(screen.getByRole('checkbox', { name: 'Yes (2)' }));
    await waitFor(() =>
      expect(query(router.state.location.search)).toBe('?spec=ecc:true;module_type:RDIMM'),
    );

    const capacity = screen.getByRole('group', { name: 'Capacity (GB)' });
    await user.type(within(capacity).getByLabelText('Min'), '32');
    await user.click(within(capacity).getByRole('button', { name: 'Apply capacity' }));
    await waitFor(() =>
      expect(query(router.state.location.search)).toBe(
        '?spec=capacity_gb:32..;ecc:true;module_type:RDIMM',
      ),
    );
    await waitFor(() =>
      expect(query(searches.at(-1) ?? '')).toBe(
        '?category=memory&spec=capacity_gb:32..;ecc:true;module_type:RDIMM',
      ),
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() =>
      expect(query(router.state.location.search)).toBe(
        '?inStock=true&spec=capacity_gb:32..;ecc:true;module_type:RDIMM',
      ),
    );

    await router.navigate(-1);
    await waitFor(() =>
      expect(query(router.state.location.search)).toBe(
        '?spec=capacity_gb:32..;ecc:true;module_type:RDIMM',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked(),
    );
    await router.navigate(-1);
    await waitFor(() =>
      expect(query(router.state.location.search)).toBe('?spec=ecc:true;module_type:RDIMM'),
    );
    await waitFor(() => expect(within(capacity).getByLabelText('Min')).toHaveValue(''));
  });

  it('offers to remove each filter when nothing matches, and to clear them all', async () => {
    stubCatalog((request) =>
      request.url.search === '?category=memory' ? pageOf(modules) : pageOf([]),
    );
    const { user, router } = renderApp(
      '/categories/memory?q=xyz&maxPrice=100&inStock=true&spec=ecc:true;capacity_gb:16..32',
    );

    expect(await screen.findByText('No products match your search')).toBeInTheDocument();
    const remove = (name: string) => screen.getByRole('link', { name: `Remove ${name}` });
    expect(remove('Words “xyz”')).toHaveAttribute(
      'href',
      `/categories/memory?maxPrice=100&inStock=true&spec=${encodeURIComponent('capacity_gb:16..32;ecc:true')}`,
    );
    expect(remove('Price up to Tk.\u00a0100')).toHaveAttribute(
      'href',
      `/categories/memory?q=xyz&inStock=true&spec=${encodeURIComponent('capacity_gb:16..32;ecc:true')}`,
    );
    expect(remove('In stock only')).toBeInTheDocument();
    expect(remove('Capacity: 16–32 GB')).toHaveAttribute(
      'href',
      `/categories/memory?q=xyz&maxPrice=100&inStock=true&spec=${encodeURIComponent('ecc:true')}`,
    );
    await user.click(remove('ECC: Yes'));
    await waitFor(() =>
      expect(query(router.state.location.search)).toBe(
        '?q=xyz&maxPrice=100&inStock=true&spec=capacity_gb:16..32',
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Module 1');
    expect(router.state.location.pathname).toBe('/categories/memory');
    expect(router.state.location.search).toBe('');
  });

  it('says when the category does not exist', async () => {
    stubCatalog(() => pageOf([]));
    renderApp('/categories/no-such-thing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/all-products',
    );
  });
});

describe('all products page categories', () => {
  it('lists the top-level categories with their counts', async () => {
    mockApi({
      [SEARCH]: pageOf(modules),
      [FACETS]: {
        total: 4,
        category: null,
        breadcrumbs: [],
        children: [
          { ...link('Memory', 'memory'), count: 3 },
          { ...link('Storage', 'storage'), count: 1 },
        ],
        attributes: [],
        price: { min: 5000, max: 9000 },
      } satisfies ProductFacets,
    });
    renderApp('/all-products?inStock=true');
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Memory 3' })).toHaveAttribute(
      'href',
      '/categories/memory?inStock=true',
    );
  });
});
