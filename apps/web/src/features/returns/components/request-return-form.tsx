import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  RETURN_PHOTOS_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type OrderDetail,
  type Return,
} from '@partline/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { useFormat } from '@/lib/i18n/format';
import { Field } from '@/components/ui/form/field';
import { ImageUploadField } from '@/components/ui/form/image-upload-field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ApiError } from '@/lib/api-error';
import { useCreateReturn } from '../api/returns';
import { preselection, returnableLines } from '../returnable';
import { SectionCard } from './section-card';
import {
  requestFormSchema,
  returnRequestBody,
  type RequestForm,
  type RequestFormInput,
} from '../return-forms';

/** The API's fields whose 400 `details` show under the form's own. */
const API_FIELDS = ['reason', 'description', 'photos'] as const;

export interface RequestReturnFormProps {
  order: Pick<OrderDetail, '_id' | 'orderNumber' | 'lines' | 'shipments'>;
  /** The line and serial number the page was opened for (`?line=`, `?serial=`), if any. */
  chosen?: { line: string | null; serial: string | null };
  /** A shop admin files it: they may accept a claim past the warranty or return window. */
  isShopAdmin?: boolean;
  /** Called with the return once the server has it. */
  onRequested: (created: Return) => void;
}

/**
 * 'Request a return' (decision 322): the order's shipped lines, each serial number to tick for a
 * serial-tracked product or a number of pieces for others; the reason, a description and up to
 * {@link RETURN_PHOTOS_MAX} photos (uploaded as chosen, shown as thumbnails to remove). A shop
 * admin may accept a claim past the warranty or the return window, saying why (audited). The
 * server's refusals (a serial under another return, a warranty ended…) show above the button.
 */
