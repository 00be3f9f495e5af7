import { describe, expect, it } from 'vitest';
import {
  lineTotalFor,
  priceTierProblems,
  priceTiersOf,
  tierIndexFor,
  unitPriceFor,
  validateQuantity,
} from './pricing.js';
import { tierTable } from '../testing/product.factory.js';

const tiered = {
  productPrice: 1450,
  minOrder: 100,
  orderIncrement: 10,
  availableQuantity: 1000,
  heldQuantity: 100,
  priceTiers: tierTable([100, 1450], [500, 1380], [800, 1300]),
};

describe('unitPriceFor', () => {
  it('prices a quantity at the last tier it reaches', () => {
    expect(unitPriceFor(tiered, 100)).toBe(1450);
    expect(unitPriceFor(tiered, 490)).toBe(1450);
    expect(unitPriceFor(tiered, 500)).toBe(1380);
    expect(unitPriceFor(tiered, 799)).toBe(1380);
    expect(unitPriceFor(tiered, 800)).toBe(1300);
    expect(unitPriceFor(tiered, 100_000)).toBe(1300);
    expect(tierIndexFor(tiered, 650)).toBe(1);
  });

  it('prices below the first tier at the first tier', () => {
    expect(unitPriceFor(tiered, 1)).toBe(1450);
  });

  it('treats a product without tiers as one tier at its price', () => {
    const plain = { productPrice: 99.5, minOrder: 10 };
    expect(priceTiersOf(plain)).toEqual([{ minQuantity: 10, unitPrice: 99.5 }]);
    expect(unitPriceFor(plain, 10_000)).toBe(99.5);
    expect(unitPriceFor({ ...plain, priceTiers: [] }, 50)).toBe(99.5);
  });

  it('is unit-agnostic (the server prices in poisha)', () => {
    expect(
      unitPriceFor(
        {
          productPrice: 145_000,
          minOrder: 100,
          priceTiers: tierTable([100, 145_000], [500, 138_000]),
        },
        500,
      ),
    ).toBe(138_000);
  });
});

describe('lineTotalFor', () => {
  it('multiplies in whole poisha', () => {
    expect(lineTotalFor(tiered, 500)).toBe(690_000);
    expect(lineTotalFor({ productPrice: 0.1, minOrder: 1 }, 3)).toBe(0.3);
  });
});

describe('validateQuantity', () => {
  it.each([
    [100, null],
    [110, null],
    [900, null],
    [99, 'below_minimum'],
    [0, 'below_minimum'],
    [105, 'not_on_step'],
    [910, 'not_enough'],
    [100.5, 'not_whole'],
  ])('%d pieces → %s', (quantity, code) => {
    expect(validateQuantity(tiered, quantity)?.code ?? null).toBe(code);
  });

  it('says what is wrong in the words the purchase page shows', () => {
    expect(validateQuantity(tiered, 99)?.message).toBe('Minimum order is 100');
    expect(validateQuantity(tiered, 105)?.message).toBe('Order in steps of 10 (100, 110, 120, …)');
    expect(validateQuantity(tiered, 910)?.message).toBe('Not Enough');
  });

  it('counts an absent increment as 1', () => {
    const { orderIncrement: _, ...noIncrement } = tiered;
    expect(validateQuantity(noIncrement, 101)).toBeNull();
  });
});

describe('priceTierProblems', () => {
  it('accepts a valid table', () => {
    expect(priceTierProblems(tiered)).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(
      priceTierProblems({
        minOrder: 100,
        orderIncrement: 10,
        productPrice: 1500,
        priceTiers: tierTable([90, 1450], [505, 1460], [505, 1300]),
      }),
    ).toEqual([
      {
        path: ['priceTiers', 0, 'minQuantity'],
        message: 'The first tier starts at the minimum order',
      },
      {
        path: ['priceTiers', 0, 'unitPrice'],
        message: 'The first tier price is the product price',
      },
      {
        path: ['priceTiers', 1, 'minQuantity'],
        message: 'A tier starts at an orderable quantity: 100 plus a multiple of 10',
      },
      { path: ['priceTiers', 1, 'unitPrice'], message: 'Each tier price is below the one before' },
      { path: ['priceTiers', 2, 'minQuantity'], message: 'Each tier starts above the one before' },
    ]);
  });
});
