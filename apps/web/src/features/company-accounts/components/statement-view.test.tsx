import { render, screen, within } from '@testing-library/react';
import type { Statement } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { StatementView } from './statement-view';

const statement: Statement = {
  companyId: '11111111-1111-4111-8111-111111111111',
  companyName: 'Meghna Traders Ltd.',
  asOf: '2026-11-25',
  paymentTermsDays: 30,
  creditLimit: 250_000,
  openBalance: 12_000,
  overdueBalance: 2_000,
  availableCredit: 238_000,
  invoices: [
    {
      _id: '22222222-2222-4222-8222-222222222222',
      number: 'INV-2026-000042',
      orderId: '33333333-3333-4333-8333-333333333333',
      issuedAt: '2026-10-01T04:00:00.000Z',
      dueDate: '2026-10-31',
      poNumber: 'PO-7781',
      buyerName: 'Rahim Uddin',
      buyerEmail: 'rahim@meghna.example',
      total: 14_000,
      paid: 2_000,
      open: 12_000,
      status: 'overdue',
    },
  ],
  payments: [
    {
      _id: '44444444-4444-4444-8444-444444444444',
      amount: 2_000,
      receivedOn: '2026-10-20',
      reference: 'BRAC-55',
      recordedAt: '2026-10-20T06:00:00.000Z',
      invoices: [
        {
          invoiceId: '22222222-2222-4222-8222-222222222222',
          number: 'INV-2026-000042',
          amount: 2_000,
        },
      ],
    },
  ],
};

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
});
