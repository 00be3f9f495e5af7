import type { PriceList } from '@partline/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { usePriceLists } from '../api/price-lists';
import { dhakaDate } from '../dhaka-dates';

const STATE_CHIPS: Record<PriceList['state'], [string, string]> = {
  scheduled: ['Scheduled', 'text-bg-info'],
  active: ['Active', 'text-bg-success'],
  expired: ['Expired', 'text-bg-secondary'],
};

/** A list's validity as dates in Dhaka: "from – until", either end open. */
function validity(list: PriceList): string {
  const from = dhakaDate(list.startsAt) || 'always';
  const until = dhakaDate(list.endsAt) || 'open-ended';
  return `${from} – ${until}`;
}

const columns: DataColumn<PriceList>[] = [
  {
    header: 'Name',
    kind: 'title',
    cell: (list) => <Link to={paths.dashboard.priceList.getHref(list.id)}>{list.name}</Link>,
  },
  {
    header: 'State',
    cell: (list) => {
      const [label, tone] = STATE_CHIPS[list.state];
      return <span className={`badge ${tone}`}>{label}</span>;
    },
  },
  {
    header: 'Applies to',
    cell: (list) =>
      [...list.companies, ...list.customerGroups.map((g) => ({ ...g, name: `${g.name} (group)` }))]
        .map((ref) => ref.name)
        .join(', ') || '—',
  },
  { header: 'Entries', align: 'end', cell: (list) => list.entryCount },
  { header: 'Valid', cell: validity },
];

/** The back-office list of price lists (decision 320), searched by name. */
export function PriceListsTable() {
  const [q, setQ] = useState('');
  const lists = usePriceLists(q);
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <input
          type="search"
          className="form-control flex-grow-1 w-auto"
          aria-label="Search price lists"
          placeholder="Search by name"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <Link className="btn btn-primary" to={paths.dashboard.newPriceList.getHref()}>
          New price list
        </Link>
      </div>
      <QueryState
        query={lists}
        what="price lists"
        isEmpty={(rows) => rows.length === 0}
        empty={<p>{q ? `No price lists match “${q}”.` : 'No price lists yet.'}</p>}
      >
        {(rows) => (
          <DataTable label="Price lists" columns={columns} rows={rows} rowKey={(row) => row.id} />
        )}
      </QueryState>
    </>
  );
}
