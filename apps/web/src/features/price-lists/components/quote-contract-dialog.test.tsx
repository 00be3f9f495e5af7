import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { QuoteContractDialog } from './quote-contract-dialog';

const quoteId = '9c2d4e6f-1a3b-4c5d-8e7f-0a1b2c3d4e5f';
const listId = '1f2e3d4c-5b6a-4789-8abc-def012345678';

describe('QuoteContractDialog (decision 320)', () => {
  it('makes a new list named after the company and the quote, valid from the chosen day', async () => {
    const fetchMock = mockApi({
      [`POST /api/quotes/${quoteId}/contract-prices`]: {
        status: 201,
        body: { priceListId: listId, entries: 2 },
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <QuoteContractDialog
        quoteId={quoteId}
        quoteNumber="QT-2026-000042"
        companyName="Dhaka Systems Ltd."
        onClose={onClose}
      />,
    );
    expect(await screen.findByLabelText('Name')).toHaveValue(
      'Contract Dhaka Systems Ltd. QT-2026-000042',
    );
    await user.type(screen.getByLabelText('Valid from'), '2026-12-01');
    await user.click(screen.getByLabelText("The product's minimum order"));
    await user.click(screen.getByRole('button', { name: 'Make contract prices' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('contract-prices'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      newPriceListName: 'Contract Dhaka Systems Ltd. QT-2026-000042',
      startsAt: '2026-12-01T00:00:00+06:00',
      endsAt: null,
      fromQuantity: 'minimum',
    });
  });

  it('sets the prices in an existing list chosen from the price lists', async () => {
    const fetchMock = mockApi({
      'GET /api/price-lists': [{ id: listId, name: 'Distributors 2026' }],
      [`POST /api/quotes/${quoteId}/contract-prices`]: {
        status: 201,
        body: { priceListId: listId, entries: 1 },
      },
    });
    const { user } = renderWithProviders(
      <QuoteContractDialog
        quoteId={quoteId}
        quoteNumber="QT-2026-000042"
        companyName="Dhaka Systems Ltd."
        onClose={() => undefined}
      />,
    );
    await user.click(await screen.findByLabelText('An existing price list'));
    await user.click(screen.getByRole('button', { name: 'Make contract prices' }));
    expect(await screen.findByText('Choose a price list or name a new one')).toBeInTheDocument();
    await user.selectOptions(
      await screen.findByLabelText('Price list', { selector: 'select' }),
      await screen.findByRole('option', { name: 'Distributors 2026' }),
    );
    await user.click(screen.getByRole('button', { name: 'Make contract prices' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('contract-prices'))).toBe(
        true,
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('contract-prices'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      priceListId: listId,
      fromQuantity: 'quoted',
    });
  });

  it('shows the refusal of a quote whose buyer has no company', async () => {
    mockApi({
      [`POST /api/quotes/${quoteId}/contract-prices`]: {
        status: 409,
        body: { error: { code: 'conflict', message: "The quote's buyer has no company" } },
      },
    });
    const { user } = renderWithProviders(
      <QuoteContractDialog
        quoteId={quoteId}
        quoteNumber="QT-2026-000042"
        companyName="Dhaka Systems Ltd."
        onClose={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Make contract prices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The quote's buyer has no company");
  });
});
