import { render, screen, within } from '@testing-library/react';
import { buildStatement } from '@partline/shared/testing';
import { describe, expect, it } from 'vitest';
import { StatementView } from './statement-view';

const statement = buildStatement();

/** The statement's head figures as "label value" lines, in the order shown. */
function figures() {
  const balances = screen.getByLabelText('Balances');
  return [...balances.querySelectorAll('div')].map(
    (figure) =>
      `${figure.querySelector('dt')?.textContent} ${figure.querySelector('dd')?.textContent}`,
  );
}

describe('StatementView (decision 145)', () => {
  it('heads the statement with the terms, the credit limit and the balances', () => {
    render(<StatementView statement={statement} />);
    expect(figures()).toEqual([
      'Terms Net 30',
      'Credit limit Tk. 250,000',
      'Open balance Tk. 12,000',
      'Overdue Tk. 2,000',
      'Available credit Tk. 238,000',
    ]);
  });

  it('says "Card only" for a company without terms, and that nothing is invoiced yet', () => {
    render(
      <StatementView
        statement={{ ...statement, paymentTermsDays: null, invoices: [], payments: [] }}
      />,
    );
    expect(figures()[0]).toBe('Terms Card only');
    expect(screen.getByText('No invoices on account yet')).toBeInTheDocument();
    expect(screen.queryByText('Payments received')).not.toBeInTheDocument();
  });

  it('lists each invoice with its status and each payment with what it paid', () => {
    render(<StatementView statement={statement} />);
    const invoices = screen.getByRole('table', { name: 'Invoices on account' });
    expect(within(invoices).getByText('INV-2026-000042')).toBeInTheDocument();
    expect(within(invoices).getByText('PO-7781')).toBeInTheDocument();
    expect(within(invoices).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Payments received')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(
      /^Tk\. 2,000 on .+, reference BRAC-55: INV-2026-000042 Tk\. 2,000$/,
    );
  });

  it('names the bank account to pay into, or only the transfer when none is configured', () => {
    const { unmount } = render(<StatementView statement={statement} />);
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
    render(<StatementView statement={{ ...statement, payTo: [] }} />);
    expect(
      screen.getByText('Pay by bank transfer quoting the invoice numbers.'),
    ).toBeInTheDocument();
  });
});
