import { screen, within } from '@testing-library/react';
import { buildStatement } from '@partline/shared/testing';
import { describe, expect, it } from 'vitest';
import { StatementView } from './statement-view';
import { shownText } from '@/testing/queries';
import { renderWithProviders } from '@/testing/render-app';

const statement = buildStatement();

/** The statement's head figures as "label value" lines, in the order shown. */
function figures() {
  const balances = screen.getByLabelText('Balances');
  return [...balances.querySelectorAll('div')].map(
    (figure) => `${shownText(figure.querySelector('dt'))} ${shownText(figure.querySelector('dd'))}`,
  );
}

describe('StatementView (decision 145)', () => {
  it('heads the statement with the terms, the credit limit and the balances', () => {
    renderWithProviders(<StatementView statement={statement} />);
    expect(figures()).toEqual([
      'Terms Net 30',
      'Credit limit Tk. 250,000',
      'Open balance Tk. 12,000',
      'Overdue Tk. 2,000',
      'Available credit Tk. 238,000',
    ]);
  });

  it('says "Card only" for a company without terms, and that nothing is invoiced yet', () => {
    renderWithProviders(
      <StatementView
        statement={{ ...statement, paymentTermsDays: null, invoices: [], payments: [] }}
      />,
    );
    expect(figures()[0]).toBe('Terms Card only');
    expect(screen.getByText('No invoices on account yet')).toBeInTheDocument();
    expect(screen.queryByText('Payments received')).not.toBeInTheDocument();
  });

  it('lists each invoice with its status and each payment with what it paid', () => {
    renderWithProviders(<StatementView statement={statement} />);
    const invoices = screen.getByRole('table', { name: 'Invoices on account' });
    expect(within(invoices).getByText('INV-2026-000042')).toBeInTheDocument();
    expect(within(invoices).getByText('PO-7781')).toBeInTheDocument();
    expect(
      within(invoices).getByRole('link', { name: 'Order SO-2026-000042: details' }),
    ).toHaveAttribute('href', '/dashboard/orders/SO-2026-000042');
    expect(within(invoices).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Payments received')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(
      /^Tk\. 2,000 on .+, reference BRAC-55: INV-2026-000042 Tk\. 2,000$/,
    );
  });

  it('names the bank account to pay into, or only the transfer when none is configured', () => {
    const { unmount } = renderWithProviders(<StatementView statement={statement} />);
    const account = screen.getByLabelText('Dutch-Bangla Bank PLC account 103.110.0045127');
    expect([...account.querySelectorAll('div')].map((line) => line.textContent)).toEqual([
      'BankDutch-Bangla Bank PLC, Gulshan branch',
      'Account namePartline Ltd.',
      'Account number103.110.0045127',
      'Routing number090261726',
      'SWIFTDBBLBDDH',
    ]);
    expect(
      screen.getByText(
        'Pay by bank transfer into Dutch-Bangla Bank PLC account 103.110.0045127 quoting the invoice numbers.',
      ),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<StatementView statement={{ ...statement, payTo: [] }} />);
    expect(
      screen.getByText('Pay by bank transfer quoting the invoice numbers.'),
    ).toBeInTheDocument();
  });

  it('dates both columns alike and keeps amounts and numbers on one line', () => {
    renderWithProviders(<StatementView statement={{ ...statement, creditLimit: 3250.5 }} />);
    const invoices = screen.getByRole('table', { name: 'Invoices on account' });
    const row = within(invoices).getAllByRole('row')[1]!;
    // Issued at 10:00 in Dhaka on 1 October; due on the calendar day 31 October.
    expect(row).toHaveTextContent('1 Oct 2026');
    expect(row).toHaveTextContent('31 Oct 2026');
    expect(row).not.toHaveTextContent(/October/);
    const unbroken = [...row.querySelectorAll('[data-figure]')].map((figure) => [
      figure.getAttribute('data-figure'),
      figure.textContent,
      figure.classList.contains('text-nowrap'),
    ]);
    expect(unbroken).toEqual([
      ['identifier', 'INV-2026-000042', true],
      ['identifier', 'PO-7781', true],
      ['money', 'Tk.\u00a014,000', true],
      ['money', 'Tk.\u00a012,000', true],
    ]);
    expect(figures()[1]).toBe('Credit limit Tk. 3,250.50');
  });
});

describe('StatementView: money withheld at source (decision 307)', () => {
  it('shows each part of a payment with its certificate', () => {
    const [payment] = statement.payments;
    const [invoice] = statement.invoices;
    renderWithProviders(
      <StatementView
        statement={{
          ...statement,
          invoices: [{ ...invoice!, paid: 14_000, open: 0, status: 'paid' }],
          payments: [
            {
              ...payment!,
              amount: 11_500,
              vatWithheld: 1_800,
              vdsCertificate: { number: 'M66-2026-0042', date: '2026-10-18' },
              incomeTaxWithheld: 700,
              tdsCertificate: { number: 'TDS-2026-0099', date: '2026-10-19' },
              invoices: [
                {
                  ...payment!.invoices[0]!,
                  amount: 11_500,
                  vatWithheld: 1_800,
                  incomeTaxWithheld: 700,
                },
              ],
            },
          ],
        }}
      />,
    );
    expect(
      screen.getByText('VAT withheld Tk. 1,800 (Mushak-6.6 no. M66-2026-0042, 18 October 2026)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Income tax withheld Tk. 700 (certificate no. TDS-2026-0099, 19 October 2026)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });
});
