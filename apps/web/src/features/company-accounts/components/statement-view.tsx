import { Trans, useLingui } from '@lingui/react/macro';
import {
  INVOICE_STATUS_LABELS,
  type CurrencyCode,
  type InvoiceStatus,
  type Statement,
  type StatementInvoice,
} from '@partline/shared';
import { Fragment } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useFormat } from '@/lib/i18n/format';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
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
  const buyerText = useBuyerText();
  return <Badge {...STATUS_BADGE[status]}>{buyerText(INVOICE_STATUS_LABELS[status])}</Badge>;
}

/** The columns of the invoices on account, their amounts in the company's `currency`. */
function useInvoiceColumns(currency: CurrencyCode): DataColumn<StatementInvoice>[] {
  const { t } = useLingui();
  const format = useFormat();
  return [
    {
      // The invoice and, under it, the order it bills: one column, so the table fits 1280 px.
      header: t`Invoice`,
      kind: 'title',
      cell: (invoice) => (
        <>
          <Identifier>{invoice.number}</Identifier>
          <OrderNumberLink number={invoice.orderNumber} className="d-block small fw-normal" />
        </>
      ),
    },
    {
      header: t`Issued`,
      className: 'text-nowrap',
      cell: (invoice) => format.shortDate(new Date(invoice.issuedAt)),
    },
    {
      header: t`Due`,
      className: 'text-nowrap',
      cell: (invoice) => format.shortCalendarDay(invoice.dueDate),
    },
    {
      header: t`PO number`,
      cell: ({ buyerName, ...invoice }) => (
        <>
          {invoice.poNumber === null ? '—' : <Identifier>{invoice.poNumber}</Identifier>}
          <span className="d-block small text-muted">{t`by ${buyerName}`}</span>
        </>
      ),
    },
    {
      header: t`Total`,
      align: 'end',
      cell: (invoice) => <Money amount={invoice.total} currency={currency} />,
    },
    {
      header: t({ message: 'Open', context: 'invoice not yet paid' }),
      align: 'end',
      cell: (invoice) => <Money amount={invoice.open} currency={currency} />,
    },
    { header: t`Status`, cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  ];
}

/**
 * What the company withheld at source of a payment, each with its certificate (decision 307), as
 * `paymentPartsOf` of the shared package words them after the amount received.
 */
function WithheldParts({
  payment,
  currency,
}: {
  payment: Statement['payments'][number];
  currency: CurrencyCode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const parts: string[] = [];
  if (payment.vdsCertificate) {
    const amount = format.money(payment.vatWithheld, currency);
    const { number } = payment.vdsCertificate;
    const date = format.calendarDay(payment.vdsCertificate.date);
    parts.push(t`VAT withheld ${amount} (Mushak-6.6 no. ${number}, ${date})`);
  }
  if (payment.tdsCertificate) {
    const amount = format.money(payment.incomeTaxWithheld, currency);
    const { number } = payment.tdsCertificate;
    const date = format.calendarDay(payment.tdsCertificate.date);
    parts.push(t`Income tax withheld ${amount} (certificate no. ${number}, ${date})`);
  }
  return parts.map((part) => (
    <span key={part} className="d-block small text-body-secondary">
      {part}
    </span>
  ));
}

/**
 * A company's statement of account (decision 145): terms, credit limit and balances, every
 * invoice on account with its status, where to pay them (decision 304), and the bank payments
 * recorded; every amount in the company's currency (decision 327).
 */
export function StatementView({ statement }: { statement: Statement }) {
  const { currency } = statement;
  const { t } = useLingui();
  const format = useFormat();
  // 'Net 30' in the reader's digits.
  const days = statement.paymentTermsDays;
  const terms = days ? format.number(days) : null;
  const invoiceColumns = useInvoiceColumns(currency);
  // What `statementFigures` of the shared package lists, in the reader's language.
  const figures: [label: string, value: string][] = [
    [t`Terms`, terms ? t`Net ${terms}` : t`Card only`],
    [t`Credit limit`, format.money(statement.creditLimit, currency)],
    [t`Open balance`, format.money(statement.openBalance, currency)],
    [t`Overdue`, format.money(statement.overdueBalance, currency)],
    [t`Available credit`, format.money(statement.availableCredit, currency)],
  ];
  return (
    <div className="statement">
      <dl className="statement__figures" aria-label={t`Balances`}>
        {figures.map(([label, value]) => (
          <div key={label} className="statement__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="h6 mt-4">
        <Trans>Invoices on account</Trans>
      </h2>
      {statement.invoices.length === 0 ? (
        <EmptyState title={t`No invoices on account yet`}>
          <p>
            <Trans>Orders placed on account are invoiced here, with their due dates.</Trans>
          </p>
        </EmptyState>
      ) : (
        <DataTable
          label={t`Invoices on account`}
          columns={invoiceColumns}
          rows={statement.invoices}
          rowKey={(invoice) => invoice._id}
        />
      )}
      {statement.notes.length > 0 ? (
        <>
          <h2 className="h6 mt-4">
            <Trans>Credit and debit notes</Trans>
          </h2>
          <ul className="statement__payments" aria-label={t`Credit and debit notes`}>
            {statement.notes.map((note) => {
              const { number, invoiceNumber } = note;
              const issued = format.shortDate(new Date(note.issuedAt));
              return (
                <li key={note._id}>
                  <Trans>
                    <Identifier>{number}</Identifier> on {issued} for invoice{' '}
                    <Identifier>{invoiceNumber}</Identifier>:
                  </Trans>{' '}
                  <strong>
                    <Money amount={note.amount} currency={currency} />
                  </strong>{' '}
                  <span className="text-muted">({note.reason})</span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {statement.invoices.length > 0 ? <PayInto accounts={statement.payTo} /> : null}
      {statement.payments.length > 0 ? (
        <>
          <h2 className="h6 mt-4">
            <Trans>Payments received</Trans>
          </h2>
          <ul className="statement__payments">
            {statement.payments.map((payment) => {
              const receivedOn = format.calendarDay(payment.receivedOn);
              const { reference } = payment;
              return (
                <li key={payment._id}>
                  <strong>
                    <Money amount={payment.amount} currency={currency} />
                  </strong>{' '}
                  {reference ? t`on ${receivedOn}, reference ${reference}:` : t`on ${receivedOn}:`}{' '}
                  {payment.invoices.map((paid, index) => (
                    <Fragment key={paid.number}>
                      {index > 0 ? ', ' : null}
                      <Identifier>{paid.number}</Identifier>{' '}
                      <Money amount={paid.amount} currency={currency} />
                      {paid.vatWithheld > 0 ? (
                        <>
                          {' '}
                          + <Trans>VAT withheld</Trans>{' '}
                          <Money amount={paid.vatWithheld} currency={currency} />
                        </>
                      ) : null}
                      {paid.incomeTaxWithheld > 0 ? (
                        <>
                          {' '}
                          + <Trans>income tax withheld</Trans>{' '}
                          <Money amount={paid.incomeTaxWithheld} currency={currency} />
                        </>
                      ) : null}
                    </Fragment>
                  ))}
                  {/* What the company withheld at source, each with its certificate (decision 307). */}
                  <WithheldParts payment={payment} currency={currency} />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
