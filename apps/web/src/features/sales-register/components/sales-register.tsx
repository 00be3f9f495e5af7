import {
  formatShopMonthName,
  previousShopMonth,
  SALES_REGISTER_MESSAGES as M,
  SalesRegisterQuerySchema,
  shopMonth,
  type SalesRegisterRateTotal,
  type SalesRegisterSummary,
} from '@partline/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { takaColumn } from '@/components/ui/figure-columns';
import { Icon } from '@/components/ui/icon';
import { Money } from '@/components/ui/money';
import { QueryState } from '@/components/ui/query-state';
import { useDownloadSalesRegister } from '../api/download-sales-register';
import { useSalesRegister } from '../api/get-sales-register';

const columns: DataColumn<SalesRegisterRateTotal>[] = [
  { header: 'Rate', kind: 'title', className: 'fw-normal', cell: (rate) => rate.label },
  takaColumn('Value excl. VAT', (rate) => rate.valueExclVat),
  takaColumn('SD', (rate) => rate.sd),
  takaColumn('VAT', (rate) => rate.vat),
  takaColumn('Total', (rate) => rate.total),
];

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The month's totals by rate, the grand total in the footer. */
function RegisterTotals({ summary }: { summary: SalesRegisterSummary }) {
  return (
    <>
      <p className="sales-register__counts">
        {summary.invoices} tax invoices, {summary.creditNotes} credit notes, {summary.debitNotes}{' '}
        debit notes
      </p>
      <DataTable
        label={`${M.totalsHeading}, ${formatShopMonthName(summary.month)}`}
        cards={false}
        rows={summary.byRate}
        rowKey={(rate) => `${rate.zeroRated ? 'zero' : rate.vatRate}`}
        columns={columns}
        footer={
          <tr>
            <th scope="row">{M.grandTotal}</th>
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
  const [month, setMonth] = useState(previousShopMonth);
  const checked = SalesRegisterQuerySchema.shape.month.safeParse(month);
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? M.monthInvalid);
  const summary = useSalesRegister(month, checked.success);
  const download = useDownloadSalesRegister();

  const save = (format: 'csv' | 'pdf') =>
    download.mutate(
      { month, format },
      {
        onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
        onError: (failure) => {
          if (cancelled(failure)) return;
          toast.error(failure.message || M.downloadFailed);
        },
      },
    );

  return (
    <section className="export-card sales-register" aria-labelledby="sales-register-month-title">
      <h2 id="sales-register-month-title" className="export-card__title">
        {checked.success ? formatShopMonthName(month) : M.title}
      </h2>
      <div className="sales-register__controls">
        <div className="sales-register__month">
          <label htmlFor="sales-register-month" className="form-label">
            {M.monthLabel}
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
              {error}
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
          {M.downloadCsv}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={!checked.success || download.isPending}
          onClick={() => save('pdf')}
        >
          <Icon name="download" size={16} className="me-2" />
          {M.downloadPdf}
        </button>
      </div>
      {checked.success ? (
        <QueryState
          query={summary}
          what="the sales register"
          isEmpty={(data) => data.invoices + data.creditNotes + data.debitNotes === 0}
          empty={<p className="text-muted mb-0">{M.noDocuments}</p>}
        >
          {(data) => <RegisterTotals summary={data} />}
        </QueryState>
      ) : null}
    </section>
  );
}
