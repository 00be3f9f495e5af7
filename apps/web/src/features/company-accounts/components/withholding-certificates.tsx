import { Trans, useLingui } from '@lingui/react/macro';
import {
  BASE_CURRENCY,
  WITHHOLDING_KIND_LABELS,
  type AwaitingCertificate,
  type CurrencyCode,
  type WithholdingCertificate,
  type WithholdingCertificates as Certificates,
} from '@partline/shared';
import { Fragment } from 'react';
import { useFormat } from '@/lib/i18n/format';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { Identifier, Money } from '@/components/ui/money';
import { useMyWithholdingCertificates } from '../api/company-accounts';

/**
 * An amount withheld in the company's `currency` and, for a company billed in another currency,
 * its Taka value at the invoice's recorded rate beneath — what a Mushak-6.6 certificate (and a
 * certificate of income tax deducted) states (decision 327).
 */
function Withheld({
  amount,
  taka,
  currency,
}: {
  amount: number;
  taka: number | undefined;
  currency: CurrencyCode;
}) {
  return (
    <>
      <Money amount={amount} currency={currency} />
      {currency !== BASE_CURRENCY && taka !== undefined ? (
        <span className="d-block small text-body-secondary text-nowrap">
          <Trans>
            Taka value: <Money taka={taka} />
          </Trans>
        </span>
      ) : null}
    </>
  );
}

function useCertificateColumns(currency: CurrencyCode): DataColumn<WithholdingCertificate>[] {
  const { t } = useLingui();
  const format = useFormat();
  const buyerText = useBuyerText();
  return [
    {
      header: t`Certificate`,
      kind: 'title',
      cell: (c) => <Identifier>{c.number}</Identifier>,
    },
    { header: t`Kind`, cell: (c) => buyerText(WITHHOLDING_KIND_LABELS[c.kind]) },
    { header: t`Date`, className: 'text-nowrap', cell: (c) => format.calendarDay(c.date) },
    {
      header: t`Amount`,
      align: 'end',
      cell: (c) => <Withheld amount={c.amount} taka={c.amountBdt} currency={currency} />,
    },
    {
      header: t`Invoices`,
      cell: (c) =>
        c.invoices.map((invoice, index) => (
          <Fragment key={invoice.invoiceId}>
            {index > 0 ? ', ' : null}
            <Identifier>{invoice.number}</Identifier>{' '}
            <Money amount={invoice.amount} currency={currency} />
          </Fragment>
        )),
    },
  ];
}

function useAwaitingColumns(currency: CurrencyCode): DataColumn<AwaitingCertificate>[] {
  const { t } = useLingui();
  const format = useFormat();
  const buyerText = useBuyerText();
  return [
    { header: t`Invoice`, kind: 'title', cell: (a) => <Identifier>{a.number}</Identifier> },
    { header: t`Awaits`, cell: (a) => buyerText(WITHHOLDING_KIND_LABELS[a.kind]) },
    {
      header: t`Issued`,
      className: 'text-nowrap',
      cell: (a) => format.shortDate(new Date(a.issuedAt)),
    },
    {
      header: t`Total`,
      align: 'end',
      cell: (a) => <Money amount={a.total} currency={currency} />,
    },
    {
      header: t`VAT`,
      align: 'end',
      cell: (a) => <Withheld amount={a.vat} taka={a.vatBdt} currency={currency} />,
    },
  ];
}

/** The certificates and the invoices awaiting one, once loaded. */
export function CertificatesView({ data }: { data: Certificates }) {
  const { t } = useLingui();
  const certificateColumns = useCertificateColumns(data.currency);
  const awaitingColumns = useAwaitingColumns(data.currency);
  if (!data.vatWithholding && !data.incomeTaxDeductor && data.certificates.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="withholding-certificates" className="mt-4">
      <h2 id="withholding-certificates" className="h6">
        <Trans>Withholding certificates</Trans>
      </h2>
      {data.certificates.length === 0 ? (
        <p className="text-body-secondary">
          <Trans>No certificate recorded yet.</Trans>
        </p>
      ) : (
        <DataTable
          label={t`Certificates recorded`}
          columns={certificateColumns}
          rows={data.certificates}
          rowKey={(c) => `${c.paymentId}-${c.kind}`}
        />
      )}
      <h3 className="h6 mt-3">
        <Trans>Invoices awaiting a certificate</Trans>
      </h3>
      {data.awaiting.length === 0 ? (
        <p className="text-body-secondary">
          <Trans>None: every paid invoice has its certificate.</Trans>
        </p>
      ) : (
        <DataTable
          label={t`Invoices awaiting a certificate`}
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
  const { t } = useLingui();
  return (
    <QueryState
      query={certificates}
      loadingLabel={t`Loading the withholding certificates…`}
      errorMessage={t`We could not load the withholding certificates.`}
    >
      {(data) => <CertificatesView data={data} />}
    </QueryState>
  );
}
