import type { ProductPage } from '@partline/shared';
import { buildTaxBreakdown } from '@partline/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs, signedOut } from '@/testing/auth';
import { buildProduct, testId } from '@/testing/data';
import { errorReply, mockApi, sentBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const email = 'farhana@example.com';

const emptyCart = {
  lines: [],
  lineCount: 1,
  totalQuantity: 0,
  totalPrice: 0,
  currency: 'BDT',
  canCheckout: false,
  tax: buildTaxBreakdown(0),
};

function buildPage(overrides: Partial<ProductPage> = {}): ProductPage {
  const product = buildProduct({
    productName: 'Fury 32 GB DDR5',
    slug: 'fury-32-gb-ddr5',
    sku: 'PL-MEM-FURY32',
    productPrice: 1450,
    minOrder: 100,
    orderIncrement: 50,
    availableQuantity: 5000,
    heldQuantity: 0,
    priceTiers: [
      { minQuantity: 100, unitPrice: 1450 },
      { minQuantity: 500, unitPrice: 1380 },
    ],
  });
  const memory = { id: testId(), name: 'Memory', slug: 'memory' };
  const ddr5 = { id: testId(), name: 'DDR5', slug: 'ddr5' };
  return {
    product,
    category: { ...ddr5, parentId: memory.id, position: 0, description: '', productCount: 1 },
    breadcrumbs: [memory, ddr5],
    specification: [
      {
        key: 'capacity_gb',
        name: 'Capacity',
        type: 'number',
        unit: 'GB',
        value: 32,
        display: '32 GB',
      },
      { key: 'ecc', name: 'ECC', type: 'boolean', unit: null, value: false, display: 'No' },
    ],
    specifications: { capacity_gb: 32, ecc: false },
    countryOfOriginName: 'Bangladesh',
    details: '## Built for fleets\n\nRuns **cool**. <script>alert(1)</script>',
    gallery: [product.productImage, '/uploads/fury-side.webp'],
    documents: [
      {
        id: testId(),
        kind: 'datasheet',
        title: 'Fury DDR5 datasheet',
        fileName: 'fury.pdf',
        url: '/uploads/0b0c.pdf',
        sizeBytes: 2_516_582,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

describe('/products/:slug (decision 318)', () => {
  it('shows breadcrumbs, gallery, specification, details without raw HTML, and downloads', async () => {
    const page = buildPage();
    mockApi({ ...signedOut(), '/api/product-pages/fury-32-gb-ddr5': page });
    renderApp('/products/fury-32-gb-ddr5');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fury 32 GB DDR5' }),
    ).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'All products',
      'Memory',
      'DDR5',
      'Fury 32 GB DDR5',
    ]);
    expect(screen.getByText('SKU PL-MEM-FURY32')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Picture \d of 2$/ })).toHaveLength(2);
    const specification = within(screen.getByRole('table'));
    expect(specification.getByRole('rowheader', { name: 'Capacity' })).toBeInTheDocument();
    expect(specification.getByRole('cell', { name: '32 GB' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Built for fleets' })).toBeInTheDocument();
    expect(screen.getByText('cool').tagName).toBe('STRONG');
    expect(document.querySelector('.product-details script')).toBeNull();
    const download = screen.getByRole('link', { name: 'Fury DDR5 datasheet' });
    expect(download).toHaveAttribute('href', '/uploads/0b0c.pdf');
    expect(screen.getByText('Datasheet · PDF, 2.4 MB')).toBeInTheDocument();
  });

  it('steps the quantity by the increment, snaps a typed one, and prices it at its tier', async () => {
    const page = buildPage();
    const fetchMock = mockApi({
      ...signedInAs(email),
      '/api/product-pages/fury-32-gb-ddr5': page,
      'POST /api/cart/lines': emptyCart,
      '/api/cart': emptyCart,
    });
    const { user } = renderApp('/products/fury-32-gb-ddr5');

    const quantity = await screen.findByLabelText('Quantity of Fury 32 GB DDR5');
    expect(quantity).toHaveValue(100);
    expect(screen.getByTestId('unit-price')).toHaveTextContent('Tk. 1,450');
    expect(screen.getByTestId('line-total')).toHaveTextContent('Tk. 145,000');
    expect(screen.getByRole('button', { name: 'One step fewer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'One step more' }));
    expect(quantity).toHaveValue(150);

    // 480 is off the 50-piece steps: it snaps to 500, the second tier.
    await user.clear(quantity);
    await user.type(quantity, '480');
    await user.tab();
    expect(quantity).toHaveValue(500);
    expect(screen.getByTestId('unit-price')).toHaveTextContent('Tk. 1,380');
    expect(screen.getByTestId('line-total')).toHaveTextContent('Tk. 690,000');

    await user.click(screen.getByRole('button', { name: 'One step fewer' }));
    expect(quantity).toHaveValue(450);
    expect(screen.getByTestId('unit-price')).toHaveTextContent('Tk. 1,450');

    await user.click(screen.getByRole('button', { name: 'Add to cart: Fury 32 GB DDR5' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/cart/lines')).toEqual({
      productId: page.product._id,
      quantity: 450,
    });
  });

  it('keeps a quantity chosen before the session arrived when the panel shows again', async () => {
    const page = buildPage();
    const stubs = signedInAs(email);
    let answerSession: (session: unknown) => void = () => {};
    let answerAdminFlag: (flag: unknown) => void = () => {};
    mockApi({
      ...stubs,
      '/api/auth/get-session': () => new Promise((resolve) => (answerSession = resolve)),
      [`/api/admin/${encodeURIComponent(email)}`]: () =>
        new Promise((resolve) => (answerAdminFlag = resolve)),
      '/api/product-pages/fury-32-gb-ddr5': page,
      '/api/cart': emptyCart,
    });
    const { user } = renderApp('/products/fury-32-gb-ddr5');

    // The session is still loading: the panel is offered, and the buyer picks 500 pieces.
    const quantity = await screen.findByLabelText('Quantity of Fury 32 GB DDR5');
    await user.clear(quantity);
    await user.type(quantity, '500');
    await user.tab();
    expect(quantity).toHaveValue(500);

    // The session arrives: the panel is hidden while the admin flag loads (spec §6)…
    answerSession(stubs['/api/auth/get-session']);
    await waitFor(() =>
      expect(screen.queryByLabelText('Quantity of Fury 32 GB DDR5')).not.toBeInTheDocument(),
    );
    // …and shows again with the buyer's 500, not the minimum order.
    answerAdminFlag({ admin: false });
    expect(await screen.findByLabelText('Quantity of Fury 32 GB DDR5')).toHaveValue(500);
    expect(screen.getByTestId('line-total')).toHaveTextContent('Tk. 690,000');
  });

  it('sends a signed-out visitor who adds to the cart to the login page', async () => {
    mockApi({ ...signedOut(), '/api/product-pages/fury-32-gb-ddr5': buildPage() });
    const { user, router } = renderApp('/products/fury-32-gb-ddr5');
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says an out-of-stock product is available on backorder, and when (decision 321)', async () => {
    const page = buildPage();
    const product = {
      ...page.product,
      availableQuantity: 0,
      allowBackorder: true,
      backorderAvailableOn: '2026-12-15',
    };
    mockApi({ ...signedOut(), '/api/product-pages/fury-32-gb-ddr5': { ...page, product } });
    renderApp('/products/fury-32-gb-ddr5');
    expect(
      await screen.findByText('Available on backorder — expected 15 December 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Out Of the Stocks')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('says the warranty and that pieces are serial-numbered (decision 322)', async () => {
    const page = buildPage();
    mockApi({
      ...signedOut(),
      '/api/product-pages/fury-32-gb-ddr5': {
        ...page,
        product: { ...page.product, warrantyMonths: 36, serialTracked: true },
      },
    });
    renderApp('/products/fury-32-gb-ddr5');
    const warranty = await screen.findByText('Warranty');
    expect(warranty.nextElementSibling).toHaveTextContent('36 months');
    expect(screen.getByText('Serial numbers').nextElementSibling).toHaveTextContent('Per piece');
    expect(
      screen.getByText(
        'The warranty runs from the day a piece ships. Each piece is serial-numbered: its serial is on the delivery challan.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the HS code and the country of origin after the specification (decision 323)', async () => {
    const page = buildPage();
    mockApi({
      ...signedOut(),
      '/api/product-pages/fury-32-gb-ddr5': {
        ...page,
        product: { ...page.product, hsCode: '84733020', countryOfOrigin: 'TW' },
        countryOfOriginName: 'Taiwan',
      },
    });
    renderApp('/products/fury-32-gb-ddr5');
    const specification = within(await screen.findByRole('table'));
    expect(specification.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Capacity',
      'ECC',
      'HS code',
      'Country of origin',
    ]);
    expect(specification.getByRole('cell', { name: '8473.30.20' })).toBeInTheDocument();
    expect(specification.getByRole('cell', { name: 'Taiwan' })).toBeInTheDocument();
  });

  it('says nothing of a warranty for a product without one', async () => {
    mockApi({ ...signedOut(), '/api/product-pages/fury-32-gb-ddr5': buildPage() });
    renderApp('/products/fury-32-gb-ddr5');
    expect(await screen.findByText('Minimum order')).toBeInTheDocument();
    expect(screen.queryByText('Warranty')).not.toBeInTheDocument();
    expect(screen.queryByText('Serial numbers')).not.toBeInTheDocument();
    expect(screen.queryByText(/serial-numbered/)).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown product', async () => {
    mockApi({
      ...signedOut(),
      '/api/product-pages/gone': errorReply(404, 'not_found', 'Product not found'),
    });
    renderApp('/products/gone');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page Is not Available' }),
    ).toBeInTheDocument();
  });
});
