import { Trans, useLingui } from '@lingui/react/macro';
import { type QuoteSummary } from '@partline/shared';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/format';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Email } from '@/components/ui/email';
import { versionLabel } from '../version-label';
import { QuoteStatusBadge } from './quote-status-badge';
import { Identifier, Money } from '@/components/ui/money';

export interface QuoteListProps {
  quotes: readonly QuoteSummary[];
  /** The page of one quote. */
  hrefOf: (quote: QuoteSummary) => string;
  /** Shows the client of each quote (the shop's list). */
  showClient?: boolean;
}

/** Quotes as a back-office list (decision 110): number, client, status, total, validity. */
export function QuoteList({ quotes, hrefOf, showClient = false }: QuoteListProps) {
  const { t } = useLingui();
  const format = useFormat();
  const openLabel = (number: string) => t`Open quote ${number}`;
  const columns: DataColumn<QuoteSummary>[] = [
    {
      header: t`Quote`,
      kind: 'title',
      cell: (quote) => {
        const { number } = quote;
        return (
          <Link to={hrefOf(quote)}>
            <Trans>
              Quote <Identifier>{number}</Identifier>
            </Trans>
          </Link>
        );
      },
    },
    ...(showClient
      ? [
          {
            header: t`Client`,
            cell: (quote: QuoteSummary) => (
              <>
                {quote.userName}
                <br />
                <Email address={quote.userEmail} />
              </>
            ),
          },
        ]
      : []),
    { header: t`Status`, cell: (quote) => <QuoteStatusBadge status={quote.status} /> },
    { header: t`Version`, align: 'end', cell: (quote) => versionLabel(quote.currentVersion) },
    {
      header: t`Total`,
      align: 'end',
      cell: (quote) => <Money amount={quote.totalPrice} currency={quote.currency} />,
    },
    {
      header: t`Valid until`,
      className: 'text-nowrap',
      cell: (quote) => (quote.validUntil ? format.shortDate(new Date(quote.validUntil)) : '—'),
    },
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (quote) => (
        <Link
          className="btn btn-sm btn-outline-primary"
          to={hrefOf(quote)}
          aria-label={openLabel(quote.number)}
        >
          <Trans>Open</Trans>
        </Link>
      ),
    },
  ];
  return (
    <DataTable label={t`Quotes`} columns={columns} rows={quotes} rowKey={(quote) => quote._id} />
  );
}
