import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ATTRIBUTE_TYPES,
  CreateAttributeInputSchema,
  EditAttributeInputSchema,
  TRANSLATION_LANGUAGE_NAMES,
  type Attribute,
  type AttributeType,
  type CategoryContent,
  type CreateAttributeInput,
  type EditAttributeInput,
} from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { OptionLabelsField } from './option-labels-field';
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
  /**
   * The Bangla name and a label by option (decision 326), when the stored texts are known (a new
   * attribute, or an edit whose texts could be read).
   */
  translations?: { bn: { name: string; options: Record<string, string> } };
}

/** The texts of an attribute as stored, in English and Bangla (`GET /categories/{id}/content`). */
export type AttributeTexts = CategoryContent['attributes'][number];

/** The parts of the form each type has: a unit for numbers, options for enums. */
const shapeOf = (values: AttributeValues) => ({
  unit: values.type === 'number' ? values.unit : null,
  options: values.type === 'enum' ? optionsOf(values.options) : [],
});

/**
 * The Bangla texts to send: the name, and for an enum the labels of its options as they are now —
 * an edit sends the whole set (an option without one has none), a new attribute only what is
 * filled in, and nothing when nothing is. Absent when the form has none.
 */
const translationsOf = (values: AttributeValues, whole: boolean) => {
  if (!values.translations) return {};
  const { name, options: labels } = values.translations.bn;
  const entries =
    values.type === 'enum'
      ? optionsOf(values.options)
          .map((option) => [option, Object.hasOwn(labels, option) ? labels[option] : ''] as const)
          .filter(([, label]) => whole || (label ?? '').trim() !== '')
      : undefined;
  if (!whole && name.trim() === '' && (entries?.length ?? 0) === 0) return {};
  const options =
    entries && (whole || entries.length > 0) ? Object.fromEntries(entries) : undefined;
  return { translations: { bn: { name, ...(options && { options }) } } };
};

