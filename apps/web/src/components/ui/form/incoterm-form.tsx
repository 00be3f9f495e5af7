import {
  EXPORT_SALE_MESSAGES,
  INCOTERM_RULES,
  INCOTERMS,
  incotermChoiceLabel,
  IncotermInputSchema,
  type ExportTerms,
  type Incoterm,
  type IncotermInput,
} from '@partline/shared';
import { useWatch } from 'react-hook-form';
import { Field } from './field';
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
  const form = useZodForm(IncotermInputSchema, {
    incoterm: terms.incoterm ?? '',
    incotermPlace: terms.incotermPlace,
  });
  const chosen = useWatch({ control: form.control, name: 'incoterm' }) as Incoterm | '' | null;
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
          label="Incoterm"
          as="select"
          {...form.field('incoterm')}
        >
          <SelectOptions
            none={EXPORT_SALE_MESSAGES.noIncoterm}
            values={INCOTERMS}
            labels={incotermChoiceLabel}
          />
        </Field>
        <Field
          id={`${idPrefix}-place`}
          className="col-12 col-md-6"
          label="Named place"
          help={
            chosen
              ? `The ${INCOTERM_RULES[chosen].place}, e.g. ${chosen === 'FOB' || chosen === 'FAS' ? 'Chittagong' : 'Hamburg'}`
              : 'Cleared when no incoterm is chosen'
          }
          {...form.field('incotermPlace')}
        />
      </div>
      <SubmitButton className="mt-3">Save incoterm</SubmitButton>
    </ZodForm>
  );
}
