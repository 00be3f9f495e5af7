import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from '@partline/shared';
import { useBuyerText } from '@/lib/i18n/buyer-texts';

/** The `<option>`s of a company role select (decision 130): admin and buyer, with their labels. */
export function CompanyRoleOptions() {
  const buyerText = useBuyerText();
  return (
    <>
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {buyerText(COMPANY_ROLE_LABELS[role])}
        </option>
      ))}
    </>
  );
}
