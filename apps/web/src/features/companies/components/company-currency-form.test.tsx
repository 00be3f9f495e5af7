import { COMPANY_MESSAGES, type AdminCompany } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { errorReply, mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { CompanyCurrencyForm } from './company-currency-form';

const company: AdminCompany = {
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567892',
  name: 'Harbour Compute Inc.',
  tradeLicenceNumber: 'EIN 12-3456789',
  bin: '123456789',
  billingAddress: '410 Harbour Street, Baltimore',
  country: 'US',
  vatWithholding: false,
  incomeTaxDeductor: false,
  incoterm: null,
  incotermPlace: '',
  currency: 'BDT',
  memberCount: 1,
  customerGroup: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
};

const rate = { bdtPerUnit: '122.45', effectiveOn: '2026-11-30', source: 'Bangladesh Bank' };
/** `GET /admin/currencies` with USD enabled and EUR not. */
const currencies = {
  today: '2026-11-30',
  currencies: [
    { code: 'BDT', name: 'Bangladeshi taka', base: true, enabled: true, rateToday: null },
    { code: 'USD', name: 'US dollar', base: false, enabled: true, rateToday: rate },
    { code: 'EUR', name: 'Euro', base: false, enabled: false, rateToday: null },
  ].map((currency) => ({ ...currency, minorUnitExponent: 2, companyCount: 0, priceListCount: 0 })),
};

describe('CompanyCurrencyForm (decision 327)', () => {
  it('offers Taka and the enabled currencies, and bills the company in the one chosen', async () => {
    const api = mockApi({
      '/api/admin/currencies': currencies,
      [`PATCH /api/admin/companies/${company._id}/currency`]: {
        company: { ...company, currency: 'USD' },
        creditLimit: 0,
        members: [],
      },
    });
    const { user } = renderWithProviders(<CompanyCurrencyForm company={company} />);
    const select = screen.getByLabelText('Currency');
    await within(select).findByRole('option', { name: 'US dollar (USD)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bangladeshi taka (BDT)', 'US dollar (USD)']);
    await user.selectOptions(select, 'USD');
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    expect(await screen.findByText(COMPANY_MESSAGES.currencySet)).toBeInTheDocument();
    expect(sentBody(api, '/currency')).toEqual({ currency: 'USD' });
  });

  it('is disabled with the reason once the API says the company has documents', async () => {
    mockApi({
      '/api/admin/currencies': currencies,
      [`PATCH /api/admin/companies/${company._id}/currency`]: errorReply(
        409,
        'conflict',
        COMPANY_MESSAGES.currencyFixed('BDT'),
      ),
    });
    const { user } = renderWithProviders(<CompanyCurrencyForm company={company} />);
    const select = screen.getByLabelText('Currency');
    await within(select).findByRole('option', { name: 'US dollar (USD)' });
    await user.selectOptions(select, 'USD');
    await user.click(screen.getByRole('button', { name: 'Save currency' }));
    await screen.findByText(COMPANY_MESSAGES.currencyFixed('BDT'));
    expect(screen.getByLabelText('Currency')).toBeDisabled();
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(
      COMPANY_MESSAGES.currencyFixed('BDT'),
    );
    expect(screen.queryByRole('button', { name: 'Save currency' })).not.toBeInTheDocument();
  });

  describe('of a company with documents (currencyFixed)', () => {
    afterEach(() => activateLocale('en'));

    it('is disabled from the start, saying why', async () => {
      mockApi({ '/api/admin/currencies': currencies });
      renderWithProviders(
        <CompanyCurrencyForm company={{ ...company, currency: 'USD' }} currencyFixed />,
      );
      const select = screen.getByLabelText('Currency');
      await within(select).findByRole('option', { name: 'US dollar (USD)' });
      expect(select).toBeDisabled();
      expect(select).toHaveValue('USD');
      expect(select).toHaveAccessibleDescription(COMPANY_MESSAGES.currencyFixed('USD'));
      expect(screen.queryByRole('button', { name: 'Save currency' })).not.toBeInTheDocument();
    });

    it('says why in Bangla', async () => {
      await activateLocale('bn');
      mockApi({ '/api/admin/currencies': currencies });
      renderWithProviders(
        <CompanyCurrencyForm company={{ ...company, currency: 'USD' }} currencyFixed />,
      );
      const select = screen.getByLabelText('মুদ্রা');
      expect(select).toBeDisabled();
      expect(select).toHaveAccessibleDescription(
        'এই কোম্পানির USD-এ ইতিমধ্যে অর্ডার বা কোটেশন আছে: এর বিলিং মুদ্রা আর বদলানো যাবে না, নইলে এর কাগজপত্র দুই মুদ্রায় হয়ে যাবে',
      );
      // The currencies by their Bangla names, with their codes.
      expect(
        await within(select).findByRole('option', { name: 'মার্কিন ডলার (USD)' }),
      ).toBeInTheDocument();
      expect(within(select).getAllByRole('option')[0]).toHaveTextContent(/\(BDT\)$/);
      expect(within(select).getAllByRole('option')[0]).not.toHaveTextContent('taka');
    });
  });
});
