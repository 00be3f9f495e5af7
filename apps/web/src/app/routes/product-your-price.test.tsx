import type { ProductPage, YourPrice } from '@partline/shared';
import { buildTaxBreakdown } from '@partline/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionState, signedInAs } from '@/testing/auth';
import { buildProduct, buildSession } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// A contract buyer's own prices on the product page (decision 320), and only theirs.

const A = 'amina@alpha.example';
const B = 'bilal@beta.example';
const PATH = '/products/fury-32-gb-ddr5';

const emptyCart = {
  lines: [],
  lineCount: 0,
  totalQuantity: 0,
  totalPrice: 0,
  currency: 'BDT',
  canCheckout: false,
  tax: buildTaxBreakdown(0),
};

const own = (list: string, first: number, second: number): YourPrice => ({
  unitPrice: first,
  priceList: list,
  tiers: [
    { minQuantity: 100, unitPrice: first, listUnitPrice: 1450, priceList: list },
    { minQuantity: 500, unitPrice: second, listUnitPrice: 1380, priceList: list },
  ],
  currency: 'BDT',
  bdtPerUnit: null,
});

function buildPage(yourPrice?: YourPrice): ProductPage {
  const product = buildProduct({
    productName: 'Fury 32 GB DDR5',
    slug: 'fury-32-gb-ddr5',
    productPrice: 1450,
    minOrder: 100,
    orderIncrement: 100,
    priceTiers: [
      { minQuantity: 100, unitPrice: 1450 },
      { minQuantity: 500, unitPrice: 1380 },
    ],
    ...(yourPrice ? { yourPrice } : {}),
  });
  return {
    product,
    category: null,
    breadcrumbs: [],
    specification: [],
    specifications: {},
    countryOfOriginName: 'Bangladesh',
    details: '',
    gallery: [product.productImage],
    documents: [],
  };
}

describe('a contract buyer on a product page', () => {
  it('sees their price beside the struck list price, their tiers, and the stepper at them', async () => {
    mockApi({
      ...signedInAs(A),
      [`/api/product-pages/fury-32-gb-ddr5`]: buildPage(own('Alpha contract', 1300, 1200)),
      '/api/cart': emptyCart,
    });
    const { user } = renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Fury 32 GB DDR5' });
    const price = document.querySelector('.product-page__price')!;
    expect(price).toHaveTextContent('Your price Tk. 1,300 per item List Tk. 1,450');
    expect(price.querySelector('s')).toHaveTextContent('Tk. 1,450');
    const table = screen.getByRole('table', { name: 'Your prices · Alpha contract' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['From', 'List price', 'Your price']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['100+Tk. 1,450Tk. 1,300', '500+Tk. 1,380Tk. 1,200']);
    // The buying panel shows once the session's admin check has answered (spec §6).
    expect(await screen.findByTestId('unit-price')).toHaveTextContent('Tk. 1,300');
    expect(screen.getByTestId('line-total')).toHaveTextContent('Tk. 130,000');

    const quantity = screen.getByLabelText('Quantity of Fury 32 GB DDR5');
    await user.clear(quantity);
    await user.type(quantity, '500');
    await user.tab();
    expect(screen.getByTestId('unit-price')).toHaveTextContent('Tk. 1,200');
    expect(screen.getByTestId('line-total')).toHaveTextContent('Tk. 600,000');
  });

  it("never shows one person's prices to the next after sign-out and sign-in", async () => {
    const session = sessionState(buildSession({ email: A, name: 'Amina' }));
    const signedInEmail = () => session.reply()?.user.email;
    mockApi({
      ...signedInAs(A),
      ...signedInAs(B),
      '/api/auth/get-session': session.reply,
      'POST /api/auth/sign-out': session.signOut,
      'POST /api/auth/sign-in/email': () => session.signIn(B, 'Bilal'),
      '/api/client-config': { socialProviders: {}, paymentProvider: 'local', paymentOptions: [] },
      // The API answers each caller their own page.
      '/api/product-pages/fury-32-gb-ddr5': () =>
        buildPage(
          signedInEmail() === A
            ? own('Alpha contract', 1300, 1200)
            : signedInEmail() === B
              ? own('Beta contract', 1350, 1250)
              : undefined,
        ),
      '/api/products': [],
      '/api/reviews': [],
      '/api/cart': emptyCart,
    });
    const { user, router } = renderApp(PATH);
    expect(await screen.findByRole('table', { name: /Alpha contract/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate(PATH));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fury 32 GB DDR5' })).toBeVisible();
    expect(screen.queryByText(/Your price/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Alpha contract/)).not.toBeInTheDocument();

    // Signed out the page was read without prices; signed in as B it is read again, as B's.
    await act(() => router.navigate('/login'));
    const form = await screen.findByRole('form', { name: 'Login' });
    await user.type(within(form).getByLabelText('Email'), B);
    await user.type(within(form).getByLabelText('Password'), 'Str0ng!pass');
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate(PATH));
    expect(await screen.findByRole('table', { name: /Beta contract/ })).toBeInTheDocument();
    expect(screen.queryByText(/Alpha contract/)).not.toBeInTheDocument();
  });
});

describe('a buyer billed in US dollars on a product page (decision 327)', () => {
  it('sees their price in USD, its volume steps converted, and the line total in USD', async () => {
    // Tk. 1,450 and Tk. 1,380 at Tk. 122.50 to the dollar, per unit: US$11.84 and US$11.27.
    const usd: YourPrice = {
      unitPrice: 11.84,
      priceList: null,
      tiers: [
        { minQuantity: 100, unitPrice: 11.84, listUnitPrice: 11.84, priceList: null },
        { minQuantity: 500, unitPrice: 11.27, listUnitPrice: 11.27, priceList: null },
      ],
      currency: 'USD',
      bdtPerUnit: '122.5',
    };
    mockApi({
      ...signedInAs(A),
      [`/api/product-pages/fury-32-gb-ddr5`]: buildPage(usd),
      '/api/cart': { ...emptyCart, currency: 'USD' },
    });
    const { user } = renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Fury 32 GB DDR5' });
    const price = document.querySelector('.product-page__price')!;
    expect(price).toHaveTextContent('Your price in USD US$11.84 per item');
    expect(price).not.toHaveTextContent('Tk.');
    expect(price.querySelector('s')).toBeNull();
    const table = screen.getByRole('table', { name: 'Your prices in USD' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['From', 'Your price']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['100+US$11.84', '500+US$11.27']);
    expect(await screen.findByTestId('unit-price')).toHaveTextContent('US$11.84');
    expect(screen.getByTestId('line-total')).toHaveTextContent('US$1,184.00');

    const quantity = screen.getByLabelText('Quantity of Fury 32 GB DDR5');
    await user.clear(quantity);
    await user.type(quantity, '500');
    await user.tab();
    expect(screen.getByTestId('unit-price')).toHaveTextContent('US$11.27');
    expect(screen.getByTestId('line-total')).toHaveTextContent('US$5,635.00');
  });
});
