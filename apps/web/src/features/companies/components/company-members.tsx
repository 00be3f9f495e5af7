import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import {
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  UpdateCompanyMemberInputSchema,
  type CompanyMember,
  type UpdateCompanyMemberInput,
  type CurrencyCode,
} from '@partline/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { useFormat } from '@/lib/i18n/format';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Email } from '@/components/ui/email';
import { fieldNames, type FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { RowAction } from '@/components/ui/row-action';
import { toastOutcome } from '@/lib/toast-outcome';
import { amountUnit } from '@/lib/amount-unit';
import { useRemoveMember, useUpdateMember } from '../api/manage-members';
import { MONTHLY_LIMIT_INPUT, ROLE_SELECT } from '../member-inputs';
import { Money } from '@/components/ui/money';

const MEMBER_FIELDS = {
  role: { id: 'member-role', className: 'mb-3', ...ROLE_SELECT },
  monthlySpendingLimit: {
    id: 'member-limit',
    label: msg`Monthly spending limit (Tk.)`,
    ...MONTHLY_LIMIT_INPUT,
    help: msg`Orders that take a buyer above it this month wait for a company admin's approval.`,
  },
} satisfies FieldSpecs<UpdateCompanyMemberInput>;

/** The dialog that changes a member's role and monthly limit (in the company's `currency`). */
function EditMemberDialog({
  member,
  currency,
  onClose,
}: {
  member: CompanyMember;
  currency: CurrencyCode;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { name } = member;
  const unit = amountUnit(currency, i18n);
  const update = useUpdateMember();
  const form = useZodForm(UpdateCompanyMemberInputSchema, {
    role: member.role,
    monthlySpendingLimit:
      member.monthlySpendingLimit === null ? '' : String(member.monthlySpendingLimit),
  });
  const onSubmit = form.handleSubmit((input) =>
    update.mutate(
      { userId: member.userId, input },
      submitCallbacks({
        form,
        fields: fieldNames(MEMBER_FIELDS),
        saved: COMPANY_MESSAGES.memberSaved,
        then: onClose,
      }),
    ),
  );
  return (
    <Modal show onHide={onClose} centered aria-labelledby="edit-member-title">
      <ZodForm form={form} label={t`Edit ${name}`} onSubmit={onSubmit} pending={update.isPending}>
        <Modal.Header closeButton>
          <Modal.Title id="edit-member-title" as="h2" className="h5">
            {member.name}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormFields
            fields={{
              ...MEMBER_FIELDS,
              monthlySpendingLimit: {
                ...MEMBER_FIELDS.monthlySpendingLimit,
                label: t`Monthly spending limit (${unit})`,
              },
            }}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton>
            <Trans>Save member</Trans>
          </SubmitButton>
        </Modal.Footer>
      </ZodForm>
    </Modal>
  );
}

export interface CompanyMembersProps {
  members: readonly CompanyMember[];
  /** The company's billing currency: limits and spending are in it (decision 327). */
  currency: CurrencyCode;
}

/** The company's members: role, limit and spending this month; edit or remove each. */
export function CompanyMembers({ members, currency }: CompanyMembersProps) {
  const [editing, setEditing] = useState<CompanyMember | null>(null);
  const remove = useRemoveMember();
  const { t } = useLingui();
  const format = useFormat();
  const buyerText = useBuyerText();
  const limitText = (limit: number | null) =>
    limit === null ? t`No limit` : format.money(limit, currency);
  const columns: DataColumn<CompanyMember>[] = [
    { header: t`Name`, kind: 'title', cell: (m) => m.name },
    { header: t`E-mail`, cell: (m) => <Email address={m.email} /> },
    { header: t`Role`, cell: (m) => buyerText(COMPANY_ROLE_LABELS[m.role]) },
    { header: t`Monthly limit`, align: 'end', cell: (m) => limitText(m.monthlySpendingLimit) },
    {
      header: t`Spent this month`,
      align: 'end',
      cell: (m) => <Money amount={m.spentThisMonth} currency={currency} />,
    },
    {
      header: t`Actions`,
      kind: 'actions',
      cell: (m) => (
        <div className="d-flex gap-2">
          <RowAction on={m.name} onClick={() => setEditing(m)}>
            {t`Edit`}
          </RowAction>
          <RowAction
            on={m.name}
            variant="link"
            className="text-danger-emphasis"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(m.userId, toastOutcome(buyerText(COMPANY_MESSAGES.memberRemoved)))
            }
          >
            {t`Remove`}
          </RowAction>
        </div>
      ),
    },
  ];
  return (
    <>
      <DataTable label={t`Members`} columns={columns} rows={members} rowKey={(m) => m.userId} />
      {editing ? (
        <EditMemberDialog member={editing} currency={currency} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
