import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApproveReturnInputSchema,
  carrierChoiceLabel,
  RejectReturnInputSchema,
  RETURN_MESSAGES,
  RETURN_RESOLUTIONS,
  RETURN_TEXT_MAX,
  type Return,
  type ResolveReturnInput,
  type ReturnResolution,
} from '@partline/shared';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useConfirm } from '@/components/ui/use-confirm';
import { toastOutcome } from '@/lib/toast-outcome';
import {
  useApproveReturn,
  useReceiveReturn,
  useRejectReturn,
  useResolveReturn,
} from '../api/returns';
import { useActiveCarriers } from '../api/carriers';
import {
  resolveBody,
  resolveFormSchema,
  type ResolveForm as ResolveFormValues,
} from '../return-forms';
import { SectionCard } from './section-card';

const M = RETURN_MESSAGES;

/** The text a step of a return takes: its schema, and the field's label and hint. */
interface StepText {
  schema: z.ZodType<string, string>;
  label: MessageDescriptor;
  help?: MessageDescriptor;
}

const APPROVE: StepText = {
  schema: ApproveReturnInputSchema.shape.instructions,
  label: msg`Return instructions`,
  help: msg`Where and how to send the goods; printed on the label`,
};
const REJECT: StepText = {
  schema: RejectReturnInputSchema.shape.comment,
  label: msg`Comment`,
  help: msg`Why it is rejected; the buyer reads it`,
};
const RECEIVE: StepText = {
  schema: z.string().trim().max(RETURN_TEXT_MAX, { error: M.descriptionTooLong }),
  label: msg`Note on the goods (optional)`,
};

/** Each resolution as the form offers it (`RESOLUTION_CHOICES`), in the reader's language. */
const RESOLUTION_TEXTS: Readonly<Record<ReturnResolution, MessageDescriptor>> = {
  repair: msg`Repair`,
  replace: msg`Replace`,
  credit: msg`Credit`,
};

interface StepFormProps {
  /** The form's accessible name: 'Approve the return'. */
  name: string;
  text: StepText;
  /** The field's id. */
  id: string;
  submitLabel: string;
  variant?: 'primary' | 'success' | 'outline-danger';
  pending: boolean;
  className?: string;
  onSubmit: (text: string) => void;
}

/** One step of a return taken with a text: the text area, checked by its schema, and the button. */
function StepForm({
  name,
  text,
  id,
  submitLabel,
  variant = 'primary',
  pending,
  className,
  onSubmit,
}: StepFormProps) {
  const { i18n } = useLingui();
  const specText = useBackOfficeText();
  const form = useForm({
    resolver: zodResolver(z.object({ text: text.schema })),
    defaultValues: { text: '' },
  });
  return (
    <Form
      noValidate
      aria-label={name}
      className={className}
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values.text))(event)}
    >
      <Field
        id={id}
        label={i18n._(text.label)}
        as="textarea"
        rows={text.help ? 4 : 2}
        help={text.help ? i18n._(text.help) : undefined}
        hideHelpOnError
        error={specText(form.formState.errors.text?.message)}
        {...form.register('text')}
      />
      <SubmitButton pending={pending} className="mt-2" variant={variant}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

/** 'Approve' with the return instructions, beside 'Reject' with a comment (a requested return). */
function DecideForms({ returnRequest }: { returnRequest: Return }) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const approve = useApproveReturn();
  const reject = useRejectReturn();
  const id = returnRequest._id;
  return (
    <div className="row g-3">
      <StepForm
        name={t`Approve the return`}
        text={APPROVE}
        id="return-instructions-input"
        submitLabel={t`Approve`}
        variant="success"
        pending={approve.isPending}
        className="col-12 col-lg-6"
        onSubmit={(instructions) =>
          approve.mutate({ id, instructions }, toastOutcome(text(M.approved)))
        }
      />
      <StepForm
        name={t`Reject the return`}
        text={REJECT}
        id="return-comment-input"
        submitLabel={t`Reject`}
        variant="outline-danger"
        pending={reject.isPending}
        className="col-12 col-lg-6"
        onSubmit={(comment) => reject.mutate({ id, comment }, toastOutcome(text(M.rejected)))}
      />
    </div>
  );
}

