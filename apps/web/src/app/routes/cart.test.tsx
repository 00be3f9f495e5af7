import type { Address, Cart, CartLine } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildTaxBreakdown } from '@partline/shared/testing';
import { signedInAs } from '@/testing/auth';
import {
  buildClientConfig,
  buildOrder,
  buildPaymentOption,
  testId,
  TWO_PRICE_TIERS,
} from '@/testing/data';
import {
  calledRoutes,
  catchDownloads,
  mockApi,
  pdfReply,
  sentBody,
  type StubbedRequest,
} from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const email = 'farhana@example.com';

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: testId(),
    sku: 'PL-CPU-R7-7700X',
    productName: 'Ryzen 7 7700X',
    productImage: '/uploads/demo/cpu.webp',
    quantity: 500,
    unitPrice: 1380,
    lineTotal: 690_000,
    minOrder: 100,
    orderIncrement: 10,
    buyable: 900,
    priceTiers: TWO_PRICE_TIERS,
    problem: null,
    vatRate: 1500,
    sdRate: 0,
    sd: 0,
    vat: 0,
    listUnitPrice: 1380,
    priceList: null,
    ...overrides,
  };
}

function cartOf(lines: CartLine[]): Cart {
  return {
    lines,
    lineCount: lines.length,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalPrice: lines.reduce((sum, l) => sum + l.lineTotal, 0),
    currency: 'BDT',
    canCheckout: lines.length > 0 && lines.every((l) => l.problem === null),
    tax: buildTaxBreakdown(lines.reduce((sum, l) => sum + l.lineTotal, 0)),
  };
}

const office: Address = {
  _id: testId(),
  label: 'Head office',
  address: 'Plot 9, Tejgaon, Dhaka',
  phoneNumber: '01711000000',
  isDefault: true,
};

