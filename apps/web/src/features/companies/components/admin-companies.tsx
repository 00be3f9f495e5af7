import {
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  formatAmount,
  formatShopShortDate,
  type AdminCompany,
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
  const edit = useEditCompany();
  const detail = useAdminCompany(company._id);
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
          submitLabel="Save company"
          pending={edit.isPending}
          onSave={(input) =>
            edit.mutateAsync({ id: company._id, input }).then(() => {
              toast.success(COMPANY_MESSAGES.saved);
              onClose();
            })
          }
        />
        <h3 className="h6 mt-4">Pricing</h3>
        <QueryState query={detail} what="the customer group">
          {(data) => <CompanyGroupSelect company={data.company} />}
        </QueryState>
        <h3 className="h6 mt-4">Tax profile</h3>
        <QueryState query={detail} what="the tax profile">
          {(data) => <TaxProfileForm company={data.company} />}
        </QueryState>
        <h3 className="h6 mt-4">Billing currency</h3>
        <QueryState query={detail} what="the billing currency">
          {(data) => <CompanyCurrencyForm company={data.company} />}
        </QueryState>
        <h3 className="h6 mt-4">Export terms</h3>
        <QueryState query={detail} what="the export terms">
          {(data) => <CompanyIncotermForm company={data.company} />}
        </QueryState>
        <h3 className="h6 mt-4">Members</h3>
        <QueryState query={detail} what="the members">
          {(data) => (
            <ul className="list-unstyled mb-0" aria-label="Members">
              {data.members.map((member) => (
                <li key={member.userId}>
                  {member.name} ({member.email}) · {COMPANY_ROLE_LABELS[member.role]} ·{' '}
                  {member.monthlySpendingLimit === null
                    ? 'No limit'
                    : `limit ${formatAmount(member.monthlySpendingLimit, data.company.currency)}`}
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
  const [editing, setEditing] = useState<AdminCompany | null>(null);
  const columns: DataColumn<AdminCompany>[] = [
    { header: 'Company', kind: 'title', cell: (c) => c.name },
    { header: 'Trade licence', cell: (c) => c.tradeLicenceNumber },
    { header: 'BIN', cell: (c) => c.bin },
    { header: 'Billing address', cell: (c) => c.billingAddress, details: 'always' },
    { header: 'Currency', cell: (c) => c.currency },
    { header: 'Members', align: 'end', cell: (c) => c.memberCount },
    { header: 'Since', cell: (c) => formatShopShortDate(new Date(c.createdAt)) },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (c) => (
        <RowAction on={c.name} onClick={() => setEditing(c)}>
          Edit
        </RowAction>
      ),
    },
  ];
  return (
    <>
      <DataTable label="Companies" columns={columns} rows={companies} rowKey={(c) => c._id} />
      {editing ? <EditCompanyDialog company={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