const createResolver = inputResolver<AttributeValues, typeof CreateAttributeInputSchema>(
  CreateAttributeInputSchema,
  (values) => ({
    name: values.name,
    key: values.key,
    type: values.type,
    required: values.required,
    filterable: values.filterable,
    ...shapeOf(values),
    ...translationsOf(values, false),
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
      ...translationsOf(values, true),
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
  translations: { bn: { name: '', options: {} } },
};

/**
 * The form's values of `attribute`, its English name and options as stored (`texts`: the category
 * page's attributes are in the language the shop is read in) and its Bangla ones.
 */
const valuesOf = (attribute: Attribute, texts: AttributeTexts | null): AttributeValues => ({
  name: texts?.en.name ?? attribute.name,
  key: attribute.key,
  type: attribute.type,
  unit: attribute.unit ?? '',
  options: (texts?.en.options ?? attribute.options).join('\n'),
  required: attribute.required,
  filterable: attribute.filterable,
  ...(texts && {
    translations: { bn: { name: texts.bn.name ?? '', options: { ...texts.bn.options } } },
  }),
});

const FIELDS = [
  'name',
  'key',
  'type',
  'unit',
  'options',
  'required',
  'filterable',
  'translations.bn.name',
  'translations.bn.options',
] as const;

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
      /** Its texts as stored; `null` when they could not be read (no Bangla fields then). */
      texts: AttributeTexts | null;
      pending: boolean;
      onSave: (input: EditAttributeInput, failed: (error: Error) => void) => void;
      onCancel: () => void;
    };

/**
 * An attribute's form (decision 316): name; key, prefilled from the name in snake_case until
 * typed; type; a unit for numbers; options for enums, one per line or comma-separated, shown as
 * chips; required; filterable; its Bangla name and options' labels (decision 326). Editing keeps
 * key and type (products hold values under them).
 */
export function AttributeForm(props: AttributeFormProps) {
  const { t, i18n } = useLingui();
  const text = useBackOfficeText();
  const { mode, pending } = props;
  const editing = mode === 'edit';
  const form = useForm<AttributeValues, unknown, CreateAttributeInput | EditAttributeInput>({
    resolver: editing ? editResolver : createResolver,
    defaultValues: editing ? valuesOf(props.attribute, props.texts) : EMPTY,
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
  const bangla = !editing || props.texts !== null;
  const attributeName = editing ? props.attribute.name : '';

  return (
    <ZodForm
      form={form}
      label={editing ? t`Edit ${attributeName}` : t`Add attribute`}
      onSubmit={onSubmit}
      pending={pending}
      className="attribute-form"
    >
      <div className="row g-2">
        <Form.Group className="col-12 col-sm-6">
          <Form.Label htmlFor={`${prefix}-name`}>
            <Trans>Name</Trans>
          </Form.Label>
          <Form.Control
            id={`${prefix}-name`}
            {...nameField}
            isInvalid={Boolean(form.formState.errors.name)}
            aria-invalid={form.formState.errors.name ? true : undefined}
            aria-describedby={form.formState.errors.name ? `${prefix}-name-error` : undefined}
          />
          <Form.Control.Feedback type="invalid" id={`${prefix}-name-error`}>
            {text(form.formState.errors.name?.message)}
          </Form.Control.Feedback>
        </Form.Group>
        <FormField
          name="key"
          id={`${prefix}-key`}
          className="col-12 col-sm-6"
          label={t`Key`}
          help={
            editing
              ? t`Products hold their values under it: it does not change`
              : t`e.g. capacity_gb`
          }
          spellCheck={false}
          disabled={editing}
        />
        <FormField
          name="type"
          id={`${prefix}-type`}
          className="col-12 col-sm-6"
          label={t`Type`}
          as="select"
          disabled={editing}
        >
          {ATTRIBUTE_TYPES.map((option) => (
            <option key={option} value={option}>
              {i18n._(ATTRIBUTE_TYPE_LABELS[option])}
            </option>
          ))}
        </FormField>
        {type === 'number' ? (
          <FormField
            name="unit"
            id={`${prefix}-unit`}
            className="col-12 col-sm-6"
            label={t`Unit (optional)`}
            help={t`e.g. GB, MT/s, W`}
          />
        ) : null}
        {type === 'enum' ? (
          <FormField
            name="options"
            id={`${prefix}-options`}
            className="col-12"
            label={t`Options`}
            as="textarea"
            rows={3}
            help={t`One per line or separated by commas`}
            after={
              options.length > 0 ? (
                <ul className="attribute-chips" aria-label={t`Options as buyers see them`}>
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
        {bangla ? (
          <fieldset className="col-12 attribute-translation">
            <legend className="form-label fs-6 mb-1">
              <span lang="bn">{TRANSLATION_LANGUAGE_NAMES.bn}</span> <Trans>(Bangla)</Trans>
            </legend>
            <div className="row g-2">
              <FormField
                name="translations.bn.name"
                id={`${prefix}-name-bn`}
                className="col-12 col-sm-6"
                label={t`Bangla name`}
                help={t`An empty field shows the English name`}
                lang="bn"
              />
              {type === 'enum' && options.length > 0 ? (
                <OptionLabelsField options={options} prefix={prefix} />
              ) : null}
            </div>
          </fieldset>
        ) : null}
        <div className="col-12 d-flex flex-wrap gap-3">
          <Form.Check id={`${prefix}-required`} label={t`Required`} {...register('required')} />
          <Form.Check
            id={`${prefix}-filterable`}
            label={t`Filterable (a facet of the catalog)`}
            {...register('filterable')}
          />
        </div>
      </div>
      {rootError ? (
        <p className="invalid-feedback d-block" role="alert">
          {text(rootError)}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <SubmitButton size="sm">{editing ? t`Save attribute` : t`Add attribute`}</SubmitButton>
        {editing ? (
          <Button size="sm" variant="outline-secondary" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </ZodForm>
  );
}
