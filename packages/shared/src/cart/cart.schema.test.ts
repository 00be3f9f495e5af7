import { describe, expect, it } from 'vitest';
import { CART_MESSAGES as M } from './cart.messages.js';
import { AddToCartInputSchema, parseQuickOrder } from './cart.schema.js';

describe('parseQuickOrder', () => {
  it('reads a grouped quantity after the first comma, and any separator', () => {
    expect(
      parseQuickOrder('sku,quantity\nPL-CPU-7700X, 1,000\nPL-RAM-D5-32;"2,500"\nab-1\t25'),
    ).toEqual([
      { row: 2, sku: 'PL-CPU-7700X', quantity: 1000 },
      { row: 3, sku: 'PL-RAM-D5-32', quantity: 2500 },
      { row: 4, sku: 'AB-1', quantity: 25 },
    ]);
  });

  it('says which rows it cannot read', () => {
    expect(parseQuickOrder('PL-CPU-7700X\nPL-RAM-D5-32, 1,00\nPL-SSD-1TB, 0')).toEqual([
      { row: 1, sku: 'PL-CPU-7700X', quantity: null, problem: M.badRow },
      { row: 2, sku: 'PL-RAM-D5-32', quantity: null, problem: M.badNumber('1,00') },
      { row: 3, sku: 'PL-SSD-1TB', quantity: null, problem: M.badNumber('0') },
    ]);
  });
});

describe('a cart quantity', () => {
  it('may be typed grouped', () => {
    const productId = '00000000-0000-4000-8000-000000000001';
    expect(AddToCartInputSchema.parse({ productId, quantity: '1,000' }).quantity).toBe(1000);
    expect(AddToCartInputSchema.safeParse({ productId, quantity: '1,0' }).success).toBe(false);
  });
});
