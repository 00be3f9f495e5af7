import { PRODUCT_MESSAGES } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildProduct, TWO_PRICE_TIERS } from '@/testing/data';
import { errorReply, calledRoutes, mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';

const keyboard = buildProduct({
  productName: 'Partline KB-110 Full-Size Office Keyboard',
  sku: 'PL-KB-110',
  productPrice: 1450,
  minOrder: 100,
  orderIncrement: 100,
  priceTiers: TWO_PRICE_TIERS,
});

const url = `/dashboard/edit-product/${keyboard._id}`;
const api = (extra: Record<string, unknown> = {}) =>
  mockApi({
    ...signedInAs(admin, { admin: true }),
    [`/api/products/${keyboard._id}`]: keyboard,
    '/api/products': [keyboard],
    ...extra,
  });

describe('/dashboard/edit-product/:id (admin; decision 121)', () => {
  it('fills the form with the product, its tiers included', async () => {
    api();
    renderApp(url);

    expect(await screen.findByLabelText('Product Name')).toHaveValue(keyboard.productName);
    expect(screen.getByLabelText('SKU')).toHaveValue('PL-KB-110');
    expect(screen.getByLabelText('Product Price (Tk)')).toHaveValue(1450);
    expect(screen.getByLabelText('Order Increment')).toHaveValue(100);
    expect(screen.getByLabelText('Tier 2: from quantity')).toHaveValue(500);
    expect(screen.getByLabelText('Price per item (Tk)')).toHaveValue(1380);
  });

  it('sends PATCH with the whole tier table and says the edit is saved', async () => {
    let sent: unknown;
    api({
      [`PATCH /api/products/${keyboard._id}`]: ({ body }: StubbedRequest) => {
        sent = body;
        return keyboard;
      },
    });
    const { user } = renderApp(url);

    const price = await screen.findByLabelText('Product Price (Tk)');
    await user.clear(price);
    await user.type(price, '1490');
    await user.click(screen.getByRole('button', { name: 'Add Tier' }));
    const quantities = screen.getAllByLabelText(/from quantity/);
    const prices = screen.getAllByLabelText('Price per item (Tk)');
    await user.type(quantities[1]!, '1000');
    await user.type(prices[1]!, '1320');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(sent).toEqual({
      productName: keyboard.productName,
      sku: 'PL-KB-110',
      productPrice: 1490,
      minOrder: 100,
      orderIncrement: 100,
      priceTiers: [
        { minQuantity: 100, unitPrice: 1490 },
        { minQuantity: 500, unitPrice: 1380 },
        { minQuantity: 1000, unitPrice: 1320 },
      ],
      productImage: keyboard.productImage,
      productDescription: keyboard.productDescription,
      vatRate: 1500,
      sdRate: 0,
    });
  });

  it('shows the warranty and serial tracking and sends the changed ones (decision 322)', async () => {
    let sent: unknown;
    api({
      [`/api/products/${keyboard._id}`]: { ...keyboard, warrantyMonths: 12 },
      [`PATCH /api/products/${keyboard._id}`]: ({ body }: StubbedRequest) => {
        sent = body;
        return keyboard;
      },
    });
    const { user } = renderApp(url);
    const months = await screen.findByLabelText('Warranty (months)');
    expect(months).toHaveValue(12);
    expect(screen.getByLabelText('Serial-tracked')).not.toBeChecked();
    await user.clear(months);
    await user.type(months, '24');
    await user.click(screen.getByLabelText('Serial-tracked'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(sent).toMatchObject({ warrantyMonths: 24, serialTracked: true });
  });

  it('shows the HS code dotted and sends only what changed, as digits (decision 323)', async () => {
    let sent: unknown;
    api({
      [`/api/products/${keyboard._id}`]: { ...keyboard, hsCode: '84716000', countryOfOrigin: 'CN' },
      [`PATCH /api/products/${keyboard._id}`]: ({ body }: StubbedRequest) => {
        sent = body;
        return keyboard;
      },
    });
    const { user } = renderApp(url);
    const hsCode = await screen.findByLabelText('HS code (optional)');
    expect(hsCode).toHaveValue('8471.60.00');
    expect(screen.getByLabelText('Country of origin')).toHaveValue('CN');
    await user.clear(hsCode);
    await user.type(hsCode, '8471 60 90');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(sent).toMatchObject({ hsCode: '84716090' });
    expect(sent).not.toHaveProperty('countryOfOrigin');
  });

  it('shows the SD rate in per cent and sends the changed one in basis points', async () => {
    const taxed = { ...keyboard, sdRate: 2000 };
    let sent: unknown;
    mockApi({
      ...signedInAs(admin, { admin: true }),
      [`/api/products/${keyboard._id}`]: taxed,
      '/api/products': [taxed],
      [`PATCH /api/products/${keyboard._id}`]: ({ body }: StubbedRequest) => {
        sent = body;
        return taxed;
      },
    });
    const { user } = renderApp(url);

    const sd = await screen.findByLabelText('SD rate (%)');
    expect(sd).toHaveValue(20);
    await user.clear(sd);
    await user.type(sd, '501');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('SD rate must be between 0 and 500 %')).toBeInTheDocument();
    await user.clear(sd);
    await user.type(sd, '7.25');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(sent).toMatchObject({ sdRate: 725 });
  });

  it('says what is wrong with a tier on its row, and sends nothing', async () => {
    const fetchMock = api();
    const { user } = renderApp(url);

    const tierPrice = await screen.findByLabelText('Price per item (Tk)');
    await user.clear(tierPrice);
    await user.type(tierPrice, '1500');
    const sku = screen.getByLabelText('SKU');
    await user.clear(sku);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Each tier price is below the one before')).toBeInTheDocument();
    expect(screen.getByLabelText('Price per item (Tk)')).toHaveClass('is-invalid');
    expect(screen.getByText('SKU is Required')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).not.toContain(`PATCH /api/products/${keyboard._id}`);
  });

  it("puts 'SKU already in use' under the SKU", async () => {
    api({
      [`PATCH /api/products/${keyboard._id}`]: errorReply(409, 'conflict', 'SKU already in use', {
        sku: ['SKU already in use'],
      }),
    });
    const { user } = renderApp(url);

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findAllByText('SKU already in use')).toHaveLength(2);
    expect(screen.getByLabelText('SKU')).toHaveClass('is-invalid');
  });

  it('is reached from Manage Product', async () => {
    api();
    const { user } = renderApp('/dashboard/manage-product');

    const table = await screen.findByRole('table', { name: 'All products' });
    await user.click(within(table).getByRole('link', { name: `Edit ${keyboard.productName}` }));

    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(await screen.findByLabelText('SKU')).toHaveValue('PL-KB-110');
  });
});
