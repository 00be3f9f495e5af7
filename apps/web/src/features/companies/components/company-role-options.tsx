import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from '@partline/shared';

/** The `<option>`s of a company role select (decision 130): admin and buyer, with their labels. */
export function CompanyRoleOptions() {
  return (
    <>
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {COMPANY_ROLE_LABELS[role]}
        </option>
      ))}
    </>
  );
}
