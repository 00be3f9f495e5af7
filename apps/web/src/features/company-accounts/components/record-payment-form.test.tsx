import { RECEIVABLES_MESSAGES, WITHHOLDING_MESSAGES } from '@partline/shared';
import { buildStatement } from '@partline/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { RecordPaymentForm } from './record-payment-form';

const statement = buildStatement();
const companyId = statement.companyId;
const invoice = statement.invoices[0]!;
const route = `POST /api/admin/companies/${companyId}/payments`;
const amountField = () => screen.getByRole('textbox', { name: /^INV-2026-000042 \(open/ });

function renderForm(reply: Parameters<typeof mockApi>[0][string]) {
  const fetchMock = mockApi({ [route]: reply });
  const view = renderWithProviders(
    <RecordPaymentForm companyId={companyId} invoices={statement.invoices} />,
  );
  return { ...view, fetchMock };
}

describe('RecordPaymentForm (decision 143)', () => {
  it('takes an amount grouped in lakhs or thousands and sends the number', async () => {
    const { user, fetchMock } = renderForm({ insertedId: invoice._id, openBalance: 0 });
    await user.type(amountField(), '12,000');
    await user.type(screen.getByLabelText('Bank reference'), 'BRAC-77');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await screen.findByText(RECEIVABLES_MESSAGES.paymentRecorded);
    expect(sentBody(fetchMock, '/payments')).toMatchObject({
      amount: 12_000,
      allocations: [{ invoiceId: invoice._id, amount: 12_000 }],
    });
  });

  it('empties every field once the payment is recorded, so it cannot be recorded twice', async () => {
    const { user } = renderForm({ insertedId: invoice._id, openBalance: 10_000 });
    await user.type(amountField(), '2,000');
    await user.type(screen.getByLabelText('Bank reference'), 'BRAC-78');
    expect(screen.getByText('Payment').nextElementSibling).toHaveTextContent('Tk. 2,000');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await screen.findByText(RECEIVABLES_MESSAGES.paymentRecorded);
    expect(amountField()).toHaveValue('');
    expect(screen.getByLabelText('Bank reference')).toHaveValue('');
    expect(screen.getByText('Payment').nextElementSibling).toHaveTextContent('Tk. 0');
  });

  it('keeps what was typed when the server refuses it', async () => {
    const { user } = renderForm(errorReply(409, 'conflict', 'Too much'));
    await user.type(amountField(), '50,00,000');
    await user.type(screen.getByLabelText('Bank reference'), 'BRAC-79');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await screen.findByText('Too much');
    expect(amountField()).toHaveValue('50,00,000');
  });

  it('says what is wrong with text that is not an amount, never "NaN"', async () => {
    const { user } = renderForm({ insertedId: invoice._id, openBalance: 0 });
    await user.type(amountField(), '12,0');
    await user.type(screen.getByLabelText('Bank reference'), 'BRAC-80');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent(/NaN/);
    expect(alert.textContent).not.toBe('');
  });

  it('records VAT and income tax withheld at source with their certificates (decision 307)', async () => {
    const fetchMock = mockApi({ [route]: { insertedId: invoice._id, openBalance: 0 } });
    const { user } = renderWithProviders(
      <RecordPaymentForm
        companyId={companyId}
        invoices={statement.invoices}
        vatWithholding
        incomeTaxDeductor
      />,
    );
    await user.type(amountField(), '10,000');
    await user.type(screen.getByLabelText('Bank reference'), 'BRAC-81');
    await user.type(screen.getByLabelText(/^VAT deducted at source from/), '1,500');
    await user.type(screen.getByLabelText(/^Income tax deducted from/), '500');
    await user.type(screen.getByLabelText('Mushak-6.6 certificate number'), 'M66-7');
    await user.type(screen.getByLabelText('Mushak-6.6 certificate date'), '2026-11-18');
    await user.type(screen.getByLabelText('Income tax certificate number'), 'TDS-9');
    await user.type(screen.getByLabelText('Income tax certificate date'), '2026-11-19');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await screen.findByText(RECEIVABLES_MESSAGES.paymentRecorded);
    expect(sentBody(fetchMock, '/payments')).toMatchObject({
      amount: 10_000,
      vatWithheld: 1_500,
      vdsCertificateNumber: 'M66-7',
      vdsCertificateDate: '2026-11-18',
      incomeTaxWithheld: 500,
      tdsCertificateNumber: 'TDS-9',
      tdsCertificateDate: '2026-11-19',
      allocations: [
        { invoiceId: invoice._id, amount: 10_000, vatWithheld: 1_500, incomeTaxWithheld: 500 },
      ],
    });
  });

  it('shows no withholding fields for a company that withholds nothing', () => {
    renderForm({ insertedId: invoice._id, openBalance: 0 });
    expect(screen.queryByLabelText('Mushak-6.6 certificate number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^VAT deducted at source from/)).not.toBeInTheDocument();
  });

  it('refuses VAT withheld without its certificate before sending it', async () => {
    const fetchMock = mockApi({ [route]: { insertedId: invoice._id, openBalance: 0 } });
    const { user } = renderWithProviders(
      <RecordPaymentForm companyId={companyId} invoices={statement.invoices} vatWithholding />,
    );
    await user.type(screen.getByLabelText(/^VAT deducted at source from/), '1,500');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      WITHHOLDING_MESSAGES.certificateNumberRequired,
    );
    const posted = fetchMock.mock.calls.some(([url]) => String(url).includes('/payments'));
    expect(posted).toBe(false);
  });
});
