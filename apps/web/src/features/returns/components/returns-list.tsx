import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type Return } from '@partline/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { useFormat } from '@/lib/i18n/format';
import type { DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { PagedAdminTable } from '@/components/ui/paged-admin-table';
import { paths } from '@/config/paths';
import { useListSearch } from '@/lib/use-list-search';
import {
  downloadReturnsCsv,
  useReturns,
  type ReturnListFilter,
  type ReturnStatusFilter,
} from '../api/returns';
import { ageInDays } from '../return-steps';
import { DownloadButton } from './download-button';
import { ReturnStatusBadge } from './return-status-badge';

const STATUS_FILTERS: readonly ReturnStatusFilter[] = ['open', ...RETURN_STATUSES, ''];
const STATUS_FILTER_LABELS: Readonly<Record<string, MessageDescriptor | string>> = {
  open: msg`Open`,
  ...RETURN_STATUS_LABELS,
  '': msg`Every return`,
};

/** The list's status and age order, kept in the URL beside the search text (`q`). */
function useReturnFilter(defaults: Omit<ReturnListFilter, 'q'>) {
  const [params, setParams] = useSearchParams();
  const [q] = useListSearch();
  const statusParam = params.get('status');
  const status = (
    statusParam !== null && (STATUS_FILTERS as readonly string[]).includes(statusParam)
      ? statusParam
      : defaults.status
  ) as ReturnStatusFilter;
  const sortParam = params.get('sort');
  const sort = sortParam === 'newest' || sortParam === 'oldest' ? sortParam : defaults.sort;
  const set = (name: 'status' | 'sort', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { filter: { status, sort, q }, set };
}

export interface ReturnsListProps {
  /** `queue`: the shop admin's, open and oldest first, with the CSV export; `mine` a buyer's. */
  variant: 'queue' | 'mine';
}

/**
 * A list of returns (decision 322), a page at a time: a status filter (Open by default in the
 * queue), the age order (oldest first in the queue), a search by RMA, serial or order number;
 * each return's RMA number (to its page), order, company, day requested, age in days, pieces and
 * status. The shop admin's queue exports the list as CSV.
 */
export function ReturnsList({ variant }: ReturnsListProps) {
  const queue = variant === 'queue';
  const { t, i18n } = useLingui();
  const format = useFormat();
  const specText = useBuyerText();
  const label = (value: string) => {
    const known = STATUS_FILTER_LABELS[value] ?? '';
    return typeof known === 'string' ? specText(known) : i18n._(known);
  };
  const { filter, set } = useReturnFilter(
    queue ? { status: 'open', sort: 'oldest' } : { status: '', sort: 'newest' },
  );
  const returns = useReturns(filter);
  const [now] = useState(() => Date.now());

  const columns: DataColumn<Return>[] = [
    {
      header: t`RMA`,
      kind: 'title',
      cell: (r) => (
        <Link to={paths.dashboard.return.getHref(r.number)} className="text-nowrap">
          {r.number}
        </Link>
      ),
    },
    { header: t`Order`, cell: (r) => <OrderNumberLink number={r.orderNumber} /> },
    {
      header: t`Company`,
      cell: (r) => (
        <>
          {r.companyName ?? r.requestedBy.name}
          {r.companyName ? (
            <span className="d-block small text-muted">{r.requestedBy.name}</span>
          ) : null}
        </>
      ),
    },
    {
      header: t`Requested`,
      className: 'text-nowrap',
      cell: (r) => format.shortDate(new Date(r.createdAt)),
    },
    {
      header: t`Age`,
      align: 'end',
      className: 'text-nowrap',
      cell: (r) => {
        const days = ageInDays(r.createdAt, now);
        const count = format.number(days);
        return days === 1 ? t`${count} day` : t`${count} days`;
      },
    },
    {
      header: t`Items`,
      align: 'end',
      cell: (r) => format.number(r.items.reduce((sum, item) => sum + item.quantity, 0)),
    },
    { header: t`Status`, cell: (r) => <ReturnStatusBadge status={r.status} /> },
  ];

  return (
    <>
      <div className="returns-filters d-flex flex-wrap align-items-end gap-3 mb-2">
        <Form.Group controlId="return-status-filter">
          <Form.Label>
            <Trans>Status</Trans>
          </Form.Label>
          <Form.Select
            value={filter.status}
            onChange={(event) => set('status', event.target.value)}
          >
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="return-sort">
          <Form.Label>
            <Trans>Sort</Trans>
          </Form.Label>
          <Form.Select value={filter.sort} onChange={(event) => set('sort', event.target.value)}>
            <option value="oldest">{t`Oldest first`}</option>
            <option value="newest">{t`Newest first`}</option>
          </Form.Select>
        </Form.Group>
        {queue ? (
          <div className="ms-auto">
            <DownloadButton download={() => downloadReturnsCsv(filter)} confirm>
              {t`Export CSV`}
            </DownloadButton>
          </div>
        ) : null}
      </div>
      <PagedAdminTable
        query={returns}
        things={t`returns`}
        columns={columns}
        search={{
          id: 'return-search',
          label: t`Search returns`,
          placeholder: t`RMA, serial or order number`,
        }}
        empty={
          <EmptyState title={t`No returns here`}>
            {queue
              ? t`Return requests from clients show up here.`
              : t`Request a return from an order’s page.`}
          </EmptyState>
        }
      />
    </>
  );
}
