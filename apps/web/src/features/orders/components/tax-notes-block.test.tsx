import { screen } from '@testing-library/react';
import type { TaxNote } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { TaxNotesBlock } from './tax-notes-block';

const ORDER = '11111111-1111-4111-8111-111111111111';

/** A credit note of Tk. 1,150 (or `overrides`) of the order's invoice. */
function buildNote(overrides: Partial<TaxNote> = {}): TaxNote {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    kind: 'credit',
    number: 'CN-2026-27-000004',
    invoiceNumber: 'INV-2026-27-000002',
    orderId: ORDER,
    issuedAt: '2026-11-20T06:00:00.000Z',
    reason: 'Goods returned under RMA-2026-000006',
    buyerName: 'Dhaka Systems Ltd',
    buyerBin: null,
    lines: [],
    valueExclVat: 1_000,
    sd: 0,
    vat: 150,
    total: 1_150,
    refundReference: null,
    currency: 'BDT',
    bdtPerUnit: null,
    ...overrides,
  };
}

describe('TaxNotesBlock (decisions 310, 327)', () => {
  it("shows a credit note of a Taka invoice in Taka, less the note's total", async () => {
    mockApi({ [`/api/orders/${ORDER}/tax-notes`]: [buildNote()] });
    renderWithProviders(<TaxNotesBlock orderId={ORDER} />);
    const note = (await screen.findByText('CN-2026-27-000004')).closest('li')!;
    expect(note).toHaveTextContent(/of 20 November 2026: Tk\.\s-1,150/);
  });

  it("shows a USD invoice's notes in US dollars, never as Taka", async () => {
    mockApi({
      [`/api/orders/${ORDER}/tax-notes`]: [
        buildNote({ currency: 'USD', bdtPerUnit: '122.5', total: 22.86 }),
        buildNote({
          _id: '55555555-5555-4555-8555-555555555555',
          kind: 'debit',
          number: 'DN-2026-27-000001',
          currency: 'USD',
          bdtPerUnit: '122.5',
          total: 4.5,
        }),
      ],
    });
    renderWithProviders(<TaxNotesBlock orderId={ORDER} />);
    const credit = (await screen.findByText('CN-2026-27-000004')).closest('li')!;
    expect(credit).toHaveTextContent(/-US\$22\.86/);
    const debit = screen.getByText('DN-2026-27-000001').closest('li')!;
    expect(debit).toHaveTextContent(/US\$4\.50/);
    for (const note of [credit, debit]) expect(note).not.toHaveTextContent(/Tk\./);
  });
});
