import { zodResolver } from '@hookform/resolvers/zod';
import { carrierChoiceLabel, SHIPMENT_MESSAGES, shopDay, type Order } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import toast from 'react-hot-toast';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/form/field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ApiError } from '@/lib/api-error';
import { useFormat } from '@/lib/i18n/format';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useCarriers } from '../api/carriers';
import { useSerialTrackedProducts } from '../api/get-line-products';
import { useShipOrder } from '../api/ship-order';
import { leftToShip } from '../left-to-ship';
import { checkSerialEntry } from '../serial-entry-check';
import { SerialEntry } from './serial-entry';

const M = SHIPMENT_MESSAGES;

/**
 * The dialog's fields: pieces per line (0: not in this shipment), the serial numbers of each
 * serial-tracked line (`tracked[index]`) as typed, the carrier and references.
 */
const shipFormSchema = (left: readonly number[], tracked: readonly boolean[]) =>
  z
    .object({
      quantities: z.array(
        z.number({ error: M.quantityWhole }).int({ error: M.quantityWhole }).min(0, {
          error: M.quantityWhole,
        }),
      ),
      serials: z.array(z.string()),
      carrierId: z.string().min(1, { error: M.carrierRequired }),
      trackingNumber: z.string().trim().max(100),
      vehicleNumber: z.string().trim().max(100),
      shippedOn: z.iso.date({ error: M.shippedOnFormat }),
    })
    .superRefine((form, context) => {
      form.quantities.forEach((quantity, index) => {
        if (quantity > (left[index] ?? 0)) {
          context.addIssue({
            code: 'custom',
            path: ['quantities', index],
            message: M.moreThanLeft(left[index] ?? 0),
          });
        }
        if (tracked[index] && quantity > 0) {
          const { problem } = checkSerialEntry(form.serials[index] ?? '', quantity);
          if (problem)
            context.addIssue({ code: 'custom', path: ['serials', index], message: problem });
        }
      });
      if (!form.quantities.some((quantity) => quantity > 0)) {
        context.addIssue({ code: 'custom', path: ['quantities'], message: M.linesRequired });
      }
      if (form.trackingNumber === '' && form.vehicleNumber === '') {
        context.addIssue({
          code: 'custom',
          path: ['trackingNumber'],
          message: M.referenceRequired,
        });
      }
    });
type ShipForm = z.infer<ReturnType<typeof shipFormSchema>>;

/** The fields the API's 400 `details` name, shown under them. */
const API_FIELDS = ['carrierId', 'trackingNumber', 'vehicleNumber', 'shippedOn'] as const;

/**
 * The API's refusals of serial numbers put under the entry of the line they belong to:
 * `details['lines.2.serials']` (400, by the index among the lines sent) and a 409 naming a serial
 * that shipped already. `sent[i]` is the dialog's index of the `i`-th line sent. Returns the
 * dialog's index and message of each.
 */
function serialErrorsOf(
  error: unknown,
  sent: readonly number[],
  serialsSent: readonly (readonly string[])[],
): [number, string][] {
  if (!(error instanceof ApiError)) return [];
  const found: [number, string][] = [];
  for (const [path, messages] of Object.entries(error.details ?? {})) {
    const match = /^lines\.(\d+)\.serials/.exec(path);
    const index = match ? sent[Number(match[1])] : undefined;
    if (index !== undefined && messages[0]) found.push([index, messages[0]]);
  }
  if (found.length === 0 && error.status === 409) {
    const at = serialsSent.findIndex((serials) =>
      serials.some((serial) => error.message.includes(`Serial number ${serial} `)),
    );
    if (at >= 0) found.push([sent[at]!, error.message]);
  }
  return found;
}

export interface ShipOrderDialogProps {
  /** A paid order, its lines with their ids and shipped quantities. */
  order: Pick<Order, '_id' | 'orderNumber' | 'lines'>;
  onClose: () => void;
}

