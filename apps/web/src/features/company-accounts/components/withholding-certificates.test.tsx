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

  it('shows nothing for a company that withholds nothing', () => {
    renderWithProviders(
      <CertificatesView
        data={{ vatWithholding: false, incomeTaxDeductor: false, certificates: [], awaiting: [] }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Withholding certificates' })).toBeNull();
  });
});
