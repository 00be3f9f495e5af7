import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { CertificatesView } from './withholding-certificates';

const INVOICE = '22222222-2222-4222-8222-222222222222';

describe('CertificatesView (decision 307)', () => {
  it('lists the certificates recorded and the invoices awaiting one', () => {
    renderWithProviders(
      <CertificatesView
        data={{
          currency: 'BDT',
          vatWithholding: true,
          incomeTaxDeductor: false,
          certificates: [
            {
              kind: 'vds',
              number: 'M66-2026-0042',
              date: '2026-11-18',
              amount: 1_500,
              paymentId: '44444444-4444-4444-8444-444444444444',
              recordedAt: '2026-11-20T06:00:00.000Z',
              invoices: [{ invoiceId: INVOICE, number: 'INV-2026-27-000001', amount: 1_500 }],
            },
          ],
          awaiting: [
            {
              kind: 'vds',
              invoiceId: INVOICE,
              number: 'INV-2026-27-000002',
              issuedAt: '2026-11-01T04:00:00.000Z',
              total: 11_500,
              vat: 1_500,
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Withholding certificates' })).toBeInTheDocument();
    const recorded = screen.getByRole('table', { name: 'Certificates recorded' });
    expect(within(recorded).getByText('M66-2026-0042')).toBeInTheDocument();
    const awaiting = screen.getByRole('table', { name: 'Invoices awaiting a certificate' });
    expect(within(awaiting).getByText('INV-2026-27-000002')).toBeInTheDocument();
  });

  it("shows a USD company's amounts in US dollars with the Taka value a certificate states (decision 327)", () => {
    renderWithProviders(
      <CertificatesView
        data={{
          currency: 'USD',
          vatWithholding: true,
          incomeTaxDeductor: false,
          certificates: [
            {
              kind: 'vds',
              number: 'M66-2026-0077',
              date: '2026-11-18',
              amount: 10,
              amountBdt: 1_225,
              paymentId: '44444444-4444-4444-8444-444444444444',
              recordedAt: '2026-11-20T06:00:00.000Z',
              invoices: [
                { invoiceId: INVOICE, number: 'INV-2026-27-000003', amount: 10, amountBdt: 1_225 },
              ],
            },
          ],
          awaiting: [
            {
              kind: 'vds',
              invoiceId: INVOICE,
              number: 'INV-2026-27-000004',
              issuedAt: '2026-11-01T04:00:00.000Z',
              total: 115.5,
              vat: 15.07,
              vatBdt: 1_846.08,
            },
          ],
        }}
      />,
    );
    const recorded = screen.getByRole('table', { name: 'Certificates recorded' });
    const certificate = within(recorded).getByText('M66-2026-0077').closest('tr')!;
    expect(certificate).toHaveTextContent(/US\$10\.00/);
    expect(certificate).toHaveTextContent(/Taka value: Tk\.\s1,225/);
    const awaiting = screen.getByRole('table', { name: 'Invoices awaiting a certificate' });
    const invoice = within(awaiting).getByText('INV-2026-27-000004').closest('tr')!;
    expect(invoice).toHaveTextContent(/US\$115\.50/);
    expect(invoice).toHaveTextContent(/US\$15\.07/);
    expect(invoice).toHaveTextContent(/Taka value: Tk\.\s1,846\.08/);
    expect(recorded).not.toHaveTextContent(/Tk\.\s10\b/);
  });

  it('shows nothing for a company that withholds nothing', () => {
    renderWithProviders(
      <CertificatesView
        data={{
          currency: 'BDT',
          vatWithholding: false,
          incomeTaxDeductor: false,
          certificates: [],
          awaiting: [],
        }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Withholding certificates' })).toBeNull();
  });
});