describe('/cart (decision 125)', () => {
  it('shows each line at its tier price, the total, and what stops a line', async () => {
    const good = line();
    const short = line({
      productId: testId(),
      sku: 'PL-RAM-32',
      productName: 'DDR5 32 GB',
      quantity: 20,
      unitPrice: 80,
      lineTotal: 1600,
      problem: { code: 'not_enough', message: 'Not Enough' },
    });
    mockApi({
      ...signedInAs(email),
      '/api/cart': cartOf([good, short]),
      '/api/addresses': [office],
    });
    renderApp('/cart');

    const lines = await screen.findByRole('list', { name: 'Cart lines' });
    const items = within(lines).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('100+ Tk. 1,450 · 500+ Tk. 1,380');
    expect(items[0]).toHaveTextContent('Tk. 690,000');
    expect(items[1]).toHaveTextContent('Not Enough');
    expect(screen.getAllByText('Tk. 691,600').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('says how many pieces of a line wait on backorder and when more are expected (decision 321)', async () => {
    const waiting = line({ buyable: 300, backordered: 200, backorderAvailableOn: '2026-12-15' });
    mockApi({
      ...signedInAs(email),
      '/api/cart': cartOf([waiting]),
      '/api/addresses': [office],
    });
    renderApp('/cart');

    const lines = await screen.findByRole('list', { name: 'Cart lines' });
    expect(within(lines).getByRole('listitem')).toHaveTextContent(
      '200 on backorder, expected 15 December 2026',
    );
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('shows "Your price" with the list price struck through and the price list\'s name (decision 320)', async () => {
    const contract = line({
      unitPrice: 1250,
      lineTotal: 625_000,
      listUnitPrice: 1380,
      priceList: 'Distributors 2026',
    });
    const listed = line({ productId: testId(), sku: 'PL-RAM-32', productName: 'DDR5 32 GB' });
    mockApi({
      ...signedInAs(email),
      '/api/cart': cartOf([contract, listed]),
      '/api/addresses': [office],
    });
    renderApp('/cart');

    const lines = await screen.findByRole('list', { name: 'Cart lines' });
    const [first, second] = within(lines).getAllByRole('listitem');
    expect(first).toHaveTextContent('Price list: Distributors 2026');
    expect(within(first!).getByText('Your price')).toBeInTheDocument();
    const struck = first!.querySelector('s');
    expect(struck).toHaveTextContent('Tk. 1,380');
    expect(first).toHaveTextContent('Your priceTk. 1,250 List price Tk. 1,380');
    // A line at the list price keeps "Unit price" and strikes nothing.
    expect(within(second!).getByText('Unit price')).toBeInTheDocument();
    expect(second!.querySelector('s')).toBeNull();
    expect(second).not.toHaveTextContent('Price list');
  });

  it('checks out once with an Idempotency-Key and opens the payment page', async () => {
    const keys: (string | null)[] = [];
    const orderId = testId();
    mockApi({
      ...signedInAs(email),
      '/api/cart': cartOf([line()]),
      '/api/addresses': [office],
      'POST /api/checkout': (request: StubbedRequest) => {
        keys.push(request.headers.get('idempotency-key'));
        return {
          insertedId: orderId,
          totalPrice: 690_000,
          lineCount: 1,
          status: 'unpaid',
          paymentMethod: 'card',
        };
      },
      [`/api/orders/${encodeURIComponent(email)}`]: [],
    });
    const { user, router } = renderApp('/cart');

    await user.type(await screen.findByLabelText('PO number (optional)'), 'PO-77');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/payment/${orderId}`));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('warns a buyer before an order above what is left of their monthly limit (decision 132)', async () => {
    const membership = (monthlySpendingLimit: number | null) => ({
      membership: {
        company: {
          _id: testId(),
          name: 'Meghna Traders Ltd.',
          tradeLicenceNumber: 'TRAD/DNCC/100001/2026',
          bin: '001000001-0101',
          billingAddress: 'Plot 9, Tejgaon, Dhaka 1208',
          country: 'BD',
          vatWithholding: false,
          incomeTaxDeductor: false,
          incoterm: null,
          incotermPlace: '',
          currency: 'BDT',
          createdAt: '2026-11-01T06:00:00.000Z',
          updatedAt: '2026-11-01T06:00:00.000Z',
        },
        role: 'buyer',
        monthlySpendingLimit,
        spentThisMonth: 200_000,
      },
    });
    // Tk. 690,000 in the cart, Tk. 200,000 spent: a limit of Tk. 800,000 leaves Tk. 600,000.
    mockApi({
      ...signedInAs(email),
      '/api/cart': cartOf([line()]),
      '/api/addresses': [office],
      '/api/company': membership(800_000),
    });
    const { unmount } = renderApp('/cart');

    const warning = await screen.findByText('This order needs approval by your company admin.');
    expect(warning.closest('[role="alert"]')).toHaveTextContent(
      'then you pay it by card from My Orders',
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveAccessibleDescription(
      /This order needs approval by your company admin/,
    );
    unmount();

    // Tk. 890,000 leaves Tk. 690,000: the order is within the limit, and nothing is said.
    mockApi({
      ...signedInAs(email),
      '/api/cart': cartOf([line()]),
      '/api/addresses': [office],
      '/api/company': membership(890_000),
    });
    renderApp('/cart');
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(screen.queryByText(/needs approval/)).not.toBeInTheDocument();
  });
});

describe('/cart: how the order is paid (decision 315)', () => {
  const railsConfig = buildClientConfig([
    buildPaymentOption('local'),
    buildPaymentOption('sslcommerz'),
    buildPaymentOption('bkash', { maxOrderTaka: 50_000 }),
    buildPaymentOption('bank_transfer', { holdDays: 3 }),
  ]);

  it('offers paying online (naming the options of the payment page) or by bank transfer, each saying what happens next', async () => {
    mockApi({
      ...signedInAs(email),
      '/api/client-config': railsConfig,
      '/api/cart': cartOf([line()]),
      '/api/addresses': [office],
    });
    renderApp('/cart');

    const payment = await screen.findByRole('group', { name: 'Payment' });
    const online = within(payment).getByRole('radio', { name: 'Pay online now' });
    expect(online).toBeChecked();
    expect(online).toHaveAccessibleDescription(
      'On the payment page: Card · Card, mobile banking or internet banking (SSLCommerz) · bKash.',
    );
    const transfer = within(payment).getByRole('radio', {
      name: 'Bank transfer against a proforma invoice',
    });
    expect(transfer).toHaveAccessibleDescription(/^Download the proforma invoice, transfer/);
    expect(transfer).toHaveAccessibleDescription(/The stock is held 3 days\.$/);
    expect(within(payment).queryByRole('radio', { name: /Pay on account/ })).toBeNull();
  });

  it('asks nothing where paying online is the only choice', async () => {
    mockApi({
      ...signedInAs(email),
      '/api/client-config': buildClientConfig(),
      '/api/cart': cartOf([line()]),
      '/api/addresses': [office],
    });
    renderApp('/cart');

    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByRole('group', { name: 'Payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download proforma invoice' })).toBeNull();
  });

  it('places an order paid by bank transfer and opens its page, with its proforma invoice', async () => {
    const order = buildOrder({
      orderNumber: 'SO-2026-000310',
      paymentMethod: 'bank_transfer',
      transferDueAt: '2026-12-02T12:00:00.000Z',
    });
    const fetchMock = mockApi({
      ...signedInAs(email),
      '/api/client-config': railsConfig,
      '/api/cart': cartOf([line()]),
      '/api/addresses': [office],
      'POST /api/checkout': {
        insertedId: order._id,
        totalPrice: order.totalPrice,
        lineCount: 1,
        status: 'unpaid',
        paymentMethod: 'bank_transfer',
      },
      [`/api/orders/${encodeURIComponent(email)}`]: [order],
      '/api/orders/number/SO-2026-000310': {
        ...order,
        invoice: null,
        quote: null,
        shipments: [],
        returns: [],
        incotermChanges: [],
      },
      [`/api/orders/${order._id}/bank-transfers`]: {
        orderId: order._id,
        orderNumber: order.orderNumber,
        total: order.totalPrice,
        received: 0,
        awaited: order.totalPrice,
        dueAt: order.transferDueAt,
        transfers: [],
      },
    });
    const { user, router } = renderApp('/cart');

    await user.click(
      await screen.findByRole('radio', { name: 'Bank transfer against a proforma invoice' }),
    );
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await expect
      .poll(() => router.state.location.pathname)
      .toBe('/dashboard/orders/SO-2026-000310');
    expect(sentBody(fetchMock, '/api/checkout')).toMatchObject({ paymentMethod: 'bank_transfer' });
    expect(
      await screen.findByRole('button', { name: 'Download proforma invoice' }),
    ).toBeInTheDocument();
  });

  it("downloads the cart's proforma invoice where bank transfer is offered", async () => {
    const saved = catchDownloads();
    const fetchMock = mockApi({
      ...signedInAs(email),
      '/api/client-config': railsConfig,
      '/api/cart': cartOf([line()]),
      '/api/addresses': [office],
      '/api/cart/proforma': () => pdfReply('proforma-cart-2026-11-29.pdf'),
    });
    const { user } = renderApp('/cart');

    await user.click(await screen.findByRole('button', { name: 'Download proforma invoice' }));

    await expect.poll(() => saved).toEqual(['proforma-cart-2026-11-29.pdf']);
    expect(await calledRoutes(fetchMock)).toContain('GET /api/cart/proforma');
  });
});
