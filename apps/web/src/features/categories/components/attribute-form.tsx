import {
  ATTRIBUTE_TYPES,
  CreateAttributeInputSchema,
  EditAttributeInputSchema,
  type Attribute,
  type AttributeType,
  type CreateAttributeInput,
  type EditAttributeInput,
} from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ZodForm } from '@/components/ui/form/zod-form';
import { ApiError } from '@/lib/api-error';
import { ATTRIBUTE_TYPE_LABELS, keyOf, optionsOf } from '../attribute-text';
import { inputResolver } from '../form-resolver';

interface AttributeValues {
  name: string;
  key: string;
  type: AttributeType;
  unit: string;
  options: string;
  required: boolean;
  filterable: boolean;
}

/** The parts of the form each type has: a unit for numbers, options for enums. */
const shapeOf = (values: AttributeValues) => ({
  unit: values.type === 'number' ? values.unit : null,
  options: values.type === 'enum' ? optionsOf(values.options) : [],
});

const createResolver = inputResolver<AttributeValues, typeof CreateAttributeInputSchema>(
  CreateAttributeInputSchema,
  (values) => ({
    name: values.name,
    key: values.key,
    type: values.type,
    required: values.required,
    filterable: values.filterable,
    ...shapeOf(values),
  }),
);

const editResolver = inputResolver<AttributeValues, typeof EditAttributeInputSchema>(
  EditAttributeInputSchema,
  (values) => {
    const { unit, options } = shapeOf(values);
    return {
      name: values.name,
      required: values.required,
      filterable: values.filterable,
      ...(values.type === 'number' ? { unit } : {}),
      ...(values.type === 'enum' ? { options } : {}),
    };
  },
);

const EMPTY: AttributeValues = {
  name: '',
  key: '',
  type: 'text',
  unit: '',
  options: '',
  required: false,
  filterable: false,
};

const valuesOf = (attribute: Attribute): AttributeValues => ({
  name: attribute.name,
  key: attribute.key,
  type: attribute.type,
  unit: attribute.unit ?? '',
  options: attribute.options.join('\n'),
  required: attribute.required,
  filterable: attribute.filterable,
});

const FIELDS = ['name', 'key', 'type', 'unit', 'options', 'required', 'filterable'] as const;

/** Puts a 400's or 409's messages on the fields (`options.2` on the options), or says it. */
function showServerError(error: Error, setError: UseFormSetError<AttributeValues>) {
  const details = error instanceof ApiError ? (error.details ?? {}) : {};
  let onField = setFieldErrors(error, FIELDS, setError);
  const option = Object.entries(details).find(([path]) => path.startsWith('options.'));
  if (option?.[1][0]) {
    setError('options', { message: option[1][0] });
    onField = true;
  }
  if (!onField) setError('root', { message: error.message });
}

export type AttributeFormProps =
  | {
      mode: 'add';
      attribute?: undefined;
      pending: boolean;
      onSave: (input: CreateAttributeInput, failed: (error: Error) => void) => void;
      onCancel?: undefined;
    }
  | {
      mode: 'edit';
      attribute: Attribute;
      pending: boolean;
      onSave: (input: EditAttributeInput, failed: (error: Error) => void) => void;
      onCancel: () => void;
    };

/**
 * An attribute's form (decision 316): name; key, prefilled from the name in snake_case until
 * typed; type; a unit for numbers; options for enums, one per line or comma-separated, shown as
 * chips; required; filterable. Editing keeps key and type (products hold values under them).
 */
export function AttributeForm(props: AttributeFormProps) {
  const { mode, pending } = props;
  const editing = mode === 'edit';
  const form = useForm<AttributeValues, unknown, CreateAttributeInput | EditAttributeInput>({
    resolver: editing ? editResolver : createResolver,
    defaultValues: editing ? valuesOf(props.attribute) : EMPTY,
  });
  const { register, setValue, getFieldState, control, setError } = form;
  const type = useWatch({ control, name: 'type' });
  const optionsText = useWatch({ control, name: 'options' });
  const prefix = editing ? `attribute-${props.attribute.id}` : 'new-attribute';

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!editing && !getFieldState('key').isDirty) setValue('key', keyOf(event.target.value));
    },
  });

  const onSubmit = form.handleSubmit((input) => {
    const failed = (error: Error) => showServerError(error, setError);
    if (props.mode === 'edit') props.onSave(input as EditAttributeInput, failed);
    else props.onSave(input as CreateAttributeInput, failed);
  });
  const options = optionsOf(optionsText);
  const rootError = form.formState.errors.root?.message;

  return (
    <ZodForm
      form={form}
      label={editing ? `Edit ${props.attribute.name}` : 'Add attribute'}
      onSubmit={onSubmit}
      pending={pending}
      className="attribute-form"
    >
      <div className="row g-2">
        <Form.Group className="col-12 col-sm-6">
          <Form.Label htmlFor={`${prefix}-name`}>Name</Form.Label>
          <Form.Control
            id={`${prefix}-name`}
            {...nameField}
            isInvalid={Boolean(form.formState.errors.name)}
            aria-invalid={form.formState.errors.name ? true : undefined}
            aria-describedby={form.formState.errors.name ? `${prefix}-name-error` : undefined}
          />
          <Form.Control.Feedback type="invalid" id={`${prefix}-name-error`}>
            {form.formState.errors.name?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <FormField
          name="key"
          id={`${prefix}-key`}
          className="col-12 col-sm-6"
          label="Key"
          help={
            editing ? 'Products hold their values under it: it does not change' : 'e.g. capacity_gb'
          }
          spellCheck={false}
          disabled={editing}
        />
        <FormField
          name="type"
          id={`${prefix}-type`}
          className="col-12 col-sm-6"
          label="Type"
          as="select"
          disabled={editing}
        >
          {ATTRIBUTE_TYPES.map((option) => (
            <option key={option} value={option}>
              {ATTRIBUTE_TYPE_LABELS[option]}
            </option>
          ))}
        </FormField>
        {type === 'number' ? (
          <FormField
            name="unit"
            id={`${prefix}-unit`}
            className="col-12 col-sm-6"
            label="Unit (optional)"
            help="e.g. GB, MT/s, W"
          />
        ) : null}
        {type === 'enum' ? (
          <FormField
            name="options"
            id={`${prefix}-options`}
            className="col-12"
            label="Options"
            as="textarea"
            rows={3}
            help="One per line or separated by commas"
            after={
              options.length > 0 ? (
                <ul className="attribute-chips" aria-label="Options as buyers see them">
                  {options.map((option, index) => (
                    <li key={`${option}-${index}`} className="attribute-chip">
                      {option}
                    </li>
                  ))}
                </ul>
              ) : null
            }
          />
        ) : null}
        <div className="col-12 d-flex flex-wrap gap-3">
          <Form.Check id={`${prefix}-required`} label="Required" {...register('required')} />
          <Form.Check
            id={`${prefix}-filterable`}
            label="Filterable (a facet of the catalog)"
            {...register('filterable')}
          />
        </div>
      </div>
      {rootError ? (
        <p className="invalid-feedback d-block" role="alert">
          {rootError}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <SubmitButton size="sm">{editing ? 'Save attribute' : 'Add attribute'}</SubmitButton>
        {editing ? (
          <Button size="sm" variant="outline-secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </ZodForm>
  );
}
