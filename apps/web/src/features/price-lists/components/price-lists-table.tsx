import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceList } from '@partline/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { usePriceLists } from '../api/price-lists';
import { dhakaDate } from '../dhaka-dates';

const STATE_CHIPS: Record<PriceList['state'], [MessageDescriptor, string]> = {
  scheduled: [msg`Scheduled`, 'text-bg-info'],
  active: [msg`Active`, 'text-bg-success'],
  expired: [msg`Expired`, 'text-bg-secondary'],
};

/** The back-office list of price lists (decision 320), searched by name. */
export function PriceListsTable() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  /** A list's validity as dates in Dhaka: "from – until", either end open. */
  const validity = (list: PriceList): string => {
    const from = dhakaDate(list.startsAt) || t`always`;
    const until = dhakaDate(list.endsAt) || t`open-ended`;
    return `${from} – ${until}`;
  };
  const columns: DataColumn<PriceList>[] = [
    {
      header: t`Name`,
      kind: 'title',
      cell: (list) => <Link to={paths.dashboard.priceList.getHref(list.id)}>{list.name}</Link>,
    },
    {
      header: t`State`,
      cell: (list) => {
        const [label, tone] = STATE_CHIPS[list.state];
        return <span className={`badge ${tone}`}>{i18n._(label)}</span>;
      },
    },
    {
      header: t`Applies to`,
      cell: (list) =>
        [
          ...list.companies.map((company) => company.name),
          ...list.customerGroups.map(({ name }) => t`${name} (group)`),
        ].join(', ') || '—',
    },
    { header: t`Entries`, align: 'end', cell: (list) => format.number(list.entryCount) },
    { header: t`Valid`, cell: validity },
  ];
  const [q, setQ] = useState('');
  const lists = usePriceLists(q);
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <input
          type="search"
          className="form-control flex-grow-1 w-auto"
          aria-label={t`Search price lists`}
          placeholder={t`Search by name`}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <Link className="btn btn-primary" to={paths.dashboard.newPriceList.getHref()}>
          <Trans>New price list</Trans>
        </Link>
      </div>
      <QueryState
        query={lists}
        what={t`price lists`}
        isEmpty={(rows) => rows.length === 0}
        empty={<p>{q ? t`No price lists match “${q}”.` : t`No price lists yet.`}</p>}
      >
        {(rows) => (
          <DataTable
            label={t`Price lists`}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
          />
        )}
      </QueryState>
    </>
  );
}
