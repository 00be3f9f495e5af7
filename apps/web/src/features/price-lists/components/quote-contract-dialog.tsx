import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTRACT_FROM_QUANTITIES, PRICE_LIST_IMPORT_MESSAGES } from '@partline/shared';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import toast from 'react-hot-toast';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxGroupField } from '@/components/ui/form/checkbox-group-field';
import { Field } from '@/components/ui/form/field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { useMakeQuoteContract, usePriceListChoices } from '../api/make-quote-contract';

/** The dialog's fields: a new list (its name) or an existing one, the validity as shop days. */
const ContractFormSchema = z
  .object({
    target: z.enum(['new', 'existing']),
    newPriceListName: z.string().trim().max(120),
    priceListId: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    fromQuantity: z.enum(CONTRACT_FROM_QUANTITIES),
  })
  .superRefine((form, context) => {
    if (form.target === 'new' && form.newPriceListName === '') {
      context.addIssue({ code: 'custom', path: ['newPriceListName'], message: 'Name is Required' });
    }
    if (form.target === 'existing' && form.priceListId === '') {
      context.addIssue({
        code: 'custom',
        path: ['priceListId'],
        message: PRICE_LIST_IMPORT_MESSAGES.listOrName,
      });
    }
    if (form.startsOn && form.endsOn && form.startsOn >= form.endsOn) {
      // The dialog words it in the reader's language: the only error of `endsOn`.
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'ends before it starts' });
    }
  });
type ContractForm = z.infer<typeof ContractFormSchema>;

/** The start of a shop day (Asia/Dhaka, UTC+06:00) as an instant; `null` for none. */
const shopDayStart = (day: string) => (day ? `${day}T00:00:00+06:00` : null);

export interface QuoteContractDialogProps {
  quoteId: string;
  quoteNumber: string;
  /** The quote's company, for the new list's name. */
  companyName: string;
  onClose: () => void;
}

/**
 * "Make these prices the contract" (admin; decision 320): turns an accepted quote's prices into
 * price-list entries of its company — a new list (named `Contract <company> <QT-number>`, valid
 * from/until the chosen shop days) or an existing one — from the quoted quantities or the
 * products' minimum orders.
 */
export function QuoteContractDialog({
  quoteId,
  quoteNumber,
  companyName,
  onClose,
}: QuoteContractDialogProps) {
  const { t } = useLingui();
  const text = useBackOfficeText();
  const format = useFormat();
  const making = useMakeQuoteContract(quoteId);
  const form = useForm<ContractForm>({
    resolver: zodResolver(ContractFormSchema),
    defaultValues: {
      target: 'new',
      newPriceListName: t`Contract ${companyName} ${quoteNumber}`.replace(/\s+/g, ' '),
      priceListId: '',
      startsOn: '',
      endsOn: '',
      fromQuantity: 'quoted',
    },
  });
  const target = useWatch({ control: form.control, name: 'target' });
  const lists = usePriceListChoices(target === 'existing');
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    making
      .mutateAsync(
        values.target === 'new'
          ? {
              newPriceListName: values.newPriceListName,
              startsAt: shopDayStart(values.startsOn),
              endsAt: shopDayStart(values.endsOn),
              fromQuantity: values.fromQuantity,
            }
          : { priceListId: values.priceListId, fromQuantity: values.fromQuantity },
      )
      .then((made) => {
        const entries = format.number(made.entries);
        toast.success(t`${entries} contract prices set`);
        onClose();
      })
      .catch(() => undefined),
  );

  return (
    <Modal show onHide={onClose} centered aria-labelledby="quote-contract-title">
      <Modal.Header closeButton>
        <Modal.Title id="quote-contract-title" as="h2" className="h5">
          <Trans>Make these prices the contract</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <CheckboxGroupField
            id="contract-target"
            type="radio"
            legend={t`Price list`}
            className="mb-3"
            options={[
              { value: 'new', label: t`A new price list` },
              { value: 'existing', label: t`An existing price list` },
            ]}
            registration={form.register('target')}
          />
          {target === 'new' ? (
            <>
              <Field
                id="contract-name"
                label={t`Name`}
                className="mb-3"
                error={errors.newPriceListName?.message}
                {...form.register('newPriceListName')}
              />
              <div className="row">
                <Field
                  id="contract-starts"
                  label={t`Valid from`}
                  type="date"
                  className="mb-3 col-sm-6"
                  {...form.register('startsOn')}
                />
                <Field
                  id="contract-ends"
                  label={t`Valid until`}
                  type="date"
                  className="mb-3 col-sm-6"
                  error={errors.endsOn ? t`Valid until must be after valid from` : undefined}
                  {...form.register('endsOn')}
                />
              </div>
            </>
          ) : (
            <Field
              id="contract-list"
              label={t`Price list`}
              as="select"
              className="mb-3"
              error={errors.priceListId?.message}
              help={t`Its validity stays as it is; the company is added to it.`}
              {...form.register('priceListId')}
            >
              <option value="">
                <Trans>Choose a price list</Trans>
              </option>
              {(lists.data ?? []).map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </Field>
          )}
          <CheckboxGroupField
            id="contract-from"
            type="radio"
            legend={t`Each price applies from`}
            className="mb-3"
            options={[
              { value: 'quoted', label: t`The quoted quantity` },
              { value: 'minimum', label: t`The product's minimum order` },
            ]}
            registration={form.register('fromQuantity')}
          />
          {making.error ? (
            <Alert variant="danger" role="alert">
              {text(making.error.message)}
            </Alert>
          ) : null}
          <SubmitButton pending={making.isPending}>
            <Trans>Make contract prices</Trans>
          </SubmitButton>
        </Form>
      </Modal.Body>
    </Modal>
  );
}
