import { Trans, useLingui } from '@lingui/react/macro';
import {
  COMPANY_MESSAGES,
  BASE_CURRENCY,
  COMPANY_ROLE_LABELS,
  formatIncoterm,
  type MyCompany,
} from '@partline/shared';
import toast from 'react-hot-toast';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { CURRENCY_NAME_TEXTS } from '@/lib/i18n/currency-names';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { useCompanyOrders } from '../api/decide-approval';
import { useSaveCompany } from '../api/get-my-company';
import { useCompanyInvitations, useCompanyMembers } from '../api/manage-members';
import { CompanyForm, type CompanyFormProps } from './company-form';
import { CompanyMembers } from './company-members';
import { CompanyOrders } from './company-orders';
import { InviteMemberForm } from './invite-member-form';
import { PendingApprovals } from './pending-approvals';
import { PendingInvitations } from './pending-invitations';
import { Money } from '@/components/ui/money';

type Membership = NonNullable<MyCompany['membership']>;

/**
 * The client's own company: founded (no `initial` yet) or its details saved, with the toast that
 * says which. The shop admin edits a company through its own form (admin-companies).
 */
function OwnCompanyForm(props: Pick<CompanyFormProps, 'idPrefix' | 'initial'>) {
  const { t } = useLingui();
  const buyerText = useBuyerText();
  const save = useSaveCompany();
  const isNew = props.initial === undefined;
  return (
    <CompanyForm
      {...props}
      submitLabel={isNew ? t`Create company` : t`Save details`}
      pending={save.isPending}
      onSave={(input) =>
        save
          .mutateAsync({ isNew, input })
          .then(() =>
            toast.success(buyerText(isNew ? COMPANY_MESSAGES.created : COMPANY_MESSAGES.saved)),
          )
      }
    />
  );
}

/** A client outside any company founds one and becomes its company admin. */
function NewCompany() {
  return (
    <>
      <p>
        <Trans>
          Order for your company: invite colleagues, give buyers a monthly spending limit and
          approve the orders above it.
        </Trans>
      </p>
      <h2 className="h5">
        <Trans>Create a company</Trans>
      </h2>
      <OwnCompanyForm />
    </>
  );
}

/** What a company admin manages: approvals, members, invitations, orders and the details. */
function CompanyAdminArea({ membership }: { membership: Membership }) {
  const { t } = useLingui();
  const approvals = useCompanyOrders('awaiting_approval');
  const members = useCompanyMembers();
  const invitations = useCompanyInvitations();
  const orders = useCompanyOrders();
  const { company } = membership;
  return (
    <>
      <h2 className="h5 mt-4">
        <Trans>Orders awaiting approval</Trans>
      </h2>
      <QueryState
        query={approvals}
        loadingLabel={t`Loading the orders awaiting approval…`}
        errorMessage={t`We could not load the orders awaiting approval.`}
        empty={
          <p className="text-body-secondary">
            <Trans>No order is waiting for approval.</Trans>
          </p>
        }
      >
        {(list) => (
          <>
            <PendingApprovals orders={list} />
            <LoadMore query={approvals} things={t`orders awaiting approval`} />
          </>
        )}
      </QueryState>

      <h2 className="h5 mt-4">
        <Trans>Members</Trans>
      </h2>
      <QueryState
        query={members}
        loadingLabel={t`Loading the members…`}
        errorMessage={t`We could not load the members.`}
      >
        {(list) => <CompanyMembers members={list} currency={company.currency} />}
      </QueryState>
      <h3 className="h6 mt-3">
        <Trans>Invite a colleague</Trans>
      </h3>
      <QueryState
        query={invitations}
        loadingLabel={t`Loading the invitations…`}
        errorMessage={t`We could not load the invitations.`}
      >
        {(list) => <PendingInvitations invitations={list} currency={company.currency} />}
      </QueryState>
      <InviteMemberForm currency={company.currency} />

      <h2 className="h5 mt-4">
        <Trans>Company orders</Trans>
      </h2>
      <QueryState
        query={orders}
        loadingLabel={t`Loading the company's orders…`}
        errorMessage={t`We could not load the company's orders.`}
        empty={
          <p className="text-body-secondary">
            <Trans>No orders yet.</Trans>
          </p>
        }
      >
        {(list) => (
          <>
            <CompanyOrders orders={list} />
            <LoadMore query={orders} things={t`company orders`} />
          </>
        )}
      </QueryState>

      <h2 className="h5 mt-4">
        <Trans>Company details</Trans>
      </h2>
      <OwnCompanyForm idPrefix="own-company" initial={company} />
    </>
  );
}

/**
 * The client's company area (decisions 130–133): create a company, or see it with the incoterm
 * its orders are sold under (decision 323), the currency it is billed in when not Taka (decision
 * 327), your role, limit and spending this month (in that currency); company admins manage it.
 */
export function CompanyArea({ company }: { company: MyCompany }) {
  const { t, i18n } = useLingui();
  const buyerText = useBuyerText();
  const { membership } = company;
  if (!membership) return <NewCompany />;
  const limit = membership.monthlySpendingLimit;
  const { incoterm, incotermPlace, currency } = membership.company;
  return (
    <>
      <dl className="company-summary row mb-0">
        <dt className="col-sm-4">
          <Trans>Company</Trans>
        </dt>
        <dd className="col-sm-8">{membership.company.name}</dd>
        {incoterm ? (
          <>
            <dt className="col-sm-4">
              <Trans>Incoterm</Trans>
            </dt>
            <dd className="col-sm-8">
              {formatIncoterm(incoterm, incotermPlace)}{' '}
              <Trans>(Incoterms 2020, agreed with the shop)</Trans>
            </dd>
          </>
        ) : null}
        {currency === BASE_CURRENCY ? null : (
          <>
            <dt className="col-sm-4">
              <Trans>Billing currency</Trans>
            </dt>
            <dd className="col-sm-8">
              {i18n._(CURRENCY_NAME_TEXTS[currency])} ({currency})
            </dd>
          </>
        )}
        <dt className="col-sm-4">
          <Trans>Your role</Trans>
        </dt>
        <dd className="col-sm-8">{buyerText(COMPANY_ROLE_LABELS[membership.role])}</dd>
        <dt className="col-sm-4">
          <Trans>Monthly spending limit</Trans>
        </dt>
        <dd className="col-sm-8">
          {limit === null ? t`No limit` : <Money amount={limit} currency={currency} />}
        </dd>
        <dt className="col-sm-4">
          <Trans>Spent this month</Trans>
        </dt>
        <dd className="col-sm-8">
          <Money amount={membership.spentThisMonth} currency={currency} />
        </dd>
      </dl>
      {membership.role === 'admin' ? <CompanyAdminArea membership={membership} /> : null}
    </>
  );
}
