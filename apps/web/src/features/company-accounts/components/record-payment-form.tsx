import { Trans, useLingui } from '@lingui/react/macro';
import {
  BASE_CURRENCY,
  formatAmount,
  parseGroupedNumber,
  RECEIVABLES_MESSAGES,
  RecordPaymentInputSchema,
  shopDay,
  toPoisha,
  toTaka,
  type CurrencyCode,
  type StatementInvoice,
} from '@partline/shared';
import { Fragment, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useRecordPayment } from '../api/company-accounts';
import { Money } from '@/components/ui/money';

interface Values {
  receivedOn: string;
  reference: string;
  /** Taka against each open invoice, by invoice id, as typed. */
  amounts: Record<string, string>;
  /** VAT and income tax withheld from each open invoice, by invoice id, as typed. */
  vds: Record<string, string>;
  tds: Record<string, string>;
  vdsCertificateNumber: string;
  vdsCertificateDate: string;
  tdsCertificateNumber: string;
  tdsCertificateDate: string;
}

/** The sum of typed Taka amounts, poisha (what cannot be read counts 0). */
function sumOf(typed: Record<string, string> | undefined): number {
  return Object.values(typed ?? {}).reduce((sum, value) => {
    const taka = value ? parseGroupedNumber(value) : undefined;
    if (taka === undefined) return sum;
    try {
      return sum + toPoisha(taka);
    } catch {
      return sum;
    }
  }, 0);
}

/** A typed amount as sent: `50,00,000` and `5,000,000` alike; other text as typed. */
const typedAmount = (value: string | undefined) =>
  value?.trim() ? (parseGroupedNumber(value) ?? value) : 0;

const EMPTY_CERTIFICATES = {
  vdsCertificateNumber: '',
  vdsCertificateDate: '',
  tdsCertificateNumber: '',
  tdsCertificateDate: '',
};

/**
 * Records a payment (decisions 143, 307): the day it arrived, the bank reference and what it pays
 * of each open invoice; the payment's amount is their sum. For a company the shop marks a VAT
 * withholding entity or an income-tax deductor, also the VAT and income tax it withheld from each
 * invoice and the certificates (Mushak-6.6; the income-tax certificate). Checked with the shared
 * schema before it is sent, and again by the server (no invoice takes more than it still asks).
 * Amounts are in the company's `currency` (decision 327).
 */
