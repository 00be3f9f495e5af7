import { buildTaxBreakdown } from '@partline/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildProduct, buildProfile, buildTieredProduct } from '@/testing/data';
import { mockApi, sentBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const email = 'farhana@example.com';

/** The purchase form's live total and its note, spaces as a reader sees them. */
const purchaseTotal = () =>
  (document.querySelector('.purchase-total')?.textContent ?? '').replace(/\s+/g, ' ');
const description =
  'Eight-core desktop processor for engineering workstations, with a 65 W envelope and three years of warranty and more.';

/**
 * A product sold from 100 pieces in steps of 10 at the list's two tiers, with the caller's own
 * price at the same tiers (1,450 and 1,380 Tk. on the list): `first` from 100, `second` from 500.
 */
const withOwnPrice = (
  first: number,
  second: number,
  own: { priceList: string | null; currency: 'BDT' | 'USD'; bdtPerUnit: string | null },
) =>
  buildTieredProduct({
    yourPrice: {
      ...own,
      unitPrice: first,
      tiers: [
        { minQuantity: 100, unitPrice: first, listUnitPrice: 1450, priceList: own.priceList },
        { minQuantity: 500, unitPrice: second, listUnitPrice: 1380, priceList: own.priceList },
      ],
    },
  });

describe('/confirm-purchase/:id (spec §2)', () => {
  it('shows the product card (100 characters) and the form prefilled from session and profile', async () => {
    const product = buildProduct({ productDescription: description, productPrice: 1400 });
    mockApi({
      ...signedInAs(email, { name: 'Farhana Rahman' }),
      [`/api/products/${product._id}`]: product,
      [`/api/user/${encodeURIComponent(email)}`]: buildProfile({
        email,
        address: 'House 12, Road 5, Dhanmondi',
        phoneNumber: 'N/A',
      }),
    });
    renderApp(`/confirm-purchase/${product._id}`);

    expect(await screen.findByLabelText('Quantity')).toHaveValue(product.minOrder);
    expect(screen.getByText(/^Eight-core/).textContent).toBe(
      `${description.slice(0, 100).trimEnd()}…`,
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Farhana Rahman');
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(screen.getByLabelText('Address')).toHaveValue('House 12, Road 5, Dhanmondi');
    // 'N/A' (spec §5) is no phone number.
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it("places the order and goes to My Orders with 'Order Successfully'", async () => {
    const product = buildProduct();
    mockApi({
      ...signedInAs(email),
      [`/api/products/${product._id}`]: product,
      [`/api/user/${encodeURIComponent(email)}`]: buildProfile({
        email,
        address: 'House 12, Road 5, Dhanmondi',
        phoneNumber: '+880 1711-000000',
      }),
      'POST /api/orders': { status: 201, body: { insertedId: crypto.randomUUID() } },
      [`/api/orders/${encodeURIComponent(email)}`]: [],
    });
    const { user, router } = renderApp(`/confirm-purchase/${product._id}`);

    await user.click(await screen.findByRole('button', { name: 'Purchase' }));

    expect(await screen.findByText('Order Successfully')).toBeInTheDocument();
    await expect.poll(() => router.state.location.pathname).toBe('/dashboard/my-orders');
  });

  it('adds the quantity typed to the cart, at its tier, and not while it breaks the rule', async () => {
    const product = buildTieredProduct();
    const fetchMock = mockApi({
      ...signedInAs(email),
      [`/api/products/${product._id}`]: product,
      [`/api/user/${encodeURIComponent(email)}`]: buildProfile({ email }),
      'POST /api/cart/lines': {
        lines: [],
        lineCount: 1,
        totalQuantity: 500,
        totalPrice: 690_000,
        currency: 'BDT',
        canCheckout: true,
        tax: buildTaxBreakdown(690_000),
      },
    });
    const { user } = renderApp(`/confirm-purchase/${product._id}`);
    const quantity = await screen.findByLabelText('Quantity');
    const addToCart = screen.getByRole('button', { name: `Add to cart: ${product.productName}` });

    await user.clear(quantity);
    await user.type(quantity, '50');
    expect(addToCart).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '500');
    expect(screen.getByText('Tk. 690,000')).toBeInTheDocument();
    await user.click(addToCart);

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/cart/lines')).toEqual({
      productId: product._id,
      quantity: 500,
    });
  });

  it("totals a contract buyer's quantity at their own tier price, as the server prices the order", async () => {
    const product = withOwnPrice(1300, 1200, {
      priceList: 'Meghna 2026',
      currency: 'BDT',
      bdtPerUnit: null,
    });
    mockApi({
      ...signedInAs(email),
      [`/api/products/${product._id}`]: product,
      [`/api/user/${encodeURIComponent(email)}`]: buildProfile({ email }),
    });
    const { user } = renderApp(`/confirm-purchase/${product._id}`);
    const quantity = await screen.findByLabelText('Quantity');

    await user.clear(quantity);
    await user.type(quantity, '500');
    expect(purchaseTotal()).toContain('Tk. 600,000');
    expect(purchaseTotal()).toContain('Tk. 1,200 per item × 500');
  });

  it('totals the quantity in the currency a buyer billed abroad pays in, and sends them to the cart', async () => {
    const product = withOwnPrice(11.84, 11.27, {
      priceList: null,
      currency: 'USD',
      bdtPerUnit: '122.5',
    });
    mockApi({
      ...signedInAs(email),
      [`/api/products/${product._id}`]: product,
      [`/api/user/${encodeURIComponent(email)}`]: buildProfile({ email }),
      '/api/company': {
        membership: {
          company: {
            _id: crypto.randomUUID(),
            name: 'Hudson Systems LLC',
            tradeLicenceNumber: 'US-DE-7731',
            bin: '',
            billingAddress: '12 Water St, New York, NY 10004',
            country: 'US',
            vatWithholding: false,
            incomeTaxDeductor: false,
            incoterm: 'CIF',
            incotermPlace: 'New York',
            currency: 'USD',
            createdAt: '2026-11-01T06:00:00.000Z',
            updatedAt: '2026-11-01T06:00:00.000Z',
          },
          role: 'buyer',
          monthlySpendingLimit: null,
          spentThisMonth: 0,
        },
      },
    });
    const { user } = renderApp(`/confirm-purchase/${product._id}`);
    const quantity = await screen.findByLabelText('Quantity');

    await user.clear(quantity);
    await user.type(quantity, '500');
    const shown = purchaseTotal();
    expect(shown).toContain('US$5,635.00');
    expect(shown).toContain('US$11.27 per item × 500');
    expect(shown).not.toContain('Tk.');
    expect(
      await screen.findByText(/billed in USD: add the product to your cart/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
  });

  it('shows admins a note instead of the purchase form (spec §6)', async () => {
    const product = buildProduct();
    mockApi({
      ...signedInAs(email, { admin: true }),
      [`/api/products/${product._id}`]: product,
      [`/api/user/${encodeURIComponent(email)}`]: buildProfile({ email, role: 'admin' }),
    });
    renderApp(`/confirm-purchase/${product._id}`);

    expect(await screen.findByText('Admins do not place orders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
  });
});
