import {
  formatCalendarDay,
  formatShopShortDate,
  formatShortCalendarDate,
  INVOICE_STATUS_LABELS,
  paymentPartsOf,
  statementFigures,
  type CurrencyCode,
  type InvoiceStatus,
  type Statement,
  type StatementInvoice,
} from '@partline/shared';
import { Fragment } from 'react';
import Badge from 'react-bootstrap/Badge';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Identifier, Money } from '@/components/ui/money';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { PayInto } from './pay-into';

/** The status badge's colours. */
const STATUS_BADGE: Record<InvoiceStatus, { bg: string; text: string }> = {
  open: { bg: 'info-subtle', text: 'info-emphasis' },
  partly_paid: { bg: 'warning-subtle', text: 'warning-emphasis' },
  paid: { bg: 'success-subtle', text: 'success-emphasis' },
  overdue: { bg: 'danger-subtle', text: 'danger-emphasis' },
  credited: { bg: 'secondary-subtle', text: 'secondary-emphasis' },
};

/** An invoice's status as a badge. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge {...STATUS_BADGE[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}

/** The columns of the invoices on account, their amounts in the company's `currency`. */
const columnsIn = (currency: CurrencyCode): DataColumn<StatementInvoice>[] => [
  {
    // The invoice and, under it, the order it bills: one column, so the table fits 1280 px.
    header: 'Invoice',
    kind: 'title',
    cell: (invoice) => (
      <>
        <Identifier>{invoice.number}</Identifier>
        <OrderNumberLink number={invoice.orderNumber} className="d-block small fw-normal" />
      </>
    ),
  },
  {
    header: 'Issued',
    className: 'text-nowrap',
    cell: (invoice) => formatShopShortDate(new Date(invoice.issuedAt)),
  },
  {
    header: 'Due',
    className: 'text-nowrap',
    cell: (invoice) => formatShortCalendarDate(invoice.dueDate),
  },
  {
    header: 'PO number',
    cell: (invoice) => (
      <>
        {invoice.poNumber === null ? '—' : <Identifier>{invoice.poNumber}</Identifier>}
        <span className="d-block small text-muted">by {invoice.buyerName}</span>
      </>
    ),
  },
  {
    header: 'Total',
    align: 'end',
    cell: (invoice) => <Money amount={invoice.total} currency={currency} />,
  },
  {
    header: 'Open',
    align: 'end',
    cell: (invoice) => <Money amount={invoice.open} currency={currency} />,
  },
  { header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
];

/**
 * A company's statement of account (decision 145): terms, credit limit and balances, every
 * invoice on account with its status, where to pay them (decision 304), and the bank payments
 * recorded; every amount in the company's currency (decision 327).
 */
export function StatementView({ statement }: { statement: Statement }) {
  const { currency } = statement;
  return (
    <div className="statement">
      <dl className="statement__figures" aria-label="Balances">
        {statementFigures(statement).map(([label, value]) => (
          <div key={label} className="statement__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="h6 mt-4">Invoices on account</h2>
      {statement.invoices.length === 0 ? (
        <EmptyState title="No invoices on account yet">
          <p>Orders placed on account are invoiced here, with their due dates.</p>
        </EmptyState>
      ) : (
        <DataTable
          label="Invoices on account"
          columns={columnsIn(currency)}
          rows={statement.invoices}
          rowKey={(invoice) => invoice._id}
        />
      )}
      {statement.notes.length > 0 ? (
        <>
          <h2 className="h6 mt-4">Credit and debit notes</h2>
          <ul className="statement__payments" aria-label="Credit and debit notes">
            {statement.notes.map((note) => (
              <li key={note._id}>
                <Identifier>{note.number}</Identifier> on{' '}
                {formatShopShortDate(new Date(note.issuedAt))} for invoice{' '}
                <Identifier>{note.invoiceNumber}</Identifier>:{' '}
                <strong>
                  <Money amount={note.amount} currency={currency} />
                </strong>{' '}
                <span className="text-muted">({note.reason})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {statement.invoices.length > 0 ? <PayInto accounts={statement.payTo} /> : null}
      {statement.payments.length > 0 ? (
        <>
          <h2 className="h6 mt-4">Payments received</h2>
          <ul className="statement__payments">
            {statement.payments.map((payment) => (
              <li key={payment._id}>
                <strong>
                  <Money amount={payment.amount} currency={currency} />
                </strong>{' '}
                on {formatCalendarDay(payment.receivedOn)}
                {payment.reference ? `, reference ${payment.reference}` : ''}:{' '}
                {payment.invoices.map((paid, index) => (
                  <Fragment key={paid.number}>
                    {index > 0 ? ', ' : null}
                    <Identifier>{paid.number}</Identifier>{' '}
                    <Money amount={paid.amount} currency={currency} />
                    {paid.vatWithheld > 0 ? (
                      <>
                        {' '}
                        + VAT withheld <Money amount={paid.vatWithheld} currency={currency} />
                      </>
                    ) : null}
                    {paid.incomeTaxWithheld > 0 ? (
                      <>
                        {' '}
                        + income tax withheld{' '}
                        <Money amount={paid.incomeTaxWithheld} currency={currency} />
                      </>
                    ) : null}
                  </Fragment>
                ))}
                {/* What the company withheld at source, each with its certificate (decision 307). */}
                {paymentPartsOf(payment, currency)
                  .slice(1)
                  .map((part) => (
                    <span key={part} className="d-block small text-body-secondary">
                      {part}
                    </span>
                  ))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
