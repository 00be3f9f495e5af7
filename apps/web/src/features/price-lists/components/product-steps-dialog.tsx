import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BASE_CURRENCY,
  PriceListProductInputSchema,
  type CurrencyCode,
  type PriceListEntry,
  type PriceListProductInput,
} from '@partline/shared';
import { amountUnit } from '@/lib/amount-unit';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import toast from 'react-hot-toast';
import { useSetProductSteps } from '../api/price-lists';

/** One step as typed: a minimum quantity and a price in Taka or a percentage off. */
export interface StepValues {
  minQuantity: string;
  kind: 'price' | 'percent';
  amount: string;
}

interface StepsFormValues {
  steps: StepValues[];
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The typed steps as `PriceListProductInputSchema` reads them. */
function stepsInput(values: StepsFormValues) {
  return {
    steps: values.steps.map((step) => ({
      minQuantity: numberOrUndefined(step.minQuantity),
      ...(step.kind === 'price'
        ? { unitPrice: numberOrUndefined(step.amount) }
        : { percentOff: numberOrUndefined(step.amount) }),
    })),
  };
}

/** Checks the typed steps with the shared schema; the first problem of each step under it. */
const resolver: Resolver<StepsFormValues, unknown, PriceListProductInput> = async (values) => {
  const result = PriceListProductInputSchema.safeParse(stepsInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const [, index] = issue.path;
    const key = typeof index === 'number' ? `steps.${index}` : 'root';
    errors[key] ??= { type: 'custom', message: issue.message };
  }
  const steps: Record<number, { amount: { type: string; message: string } }> = {};
  for (const [key, error] of Object.entries(errors)) {
    if (key !== 'root') steps[Number(key.split('.')[1])] = { amount: error };
  }
  return {
    values: {},
    errors: {
      ...(Object.keys(steps).length > 0 ? { steps } : {}),
      ...(errors.root ? { root: errors.root } : {}),
    } as never,
  };
};

/** An entry's step as typed in the dialog. */
function stepOf(entry: PriceListEntry): StepValues {
  return entry.unitPrice !== null
    ? { minQuantity: String(entry.minQuantity), kind: 'price', amount: String(entry.unitPrice) }
    : {
        minQuantity: String(entry.minQuantity),
        kind: 'percent',
        amount: String(entry.percentOff ?? ''),
      };
}

export interface ProductStepsDialogProps {
  listId: string;
  /** The list's currency (decision 327): its fixed prices are amounts of it. */
  currency: CurrencyCode;
  product: { productId: string; sku: string; productName: string };
  /** The product's steps in the list now (none: a product being added). */
  entries: readonly PriceListEntry[];
  onClose: () => void;
}

/**
 * The dialog where the admin sets a product's steps in a price list (decision 320): from each
 * minimum quantity on, a fixed price in the list's currency or a percentage off the list tier price;
 * saved whole.
 */
export function ProductStepsDialog({
  listId,
  currency,
  product,
  entries,
  onClose,
}: ProductStepsDialogProps) {
  const { t, i18n } = useLingui();
  const unit = currency === BASE_CURRENCY ? '৳' : amountUnit(currency, i18n);
  const format = useFormat();
  const text = useBackOfficeText();
  const { sku } = product;
  const form = useForm<StepsFormValues, unknown, PriceListProductInput>({
    resolver,
    defaultValues: {
      steps:
        entries.length > 0
          ? entries.map(stepOf)
          : [{ minQuantity: '1', kind: 'price', amount: '' }],
    },
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const save = useSetProductSteps(listId);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { productId: product.productId, input },
      {
        onSuccess: () => {
          toast.success(t`Prices of ${sku} saved`);
          onClose();
        },
        onError: (error) => form.setError('root', { message: text(error.message) }),
      },
    ),
  );
  return (
    <Modal show onHide={onClose} centered aria-labelledby="steps-title">
      <form onSubmit={onSubmit} noValidate aria-label={t`Prices of ${sku}`}>
        <Modal.Header closeButton>
          <Modal.Title id="steps-title" as="h2" className="h5">
            {product.sku} · {product.productName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            <Trans>
              From each minimum quantity on, a fixed price per piece or a discount off the list
              price. The buyer pays the lowest of the list price and every valid price list.
            </Trans>
          </p>
          {steps.fields.map((field, index) => {
            const message = text(errors.steps?.[index]?.amount?.message);
            const number = format.number(index + 1);
            const listAt = format.number(entries[index]?.minQuantity ?? 0);
            const listPrice = format.money(entries[index]?.listUnitPrice ?? 0);
            return (
              <fieldset key={field.id} className="row g-2 align-items-end mb-2">
                <legend className="visually-hidden">
                  <Trans>Step {number}</Trans>
                </legend>
                <div className="col-4">
                  <label className="form-label small" htmlFor={`step-${index}-min`}>
                    <Trans>From quantity</Trans>
                  </label>
                  <input
                    id={`step-${index}-min`}
                    className="form-control"
                    inputMode="numeric"
                    {...form.register(`steps.${index}.minQuantity`)}
                  />
                </div>
                <div className="col-4">
                  <label className="form-label small" htmlFor={`step-${index}-kind`}>
                    <Trans>Kind</Trans>
                  </label>
                  <select
                    id={`step-${index}-kind`}
                    className="form-select"
                    {...form.register(`steps.${index}.kind`)}
                  >
                    <option value="price">{t`Price (${unit})`}</option>
                    <option value="percent">{t`% off`}</option>
                  </select>
                </div>
                <div className="col-3">
                  <label className="form-label small" htmlFor={`step-${index}-amount`}>
                    <Trans>Amount</Trans>
                  </label>
                  <input
                    id={`step-${index}-amount`}
                    className={`form-control${message ? ' is-invalid' : ''}`}
                    inputMode="decimal"
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `step-${index}-error` : undefined}
                    {...form.register(`steps.${index}.amount`)}
                  />
                </div>
                <div className="col-1">
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={t`Remove step ${number}`}
                    disabled={steps.fields.length === 1}
                    onClick={() => steps.remove(index)}
                  >
                    ×
                  </button>
                </div>
                {message ? (
                  <div id={`step-${index}-error`} className="col-12 small text-danger">
                    {message}
                  </div>
                ) : null}
                {entries[index] && entries[index]?.minQuantity === Number(field.minQuantity) ? (
                  <div className="col-12 small text-body-secondary">
                    <Trans>
                      List price at {listAt}: {listPrice}
                    </Trans>
                  </div>
                ) : null}
              </fieldset>
            );
          })}
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={steps.fields.length >= 10}
            onClick={() => steps.append({ minQuantity: '', kind: 'price', amount: '' })}
          >
            <Trans>Add step</Trans>
          </button>
          {errors.root?.message ? (
            <div role="alert" className="alert alert-danger mt-3 mb-0">
              {text(errors.root.message)}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            <Trans>Save prices</Trans>
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
