import { MEMBERSHIP_MESSAGES } from '@partline/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '@/testing/data';
import { renderWithProviders } from '@/testing/render-app';
import { CompanyArea } from './company-area';
import { CompanyOrders } from './company-orders';

const company = {
  currency: 'BDT' as const,
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  name: 'Dhaka Fleet Computing Ltd.',
  tradeLicenceNumber: 'TRAD/DNCC/045871/2025',
  bin: '0004587120102',
  billingAddress: 'House 14, Road 7, Banani, Dhaka 1213',
  country: 'BD',
  vatWithholding: false,
  incomeTaxDeductor: false,
  incoterm: null,
  incotermPlace: '',
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
};

describe('CompanyArea', () => {
  it('offers a client outside any company to create one', () => {
    renderWithProviders(<CompanyArea company={{ membership: null }} />);
    expect(screen.getByRole('heading', { name: 'Create a company' })).toBeInTheDocument();
    expect(screen.getByLabelText('BIN (VAT registration number)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create company' })).toBeInTheDocument();
    // Founding a company ends the client's own keys and webhook endpoints (decision 293).
    expect(screen.getByText(MEMBERSHIP_MESSAGES.personalIntegrationsRevoked)).toBeInTheDocument();
  });

  it('shows a buyer their company, limit and spending, and nothing to manage', () => {
    renderWithProviders(
      <CompanyArea
        company={{
          membership: {
            company,
            role: 'buyer',
            monthlySpendingLimit: 50_000,
            spentThisMonth: 12_500,
          },
        }}
      />,
    );
    expect(screen.getByText('Dhaka Fleet Computing Ltd.')).toBeInTheDocument();
    expect(screen.queryByText('Incoterm')).not.toBeInTheDocument();
    expect(screen.getByText('Buyer')).toBeInTheDocument();
    expect(screen.getByText('Tk. 50,000')).toBeInTheDocument();
    expect(screen.getByText('Tk. 12,500')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).not.toBeInTheDocument();
  });
});

describe('CompanyOrders', () => {
  it('shows an order confirmed on account as On account, not Paid, until it is paid', () => {
    renderWithProviders(
      <CompanyOrders
        orders={[
          buildOrder({ productName: 'PX-9700', status: 'paid', paymentMethod: 'on_account' }),
          buildOrder({ productName: 'RX-55', status: 'paid', isPaid: true }),
          buildOrder({ productName: 'UP-1200', status: 'awaiting_approval' }),
        ]}
      />,
    );
    const row = (name: string) =>
      screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
    expect(within(row('PX-9700')).getByText('On account')).toBeInTheDocument();
    expect(within(row('PX-9700')).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(row('RX-55')).getByText('Paid')).toBeInTheDocument();
    expect(within(row('UP-1200')).getByText('Awaiting approval')).toBeInTheDocument();
  });

  it('shows a company abroad the incoterm its orders are sold under (decision 323)', () => {
    renderWithProviders(
      <CompanyArea
        company={{
          membership: {
            company: { ...company, country: 'DE', incoterm: 'CIF', incotermPlace: 'Hamburg' },
            role: 'buyer',
            monthlySpendingLimit: null,
            spentThisMonth: 0,
          },
        }}
      />,
    );
    expect(screen.getByText('Incoterm').nextElementSibling).toHaveTextContent(
      'CIF Hamburg (Incoterms 2020, agreed with the shop)',
    );
  });
});
