import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCompany } from '@partline/shared';
import toast from 'react-hot-toast';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useCustomerGroupOptions, useSetCompanyGroup } from '../api/get-companies';

/**
 * A company's customer group (decision 320) on the admin company page: choosing one saves it at
 * once; the group's price lists then apply to the company's buyers.
 */
export function CompanyGroupSelect({ company }: { company: AdminCompany }) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const groups = useCustomerGroupOptions();
  const save = useSetCompanyGroup();
  return (
    <div>
      <label htmlFor="company-customer-group" className="form-label">
        <Trans>Customer group</Trans>
      </label>
      <select
        id="company-customer-group"
        className="form-select"
        value={company.customerGroup?.id ?? ''}
        disabled={save.isPending || !groups.data}
        onChange={(event) =>
          save.mutate(
            { id: company._id, customerGroupId: event.target.value || null },
            {
              onSuccess: (after) => {
                const company = after.name;
                const group = after.customerGroup?.name;
                toast.success(group ? t`${company} is in ${group}` : t`${company} is in no group`);
              },
              onError: (error) => toast.error(text(error.message)),
            },
          )
        }
      >
        <option value="">{t`No group`}</option>
        {groups.data?.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
    </div>
  );
}
