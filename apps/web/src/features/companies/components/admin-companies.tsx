import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  type AdminCompany,
  type CurrencyCode,
} from '@partline/shared';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import toast from 'react-hot-toast';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { RowAction } from '@/components/ui/row-action';
import { useAdminCompany, useEditCompany } from '../api/get-companies';
import { CompanyForm } from './company-form';
import { CompanyCurrencyForm } from './company-currency-form';
import { CompanyGroupSelect } from './company-group-select';
import { CompanyIncotermForm } from './company-incoterm-form';
import { TaxProfileForm } from './tax-profile-form';

/** The dialog where the shop admin edits a company's details and sees its members. */
function EditCompanyDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const edit = useEditCompany();
  const detail = useAdminCompany(company._id);
  /** A member's monthly spending limit: 'limit Tk. 50,000', or 'No limit'. */
  const limitText = (limit: number | null, currency: CurrencyCode) => {
    if (limit === null) return t`No limit`;
    const amount = format.money(limit, currency);
    return t`limit ${amount}`;
  };
  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby="edit-company-title">
      <Modal.Header closeButton>
        <Modal.Title id="edit-company-title" as="h2" className="h5">
          {company.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <CompanyForm
          idPrefix="admin-company"
          initial={company}
          submitLabel={t`Save company`}
          pending={edit.isPending}
          onSave={(input) =>
            edit.mutateAsync({ id: company._id, input }).then(() => {
              toast.success(text(COMPANY_MESSAGES.saved));
              onClose();
            })
          }
        />
        <h3 className="h6 mt-4">
          <Trans>Pricing</Trans>
        </h3>
        <QueryState query={detail} what={t`the customer group`}>
          {(data) => <CompanyGroupSelect company={data.company} />}
        </QueryState>
        <h3 className="h6 mt-4">
          <Trans>Tax profile</Trans>
        </h3>
        <QueryState query={detail} what={t`the tax profile`}>
          {(data) => <TaxProfileForm company={data.company} />}
        </QueryState>
        <h3 className="h6 mt-4">
          <Trans>Billing currency</Trans>
        </h3>
        <QueryState query={detail} what={t`the billing currency`}>
          {(data) => (
            <CompanyCurrencyForm company={data.company} currencyFixed={data.currencyFixed} />
          )}
        </QueryState>
        <h3 className="h6 mt-4">
          <Trans>Export terms</Trans>
        </h3>
        <QueryState query={detail} what={t`the export terms`}>
          {(data) => <CompanyIncotermForm company={data.company} />}
        </QueryState>
        <h3 className="h6 mt-4">
          <Trans>Members</Trans>
        </h3>
        <QueryState query={detail} what={t`the members`}>
          {(data) => (
            <ul className="list-unstyled mb-0" aria-label={t`Members`}>
              {data.members.map((member) => (
                <li key={member.userId}>
                  {member.name} ({member.email}) · {text(COMPANY_ROLE_LABELS[member.role])} ·{' '}
                  {limitText(member.monthlySpendingLimit, data.company.currency)}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Modal.Body>
    </Modal>
  );
}

/** The back-office list of companies (shop admins; decision 130), each editable. */
export function AdminCompanies({ companies }: { companies: readonly AdminCompany[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const [editing, setEditing] = useState<AdminCompany | null>(null);
  const columns: DataColumn<AdminCompany>[] = [
    { header: t`Company`, kind: 'title', cell: (c) => c.name },
    { header: t`Trade licence`, cell: (c) => c.tradeLicenceNumber },
    { header: t`BIN`, cell: (c) => c.bin },
    { header: t`Billing address`, cell: (c) => c.billingAddress, details: 'always' },
    { header: t`Currency`, cell: (c) => c.currency },
    { header: t`Members`, align: 'end', cell: (c) => format.number(c.memberCount) },
    { header: t`Since`, cell: (c) => format.shortDate(new Date(c.createdAt)) },
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (c) => (
        <RowAction on={c.name} onClick={() => setEditing(c)}>
          {t`Edit`}
        </RowAction>
      ),
    },
  ];
  return (
    <>
      <DataTable label={t`Companies`} columns={columns} rows={companies} rowKey={(c) => c._id} />
      {editing ? <EditCompanyDialog company={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
