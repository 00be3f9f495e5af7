import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useLingui } from '@lingui/react/macro';
import {
  CARRIER_KIND_LABELS,
  CARRIER_KINDS,
  CarrierInputSchema,
  TRACKING_PLACEHOLDER,
  type Carrier,
  type CarrierInput,
} from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { useZodForm } from '@/components/ui/form/use-zod-form';

/** The fields whose API messages (400 `details`, 409 on `name` or `kind`) show under them. */
const FIELDS = ['name', 'kind', 'trackingUrlTemplate', 'active'] as const;

export interface CarrierFormProps {
  /** The carrier edited; a new one without. */
  carrier?: Carrier;
  /** The form's accessible name and its button's text: 'Add carrier', 'Save carrier'. */
  label: string;
  /** The success toast. */
  saved: string;
  pending: boolean;
  /** Sends the carrier; the mutation's callbacks come from the form. */
  onSave: (input: CarrierInput, callbacks: ReturnType<typeof submitCallbacks>) => void;
  /** After a save: empty the form for the next carrier, close the dialog… */
  onSaved?: () => void;
}

/**
 * A carrier's fields (decision 321): name, kind, the tracking link with `{tracking}` where the
 * number goes, and whether it is offered for new shipments; the API's messages under their fields.
 */
export function CarrierForm({ carrier, label, saved, pending, onSave, onSaved }: CarrierFormProps) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const prefix = carrier ? `carrier-${carrier._id}` : 'new-carrier';
  const form = useZodForm(CarrierInputSchema, {
    name: carrier?.name ?? '',
    kind: carrier?.kind ?? 'courier',
    trackingUrlTemplate: carrier?.trackingUrlTemplate ?? '',
    active: carrier?.active ?? true,
  });
  const placeholder = TRACKING_PLACEHOLDER;
  const submit = form.handleSubmit((input) =>
    onSave(
      input,
      submitCallbacks({
        saved,
        form,
        fields: FIELDS,
        then: () => {
          if (!carrier) form.reset();
          onSaved?.();
        },
      }),
    ),
  );
  return (
    <Form
      noValidate
      aria-label={label}
      className="row g-2"
      onSubmit={(event) => void submit(event)}
    >
      <Field
        id={`${prefix}-name`}
        label={t`Name`}
        className="col-12 col-md-4"
        {...form.field('name')}
      />
      <Field
        id={`${prefix}-kind`}
        label={t`Kind`}
        as="select"
        className="col-12 col-md-3"
        {...form.field('kind')}
      >
        {CARRIER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {text(CARRIER_KIND_LABELS[kind])}
          </option>
        ))}
      </Field>
      <Field
        id={`${prefix}-template`}
        label={t`Tracking link`}
        className="col-12 col-md-5"
        placeholder={`https://…${TRACKING_PLACEHOLDER}`}
        help={t`Optional: ${placeholder} is where the tracking number goes.`}
        {...form.field('trackingUrlTemplate')}
      />
      <div className="col-12">
        <Form.Check
          id={`${prefix}-active`}
          type="checkbox"
          label={t`Offered for new shipments`}
          {...form.register('active')}
        />
      </div>
      <div className="col-12">
        <SubmitButton pending={pending} size="sm">
          {label}
        </SubmitButton>
      </div>
    </Form>
  );
}
