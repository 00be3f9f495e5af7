import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { TRANSLATION_LANGUAGE_NAMES, TRANSLATION_LIMITS } from '@partline/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import type { ProductBanglaValues } from '../product-bangla-values';

export interface ProductBanglaFieldsProps {
  /** Whether the details (Markdown) are edited too: with the catalog fields, as the English ones. */
  details: boolean;
}

/**
 * The "বাংলা" section of the product forms (decision 326): the name, short description and
 * details buyers who read the shop in Bangla see; each optional, an empty one shows the English.
 * Checked by the shared schema (`translations.bn`) with the rest of the form.
 */
export function ProductBanglaFields({ details }: ProductBanglaFieldsProps) {
  const { t } = useLingui();
  const format = useFormat();
  /** A count of a text's characters against its limit: `12 / 400 characters`. */
  const counter = (text: unknown, limit: number) => {
    const length = format.number(typeof text === 'string' ? text.length : 0);
    const max = format.number(limit);
    return t`${length} / ${max} characters`;
  };
  const { control } = useFormContext<ProductBanglaValues>();
  const description = useWatch({ control, name: 'translations.bn.productDescription' });
  const markdown = useWatch({ control, name: 'translations.bn.details' });
  return (
    <fieldset className="col-12 product-translation" aria-describedby="product-bangla-help">
      <legend className="h6 mb-1">
        <span lang="bn">{TRANSLATION_LANGUAGE_NAMES.bn}</span> <Trans>(Bangla)</Trans>
      </legend>
      <p id="product-bangla-help" className="form-text mt-0">
        <Trans>
          Shown to buyers who read the shop in Bangla. An empty field shows the English text.
        </Trans>
      </p>
      <div className="row g-3">
        <FormField
          name="translations.bn.productName"
          id="product-name-bn"
          className="col-12 col-md-8"
          label={t`Bangla name`}
          lang="bn"
        />
        <FormField
          name="translations.bn.productDescription"
          id="product-description-bn"
          className="col-12"
          label={t`Bangla description`}
          as="textarea"
          rows={3}
          lang="bn"
          helpClassName="char-counter d-block"
          help={counter(description, TRANSLATION_LIMITS.productDescriptionMaxChars)}
        />
        {details ? (
          <FormField
            name="translations.bn.details"
            id="product-details-bn"
            className="col-12"
            label={t`Bangla details (optional)`}
            as="textarea"
            rows={6}
            lang="bn"
            helpClassName="d-block"
            help={`${t`Markdown, as the English details.`} ${counter(markdown, TRANSLATION_LIMITS.detailsMaxChars)}`}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
