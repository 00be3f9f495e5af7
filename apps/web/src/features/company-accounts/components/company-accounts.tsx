import { formatTaka, paymentTermsLabel, type CompanyAccountSummary } from '@partline/shared';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSearchField } from '@/components/ui/form/list-search-field';
import { LoadMore } from '@/components/ui/load-more';
import { NoMatches } from '@/components/ui/no-matches';
import { QueryState } from '@/components/ui/query-state';
import { RowAction } from '@/components/ui/row-action';
import { useListSearch } from '@/lib/use-list-search';
import { useCompanyAccounts, useCompanyStatement } from '../api/company-accounts';
import { CreditTermsForm } from './credit-terms-form';
import { RecordPaymentForm } from './record-payment-form';
import { StatementView } from './statement-view';

type Dialog = { kind: 'terms' | 'account'; company: CompanyAccountSummary } | undefined;

/**
 * Company Accounts (back-office; decisions 140–145): every company with its terms, credit limit,
 * open and overdue balance; 'Terms' grants net 15/30/60 days and a credit limit, 'Account' shows
 * the statement and records a bank payment against its invoices. By name, 50 at a time with
 * 'Load more companies'; the search box finds companies by name (decision 247).
 */
export function CompanyAccounts() {
  const [q] = useListSearch();
  const accounts = useCompanyAccounts(q);
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);

  const columns: DataColumn<CompanyAccountSummary>[] = [
    { header: 'Company', kind: 'title', cell: (row) => row.companyName },
    {
      header: 'Terms',
      cell: (row) => (row.paymentTermsDays ? paymentTermsLabel(row.paymentTermsDays) : 'Card only'),
    },
    { header: 'Credit limit', align: 'end', cell: (row) => formatTaka(row.creditLimit) },
    { header: 'Open balance', align: 'end', cell: (row) => formatTaka(row.openBalance) },
    {
      header: 'Overdue',
      align: 'end',
      cell: (row) => (
        <span className={row.overdueBalance > 0 ? 'text-danger fw-semibold' : undefined}>
          {formatTaka(row.overdueBalance)}
        </span>
      ),
    },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (row) => (
        <div className="d-flex flex-wrap gap-2">
          <RowAction
            on={`of ${row.companyName}`}
            onClick={() => setDialog({ kind: 'terms', company: row })}
          >
            Terms
          </RowAction>
          <RowAction
            on={`of ${row.companyName}`}
            variant="primary"
            onClick={() => setDialog({ kind: 'account', company: row })}
          >
            Account
          </RowAction>
        </div>
      ),
    },
  ];

  return (
    <>
      <ListSearchField id="company-search" label="Search companies" placeholder="Company name" />
      <QueryState
        query={accounts}
        what="company accounts"
        empty={
          q ? (
            <NoMatches things="companies" q={q} />
          ) : (
            <EmptyState title="No companies yet">
              <p>Companies appear here once a client creates one.</p>
            </EmptyState>
          )
        }
      >
        {(rows) => (
          <>
            <DataTable
              label="Company accounts"
              columns={columns}
              rows={rows}
              rowKey={(row) => row.companyId}
            />
            <LoadMore query={accounts} things="companies" />
          </>
        )}
      </QueryState>
      <Modal show={dialog?.kind === 'terms'} onHide={close} centered>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Terms of {dialog?.company.companyName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {dialog?.kind === 'terms' ? (
            <CreditTermsForm company={dialog.company} onSaved={close} />
          ) : null}
        </Modal.Body>
      </Modal>
      <Modal show={dialog?.kind === 'account'} onHide={close} size="xl" centered scrollable>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Account of {dialog?.company.companyName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {dialog?.kind === 'account' ? <AccountOf companyId={dialog.company.companyId} /> : null}
        </Modal.Body>
      </Modal>
    </>
  );
}

/** One company's statement and the form that records a bank payment against its invoices. */
function AccountOf({ companyId }: { companyId: string }) {
  const statement = useCompanyStatement(companyId);
  return (
    <QueryState query={statement} what="the statement">
      {(data) => (
        <>
          <StatementView statement={data} />
          <RecordPaymentForm companyId={companyId} invoices={data.invoices} />
        </>
      )}
    </QueryState>
  );
}
