import { useLingui } from '@lingui/react/macro';
import { CountryOptions } from '@/components/ui/form/country-options';
import { FormField } from '@/components/ui/form/form-field';

/**
 * What customs read of a product (decision 323), printed on an export's commercial invoice: its
 * HS code, typed with or without dots and kept as its digits, and the country it is made in.
 */
export function ProductExportFields() {
  const { t } = useLingui();
  return (
    <>
      <FormField
        name="hsCode"
        id="product-hs-code"
        className="col-12 col-md-6"
        label={t`HS code (optional)`}
        help={t`6, 8 or 10 digits, dots allowed: 8471.30.00. Printed on export invoices`}
        inputMode="decimal"
        spellCheck={false}
      />
      <FormField
        name="countryOfOrigin"
        id="product-country-of-origin"
        className="col-12 col-md-6"
        label={t`Country of origin`}
        as="select"
      >
        <CountryOptions />
      </FormField>
    </>
  );
}
