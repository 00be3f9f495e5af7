import { PRICE_LIST_MESSAGES, type PriceList, type PriceListEntry } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { mockApi, type StubbedRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = 'admin@partline.test';
const listId = '5a0e7c1e-4a7d-4c1e-9d3a-1f2e3d4c5b01';
const productId = '5a0e7c1e-4a7d-4c1e-9d3a-1f2e3d4c5b02';

const list: PriceList = {
  id: listId,
  name: 'Dhaka Systems 2027',
  currency: 'BDT',
  startsAt: '2026-12-31T18:00:00.000Z',
  endsAt: null,
  state: 'active',
  companies: [{ id: '5a0e7c1e-4a7d-4c1e-9d3a-1f2e3d4c5b03', name: 'Dhaka Systems Ltd.' }],
  customerGroups: [],
  categoryRules: [],
  entryCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const entry: PriceListEntry = {
  id: '5a0e7c1e-4a7d-4c1e-9d3a-1f2e3d4c5b04',
  productId,
  sku: 'PL-CPU-R7',
  productName: 'Ryzen 7 7700X',
  minQuantity: 1,
  unitPrice: 30000,
  percentOff: null,
  listUnitPrice: 32000,
};

const api = (extra: Record<string, unknown> = {}) =>
  mockApi({
    ...signedInAs(admin, { admin: true }),
    '/api/customer-groups': [],
    '/api/categories': [],
    [`/api/price-lists/${listId}`]: list,
    [`/api/price-lists/${listId}/entries`]: [entry],
    ...extra,
  });

describe('/dashboard/price-lists/new (admin; decision 320)', () => {
  it('checks the name and the validity window before sending anything', async () => {
    const fetchMock = api();
    const { user } = renderApp('/dashboard/price-lists/new');
    const form = await screen.findByRole('form', { name: 'Price list details' });
    await user.type(within(form).getByLabelText('Valid from'), '2027-02-01');
    await user.type(within(form).getByLabelText('Valid until'), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Create price list' }));
    expect(await within(form).findByText(PRICE_LIST_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(PRICE_LIST_MESSAGES.windowOrder)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input).includes('/price-lists') && init?.method === 'POST',
      ),
    ).toBe(false);
  });

  it('sends the dates as the start of their day in Dhaka', async () => {
    let sent: unknown;
    api({
      'POST /api/price-lists': ({ body }: StubbedRequest) => {
        sent = body;
        return { status: 201, body: list };
      },
    });
    const { user } = renderApp('/dashboard/price-lists/new');
    const form = await screen.findByRole('form', { name: 'Price list details' });
    await user.type(within(form).getByLabelText('Name'), 'Dhaka Systems 2027');
    await user.type(within(form).getByLabelText('Valid from'), '2027-01-01');
    await user.click(within(form).getByRole('button', { name: 'Create price list' }));
    await screen.findByRole('heading', { name: 'Dhaka Systems 2027' });
    expect(sent).toMatchObject({
      name: 'Dhaka Systems 2027',
      startsAt: '2026-12-31T18:00:00.000Z',
      endsAt: null,
      companyIds: [],
    });
  });
});

describe("a product's steps dialog (decision 320)", () => {
  it('refuses a step with no price and steps out of order, then saves them whole', async () => {
    let sent: unknown;
    api({
      [`PUT /api/price-lists/${listId}/products/${productId}`]: ({ body }: StubbedRequest) => {
        sent = body;
        return [entry];
      },
    });
    const { user } = renderApp(`/dashboard/price-lists/${listId}`);
    const entries = await screen.findByRole('table', { name: 'Entries' });
    expect(within(entries).getByText('1+: Tk. 30,000 (list Tk. 32,000)')).toBeInTheDocument();
    await user.click(within(entries).getByRole('button', { name: /Edit.*PL-CPU-R7/ }));

    const dialog = await screen.findByRole('form', { name: 'Prices of PL-CPU-R7' });
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await user.type(
      within(dialog).getByLabelText('From quantity', { selector: '#step-1-min' }),
      '1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(await within(dialog).findByText(PRICE_LIST_MESSAGES.stepsAscending)).toBeInTheDocument();
    expect(sent).toBeUndefined();

    const min = within(dialog).getByLabelText('From quantity', { selector: '#step-1-min' });
    await user.clear(min);
    await user.type(min, '50');
    await user.selectOptions(
      within(dialog).getByLabelText('Kind', { selector: '#step-1-kind' }),
      'percent',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    expect(
      await within(dialog).findByText(PRICE_LIST_MESSAGES.priceOrPercentRequired),
    ).toBeInTheDocument();

    await user.type(
      within(dialog).getByLabelText('Amount', { selector: '#step-1-amount' }),
      '12.5',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save prices' }));
    await screen.findByText('Prices of PL-CPU-R7 saved');
    expect(sent).toEqual({
      steps: [
        { minQuantity: 1, unitPrice: 30000 },
        { minQuantity: 50, percentOff: 12.5 },
      ],
    });
  });

  it("shows a dollar list's prices in US dollars beside the Taka list price (decision 327)", async () => {
    mockApi({
      ...signedInAs(admin, { admin: true }),
      '/api/customer-groups': [],
      '/api/categories': [],
      [`/api/price-lists/${listId}`]: { ...list, currency: 'USD' },
      [`/api/price-lists/${listId}/entries`]: [{ ...entry, unitPrice: 245.5 }],
    });
    const { user } = renderApp(`/dashboard/price-lists/${listId}`);
    const entries = await screen.findByRole('table', { name: 'Entries' });
    expect(within(entries).getByText('1+: US$245.50 (list Tk. 32,000)')).toBeInTheDocument();
    await user.click(within(entries).getByRole('button', { name: /Edit.*PL-CPU-R7/ }));
    const dialog = await screen.findByRole('form', { name: 'Prices of PL-CPU-R7' });
    expect(
      within(dialog).getByRole('option', { name: 'Price (USD)', selected: true }),
    ).toBeInTheDocument();
  });
});
