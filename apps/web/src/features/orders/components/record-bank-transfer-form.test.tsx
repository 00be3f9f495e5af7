import { PAYMENT_RAIL_MESSAGES } from '@partline/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testId } from '@/testing/data';
import { errorReply, mockApi, sentBody, type StubbedReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { RecordBankTransferForm } from './record-bank-transfer-form';

const orderId = testId();
const route = `POST /api/admin/orders/${orderId}/bank-transfers`;
const recorded = {
  orderId,
  orderNumber: 'SO-2026-000042',
  total: 14_000,
  received: 4_000,
  awaited: 10_000,
  dueAt: '2026-12-02T12:00:00.000Z',
  transfers: [
    {
      id: testId(),
      amount: 4_000,
      receivedOn: '2026-11-28',
      bankReference: 'BEFTN-7781',
      recordedAt: '2026-11-28T09:00:00.000Z',
    },
  ],
};

function renderForm(reply: StubbedReply) {
  const fetchMock = mockApi({ [route]: reply });
  const view = renderWithProviders(<RecordBankTransferForm orderId={orderId} awaited={14_000} />);
  return { ...view, fetchMock };
}

async function fill(
  user: ReturnType<typeof renderForm>['user'],
  amount: string,
  reference: string,
) {
  const date = screen.getByLabelText('Date received');
  await user.clear(date);
  await user.type(date, '2026-11-28');
  if (amount) await user.type(screen.getByLabelText('Amount (Tk.)'), amount);
  if (reference) await user.type(screen.getByLabelText('Bank reference'), reference);
}

describe('RecordBankTransferForm (decision 311)', () => {
  it("records the transfer, says 'Transfer recorded' and empties the form", async () => {
    const { user, fetchMock } = renderForm(recorded);
    await fill(user, '4000', 'BEFTN-7781');
    await user.click(screen.getByRole('button', { name: 'Record bank transfer' }));

    expect(await screen.findByText(PAYMENT_RAIL_MESSAGES.transferRecorded)).toBeInTheDocument();
    expect(sentBody(fetchMock, '/bank-transfers')).toEqual({
      amount: 4000,
      receivedOn: '2026-11-28',
      bankReference: 'BEFTN-7781',
    });
    expect(screen.getByLabelText('Amount (Tk.)')).toHaveValue('');
    expect(screen.getByLabelText('Bank reference')).toHaveValue('');
  });

  it("shows the schema's messages at the fields and sends nothing", async () => {
    const { user, fetchMock } = renderForm(recorded);
    await fill(user, '0', '');
    await user.click(screen.getByRole('button', { name: 'Record bank transfer' }));

    expect(await screen.findByText('Amount must be more than 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (Tk.)')).toHaveAccessibleDescription(
      'Amount must be more than 0',
    );
    expect(screen.getByLabelText('Bank reference')).toHaveAccessibleDescription(
      'Bank reference is required',
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/bank-transfers'))).toBe(
      false,
    );
  });

  it("puts the server's refusal of a reference already recorded under its field, keeping what was typed", async () => {
    const { user } = renderForm(
      errorReply(409, 'conflict', PAYMENT_RAIL_MESSAGES.transferDuplicate),
    );
    await fill(user, '4000', 'BEFTN-7781');
    await user.click(screen.getByRole('button', { name: 'Record bank transfer' }));

    expect(await screen.findByLabelText('Bank reference')).toHaveAccessibleDescription(
      PAYMENT_RAIL_MESSAGES.transferDuplicate,
    );
    expect(screen.getByLabelText('Amount (Tk.)')).toHaveValue('4000');
  });

  it('shows a 400 answer per field', async () => {
    const { user } = renderForm(
      errorReply(400, 'validation_failed', 'Please fill up correctly', {
        amount: [PAYMENT_RAIL_MESSAGES.transferOverAwaited],
      }),
    );
    await fill(user, '99999', 'BEFTN-7782');
    await user.click(screen.getByRole('button', { name: 'Record bank transfer' }));

    expect(await screen.findByText(PAYMENT_RAIL_MESSAGES.transferOverAwaited)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (Tk.)')).toHaveAccessibleDescription(
      PAYMENT_RAIL_MESSAGES.transferOverAwaited,
    );
  });
});
