import type { Address, Cart, CartLine } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildTaxBreakdown } from '@partline/shared/testing';
import { signedInAs } from '@/testing/auth';
import { testId, TWO_PRICE_TIERS } from '@/testing/data';
import { mockApi, type StubbedRequest } from '@/testing/mock-api';
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
    ...overrides,
  };
}

function cartOf(lines: CartLine[]): Cart {
  return {
    lines,
    lineCount: lines.length,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalPrice: lines.reduce((sum, l) => sum + l.lineTotal, 0),
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
