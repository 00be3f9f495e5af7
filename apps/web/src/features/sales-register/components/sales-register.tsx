import {
  previousShopMonth,
  salesRegisterRateLabel,
  SALES_REGISTER_MESSAGES as M,
  SalesRegisterQuerySchema,
  shopMonth,
  type SalesRegisterRateTotal,
  type SalesRegisterSummary,
} from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { takaColumn } from '@/components/ui/figure-columns';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { QueryState } from '@/components/ui/query-state';
import { useBackOfficeText, useMonthName } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { useDownloadSalesRegister } from '../api/download-sales-register';
import { useSalesRegister } from '../api/get-sales-register';

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The month's totals by rate, the grand total in the footer. */
function RegisterTotals({ summary }: { summary: SalesRegisterSummary }) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const monthName = useMonthName();
  const columns: DataColumn<SalesRegisterRateTotal>[] = [
    {
      header: t`Rate`,
      kind: 'title',
      className: 'fw-normal',
      // The API's English label, read again from the rate in the reader's language.
      cell: (rate) => text(salesRegisterRateLabel(rate.vatRate, rate.zeroRated)),
    },
    takaColumn(t`Value excl. VAT`, (rate) => rate.valueExclVat),
    takaColumn(t`SD`, (rate) => rate.sd),
    takaColumn(t`VAT`, (rate) => rate.vat),
    takaColumn(t`Total`, (rate) => rate.total),
  ];
  const invoices = format.number(summary.invoices);
  const creditNotes = format.number(summary.creditNotes);
  const debitNotes = format.number(summary.debitNotes);
  const totalsHeading = text(M.totalsHeading);
  const month = monthName(summary.month);
  return (
    <>
      <p className="sales-register__counts">
        <Trans>
          {invoices} tax invoices, {creditNotes} credit notes, {debitNotes} debit notes
        </Trans>
      </p>
      <DataTable
        label={`${totalsHeading}, ${month}`}
        cards={false}
        rows={summary.byRate}
        rowKey={(rate) => `${rate.zeroRated ? 'zero' : rate.vatRate}`}
        columns={columns}
        footer={
          <tr>
            <th scope="row">{text(M.grandTotal)}</th>
            {[summary.valueExclVat, summary.sd, summary.vat, summary.total].map((taka, index) => (
              <td key={index} className="text-end text-nowrap fw-semibold">
                <Money taka={taka} />
              </td>
            ))}
          </tr>
        }
      />
    </>
  );
}

/**
 * The sales register (Mushak-6.2, decision 308) for the shop admin: a month of the shop's calendar
 * (the previous month at first), its totals by rate on screen, and the register as CSV or PDF.
 */
export function SalesRegister() {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const monthName = useMonthName();
  const [month, setMonth] = useState(previousShopMonth);
  const checked = SalesRegisterQuerySchema.shape.month.safeParse(month);
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? M.monthInvalid);
  const summary = useSalesRegister(month, checked.success);
  const download = useDownloadSalesRegister();

  const save = (format: 'csv' | 'pdf') =>
    download.mutate(
      { month, format },
      {
        onSuccess: (fileName) => toast.success(t`Downloaded ${fileName}`),
        onError: (failure) => {
          if (cancelled(failure)) return;
          toast.error(text(failure.message || M.downloadFailed));
        },
      },
    );

  return (
    <section className="export-card sales-register" aria-labelledby="sales-register-month-title">
      <h2 id="sales-register-month-title" className="export-card__title">
        {checked.success ? monthName(month) : text(M.title)}
      </h2>
      <div className="sales-register__controls">
        <div className="sales-register__month">
          <label htmlFor="sales-register-month" className="form-label">
            {text(M.monthLabel)}
          </label>
          <input
            id="sales-register-month"
            type="month"
            className={error ? 'form-control is-invalid' : 'form-control'}
            value={month}
            max={shopMonth()}
            onChange={(event) => setMonth(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sales-register-month-error' : undefined}
          />
          {error ? (
            <div id="sales-register-month-error" className="invalid-feedback">
              {text(error)}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={!checked.success || download.isPending}
          onClick={() => save('csv')}
        >
          <Icon name="download" size={16} className="me-2" />
          {text(M.downloadCsv)}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={!checked.success || download.isPending}
          onClick={() => save('pdf')}
        >
          <Icon name="download" size={16} className="me-2" />
          {text(M.downloadPdf)}
        </button>
      </div>
      {checked.success ? (
        <QueryState
          query={summary}
          what={t`the sales register`}
          isEmpty={(data) => data.invoices + data.creditNotes + data.debitNotes === 0}
          empty={<p className="text-muted mb-0">{text(M.noDocuments)}</p>}
        >
          {(data) => <RegisterTotals summary={data} />}
        </QueryState>
      ) : null}
    </section>
  );
}
