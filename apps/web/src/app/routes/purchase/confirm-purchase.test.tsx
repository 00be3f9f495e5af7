import { buildTaxBreakdown } from '@partline/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildProduct, buildProfile, TWO_PRICE_TIERS } from '@/testing/data';
import { mockApi, sentBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const email = 'farhana@example.com';
const description =
  'Eight-core desktop processor for engineering workstations, with a 65 W envelope and three years of warranty and more.';

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
    const product = buildProduct({
      productPrice: 1450,
      minOrder: 100,
      orderIncrement: 10,
      availableQuantity: 5000,
      priceTiers: TWO_PRICE_TIERS,
    });
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
