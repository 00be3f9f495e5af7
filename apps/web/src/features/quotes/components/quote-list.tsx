import { formatShopShortDate, type QuoteSummary } from '@partline/shared';
import { Link } from 'react-router';
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
  const columns: DataColumn<QuoteSummary>[] = [
    {
      header: 'Quote',
      kind: 'title',
      cell: (quote) => (
        <Link to={hrefOf(quote)}>
          Quote <Identifier>{quote.number}</Identifier>
        </Link>
      ),
    },
    ...(showClient
      ? [
          {
            header: 'Client',
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
    { header: 'Status', cell: (quote) => <QuoteStatusBadge status={quote.status} /> },
    { header: 'Version', align: 'end', cell: (quote) => versionLabel(quote.currentVersion) },
    {
      header: 'Total',
      align: 'end',
      cell: (quote) => <Money amount={quote.totalPrice} currency={quote.currency} />,
    },
    {
      header: 'Valid until',
      className: 'text-nowrap',
      cell: (quote) => (quote.validUntil ? formatShopShortDate(new Date(quote.validUntil)) : '—'),
    },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (quote) => (
        <Link
          className="btn btn-sm btn-outline-primary"
          to={hrefOf(quote)}
          aria-label={`Open quote ${quote.number}`}
        >
          Open
        </Link>
      ),
    },
  ];
  return <DataTable label="Quotes" columns={columns} rows={quotes} rowKey={(quote) => quote._id} />;
}
