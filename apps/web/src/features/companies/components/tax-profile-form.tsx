import { Trans, useLingui } from '@lingui/react/macro';
import { CompanyTaxProfileInputSchema, WITHHOLDING_MESSAGES, type Company } from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { CountryOptions } from '@/components/ui/form/country-options';
import { Field } from '@/components/ui/form/field';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { useSetTaxProfile } from '../api/get-companies';

/**
 * A company's tax profile (shop admins only; decision 307): its country — outside Bangladesh its
 * orders are zero-rated exports — and whether it is a VAT withholding entity (it deducts VAT at
 * source and hands Mushak-6.6 certificates) or deducts income tax at source. Audited.
 */
export function TaxProfileForm({ company }: { company: Company }) {
  const { t } = useLingui();
  const save = useSetTaxProfile();
  const form = useZodForm(CompanyTaxProfileInputSchema, {
    country: company.country,
    vatWithholding: company.vatWithholding,
    incomeTaxDeductor: company.incomeTaxDeductor,
  });
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: company._id, input },
      submitCallbacks({ saved: WITHHOLDING_MESSAGES.taxProfileSaved }),
    ),
  );
  return (
    <ZodForm form={form} label={t`Tax profile`} onSubmit={onSubmit} pending={save.isPending}>
      <Field
        id="tax-profile-country"
        label={t`Country`}
        as="select"
        className="mb-3"
        error={form.formState.errors.country?.message}
        {...form.register('country')}
      >
        <CountryOptions />
      </Field>
      <Form.Check
        id="tax-profile-vds"
        className="mb-2"
        label={t`VAT withholding entity (deducts VAT at source, hands Mushak-6.6 certificates)`}
        {...form.register('vatWithholding')}
      />
      <Form.Check
        id="tax-profile-tds"
        className="mb-3"
        label={t`Deducts income tax at source`}
        {...form.register('incomeTaxDeductor')}
      />
      <SubmitButton>
        <Trans>Save tax profile</Trans>
      </SubmitButton>
    </ZodForm>
  );
}
