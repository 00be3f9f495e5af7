import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Attribute } from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { CategoryOptions } from '@/components/ui/form/category-options';
import { FormField } from '@/components/ui/form/form-field';
import type { CategoryAttributes } from '../hooks/use-category-attributes';

/** One attribute's control (decision 316), its error (`specifications.<key>`) under it. */
function SpecificationField({ attribute }: { attribute: Attribute }) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const { register } = useFormContext();
  const name = `specifications.${attribute.key}`;
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  const id = `spec-${attribute.key}`;
  const wired = {
    id,
    isInvalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...register(name),
  } as const;
  const control = (() => {
    switch (attribute.type) {
      case 'enum':
        return (
          <Form.Select {...wired}>
            <option value="">—</option>
            {attribute.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Form.Select>
        );
      case 'boolean':
        return (
          <Form.Select {...wired}>
            <option value="">—</option>
            <option value="true">{t`Yes`}</option>
            <option value="false">{t`No`}</option>
          </Form.Select>
        );
      case 'number':
        return (
          <InputGroup hasValidation>
            <Form.Control {...wired} type="number" inputMode="decimal" step="any" />
            {attribute.unit ? <InputGroup.Text>{attribute.unit}</InputGroup.Text> : null}
            <Form.Control.Feedback type="invalid" id={`${id}-error`}>
              {text(error)}
            </Form.Control.Feedback>
          </InputGroup>
        );
      case 'text':
        return <Form.Control {...wired} />;
    }
  })();

  return (
    <Form.Group className="col-12 col-sm-6 col-md-4">
      <Form.Label htmlFor={id}>
        {attribute.name}
        {attribute.required ? (
          <>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden">
              {' '}
              <Trans>(required)</Trans>
            </span>
          </>
        ) : null}
      </Form.Label>
      {control}
      {attribute.type === 'number' ? null : (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {text(error)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

export interface CategorySpecificationFieldsProps {
  catalog: CategoryAttributes;
}

/**
 * The product's category (the tree, indented; "No category") and the specification fields of
 * its attributes, inherited first (decision 316). A value stays under its key when the category
 * changes, so a key the new category also has keeps it.
 */
export function CategorySpecificationFields({ catalog }: CategorySpecificationFieldsProps) {
  const { t } = useLingui();
  // The select mounts once its options are there, so it shows the product's category.
  if (!catalog.listed) {
    return (
      <div className="col-12 col-md-6">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        <span className="form-text">
          <Trans>Loading the categories…</Trans>
        </span>
      </div>
    );
  }
  return (
    <>
      <FormField
        name="categoryId"
        id="product-category"
        className="col-12 col-md-6"
        label={t`Category`}
        as="select"
      >
        <option value="">{t`No category`}</option>
        <CategoryOptions categories={catalog.categories} />
      </FormField>
      {catalog.loading ? (
        <div className="col-12">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          <span className="form-text">
            <Trans>Loading the category's specification…</Trans>
          </span>
        </div>
      ) : catalog.unavailable ? (
        <div className="col-12" role="alert">
          <span className="text-danger">
            <Trans>We could not load this category&apos;s specification.</Trans>
          </span>{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={catalog.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : catalog.attributes.length > 0 ? (
        <fieldset className="col-12">
          <legend className="form-label fs-6 mb-2">
            <Trans>Specification</Trans>
          </legend>
          <div className="row g-3">
            {catalog.attributes.map((attribute) => (
              <SpecificationField key={attribute.id} attribute={attribute} />
            ))}
          </div>
          <p className="form-text mb-0">
            <Trans>* required</Trans>
          </p>
        </fieldset>
      ) : null}
    </>
  );
}
