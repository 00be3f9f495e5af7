import { EXPORT_SALE_MESSAGES, HOME_COUNTRY, type AdminCompany } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import { IncotermForm } from '@/components/ui/form/incoterm-form';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useSetCompanyIncoterm } from '../api/get-companies';

/**
 * The incoterm and named place a company abroad buys under by default (shop admins; decision 323):
 * each order it places copies them. A company in Bangladesh has none: its orders are not exports.
 */
export function CompanyIncotermForm({ company }: { company: AdminCompany }) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const save = useSetCompanyIncoterm();
  if (company.country === HOME_COUNTRY) {
    return <p className="text-body-secondary mb-0">{text(EXPORT_SALE_MESSAGES.homeCompany)}.</p>;
  }
  return (
    <IncotermForm
      // A save, or a change of country, starts the form again from the stored terms.
      key={`${company.country}/${company.incoterm}/${company.incotermPlace}`}
      idPrefix="company-incoterm"
      label={t`Export terms`}
      terms={company}
      pending={save.isPending}
      onSave={(input, callbacks) => save.mutate({ id: company._id, input }, callbacks)}
    />
  );
}
