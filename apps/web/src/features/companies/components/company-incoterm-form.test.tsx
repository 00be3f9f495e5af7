import { EXPORT_SALE_MESSAGES, type AdminCompany } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { errorReply, mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { CompanyIncotermForm } from './company-incoterm-form';

const company: AdminCompany = {
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567891',
  currency: 'BDT',
  name: 'Hanse Systemhaus GmbH',
  tradeLicenceNumber: 'HRB 12345',
  bin: '123456789',
  billingAddress: 'Hafenstrasse 1, 20457 Hamburg',
  country: 'DE',
  vatWithholding: false,
  incomeTaxDeductor: false,
  incoterm: null,
  incotermPlace: '',
  memberCount: 2,
  customerGroup: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
};

describe('CompanyIncotermForm (decision 323)', () => {
  it('sets the incoterm and named place of a company abroad', async () => {
    const api = mockApi({
      [`PATCH /api/admin/companies/${company._id}/incoterm`]: {
        ...company,
        incoterm: 'FOB',
        incotermPlace: 'Chittagong',
      },
    });
    const { user } = renderWithProviders(<CompanyIncotermForm company={company} />);
    const rule = screen.getByLabelText('Incoterm');
    expect(rule).toHaveValue('');
    await user.selectOptions(rule, 'FOB — Free On Board (port of shipment)');
    expect(screen.getByLabelText('Named place')).toHaveAccessibleDescription(
      'The port of shipment, e.g. Chittagong',
    );
    await user.type(screen.getByLabelText('Named place'), 'Chittagong');
    await user.click(screen.getByRole('button', { name: 'Save incoterm' }));
    expect(await screen.findByText(EXPORT_SALE_MESSAGES.incotermSaved)).toBeInTheDocument();
    expect(sentBody(api, '/incoterm')).toEqual({ incoterm: 'FOB', incotermPlace: 'Chittagong' });
  });

  it("puts the API's message under its field", async () => {
    mockApi({
      [`PATCH /api/admin/companies/${company._id}/incoterm`]: errorReply(
        400,
        'validation_failed',
        'Some fields are not valid',
        { incoterm: [EXPORT_SALE_MESSAGES.homeCompany] },
      ),
    });
    const { user } = renderWithProviders(
      <CompanyIncotermForm company={{ ...company, incoterm: 'EXW', incotermPlace: 'Gazipur' }} />,
    );
    expect(screen.getByLabelText('Named place')).toHaveValue('Gazipur');
    await user.click(screen.getByRole('button', { name: 'Save incoterm' }));
    // The message shows under the field once the answer has come back.
    await screen.findByText(EXPORT_SALE_MESSAGES.homeCompany);
    expect(screen.getByLabelText('Incoterm')).toHaveAccessibleDescription(
      EXPORT_SALE_MESSAGES.homeCompany,
    );
  });

  it('offers none for a company in Bangladesh', () => {
    renderWithProviders(<CompanyIncotermForm company={{ ...company, country: 'BD' }} />);
    expect(screen.queryByLabelText('Incoterm')).not.toBeInTheDocument();
    expect(screen.getByText(`${EXPORT_SALE_MESSAGES.homeCompany}.`)).toBeInTheDocument();
  });
});

describe('CompanyIncotermForm in Bangla (decisions 323, 330)', () => {
  it('names the rules’ places, "none agreed" and the fields in Bangla; the ICC’s rule names stay', async () => {
    await activateLocale('bn');
    try {
      renderWithProviders(<CompanyIncotermForm company={company} />);
      const rule = screen.getByLabelText('ইনকোটার্ম');
      expect(within(rule).getByRole('option', { name: 'কোনোটি সম্মত হয়নি' })).toBeInTheDocument();
      expect(
        within(rule).getByRole('option', { name: 'FOB — Free On Board (জাহাজীকরণ বন্দর)' }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('নির্দিষ্ট স্থান')).toHaveAccessibleDescription(
        'কোনো ইনকোটার্ম বেছে না নিলে খালি হয়ে যায়',
      );
      expect(screen.getByRole('button', { name: 'ইনকোটার্ম সংরক্ষণ করুন' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
