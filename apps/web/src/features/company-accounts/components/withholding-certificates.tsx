import {
  formatCalendarDay,
  formatShopShortDate,
  WITHHOLDING_KIND_LABELS,
  type AwaitingCertificate,
  type WithholdingCertificate,
  type WithholdingCertificates as Certificates,
} from '@partline/shared';
import { Fragment } from 'react';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { Identifier, Money } from '@/components/ui/money';
import { useMyWithholdingCertificates } from '../api/company-accounts';

const certificateColumns: DataColumn<WithholdingCertificate>[] = [
  {
    header: 'Certificate',
    kind: 'title',
    cell: (c) => <Identifier>{c.number}</Identifier>,
  },
  { header: 'Kind', cell: (c) => WITHHOLDING_KIND_LABELS[c.kind] },
  { header: 'Date', className: 'text-nowrap', cell: (c) => formatCalendarDay(c.date) },
  { header: 'Amount', align: 'end', cell: (c) => <Money taka={c.amount} /> },
  {
    header: 'Invoices',
    cell: (c) =>
      c.invoices.map((invoice, index) => (
        <Fragment key={invoice.invoiceId}>
          {index > 0 ? ', ' : null}
          <Identifier>{invoice.number}</Identifier> <Money taka={invoice.amount} />
        </Fragment>
      )),
  },
];

const awaitingColumns: DataColumn<AwaitingCertificate>[] = [
  { header: 'Invoice', kind: 'title', cell: (a) => <Identifier>{a.number}</Identifier> },
  { header: 'Awaits', cell: (a) => WITHHOLDING_KIND_LABELS[a.kind] },
  {
    header: 'Issued',
    className: 'text-nowrap',
    cell: (a) => formatShopShortDate(new Date(a.issuedAt)),
  },
  { header: 'Total', align: 'end', cell: (a) => <Money taka={a.total} /> },
  { header: 'VAT', align: 'end', cell: (a) => <Money taka={a.vat} /> },
];

/** The certificates and the invoices awaiting one, once loaded. */
export function CertificatesView({ data }: { data: Certificates }) {
  if (!data.vatWithholding && !data.incomeTaxDeductor && data.certificates.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="withholding-certificates" className="mt-4">
      <h2 id="withholding-certificates" className="h6">
        Withholding certificates
      </h2>
      {data.certificates.length === 0 ? (
        <p className="text-body-secondary">No certificate recorded yet.</p>
      ) : (
        <DataTable
          label="Certificates recorded"
          columns={certificateColumns}
          rows={data.certificates}
          rowKey={(c) => `${c.paymentId}-${c.kind}`}
        />
      )}
      <h3 className="h6 mt-3">Invoices awaiting a certificate</h3>
      {data.awaiting.length === 0 ? (
        <p className="text-body-secondary">None: every paid invoice has its certificate.</p>
      ) : (
        <DataTable
          label="Invoices awaiting a certificate"
          columns={awaitingColumns}
          rows={data.awaiting}
          rowKey={(a) => `${a.invoiceId}-${a.kind}`}
        />
      )}
    </section>
  );
}

/**
 * The company admin's "Withholding certificates" (decision 307): which certificates of VAT
 * (Mushak-6.6) and income tax withheld the shop recorded, and which paid invoices still await
 * one. Nothing for a company that withholds nothing.
 */
export function WithholdingCertificates() {
  const certificates = useMyWithholdingCertificates();
  return (
    <QueryState query={certificates} what="the withholding certificates">
      {(data) => <CertificatesView data={data} />}
    </QueryState>
  );
}
