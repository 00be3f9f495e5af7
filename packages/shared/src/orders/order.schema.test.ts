import { describe, expect, it } from 'vitest';
import { buildPlaceOrderInput } from '../testing/order.factory.js';
import { PlaceOrderInputSchema, quantityError } from './order.schema.js';

const productId = '6f1c1f6e-8a49-4b8e-9d0e-3f7a2b1c4d5e';

describe('PlaceOrderInputSchema (spec §5)', () => {
  it('accepts a valid order and ignores fields the server fills', () => {
    const parsed = PlaceOrderInputSchema.parse({
      ...buildPlaceOrderInput(productId),
      totalPrice: 1,
      userEmail: 'someone@else.test',
      isPaid: true,
    });
    expect(parsed).toEqual({
      productId,
      quantity: 10,
      address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
      phoneNumber: '+880 1711-000000',
    });
  });

  it("asks to 'Please fill up correctly' without address or phone", () => {
    for (const overrides of [
      { address: '' },
      { address: '   ' },
      { phoneNumber: '' },
      { phoneNumber: 'call me' },
    ]) {
      const result = PlaceOrderInputSchema.safeParse(buildPlaceOrderInput(productId, overrides));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please fill up correctly');
    }
  });

  it('refuses fractional and non-positive quantities', () => {
    for (const quantity of [0, -1, 2.5, 'ten']) {
      expect(
        PlaceOrderInputSchema.safeParse(buildPlaceOrderInput(productId, { quantity })).success,
      ).toBe(false);
    }
  });
});

describe('quantityError (spec §5)', () => {
  it('applies the minimum order and the stock', () => {
    expect(quantityError(9, 10, 100)).toBe('Minimum order is 10');
    expect(quantityError(10, 10, 100)).toBeNull();
    expect(quantityError(100, 10, 100)).toBeNull();
    expect(quantityError(101, 10, 100)).toBe('Not Enough');
    expect(quantityError(10, 10, 0)).toBe('Not Enough');
  });

  it('writes a large minimum with thousands separators, as the pages show counts', () => {
    expect(quantityError(999, 1000, 5000)).toBe('Minimum order is 1,000');
  });
});
