import { buildTaxBreakdown } from '@partline/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '@/testing/data';
import { calledRoutes, mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { AddToCartControl } from './add-to-cart-control';

const emptyCart = {
  lines: [],
  lineCount: 1,
  totalQuantity: 0,
  totalPrice: 0,
  currency: 'BDT',
  canCheckout: false,
  tax: buildTaxBreakdown(0),
};

describe('AddToCartControl (a product card, decision 125)', () => {
  it('adds the quantity typed, the minimum order at first', async () => {
    const product = buildProduct({ minOrder: 25, availableQuantity: 1000 });
    const fetchMock = mockApi({ 'POST /api/cart/lines': emptyCart });
    const { user } = renderWithProviders(<AddToCartControl product={product} />);

    const quantity = screen.getByLabelText(`Quantity of ${product.productName}`);
    expect(quantity).toHaveValue(25);
    await user.clear(quantity);
    await user.type(quantity, '250');
    await user.click(screen.getByRole('button', { name: `Add to cart: ${product.productName}` }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/cart/lines')).toEqual({
      productId: product._id,
      quantity: 250,
    });
  });

  it('says what is wrong with the quantity, as the purchase form does, and adds nothing', async () => {
    const product = buildProduct({
      minOrder: 100,
      orderIncrement: 10,
      availableQuantity: 500,
      heldQuantity: 100,
    });
    const fetchMock = mockApi({});
    const { user } = renderWithProviders(<AddToCartControl product={product} />);
    const quantity = screen.getByLabelText(`Quantity of ${product.productName}`);
    const button = screen.getByRole('button', { name: `Add to cart: ${product.productName}` });

    for (const [typed, message] of [
      ['50', 'Minimum order is 100'],
      ['105', /^Order in steps of 10/],
      ['410', 'Not Enough'],
    ] as const) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      expect(quantity).toHaveAccessibleDescription(message);
      expect(button).toBeDisabled();
      await user.click(button);
    }
    await user.clear(quantity);
    await user.type(quantity, '400');
    expect(button).toBeEnabled();
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(await calledRoutes(fetchMock)).not.toContain('POST /api/cart/lines');
  });
});
