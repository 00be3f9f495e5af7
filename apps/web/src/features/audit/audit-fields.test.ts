import { describe, expect, it } from 'vitest';
import { changedFields, flattenSnapshot } from './audit-fields';

describe('audit fields (the audit log’s Before → after)', () => {
  it('spells out nested objects and lists one field a line, amounts in Taka', () => {
    expect(
      flattenSnapshot({
        name: 'Integration',
        scopes: ['orders:read', 'orders:write'],
        priceTiers: [
          { minQuantity: 100, unitPrice: 1450 },
          { minQuantity: 500, unitPrice: 1380 },
        ],
        owner: { company: 'Meghna Traders Ltd.' },
        webhooks: [],
      }),
    ).toEqual([
      { path: 'Name', value: 'Integration' },
      { path: 'Owner · Company', value: 'Meghna Traders Ltd.' },
      { path: 'Price tiers 1 · Min quantity', value: '100' },
      { path: 'Price tiers 1 · Unit price', value: 'Tk.\u00a01,450' },
      { path: 'Price tiers 2 · Min quantity', value: '500' },
      { path: 'Price tiers 2 · Unit price', value: 'Tk.\u00a01,380' },
      { path: 'Scopes', value: 'orders:read, orders:write' },
      { path: 'Webhooks', value: 'none' },
    ]);
  });

  it('lists only what changed, inside lists too, with what a field had or gets none of', () => {
    expect(
      changedFields(
        {
          productPrice: 1450,
          priceTiers: [{ minQuantity: 100, unitPrice: 1450 }],
          isPaid: false,
          paymentTermsDays: 30,
        },
        {
          productPrice: 1450,
          priceTiers: [
            { minQuantity: 100, unitPrice: 1400 },
            { minQuantity: 500, unitPrice: 1350 },
          ],
          isPaid: true,
          paymentTermsDays: null,
        },
      ),
    ).toEqual([
      { path: 'Paid', before: 'no', after: 'yes' },
      { path: 'Payment terms days', before: '30', after: '—' },
      { path: 'Price tiers 1 · Unit price', before: 'Tk.\u00a01,450', after: 'Tk.\u00a01,400' },
      { path: 'Price tiers 2 · Min quantity', before: '—', after: '500' },
      { path: 'Price tiers 2 · Unit price', before: '—', after: 'Tk.\u00a01,350' },
    ]);
  });

  it('shows the amounts of a snapshot that names its currency in it (decision 327)', () => {
    expect(
      changedFields(
        { currency: 'BDT', creditLimit: 1_225_000 },
        { currency: 'USD', creditLimit: 10_000 },
      ),
    ).toEqual([
      { path: 'Credit limit', before: 'Tk.\u00a01,225,000', after: 'US$10,000.00' },
      { path: 'Currency', before: 'BDT', after: 'USD' },
    ]);
    expect(
      flattenSnapshot({ note: 'CN-2026-27-000004', total: 22.86, currency: 'USD' }).find(
        (field) => field.path === 'Total',
      ),
    ).toEqual({ path: 'Total', value: 'US$22.86' });
  });

  it('names a product’s Bangla texts by their language', () => {
    expect(
      changedFields(
        { translations: { bn: { productName: null, productDescription: null } } },
        { translations: { bn: { productName: 'মেমরি মডিউল', productDescription: null } } },
      ),
    ).toEqual([{ path: 'Translations · Bangla · Name', before: '—', after: 'মেমরি মডিউল' }]);
  });
});