export function RequestReturnForm({
  order,
  chosen = { line: null, serial: null },
  isShopAdmin = false,
  onRequested,
}: RequestReturnFormProps) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useBuyerText();
  const lines = returnableLines(order);
  const create = useCreateReturn();
  const [uploading, setUploading] = useState(false);
  const form = useForm<RequestFormInput, unknown, RequestForm>({
    resolver: zodResolver(requestFormSchema(lines)),
    defaultValues: {
      ...preselection(lines, chosen),
      ...(chosen.serial ? { reason: 'defective' as const } : {}),
      description: '',
      photos: [],
      override: false,
      overrideReason: '',
    },
  });
  const errors = form.formState.errors;
  const photos = useWatch({ control: form.control, name: 'photos' });
  const override = useWatch({ control: form.control, name: 'override' });
  const itemsError = (errors as { items?: { message?: string } }).items?.message;
  const apiError = create.error instanceof ApiError ? create.error : null;
  const onField = API_FIELDS.some((field) => apiError?.details?.[field]?.length);
  const refusal = create.error && !onField ? specText(create.error.message) : null;

  const submit = form.handleSubmit((values) => {
    create.reset();
    create.mutate(returnRequestBody(order._id, lines, values), {
      onSuccess: (created) => onRequested(created),
      onError: (error) => {
        setFieldErrors(error, API_FIELDS, form.setError);
      },
    });
  });

  const { orderNumber } = order;
  const maxPhotos = format.number(RETURN_PHOTOS_MAX);
  const photoLabel = (index: number) => {
    const number = format.number(index + 1);
    return t`Photo ${number}`;
  };
  const removeLabel = (index: number) => {
    const number = format.number(index + 1);
    return t`Remove photo ${number}`;
  };
  if (lines.length === 0) {
    return (
      <Alert variant="info" className="mb-0">
        {t`Nothing of order ${orderNumber} has shipped yet: there is nothing to return.`}
      </Alert>
    );
  }

  return (
    <Form
      noValidate
      aria-label={t`Return request`}
      className="return-request d-flex flex-column gap-3"
      onSubmit={(event) => void submit(event)}
    >
      <SectionCard id="return-items" title={t`What goes back`}>
        <p className="text-muted small">
          <Trans>
            Tick the serial numbers of the pieces, or give the number of pieces of a line without
            serial numbers.
          </Trans>
        </p>
        <div className="d-flex flex-column gap-3">
          {lines.map((line, index) => {
            const quantityId = `return-quantity-${index}`;
            const quantityError = errors.quantities?.[index]?.message;
            const shipped = format.pieces(line.shipped);
            return (
              <fieldset key={line.orderLineId} className="return-request__line">
                <legend className="h6 fw-semibold mb-1">
                  {line.productName}{' '}
                  <span className="text-muted small text-nowrap">({line.sku})</span>
                </legend>
                <p className="small text-muted mb-2">{t`Shipped: ${shipped}`}</p>
                {line.serials.length > 0 ? (
                  <div className="return-request__serials">
                    {line.serials.map((serial) => (
                      <Form.Check
                        key={serial}
                        id={`return-serial-${index}-${serial}`}
                        type="checkbox"
                        value={serial}
                        label={<span className="font-monospace">{serial}</span>}
                        {...form.register(`serials.${index}`)}
                      />
                    ))}
                  </div>
                ) : (
                  <Field
                    id={quantityId}
                    label={t`Pieces to return`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.shipped}
                    className="return-request__quantity"
                    error={quantityError}
                    {...form.register(`quantities.${index}`, { valueAsNumber: true })}
                  />
                )}
              </fieldset>
            );
          })}
        </div>
        {itemsError ? (
          <div className="invalid-feedback d-block mt-2" role="alert">
            {specText(itemsError)}
          </div>
        ) : null}
      </SectionCard>

      <SectionCard id="return-why" title={t`Why`}>
        <fieldset
          className="mb-3"
          aria-describedby={errors.reason ? 'return-reason-error' : undefined}
        >
          <legend className="form-label fs-6">
            <Trans>Reason</Trans>
          </legend>
          {RETURN_REASONS.map((value) => (
            <Form.Check
              key={value}
              id={`return-reason-${value}`}
              type="radio"
              value={value}
              label={specText(RETURN_REASON_LABELS[value])}
              isInvalid={Boolean(errors.reason)}
              {...form.register('reason')}
            />
          ))}
          {errors.reason ? (
            <div id="return-reason-error" className="invalid-feedback d-block">
              {specText(errors.reason.message ?? '')}
            </div>
          ) : null}
        </fieldset>
        <Field
          id="return-description"
          label={t`Description`}
          as="textarea"
          rows={4}
          help={t`What is wrong, and when it started`}
          hideHelpOnError
          error={errors.description?.message}
          {...form.register('description')}
        />
      </SectionCard>

      <SectionCard id="return-photos" title={t`Photos`}>
        {photos.length > 0 ? (
          <ul className="return-photos list-unstyled" aria-label={t`Photos of the return`}>
            {photos.map((url, index) => (
              <li key={url} className="return-photos__item">
                <img src={url} alt={photoLabel(index)} className="return-photos__image" />
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={removeLabel(index)}
                  onClick={() =>
                    form.setValue(
                      'photos',
                      photos.filter((photo) => photo !== url),
                    )
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length < RETURN_PHOTOS_MAX ? (
          <ImageUploadField
            // A fresh input for each photo: the last one's file is not chosen again.
            key={photos.length}
            id="return-photo"
            label={t`Add a photo (up to ${maxPhotos})`}
            progressLabel={t`Photo upload progress`}
            failedMessage={t`The photo could not be uploaded. Please try again.`}
            error={errors.photos?.message}
            onUploadingChange={setUploading}
            onUploaded={(url) => form.setValue('photos', [...form.getValues('photos'), url])}
          />
        ) : (
          <p className="small text-muted mb-0">{t`At most ${maxPhotos} photos`}.</p>
        )}
      </SectionCard>

      {isShopAdmin ? (
        <SectionCard id="return-override" title={t`Shop admin`}>
          <Form.Check
            id="return-override-check"
            type="checkbox"
            label={t`Accept past warranty or return window`}
            {...form.register('override')}
          />
          {override ? (
            <Field
              id="return-override-reason"
              label={t`Why it is accepted`}
              as="textarea"
              rows={2}
              className="mt-2"
              help={t`Recorded in the audit log`}
              hideHelpOnError
              error={errors.overrideReason?.message}
              {...form.register('overrideReason')}
            />
          ) : null}
        </SectionCard>
      ) : null}

      {refusal ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <div className="d-flex justify-content-end">
        <SubmitButton pending={create.isPending} disabled={uploading}>
          <Trans>Request return</Trans>
        </SubmitButton>
      </div>
    </Form>
  );
}
