import { useLingui } from '@lingui/react/macro';
import {
  EXPORT_SALE_MESSAGES,
  INCOTERM_RULES,
  INCOTERMS,
  IncotermInputSchema,
  type ExportTerms,
  type Incoterm,
  type IncotermInput,
} from '@partline/shared';
import { useWatch } from 'react-hook-form';
import { Field } from './field';
import { INCOTERM_PLACE_TEXTS, NO_INCOTERM } from './incoterm-texts';
import { SelectOptions } from './select-options';
import { submitCallbacks } from './submit-callbacks';
import { SubmitButton } from './submit-button';
import { useZodForm } from './use-zod-form';
import { ZodForm } from './zod-form';

export interface IncotermFormProps {
  /** Prefix of the controls' ids: `company-incoterm`, `order-incoterm`. */
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  /** The terms as they are. */
  terms: ExportTerms;
  pending: boolean;
  /**
   * Sends the terms; `callbacks` toast the outcome and put the API's messages on the fields
   * (`incoterm`, `incotermPlace`).
   */
  onSave: (input: IncotermInput, callbacks: ReturnType<typeof submitCallbacks>) => void;
  /** After a save. */
  onSaved?: () => void;
}

/**
 * An export's terms (decision 323): an Incoterms 2020 rule, or none, and its named place, which the
 * help text says what it is for the rule chosen (the port of shipment for FOB, the destination for
 * CIF…). Checked by the shared `IncotermInputSchema`: a rule needs a place.
 */
export function IncotermForm({
  idPrefix,
  label,
  terms,
  pending,
  onSave,
  onSaved,
}: IncotermFormProps) {
  const { t, i18n } = useLingui();
  /** A rule's named place in the reader's language: `port of shipment`. */
  const placeOf = (rule: Incoterm) => {
    const { place } = INCOTERM_RULES[rule];
    const text = INCOTERM_PLACE_TEXTS[place];
    return text ? i18n._(text) : place;
  };
  /** A rule as a choice reads it, `incotermChoiceLabel` of the shared package in English. */
  const choiceLabel = (rule: Incoterm) => {
    const name = INCOTERM_RULES[rule].name;
    const place = placeOf(rule);
    return t`${rule} — ${name} (${place})`;
  };
  const form = useZodForm(IncotermInputSchema, {
    incoterm: terms.incoterm ?? '',
    incotermPlace: terms.incotermPlace,
  });
  const chosen = useWatch({ control: form.control, name: 'incoterm' }) as Incoterm | '' | null;
  const place = chosen ? placeOf(chosen) : '';
  const onSubmit = form.handleSubmit((input) =>
    onSave(
      input,
      submitCallbacks({
        saved: EXPORT_SALE_MESSAGES.incotermSaved,
        form,
        fields: ['incoterm', 'incotermPlace'],
        ...(onSaved ? { then: onSaved } : {}),
      }),
    ),
  );
  return (
    <ZodForm form={form} label={label} onSubmit={onSubmit} pending={pending}>
      <div className="row g-3 align-items-start">
        <Field
          id={`${idPrefix}-rule`}
          className="col-12 col-md-6"
          label={t`Incoterm`}
          as="select"
          {...form.field('incoterm')}
        >
          <SelectOptions none={i18n._(NO_INCOTERM)} values={INCOTERMS} labels={choiceLabel} />
        </Field>
        <Field
          id={`${idPrefix}-place`}
          className="col-12 col-md-6"
          label={t`Named place`}
          help={
            chosen
              ? chosen === 'FOB' || chosen === 'FAS'
                ? t`The ${place}, e.g. Chittagong`
                : t`The ${place}, e.g. Hamburg`
              : t`Cleared when no incoterm is chosen`
          }
          {...form.field('incotermPlace')}
        />
      </div>
      <SubmitButton className="mt-3">{t`Save incoterm`}</SubmitButton>
    </ZodForm>
  );
}
