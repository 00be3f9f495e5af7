import { previousShopMonth } from '@partline/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { SalesRegister } from './sales-register';

let clicked: HTMLAnchorElement[];

beforeEach(() => {
  // jsdom has no object URLs and does not download: the browser's own, stubbed.
  URL.createObjectURL = vi.fn(() => 'blob:register');
  URL.revokeObjectURL = vi.fn();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

const summary = (month: string) => ({
  month,
  invoices: 3,
  creditNotes: 1,
  debitNotes: 0,
  byRate: [
    {
      vatRate: 1500,
      zeroRated: false,
      label: 'Standard 15 %',
      valueExclVat: 1000,
      sd: 0,
      vat: 150,
      total: 1150,
    },
    {
      vatRate: 0,
      zeroRated: true,
      label: 'Zero-rated export',
      valueExclVat: 500.5,
      sd: 0,
      vat: 0,
      total: 500.5,
    },
  ],
  valueExclVat: 1500.5,
  sd: 0,
  vat: 150,
  total: 1650.5,
});

/** Stubs `fetch`: the register answers its totals or a file; anything else (the session) `null`. */
function stubFetch() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/sales-register') return Response.json(null);
      asked.push(url);
      const month = url.searchParams.get('month')!;
      if (url.searchParams.get('format') === 'json') return Response.json(summary(month));
      return new Response('%PDF-1.3', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="sales-register-${month}.pdf"`,
        },
      });
    }),
  );
  return asked;
}

describe('Sales register', () => {
  it("opens on the previous month with its totals by rate and the month's grand total", async () => {
    stubFetch();
    renderWithProviders(<SalesRegister />);
    expect(screen.getByLabelText('Month')).toHaveValue(previousShopMonth());
    const table = await screen.findByRole('table', { name: /^Totals by rate/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'RateValue excl. VATSDVATTotal',
      'Standard 15 %Tk. 1,000Tk. 0Tk. 150Tk. 1,150',
      'Zero-rated exportTk. 500.50Tk. 0Tk. 0Tk. 500.50',
      'Grand totalTk. 1,500.50Tk. 0Tk. 150Tk. 1,650.50',
    ]);
    expect(screen.getByText('3 tax invoices, 1 credit notes, 0 debit notes')).toBeInTheDocument();
  });

  it('says why a month to come cannot be chosen, and downloads the PDF of a month', async () => {
    const asked = stubFetch();
    const { user } = renderWithProviders(<SalesRegister />);
    const month = screen.getByLabelText('Month');
    fireEvent.change(month, { target: { value: '2999-01' } });
    expect(await screen.findByText('Choose this month or an earlier one')).toBeInTheDocument();
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();

    fireEvent.change(month, { target: { value: '2026-03' } });
    await screen.findByRole('heading', { name: 'March 2026' });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('sales-register-2026-03.pdf');
    expect(asked.some((url) => url.search === '?month=2026-03&format=pdf')).toBe(true);
  });
});
