import { describe, expect, it } from 'vitest';
import {
  buyerPriceTiers,
  buyerUnitPrice,
  discountedPrice,
  type PriceListTerms,
} from './contract-pricing.js';
import { tierTable } from '../testing/product.factory.js';

/** List tiers in poisha: Tk. 1,450 from 100, Tk. 1,380 from 500, Tk. 1,300 from 800. */
const cpu = {
  productPrice: 145_000,
  minOrder: 100,
  priceTiers: tierTable([100, 145_000], [500, 138_000], [800, 130_000]),
};

/** A fixed-price list with tiers of its own. */
const alpha: PriceListTerms = {
  priceListId: 'a',
  priceListName: 'Alpha contract',
  fixed: [
    { minQuantity: 100, unitPrice: 140_000 },
    { minQuantity: 300, unitPrice: 136_000 },
    { minQuantity: 600, unitPrice: 125_000 },
  ],
  discounts: [],
};

/** A percentage off the list tiers: 5 % from 1 piece, 8 % from 700. */
const beta: PriceListTerms = {
  priceListId: 'b',
  priceListName: 'Beta distributors',
  fixed: [],
  discounts: [
    { minQuantity: 1, percentOffBp: 500 },
    { minQuantity: 700, percentOffBp: 800 },
  ],
};

const A = { id: 'a', name: 'Alpha contract' };
const B = { id: 'b', name: 'Beta distributors' };

describe('buyerUnitPrice (decision 320)', () => {
  // [quantity, buyer's unit price, list tier price, winning list], at every boundary −1, 0, +1.
  const table: [number, number, number, typeof A | null][] = [
    [99, 137_750, 145_000, B],
    [100, 137_750, 145_000, B],
    [101, 137_750, 145_000, B],
    [299, 137_750, 145_000, B],
    [300, 136_000, 145_000, A],
    [301, 136_000, 145_000, A],
    [499, 136_000, 145_000, A],
    [500, 131_100, 138_000, B],
    [501, 131_100, 138_000, B],
    [599, 131_100, 138_000, B],
    [600, 125_000, 138_000, A],
    [601, 125_000, 138_000, A],
    [699, 125_000, 138_000, A],
    [700, 125_000, 138_000, A],
    [701, 125_000, 138_000, A],
    [799, 125_000, 138_000, A],
    [800, 119_600, 130_000, B],
    [801, 119_600, 130_000, B],
  ];

  it.each(table)(
    'prices %i pieces at the lowest of the list tier and both lists',
    (quantity, unitPrice, listUnitPrice, priceList) => {
      const expected = { unitPrice, listUnitPrice, priceList };
      expect(buyerUnitPrice(cpu, [alpha, beta], quantity)).toEqual(expected);
      // The order of the lists does not change a strict winner.
      expect(buyerUnitPrice(cpu, [beta, alpha], quantity)).toEqual(expected);
    },
  );

  it('answers the list tier price without terms', () => {
    for (const [quantity, price] of [
      [100, 145_000],
      [500, 138_000],
      [800, 130_000],
    ] as const) {
      expect(buyerUnitPrice(cpu, [], quantity)).toEqual({
        unitPrice: price,
        listUnitPrice: price,
        priceList: null,
      });
    }
  });

  it("takes the lower of a list's own price and its discount", () => {
    const both: PriceListTerms = {
      priceListId: 'c',
      priceListName: 'Both',
      fixed: [{ minQuantity: 100, unitPrice: 139_000 }],
      discounts: [{ minQuantity: 500, percentOffBp: 1000 }],
    };
    expect(buyerUnitPrice(cpu, [both], 100).unitPrice).toBe(139_000);
    // 10 % off Tk. 1,380 is Tk. 1,242, below the fixed Tk. 1,390.
    expect(buyerUnitPrice(cpu, [both], 500)).toEqual({
      unitPrice: 124_200,
      listUnitPrice: 138_000,
      priceList: { id: 'c', name: 'Both' },
    });
  });

  it('keeps the list price on a tie, and the first list between lists of one price', () => {
    const same: PriceListTerms = {
      priceListId: 's',
      priceListName: 'Same',
      fixed: [{ minQuantity: 1, unitPrice: 145_000 }],
      discounts: [{ minQuantity: 1, percentOffBp: 0 }],
    };
    expect(buyerUnitPrice(cpu, [same], 100)).toEqual({
      unitPrice: 145_000,
      listUnitPrice: 145_000,
      priceList: null,
    });
    const first = { ...alpha, priceListId: 'f', priceListName: 'First' };
    const second = { ...alpha, priceListId: 's2', priceListName: 'Second' };
    expect(buyerUnitPrice(cpu, [first, second], 300).priceList).toEqual({
      id: 'f',
      name: 'First',
    });
  });

  it('applies no step a quantity does not reach', () => {
    const late: PriceListTerms = {
      priceListId: 'l',
      priceListName: 'Late',
      fixed: [{ minQuantity: 1000, unitPrice: 1 }],
      discounts: [],
    };
    expect(buyerUnitPrice(cpu, [late], 999).priceList).toBeNull();
    expect(buyerUnitPrice(cpu, [late], 1000).unitPrice).toBe(1);
  });
});