/**
 * "Ship" (admin; decision 321): one row per line with its SKU, name, pieces ordered, shipped and
 * left, and the pieces of this shipment (left by default; 0 leaves the line out), with one serial
 * number per piece of a serial-tracked product (decision 322, {@link SerialEntry}); an active
 * carrier, the tracking number and/or vehicle number, and the day it leaves (today in Dhaka by
 * default). Sends `POST /orders/{id}/shipments`; the API's messages show under their fields, a
 * conflict ('Only 3 left to ship') above the button.
 */
export function ShipOrderDialog({ order, onClose }: ShipOrderDialogProps) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useBackOfficeText();
  const { orderNumber } = order;
  const lines = order.lines.filter((line) => line._id);
  const left = lines.map(leftToShip);
  const products = useSerialTrackedProducts(
    lines.flatMap((line, index) =>
      line.productId && (left[index] ?? 0) > 0 ? [line.productId] : [],
    ),
  );
  const tracked = lines.map((line) =>
    Boolean(line.productId && products.tracked.has(line.productId)),
  );
  // Read by the resolver at each check: which lines are serial-tracked as the products now say.
  const trackedNow = useRef(tracked);
  useEffect(() => {
    trackedNow.current = tracked;
  });
  const [resolver] = useState(() => {
    const check: Resolver<ShipForm> = (values, context, options) =>
      zodResolver(shipFormSchema(left, trackedNow.current))(values, context, options as never);
    return check;
  });
  const [serialRefusal, setSerialRefusal] = useState(false);
  const carriers = useCarriers({ activeOnly: true });
  const ship = useShipOrder();
  const form = useForm<ShipForm>({
    resolver,
    defaultValues: {
      quantities: left,
      serials: lines.map(() => ''),
      carrierId: '',
      trackingNumber: '',
      vehicleNumber: '',
      shippedOn: shopDay(),
    },
  });
  const errors = form.formState.errors;
  const quantities = useWatch({ control: form.control, name: 'quantities' });
  const serialTexts = useWatch({ control: form.control, name: 'serials' });
  const apiError = ship.error instanceof ApiError ? ship.error : null;
  const linesError =
    errors.quantities?.message ?? errors.quantities?.root?.message ?? apiError?.details?.lines?.[0];
  // A refusal that names no field (409 'Only 3 left to ship') shows above the button.
  const onField =
    serialRefusal || [...API_FIELDS, 'lines'].some((field) => apiError?.details?.[field]?.length);
  const refusal = ship.error && !onField ? specText(ship.error.message) : null;

  const submit = form.handleSubmit((values) => {
    ship.reset();
    setSerialRefusal(false);
    const sent = lines.flatMap((_, index) => ((values.quantities[index] ?? 0) > 0 ? [index] : []));
    const serialsSent = sent.map((index) =>
      tracked[index] ? checkSerialEntry(values.serials[index] ?? '', 0).serials : [],
    );
    ship.mutate(
      {
        orderId: order._id,
        input: {
          lines: sent.map((index, at) => ({
            orderLineId: lines[index]!._id!,
            quantity: values.quantities[index]!,
            ...(tracked[index] ? { serials: serialsSent[at] } : {}),
          })),
          carrierId: values.carrierId,
          trackingNumber: values.trackingNumber || null,
          vehicleNumber: values.vehicleNumber || null,
          shippedOn: values.shippedOn,
        },
      },
      {
        onSuccess: (shipment) => {
          toast.success(`${specText(M.shipped)}: ${shipment.number}`);
          onClose();
        },
        onError: (error) => {
          setFieldErrors(error, API_FIELDS, form.setError);
          const serialErrors = serialErrorsOf(error, sent, serialsSent);
          for (const [index, message] of serialErrors) {
            form.setError(`serials.${index}`, { message }, { shouldFocus: true });
          }
          setSerialRefusal(serialErrors.length > 0);
        },
      },
    );
  });
  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby="ship-order-title">
      <Modal.Header closeButton>
        <Modal.Title id="ship-order-title" as="h2" className="h5">
          <Trans>Ship {orderNumber}</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form noValidate aria-label={t`New shipment`} onSubmit={(event) => void submit(event)}>
          <Table size="sm" className="ship-order__lines align-middle mb-1">
            <caption className="visually-hidden">
              <Trans>Pieces of each line in this shipment</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Line</Trans>
                </th>
                <th scope="col" className="text-end">
                  <Trans>Ordered</Trans>
                </th>
                <th scope="col" className="text-end">
                  <Trans>Shipped</Trans>
                </th>
                <th scope="col" className="text-end">
                  <Trans>Left</Trans>
                </th>
                <th scope="col" className="text-end">
                  <Trans>Ship</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => {
                const id = `ship-quantity-${index}`;
                const error = errors.quantities?.[index]?.message;
                const pieces = Number(quantities?.[index]) || 0;
                const { sku } = line;
                return (
                  <Fragment key={line._id}>
                    <tr>
                      <th scope="row" className="fw-normal">
                        <span className="d-block">{line.productName}</span>
                        <span className="d-block small text-muted text-nowrap">{line.sku}</span>
                      </th>
                      <td className="text-end" data-label={t`Ordered`}>
                        {format.number(line.quantity)}
                      </td>
                      <td className="text-end" data-label={t`Shipped`}>
                        {format.number(line.shippedQuantity ?? 0)}
                      </td>
                      <td className="text-end" data-label={t`Left`}>
                        {format.number(left[index] ?? 0)}
                      </td>
                      <td className="text-end ship-order__quantity" data-label={t`Ship`}>
                        <label htmlFor={id} className="visually-hidden">
                          <Trans>Pieces of {sku} to ship</Trans>
                        </label>
                        <Form.Control
                          id={id}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={left[index]}
                          size="sm"
                          className="text-end"
                          disabled={left[index] === 0}
                          isInvalid={Boolean(error)}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          {...form.register(`quantities.${index}`, { valueAsNumber: true })}
                        />
                        {error ? (
                          <div id={`${id}-error`} className="invalid-feedback d-block">
                            {specText(error)}
                          </div>
                        ) : null}
                      </td>
                    </tr>
                    {tracked[index] && pieces > 0 ? (
                      <tr className="ship-order__serials">
                        <td colSpan={5}>
                          <SerialEntry
                            id={`ship-serials-${index}`}
                            sku={line.sku}
                            pieces={pieces}
                            value={serialTexts?.[index] ?? ''}
                            error={errors.serials?.[index]?.message}
                            textarea={form.register(`serials.${index}`)}
                            onChange={(next) =>
                              form.setValue(`serials.${index}`, next, {
                                shouldDirty: true,
                                shouldValidate: form.formState.isSubmitted,
                              })
                            }
                          />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </Table>
          {linesError ? (
            <div className="invalid-feedback d-block mb-2" role="alert">
              {specText(linesError)}
            </div>
          ) : null}
          <p className="small text-muted">
            <Trans>0 leaves a line out of this shipment.</Trans>
          </p>
          <div className="row g-2">
            <Field
              id="ship-carrier"
              label={t`Carrier`}
              as="select"
              className="col-12 col-md-6"
              error={specText(errors.carrierId?.message)}
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
              id="ship-date"
              label={t`Shipped on`}
              type="date"
              className="col-12 col-md-6"
              error={specText(errors.shippedOn?.message)}
              {...form.register('shippedOn')}
            />
            <Field
              id="ship-tracking"
              label={t`Tracking number`}
              className="col-12 col-md-6"
              autoComplete="off"
              error={specText(errors.trackingNumber?.message)}
              help={t`The courier's consignment number`}
              {...form.register('trackingNumber')}
            />
            <Field
              id="ship-vehicle"
              label={t`Vehicle number`}
              className="col-12 col-md-6"
              autoComplete="off"
              error={specText(errors.vehicleNumber?.message)}
              help={t`Own transport: the vehicle's registration`}
              {...form.register('vehicleNumber')}
            />
          </div>
          {refusal ? (
            <Alert variant="danger" className="mt-3 mb-0" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <div className="d-flex justify-content-end gap-2 mt-3">
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            <SubmitButton pending={ship.isPending} disabled={products.pending}>
              <Trans>Create shipment</Trans>
            </SubmitButton>
          </div>
        </Form>
      </Modal.Body>
    </Modal>
  );
}