export function RecordPaymentForm({
  companyId,
  invoices,
  currency = BASE_CURRENCY,
  vatWithholding = false,
  incomeTaxDeductor = false,
}: {
  companyId: string;
  invoices: readonly StatementInvoice[];
  currency?: CurrencyCode;
  vatWithholding?: boolean;
  incomeTaxDeductor?: boolean;
}) {
  const open = invoices.filter((invoice) => invoice.open > 0);
  const { t } = useLingui();
  const text = useBackOfficeText();
  const record = useRecordPayment();
  /** An open invoice's amount field: its number and what is open on it. */
  const openInvoiceLabel = (number: string, open: string) => t`${number} (open ${open})`;
  const vdsLabel = (number: string) => t`VAT deducted at source from ${number}`;
  const tdsLabel = (number: string) => t`Income tax deducted from ${number}`;
  const [problem, setProblem] = useState<string>();
  const { register, handleSubmit, reset, control } = useForm<Values>({
    defaultValues: {
      receivedOn: shopDay(),
      reference: '',
      amounts: {},
      vds: {},
      tds: {},
      ...EMPTY_CERTIFICATES,
    },
  });
  const [amounts, vds, tds] = useWatch({ control, name: ['amounts', 'vds', 'tds'] });
  const totalPoisha = sumOf(amounts);
  const vdsPoisha = sumOf(vds);
  const tdsPoisha = sumOf(tds);

  const onSubmit = handleSubmit((values) => {
    const allocations = open
      .map((invoice) => ({
        invoiceId: invoice._id,
        amount: typedAmount(values.amounts[invoice._id]),
        vatWithheld: typedAmount(values.vds[invoice._id]),
        incomeTaxWithheld: typedAmount(values.tds[invoice._id]),
      }))
      .filter((a) => a.amount !== 0 || a.vatWithheld !== 0 || a.incomeTaxWithheld !== 0);
    const parsed = RecordPaymentInputSchema.safeParse({
      amount: toTaka(totalPoisha),
      receivedOn: values.receivedOn,
      reference: values.reference,
      vatWithheld: toTaka(vdsPoisha),
      vdsCertificateNumber: values.vdsCertificateNumber,
      vdsCertificateDate: values.vdsCertificateDate,
      incomeTaxWithheld: toTaka(tdsPoisha),
      tdsCertificateNumber: values.tdsCertificateNumber,
      tdsCertificateDate: values.tdsCertificateDate,
      allocations,
    });
    if (!parsed.success) {
      setProblem(text(parsed.error.issues[0]?.message));
      return;
    }
    setProblem(undefined);
    record.mutate(
      { companyId, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(text(RECEIVABLES_MESSAGES.paymentRecorded));
          // Every amount field emptied by name: `amounts: {}` alone leaves the typed figures in
          // the inputs, inviting the same payment twice.
          const empty = Object.fromEntries(open.map((invoice) => [invoice._id, '']));
          reset({
            receivedOn: shopDay(),
            reference: '',
            amounts: empty,
            vds: empty,
            tds: empty,
            ...EMPTY_CERTIFICATES,
          });
        },
        onError: (error) => toast.error(text(error.message)),
      },
    );
  });

  if (open.length === 0) return null;
  return (
    <Form noValidate aria-label={t`Record a bank payment`} onSubmit={onSubmit} className="mt-4">
      <h2 className="h6">
        <Trans>Record a bank payment</Trans>
      </h2>
      <div className="row g-3">
        <Field
          id="payment-received-on"
          label={t`Received on`}
          type="date"
          className="col-12 col-md-6"
          {...register('receivedOn')}
        />
        <Field
          id="payment-reference"
          label={t`Bank reference`}
          className="col-12 col-md-6"
          {...register('reference')}
        />
        {vatWithholding ? (
          <>
            <Field
              id="payment-vds-number"
              label={t`Mushak-6.6 certificate number`}
              className="col-12 col-md-6"
              {...register('vdsCertificateNumber')}
            />
            <Field
              id="payment-vds-date"
              label={t`Mushak-6.6 certificate date`}
              type="date"
              className="col-12 col-md-6"
              {...register('vdsCertificateDate')}
            />
          </>
        ) : null}
        {incomeTaxDeductor ? (
          <>
            <Field
              id="payment-tds-number"
              label={t`Income tax certificate number`}
              className="col-12 col-md-6"
              {...register('tdsCertificateNumber')}
            />
            <Field
              id="payment-tds-date"
              label={t`Income tax certificate date`}
              type="date"
              className="col-12 col-md-6"
              {...register('tdsCertificateDate')}
            />
          </>
        ) : null}
        {open.map((invoice) => (
          <Fragment key={invoice._id}>
            <Field
              id={`payment-${invoice._id}`}
              label={openInvoiceLabel(invoice.number, formatAmount(invoice.open, currency))}
              inputMode="decimal"
              className="col-12 col-md-6"
              {...register(`amounts.${invoice._id}`)}
            />
            {vatWithholding ? (
              <Field
                id={`payment-vds-${invoice._id}`}
                label={vdsLabel(invoice.number)}
                inputMode="decimal"
                className="col-12 col-md-3"
                {...register(`vds.${invoice._id}`)}
              />
            ) : null}
            {incomeTaxDeductor ? (
              <Field
                id={`payment-tds-${invoice._id}`}
                label={tdsLabel(invoice.number)}
                inputMode="decimal"
                className="col-12 col-md-3"
                {...register(`tds.${invoice._id}`)}
              />
            ) : null}
          </Fragment>
        ))}
      </div>
      <p className="cart-total mt-3">
        <span>
          <Trans>Payment</Trans>
        </span>
        <output className="cart-total__value">
          <Money amount={toTaka(totalPoisha)} currency={currency} />
        </output>
      </p>
      {vatWithholding || incomeTaxDeductor ? (
        <p className="small text-body-secondary">
          <Trans>
            Withheld at source: VAT <Money amount={toTaka(vdsPoisha)} currency={currency} />, income
            tax <Money amount={toTaka(tdsPoisha)} currency={currency} />
          </Trans>
        </p>
      ) : null}
      {problem ? (
        <p className="text-danger small" role="alert">
          {problem}
        </p>
      ) : null}
      <SubmitButton pending={record.isPending}>
        <Trans>Record payment</Trans>
      </SubmitButton>
    </Form>
  );
}
