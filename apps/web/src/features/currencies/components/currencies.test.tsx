import {
  addDays,
  CURRENCY_MESSAGES,
  shopDay,
  type BillingCurrencies,
  type BillingCurrency,
  type ExchangeRate,
} from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  errorReply,
  mockApi,
  pagedRoute,
  type StubbedReply,
  type StubbedRequest,
} from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { Currencies } from './currencies';

const M = CURRENCY_MESSAGES;
const today = shopDay();

const currency = (overrides: Partial<BillingCurrency> & Pick<BillingCurrency, 'code'>) => ({
  name: { BDT: 'Bangladeshi taka', USD: 'US dollar', EUR: 'Euro' }[overrides.code],
  minorUnitExponent: 2,
  base: false,
  enabled: false,
  rateToday: null,
  companyCount: 0,
  priceListCount: 0,
  ...overrides,
});

const CURRENCIES: BillingCurrencies = {
  today,
  currencies: [
    currency({ code: 'BDT', base: true, enabled: true, companyCount: 41 }),
    currency({
      code: 'USD',
      enabled: true,
      companyCount: 3,
      rateToday: { bdtPerUnit: '122.45', effectiveOn: today, source: 'Bangladesh Bank' },
    }),
    currency({ code: 'EUR' }),
  ],
};

/** `n` recorded rates of USD, newest day first. */
const rates = (n: number): ExchangeRate[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    currency: 'USD',
    bdtPerUnit: `${120 + (n - i) / 100}`,
    effectiveOn: addDays(today, -i),
    source: 'Bangladesh Bank',
    recordedAt: new Date(`${addDays(today, -i)}T03:00:00Z`).toISOString(),
  }));

function renderPage(replies: Record<string, StubbedReply> = {}) {
  const fetchMock = mockApi({
    'GET /api/admin/currencies': CURRENCIES,
    'GET /api/admin/exchange-rates': pagedRoute(rates(25)),
    ...replies,
  });
  return { ...renderWithProviders(<Currencies />), fetchMock };
}

/** The bodies the page sent to `method path`, in order. */
const sent = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the Currencies page (decision 324)', () => {
  it("shows each currency's state, today's rate and companies, and enables one", async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/admin/currencies/EUR': currency({ code: 'EUR', enabled: true }),
    });
    const table = await screen.findByRole('table', { name: 'Currencies' });
    const [, bdt, usd, eur] = within(table).getAllByRole('row');
    expect(bdt).toHaveTextContent('Bangladeshi taka (BDT)');
    expect(bdt).toHaveTextContent('Base currency');
    expect(bdt).toHaveTextContent('41');
    expect(bdt).toHaveTextContent('Always enabled');
    expect(usd).toHaveTextContent('Enabled');
    expect(usd).toHaveTextContent('US$1 = Tk. 122.45');
    expect(eur).toHaveTextContent('Disabled');
    expect(eur).toHaveTextContent('No rate recorded');

    await user.click(within(eur!).getByRole('button', { name: 'Enable EUR' }));
    expect(await screen.findByText(M.enabled('EUR'))).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT', '/api/admin/currencies/EUR')).toEqual([{ enabled: true }]);
  });

  it("tells the server's refusal as it gives it", async () => {
    const refusal = M.billedCompanies('USD', 3);
    const { user } = renderPage({
      'PUT /api/admin/currencies/USD': errorReply(409, 'conflict', refusal),
    });
    await user.click(await screen.findByRole('button', { name: 'Disable USD' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('records a rate: the schema checks it first, the rate reads as it will be used', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/admin/exchange-rates': (request: StubbedRequest) => ({
        status: 201,
        body: { ...rates(1)[0], ...(request.body as object) },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Record a rate' });
    const rate = within(form).getByLabelText('Taka for one unit');
    const day = within(form).getByLabelText('Applies from');
    expect(day).toHaveValue(today);
    expect(day).toHaveAttribute('max', addDays(today, 1));

    await user.click(within(form).getByRole('button', { name: 'Record rate' }));
    expect(await within(form).findByText(M.rateRequired)).toBeInTheDocument();
    await user.type(rate, '122.4567891');
    await user.clear(day);
    await user.type(day, addDays(today, 2));
    await user.click(within(form).getByRole('button', { name: 'Record rate' }));
    expect(await within(form).findByText(M.rateInvalid)).toBeInTheDocument();
    expect(within(form).getByText(M.dayTooLate)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/admin/exchange-rates')).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '131.0275');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'EUR');
    expect(within(form).getByText('€1 = Tk. 131.0275')).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, addDays(today, -1));
    await user.click(within(form).getByRole('button', { name: 'Record rate' }));
    expect(await screen.findByText(M.rateRecorded)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/admin/exchange-rates')).toEqual([
      {
        currency: 'EUR',
        bdtPerUnit: '131.0275',
        effectiveOn: addDays(today, -1),
        source: 'Bangladesh Bank',
      },
    ]);
    expect(rate).toHaveValue('');
  });

  it('puts the 409 of a day that has a rate under the day', async () => {
    const taken = M.rateTaken('USD', today);
    const { user } = renderPage({
      'POST /api/admin/exchange-rates': errorReply(409, 'conflict', taken, {
        effectiveOn: [taken],
      }),
    });
    const form = await screen.findByRole('form', { name: 'Record a rate' });
    await user.type(within(form).getByLabelText('Taka for one unit'), '122.5');
    await user.click(within(form).getByRole('button', { name: 'Record rate' }));
    expect(await within(form).findByText(taken)).toBeInTheDocument();
    expect(within(form).getByLabelText('Applies from')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads the history a page at a time, of one currency or all', async () => {
    const { user, fetchMock } = renderPage();
    const history = await screen.findByRole('table', { name: 'Recorded exchange rates' });
    expect(within(history).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Load more rates' }));
    expect(await within(history).findAllByRole('row')).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Load more rates' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'USD');
    await screen.findByRole('table', { name: 'Recorded exchange rates' });
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/exchange-rates')
      .map((url) => url.searchParams.get('currency'));
    expect(asked).toEqual([null, null, 'USD']);
  });
});
