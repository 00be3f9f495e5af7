import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../testing/schema-messages.js';
import { buildProductInput } from '../testing/product.factory.js';
import { buyableQuantity } from './product.schema.js';
import {
  AddProductFormSchema,
  AddProductInputSchema,
  SetTaxRatesFormSchema,
  UpdateProductInputSchema,
} from './product-input.schema.js';

const messagesOf = (input: unknown) => fieldMessages(AddProductInputSchema, input);

describe('AddProductInputSchema (spec §5)', () => {
  it('accepts a valid product and parses numeric strings', () => {
    const parsed = AddProductInputSchema.parse(
      buildProductInput({ productPrice: '1400.50', minOrder: '10', availableQuantity: '0' }),
    );
    expect(parsed.productPrice).toBe(1400.5);
    expect(parsed.minOrder).toBe(10);
    expect(parsed.availableQuantity).toBe(0);
  });

  it('names every missing field with the specification message', () => {
    expect(messagesOf({})).toEqual({
      productName: 'Product Name is Required',
      productPrice: 'Product Price is Required',
      minOrder: 'Minimum Order Quantity is Required',
      availableQuantity: 'Available quantity is Required',
      productImage: 'Product Image is Required',
      productDescription: 'Product Description is Required',
    });
  });

  it('treats empty strings as missing', () => {
    const messages = messagesOf(
      buildProductInput({
        productName: '  ',
        productPrice: '',
        minOrder: '',
        availableQuantity: '',
      }),
    );
    expect(messages.productName).toBe('Product Name is Required');
    expect(messages.productPrice).toBe('Product Price is Required');
    expect(messages.minOrder).toBe('Minimum Order Quantity is Required');
    expect(messages.availableQuantity).toBe('Available quantity is Required');
  });

  it('bounds the description to 100–200 characters', () => {
    expect(
      messagesOf(buildProductInput({ productDescription: 'x'.repeat(99) })).productDescription,
    ).toBe('Minimum 100 character required');
    expect(
      messagesOf(buildProductInput({ productDescription: 'x'.repeat(201) })).productDescription,
    ).toBe('Maximum 200 character required');
    expect(messagesOf(buildProductInput({ productDescription: 'x'.repeat(100) }))).toEqual({});
    expect(messagesOf(buildProductInput({ productDescription: 'x'.repeat(200) }))).toEqual({});
  });

  it('refuses non-positive prices, fractional or negative pieces', () => {
    expect(messagesOf(buildProductInput({ productPrice: 0 })).productPrice).toBeDefined();
    expect(messagesOf(buildProductInput({ productPrice: -5 })).productPrice).toBeDefined();
    expect(messagesOf(buildProductInput({ minOrder: 0 })).minOrder).toBeDefined();
    expect(messagesOf(buildProductInput({ minOrder: 2.5 })).minOrder).toBeDefined();
    expect(
      messagesOf(buildProductInput({ availableQuantity: -1 })).availableQuantity,
    ).toBeDefined();
    expect(
      messagesOf(buildProductInput({ availableQuantity: '1e308' })).availableQuantity,
    ).toBeDefined();
    expect(messagesOf(buildProductInput({ productPrice: 'abc' })).productPrice).toBeDefined();
  });
});

describe('buyableQuantity', () => {
  it('is available minus held, never negative', () => {
    expect(buyableQuantity({ availableQuantity: 100, heldQuantity: 30 })).toBe(70);
    expect(buyableQuantity({ availableQuantity: 10, heldQuantity: 10 })).toBe(0);
    expect(buyableQuantity({ availableQuantity: 0, heldQuantity: 0 })).toBe(0);
  });
});

describe('UpdateProductInputSchema', () => {
  it('takes exactly one of restock (≥ 1) or availableQuantity (≥ 0), numeric strings too', () => {
    expect(UpdateProductInputSchema.parse({ restock: '5' })).toEqual({ restock: 5 });
    expect(UpdateProductInputSchema.parse({ availableQuantity: '0' })).toEqual({
      availableQuantity: 0,
    });
    expect(UpdateProductInputSchema.safeParse({}).success).toBe(false);
    expect(UpdateProductInputSchema.safeParse({ restock: 1, availableQuantity: 1 }).success).toBe(
      false,
    );
    expect(UpdateProductInputSchema.safeParse({ restock: 0 }).success).toBe(false);
    expect(UpdateProductInputSchema.safeParse({ restock: 1.5 }).success).toBe(false);
    expect(UpdateProductInputSchema.safeParse({ availableQuantity: -1 }).success).toBe(false);
  });
});

describe('SetTaxRatesFormSchema (the "Set VAT rate" dialog; SD in per cent)', () => {
  it('takes the SD rate in per cent with up to two decimals and answers basis points', () => {
    expect(SetTaxRatesFormSchema.parse({ vatRate: '1000', sdRate: '12.5' })).toEqual({
      vatRate: 1000,
      sdRate: 1250,
    });
    expect(SetTaxRatesFormSchema.parse({ vatRate: '0', sdRate: '0.05' }).sdRate).toBe(5);
    expect(SetTaxRatesFormSchema.parse({ vatRate: '1500', sdRate: '500' }).sdRate).toBe(50_000);
  });

  it('leaves the SD rate out when the field is empty', () => {
    expect(SetTaxRatesFormSchema.parse({ vatRate: '1500', sdRate: '' })).toEqual({ vatRate: 1500 });
  });

  it.each([
    ['500.01', 'SD rate must be between 0 and 500 %'],
    ['-1', 'SD rate must be between 0 and 500 %'],
    ['1.234', 'SD rate takes at most two decimals'],
    ['ten', 'SD rate must be a number of per cent'],
  ])('refuses %s: %s', (sdRate, message) => {
    const parsed = SetTaxRatesFormSchema.safeParse({ vatRate: '1500', sdRate });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('AddProductFormSchema (Add Product; SD in per cent)', () => {
  it('parses to a POST /product body with the SD rate in basis points', () => {
    const parsed = AddProductFormSchema.parse(buildProductInput({ vatRate: '500', sdRate: '30' }));
    expect(parsed).toMatchObject({ vatRate: 500, sdRate: 3000 });
    expect(AddProductInputSchema.parse(parsed)).toMatchObject({ vatRate: 500, sdRate: 3000 });
  });
});
