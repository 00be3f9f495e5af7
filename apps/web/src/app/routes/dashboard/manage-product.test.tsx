import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildProduct } from '@/testing/data';
import { calledRoutes, mockApi, twoPageList, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';

describe('/dashboard/manage-product (spec §2, admin)', () => {
  it('reads 50 products at a time, newest first, and adds more with Load more products (decision 217)', async () => {
    const first = Array.from({ length: 50 }, (_, i) => buildProduct({ productName: `Part ${i}` }));
    const { route, requests } = twoPageList(
      first,
      '/api/products?sort=newest&limit=50&cursor=after50',
      [buildProduct({ productName: 'Oldest part' })],
    );
    mockApi({ ...signedInAs(admin, { admin: true }), '/api/products': route });
    const { user } = renderApp('/dashboard/manage-product');

    const table = await screen.findByRole('table', { name: 'All products' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(requests[0]?.get('sort')).toBe('newest');
    expect(requests[0]?.get('limit')).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(await within(table).findByRole('row', { name: /Oldest part/ })).toBeInTheDocument();
    expect(requests.at(-1)?.get('cursor')).toBe('after50');
    expect(screen.queryByRole('button', { name: 'Load more products' })).not.toBeInTheDocument();
  });

  it('lists each product with its SKU, volume prices, stock and held pieces', async () => {
    const product = buildProduct({
      productName: 'Ryzen 5',
      sku: 'PL-CPU-R5',
      productPrice: 1400,
      minOrder: 10,
      priceTiers: [
        { minQuantity: 10, unitPrice: 1400 },
        { minQuantity: 100, unitPrice: 1350 },
      ],
      availableQuantity: 120,
      heldQuantity: 30,
    });
    mockApi({ ...signedInAs(admin, { admin: true }), '/api/products': [product] });
    renderApp('/dashboard/manage-product');

    const row = within(await screen.findByRole('table', { name: 'All products' })).getByRole(
      'row',
      { name: /Ryzen 5/ },
    );
    expect(within(row).getByText('120')).toBeInTheDocument();
    expect(within(row).getByText('30')).toBeInTheDocument();
    expect(within(row).getByText('SKU PL-CPU-R5')).toBeInTheDocument();
    expect(within(row).getByRole('list', { name: 'Volume prices' })).toHaveTextContent(
      '10+ Tk. 1,400100+ Tk. 1,350',
    );
  });

  it("restocks a positive whole amount and says 'Product Restocked Successfully'", async () => {
    let product = buildProduct({ productName: 'Ryzen 5', availableQuantity: 120 });
    const fetchMock = mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/products': () => [product],
      [`PUT /api/product/${product._id}`]: ({ body }: StubbedRequest) => {
        expect(body).toEqual({ restock: 50 });
        product = { ...product, availableQuantity: 170 };
        return { modifiedCount: 1, availableQuantity: 170 };
      },
    });
    const { user } = renderApp('/dashboard/manage-product');

    await user.click(await screen.findByRole('button', { name: 'Restock Ryzen 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restock Ryzen 5' });
    const amount = within(dialog).getByLabelText('Pieces to add');

    await user.click(within(dialog).getByRole('button', { name: 'Restock' }));
    expect(await within(dialog).findByText('Restock amount is Required')).toBeInTheDocument();
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Restock' }));
    expect(await within(dialog).findByText('Restock at least 1 piece')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Restock' }));
    expect(await within(dialog).findByText('Must be a whole number')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).not.toContain(`PUT /api/product/${product._id}`);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Restock' }));

    expect(await screen.findByText('Product Restocked Successfully')).toBeInTheDocument();
    expect(await screen.findByText('170')).toBeInTheDocument();
  });

  it("deletes after 'Do You Want to Remove This Product?' and says 'Product Deleted Successfully'", async () => {
    const product = buildProduct({ productName: 'Old Part' });
    let products = [product];
    mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/products': () => products,
      [`DELETE /api/product/${product._id}`]: () => {
        products = [];
        return { deletedCount: 1 };
      },
    });
    const { user } = renderApp('/dashboard/manage-product');

    await user.click(await screen.findByRole('button', { name: 'Delete Old Part' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Do You Want to Remove This Product?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));

    expect(await screen.findByText('Product Deleted Successfully')).toBeInTheDocument();
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
  });

  it("sets the VAT and SD rate of the chosen products after a confirmation and shows each row's rate (decision 305)", async () => {
    let products = [
      buildProduct({ productName: 'Ryzen 5' }),
      buildProduct({ productName: 'Ryzen 7' }),
      buildProduct({ productName: 'Cable', vatRate: 500 }),
    ];
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/products': () => products,
      'POST /api/products/tax-rates': ({ body }: StubbedRequest) => {
        bodies.push(body);
        const { productIds, vatRate, sdRate } = body as {
          productIds: string[];
          vatRate: 1500 | 1000 | 750 | 500 | 0;
          sdRate: number;
        };
        products = products.map((p) =>
          productIds.includes(p._id) ? { ...p, vatRate, sdRate } : p,
        );
        return { modifiedCount: productIds.length };
      },
    });
    const { user } = renderApp('/dashboard/manage-product');

    const table = await screen.findByRole('table', { name: 'All products' });
    expect(within(table).getByRole('row', { name: /Cable/ })).toHaveTextContent('Reduced 5 %');
    const toolbar = screen.getByRole('region', { name: 'Selected products' });
    expect(within(toolbar).getByRole('button', { name: 'Set VAT rate' })).toBeDisabled();

    await user.click(within(toolbar).getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Cable' }));
    expect(toolbar).toHaveTextContent('2 selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Set VAT rate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set VAT rate of 2 products' });
    await user.selectOptions(within(dialog).getByLabelText('VAT rate'), 'Reduced 10 %');
    const sd = within(dialog).getByLabelText('SD rate (%)');
    await user.type(sd, '600');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('SD rate must be between 0 and 500 %'),
    ).toBeInTheDocument();
    await user.clear(sd);
    await user.type(sd, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText(/Set Reduced 10 % and SD 12.5% on 2 products\?/),
    ).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).not.toContain('POST /api/products/tax-rates');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, set rate' }));

    expect(await screen.findByText('VAT rate set on 2 products')).toBeInTheDocument();
    expect(bodies).toEqual([
      { productIds: [products[0]!._id, products[1]!._id], vatRate: 1000, sdRate: 1250 },
    ]);
    const ryzen = within(table).getByRole('row', { name: /Ryzen 5/ });
    expect(await within(ryzen).findByText('Reduced 10 %, SD 12.5%')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Cable/ })).toHaveTextContent('Reduced 5 %');
    expect(toolbar).toHaveTextContent('0 selected');
  });

  it("keeps each product's SD rate when the SD field is left empty", async () => {
    const product = buildProduct({ productName: 'Ryzen 5' });
    const bodies: unknown[] = [];
    mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/products': [product],
      'POST /api/products/tax-rates': ({ body }: StubbedRequest) => {
        bodies.push(body);
        return { modifiedCount: 1 };
      },
    });
    const { user } = renderApp('/dashboard/manage-product');

    const table = await screen.findByRole('table', { name: 'All products' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select Ryzen 5' }));
    await user.click(screen.getByRole('button', { name: 'Set VAT rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set VAT rate of 1 product' });
    await user.selectOptions(within(dialog).getByLabelText('VAT rate'), 'Exempt');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/supplementary duty unchanged/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, set rate' }));

    expect(await screen.findByText('VAT rate set on 1 product')).toBeInTheDocument();
    expect(bodies).toEqual([{ productIds: [product._id], vatRate: 0 }]);
  });
});