describe('buyerPriceTiers (decision 320)', () => {
  const cases: [string, readonly PriceListTerms[]][] = [
    ['no terms', []],
    ['a fixed list', [alpha]],
    ['a discount', [beta]],
    ['both', [alpha, beta]],
    [
      'steps below the minimum order and between the list tiers',
      [
        {
          priceListId: 'x',
          priceListName: 'Odd steps',
          fixed: [
            { minQuantity: 10, unitPrice: 146_000 },
            { minQuantity: 450, unitPrice: 139_000 },
            { minQuantity: 950, unitPrice: 110_000 },
          ],
          discounts: [{ minQuantity: 333, percentOffBp: 333 }],
        },
        beta,
      ],
    ],
  ];

  it.each(cases)('prices every quantity as buyerUnitPrice does: %s', (_, terms) => {
    const tiers = buyerPriceTiers(cpu, terms);
    expect(tiers[0]?.minQuantity).toBe(cpu.minOrder);
    for (let quantity = cpu.minOrder; quantity <= 1200; quantity += 1) {
      const step = tiers.filter((tier) => tier.minQuantity <= quantity).at(-1);
      const { minQuantity, ...price } = step!;
      expect(minQuantity).toBeLessThanOrEqual(quantity);
      expect(price).toEqual(buyerUnitPrice(cpu, terms, quantity));
    }
    // One step per change: two neighbours never say the same.
    for (let i = 1; i < tiers.length; i += 1) {
      const { minQuantity: _a, ...before } = tiers[i - 1]!;
      const { minQuantity: _b, ...after } = tiers[i]!;
      expect(after).not.toEqual(before);
    }
  });

  it('is the list tier table without terms', () => {
    expect(buyerPriceTiers(cpu, []).map((t) => [t.minQuantity, t.unitPrice])).toEqual([
      [100, 145_000],
      [500, 138_000],
      [800, 130_000],
    ]);
  });
});

describe('discountedPrice (decision 320)', () => {
  it('rounds to whole poisha, half up', () => {
    expect(discountedPrice(100_000, 1250)).toBe(87_500);
    expect(discountedPrice(999, 1000)).toBe(899); // 899.1
    expect(discountedPrice(995, 1000)).toBe(896); // 895.5
    expect(discountedPrice(15, 5000)).toBe(8); // 7.5
    expect(discountedPrice(5, 1000)).toBe(5); // 4.5
    expect(discountedPrice(1, 4999)).toBe(1); // 0.5001
    expect(discountedPrice(1, 5001)).toBe(0); // 0.4999
    expect(discountedPrice(123_456, 0)).toBe(123_456);
    expect(discountedPrice(123_456, 10_000)).toBe(0);
  });

  it('is exact for prices near the largest safe integer, where floating point is not', () => {
    // 6,126,933,103,096,309 × 0.8966 = 5,493,408,220,236,150.6… (floats say …152).
    expect(discountedPrice(6_126_933_103_096_309, 1034)).toBe(5_493_408_220_236_151);
    expect(discountedPrice(4_419_269_212_589_083, 3440)).toBe(2_899_040_603_458_438);
    expect(discountedPrice(Number.MAX_SAFE_INTEGER, 1)).toBe(9_006_298_534_815_517);
    expect(discountedPrice(Number.MAX_SAFE_INTEGER, 5000)).toBe(4_503_599_627_370_496);
  });

  it('prices a big product through buyerUnitPrice exactly', () => {
    const big = { productPrice: 6_126_933_103_096_309, minOrder: 1 };
    const list: PriceListTerms = {
      priceListId: 'g',
      priceListName: 'Big',
      fixed: [],
      discounts: [{ minQuantity: 1, percentOffBp: 1034 }],
    };
    expect(buyerUnitPrice(big, [list], 1).unitPrice).toBe(5_493_408_220_236_151);
  });
});
