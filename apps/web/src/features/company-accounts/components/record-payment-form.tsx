import {
  formatTaka,
  parseGroupedNumber,
  RECEIVABLES_MESSAGES,
  RecordPaymentInputSchema,
  shopDay,
  toPoisha,
  toTaka,
  type StatementInvoice,
} from '@partline/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useRecordPayment } from '../api/company-accounts';
import { Money } from '@/components/ui/money';

interface Values {
  receivedOn: string;
  reference: string;
  /** Taka against each open invoice, by invoice id, as typed. */
  amounts: Record<string, string>;
}

/**
 * Records a bank payment (decision 143): the day it arrived, the bank reference and what it pays
 * of each open invoice; the payment's amount is their sum. Checked with the shared schema before
 * it is sent, and again by the server (no invoice takes more than it still asks).
 */
export function RecordPaymentForm({
  companyId,
  invoices,
}: {
  companyId: string;
  invoices: readonly StatementInvoice[];
}) {
  const open = invoices.filter((invoice) => invoice.open > 0);
  const record = useRecordPayment();
  const [problem, setProblem] = useState<string>();
  const { register, handleSubmit, reset, control } = useForm<Values>({
    defaultValues: { receivedOn: shopDay(), reference: '', amounts: {} },
  });
  const amounts = useWatch({ control, name: 'amounts' });
  const totalPoisha = Object.values(amounts ?? {}).reduce((sum, value) => {
    const taka = value ? parseGroupedNumber(value) : undefined;
    if (taka === undefined) return sum;
    try {
      return sum + toPoisha(taka);
    } catch {
      return sum;
    }
  }, 0);

  const onSubmit = handleSubmit((values) => {
    const allocations = Object.entries(values.amounts)
      .filter(([, value]) => value.trim() !== '')
      // `50,00,000` and `5,000,000` alike; other text goes as typed, for the schema's message.
      .map(([invoiceId, value]) => ({ invoiceId, amount: parseGroupedNumber(value) ?? value }));
    const parsed = RecordPaymentInputSchema.safeParse({
      amount: toTaka(totalPoisha),
      receivedOn: values.receivedOn,
      reference: values.reference,
      allocations,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    record.mutate(
      { companyId, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(RECEIVABLES_MESSAGES.paymentRecorded);
          // Every amount field emptied by name: `amounts: {}` alone leaves the typed figures in
          // the inputs, inviting the same payment twice.
          reset({
            receivedOn: shopDay(),
            reference: '',
            amounts: Object.fromEntries(open.map((invoice) => [invoice._id, ''])),
          });
        },
        onError: (error) => toast.error(error.message),
      },
    );
  });

  if (open.length === 0) return null;
  return (
    <Form noValidate aria-label="Record a bank payment" onSubmit={onSubmit} className="mt-4">
      <h2 className="h6">Record a bank payment</h2>
      <div className="row g-3">
        <Field
          id="payment-received-on"
          label="Received on"
          type="date"
          className="col-12 col-md-6"
          {...register('receivedOn')}
        />
        <Field
          id="payment-reference"
          label="Bank reference"
          className="col-12 col-md-6"
          {...register('reference')}
        />
        {open.map((invoice) => (
          <Field
            key={invoice._id}
            id={`payment-${invoice._id}`}
            label={`${invoice.number} (open ${formatTaka(invoice.open)})`}
            inputMode="decimal"
            className="col-12 col-md-6"
            {...register(`amounts.${invoice._id}`)}
          />
        ))}
      </div>
      <p className="cart-total mt-3">
        <span>Payment</span>
        <output className="cart-total__value">
          <Money taka={toTaka(totalPoisha)} />
        </output>
      </p>
      {problem ? (
        <p className="text-danger small" role="alert">
          {problem}
        </p>
      ) : null}
      <SubmitButton pending={record.isPending}>Record payment</SubmitButton>
    </Form>
  );
}