/** 'Mark received' with a note on the goods' state (an approved return). */
function ReceiveForm({ returnRequest }: { returnRequest: Return }) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const receive = useReceiveReturn();
  return (
    <StepForm
      name={t`Receive the goods`}
      text={RECEIVE}
      id="return-received-note"
      submitLabel={t`Mark received`}
      pending={receive.isPending}
      onSubmit={(note) =>
        receive.mutate({ id: returnRequest._id, note }, toastOutcome(text(M.received)))
      }
    />
  );
}

/**
 * 'Resolve' (received goods): per open item Repair, Replace — a new shipment at no charge, with the
 * new piece's serial number for a serial-tracked product and the carrier and tracking or vehicle
 * number once — or Credit (a refund to the original payment, or a Mushak-6.7 credit note on
 * account), then a confirmation.
 */
function ResolveForm({ returnRequest }: { returnRequest: Return }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const open = returnRequest.items.filter((item) => item.resolution === null);
  const resolve = useResolveReturn();
  const carriers = useActiveCarriers();
  const confirm = useConfirm<ResolveReturnInput>();
  const form = useForm<ResolveFormValues>({
    resolver: zodResolver(resolveFormSchema(open.map((item) => item.serial !== null))),
    defaultValues: {
      items: open.map(() => ({ resolution: '', note: '', replacementSerial: '' })),
      carrierId: '',
      trackingNumber: '',
      vehicleNumber: '',
    },
  });
  const errors = form.formState.errors;
  const chosen = useWatch({ control: form.control, name: 'items' });
  const replacing = chosen.some((item) => item.resolution === 'replace');
  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  const submit = form.handleSubmit((values) => confirm.ask(resolveBody(open, values)));

  return (
    <>
      <Form noValidate aria-label={t`Resolve the items`} onSubmit={(event) => void submit(event)}>
        <ol className="list-unstyled d-flex flex-column gap-3 mb-2">
          {open.map((item, index) => {
            const base = `resolve-${index}`;
            return (
              <li key={item._id} className="return-resolve__item">
                <fieldset>
                  <legend className="h6 fw-semibold mb-1">
                    {item.productName}{' '}
                    <span className="small text-muted text-nowrap">
                      {item.serial ? (
                        <span className="font-monospace">{item.serial}</span>
                      ) : (
                        `${format.number(item.quantity)} × ${item.sku}`
                      )}
                    </span>
                  </legend>
                  <div className="d-flex flex-wrap gap-3 mb-2">
                    {RETURN_RESOLUTIONS.map((resolution) => (
                      <Form.Check
                        key={resolution}
                        inline
                        id={`${base}-${resolution}`}
                        type="radio"
                        value={resolution}
                        label={i18n._(RESOLUTION_TEXTS[resolution])}
                        {...form.register(`items.${index}.resolution`)}
                      />
                    ))}
                  </div>
                  <div className="row g-2">
                    {chosen[index]?.resolution === 'replace' && item.serial ? (
                      <Field
                        id={`${base}-serial`}
                        label={t`Serial number of the replacement`}
                        className="col-12 col-md-6"
                        autoComplete="off"
                        error={text(errors.items?.[index]?.replacementSerial?.message)}
                        {...form.register(`items.${index}.replacementSerial`)}
                      />
                    ) : null}
                    {chosen[index]?.resolution ? (
                      <Field
                        id={`${base}-note`}
                        label={t`Note (optional)`}
                        className="col-12 col-md-6"
                        error={text(errors.items?.[index]?.note?.message)}
                        {...form.register(`items.${index}.note`)}
                      />
                    ) : null}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {itemsError ? (
          <div className="invalid-feedback d-block mb-2" role="alert">
            {text(itemsError)}
          </div>
        ) : null}
        {replacing ? (
          <fieldset className="row g-2 mb-2">
            <legend className="h6 fw-semibold border-top pt-3 mt-1">
              <Trans>Replacement shipment</Trans>
            </legend>
            <Field
              id="resolve-carrier"
              label={t`Carrier`}
              as="select"
              className="col-12 col-md-4"
              error={text(errors.carrierId?.message)}
              disabled={carriers.isPending}
              {...form.register('carrierId')}
            >
              <option value="">
                {carriers.isPending ? t`Loading the carriers…` : t`Choose a carrier`}
              </option>
              {(carriers.data ?? []).map((carrier) => (
                <option key={carrier._id} value={carrier._id}>
                  {carrierChoiceLabel(carrier)}
                </option>
              ))}
            </Field>
            <Field
              id="resolve-tracking"
              label={t`Tracking number`}
              className="col-12 col-md-4"
              autoComplete="off"
              error={text(errors.trackingNumber?.message)}
              {...form.register('trackingNumber')}
            />
            <Field
              id="resolve-vehicle"
              label={t`Vehicle number`}
              className="col-12 col-md-4"
              autoComplete="off"
              error={text(errors.vehicleNumber?.message)}
              {...form.register('vehicleNumber')}
            />
          </fieldset>
        ) : null}
        <SubmitButton pending={resolve.isPending}>
          <Trans>Resolve</Trans>
        </SubmitButton>
      </Form>
      <ConfirmDialog
        confirm={confirm}
        title={t`Resolve these items?`}
        confirmLabel={t`Yes, resolve`}
        cancelLabel={t`Not now`}
        variant="primary"
        pending={resolve.isPending}
        onConfirm={(body) =>
          resolve.mutate(
            { id: returnRequest._id, ...body },
            toastOutcome(text(M.resolved), confirm.close),
          )
        }
      >
        {(body) => (
          <ul className="mb-0">
            {body.items.map((choice) => {
              const item = open.find((candidate) => candidate._id === choice.itemId);
              return (
                <li key={choice.itemId}>
                  {i18n._(RESOLUTION_TEXTS[choice.resolution])}: {item?.productName}
                  {item?.serial ? ` ${item.serial}` : ''}
                  {choice.resolution === 'replace'
                    ? ` — ${t`a new shipment at no charge`}`
                    : choice.resolution === 'credit'
                      ? ` — ${t`a refund or a credit note`}`
                      : ''}
                </li>
              );
            })}
          </ul>
        )}
      </ConfirmDialog>
    </>
  );
}

/**
 * The shop admin's actions on a return by its status (decision 322): approve or reject a
 * requested one, mark an approved one received, resolve the open items of received goods.
 * Nothing once it is rejected or resolved.
 */
export function ReturnActions({ returnRequest }: { returnRequest: Return }) {
  const { t } = useLingui();
  const { status } = returnRequest;
  const open = returnRequest.items.some((item) => item.resolution === null);
  const title =
    status === 'requested'
      ? t`Approve or reject`
      : status === 'approved'
        ? t`Receive the goods`
        : status === 'received' && open
          ? t`Resolve`
          : null;
  if (!title) return null;
  return (
    <SectionCard id="return-actions" title={title} border="warning">
      {status === 'requested' ? <DecideForms returnRequest={returnRequest} /> : null}
      {status === 'approved' ? <ReceiveForm returnRequest={returnRequest} /> : null}
      {status === 'received' ? (
        <>
          <Alert variant="light" className="small py-2">
            <Trans>
              Repair returns the piece; Replace ships a new one at no charge; Credit refunds the
              original payment or issues a credit note on account.
            </Trans>
          </Alert>
          <ResolveForm returnRequest={returnRequest} />
        </>
      ) : null}
    </SectionCard>
  );
}
