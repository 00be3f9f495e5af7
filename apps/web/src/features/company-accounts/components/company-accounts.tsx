import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CompanyAccountSummary } from '@partline/shared';
import { useState, type ReactNode } from 'react';
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
import { Money } from '@/components/ui/money';

type Dialog = { kind: 'terms' | 'account'; company: CompanyAccountSummary } | undefined;

/**
 * Company Accounts (back-office; decisions 140–145): every company with its terms, credit limit,
 * open and overdue balance; 'Terms' grants net 15/30/60 days and a credit limit, 'Account' shows
 * the statement and records a bank payment against its invoices. By name, 50 at a time with
 * 'Load more companies'; the search box finds companies by name (decision 247).
 */
export function CompanyAccounts() {
  const { t } = useLingui();
  const format = useFormat();
  /** 'Net 30' (`paymentTermsLabel`) in the reader's digits. */
  const termsText = (days: number) => {
    const count = format.number(days);
    return t`Net ${count}`;
  };
  const ofCompany = ({ companyName }: CompanyAccountSummary) => t`of ${companyName}`;
  const [q] = useListSearch();
  const accounts = useCompanyAccounts(q);
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);

  const columns: DataColumn<CompanyAccountSummary>[] = [
    { header: t`Company`, kind: 'title', cell: (row) => row.companyName },
    {
      header: t`Terms`,
      cell: (row) => (row.paymentTermsDays ? termsText(row.paymentTermsDays) : t`Card only`),
    },
    {
      header: t`Credit limit`,
      align: 'end',
      cell: (row) => <Money amount={row.creditLimit} currency={row.currency} />,
    },
    {
      header: t`Open balance`,
      align: 'end',
      cell: (row) => <Money amount={row.openBalance} currency={row.currency} />,
    },
    {
      header: t`Overdue`,
      align: 'end',
      cell: (row) => (
        <span className={row.overdueBalance > 0 ? 'text-danger fw-semibold' : undefined}>
          <Money amount={row.overdueBalance} currency={row.currency} />
        </span>
      ),
    },
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (row) => (
        <div className="d-flex flex-wrap gap-2">
          <RowAction on={ofCompany(row)} onClick={() => setDialog({ kind: 'terms', company: row })}>
            {t`Terms`}
          </RowAction>
          <RowAction
            on={ofCompany(row)}
            variant="primary"
            onClick={() => setDialog({ kind: 'account', company: row })}
          >
            {t`Account`}
          </RowAction>
        </div>
      ),
    },
  ];

  return (
    <>
      <ListSearchField
        id="company-search"
        label={t`Search companies`}
        placeholder={t`Company name`}
      />
      <QueryState
        query={accounts}
        what={t`company accounts`}
        empty={
          q ? (
            <NoMatches things={t`companies`} q={q} />
          ) : (
            <EmptyState title={t`No companies yet`}>
              <p>
                <Trans>Companies appear here once a client creates one.</Trans>
              </p>
            </EmptyState>
          )
        }
      >
        {(rows) => (
          <>
            <DataTable
              label={t`Company accounts`}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.companyId}
            />
            <LoadMore query={accounts} things={t`companies`} />
          </>
        )}
      </QueryState>
      <CompanyDialog
        dialog={dialog}
        kind="terms"
        title={(name) => t`Terms of ${name}`}
        onHide={close}
      >
        {(company) => <CreditTermsForm company={company} onSaved={close} />}
      </CompanyDialog>
      <CompanyDialog
        dialog={dialog}
        kind="account"
        title={(name) => t`Account of ${name}`}
        onHide={close}
        wide
      >
        {(company) => <AccountOf companyId={company.companyId} />}
      </CompanyDialog>
    </>
  );
}

interface CompanyDialogProps {
  /** The dialog open now, if any: this one shows while it is of `kind`. */
  dialog: Dialog;
  kind: NonNullable<Dialog>['kind'];
  /** The title with the company's name ('Terms of …', 'Account of …'). */
  title: (companyName: string) => string;
  onHide: () => void;
  /** A statement's width (`xl`), its body scrolling inside the dialog. */
  wide?: boolean;
  /** The dialog's body for its company, drawn only while it is open. */
  children: (company: CompanyAccountSummary) => ReactNode;
}

/** One of a company's two dialogs, 'Terms of …' and 'Account of …', titled with its name. */
function CompanyDialog({
  dialog,
  kind,
  title,
  onHide,
  wide = false,
  children,
}: CompanyDialogProps) {
  return (
    <Modal
      show={dialog?.kind === kind}
      onHide={onHide}
      size={wide ? 'xl' : undefined}
      centered
      scrollable={wide || undefined}
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {title(dialog?.company.companyName ?? '')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{dialog?.kind === kind ? children(dialog.company) : null}</Modal.Body>
    </Modal>
  );
}

/** One company's statement and the form that records a bank payment against its invoices. */
function AccountOf({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const statement = useCompanyStatement(companyId);
  return (
    <QueryState query={statement} what={t`the statement`}>
      {(data) => (
        <>
          <StatementView statement={data} />
          <RecordPaymentForm
            companyId={companyId}
            invoices={data.invoices}
            currency={data.currency}
            vatWithholding={data.vatWithholding}
            incomeTaxDeductor={data.incomeTaxDeductor}
          />
        </>
      )}
    </QueryState>
  );
}
