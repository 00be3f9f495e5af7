import { TRANSLATION_LANGUAGE_NAMES, TRANSLATION_LIMITS } from '@partline/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import type { ProductBanglaValues } from '../product-bangla-values';

/** A count of a text's characters against its limit: `12 / 400 characters`. */
function counter(text: unknown, max: number) {
  const length = typeof text === 'string' ? text.length : 0;
  return `${length.toLocaleString('en')} / ${max.toLocaleString('en')} characters`;
}

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
  const { control } = useFormContext<ProductBanglaValues>();
  const description = useWatch({ control, name: 'translations.bn.productDescription' });
  const markdown = useWatch({ control, name: 'translations.bn.details' });
  return (
    <fieldset className="col-12 product-translation" aria-describedby="product-bangla-help">
      <legend className="h6 mb-1">
        <span lang="bn">{TRANSLATION_LANGUAGE_NAMES.bn}</span> (Bangla)
      </legend>
      <p id="product-bangla-help" className="form-text mt-0">
        Shown to buyers who read the shop in Bangla. An empty field shows the English text.
      </p>
      <div className="row g-3">
        <FormField
          name="translations.bn.productName"
          id="product-name-bn"
          className="col-12 col-md-8"
          label="Bangla name"
          lang="bn"
        />
        <FormField
          name="translations.bn.productDescription"
          id="product-description-bn"
          className="col-12"
          label="Bangla description"
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
            label="Bangla details (optional)"
            as="textarea"
            rows={6}
            lang="bn"
            helpClassName="d-block"
            help={`Markdown, as the English details. ${counter(markdown, TRANSLATION_LIMITS.detailsMaxChars)}`}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
