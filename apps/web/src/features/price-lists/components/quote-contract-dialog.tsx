import { zodResolver } from '@hookform/resolvers/zod';
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
      context.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'Valid until must be after valid from',
      });
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
  const making = useMakeQuoteContract(quoteId);
  const form = useForm<ContractForm>({
    resolver: zodResolver(ContractFormSchema),
    defaultValues: {
      target: 'new',
      newPriceListName: `Contract ${companyName} ${quoteNumber}`.replace(/\s+/g, ' '),
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
        toast.success(`${made.entries} contract prices set`);
        onClose();
      })
      .catch(() => undefined),
  );

  return (
    <Modal show onHide={onClose} centered aria-labelledby="quote-contract-title">
      <Modal.Header closeButton>
        <Modal.Title id="quote-contract-title" as="h2" className="h5">
          Make these prices the contract
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <CheckboxGroupField
            id="contract-target"
            type="radio"
            legend="Price list"
            className="mb-3"
            options={[
              { value: 'new', label: 'A new price list' },
              { value: 'existing', label: 'An existing price list' },
            ]}
            registration={form.register('target')}
          />
          {target === 'new' ? (
            <>
              <Field
                id="contract-name"
                label="Name"
                className="mb-3"
                error={errors.newPriceListName?.message}
                {...form.register('newPriceListName')}
              />
              <div className="row">
                <Field
                  id="contract-starts"
                  label="Valid from"
                  type="date"
                  className="mb-3 col-sm-6"
                  {...form.register('startsOn')}
                />
                <Field
                  id="contract-ends"
                  label="Valid until"
                  type="date"
                  className="mb-3 col-sm-6"
                  error={errors.endsOn?.message}
                  {...form.register('endsOn')}
                />
              </div>
            </>
          ) : (
            <Field
              id="contract-list"
              label="Price list"
              as="select"
              className="mb-3"
              error={errors.priceListId?.message}
              help="Its validity stays as it is; the company is added to it."
              {...form.register('priceListId')}
            >
              <option value="">Choose a price list</option>
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
            legend="Each price applies from"
            className="mb-3"
            options={[
              { value: 'quoted', label: 'The quoted quantity' },
              { value: 'minimum', label: "The product's minimum order" },
            ]}
            registration={form.register('fromQuantity')}
          />
          {making.error ? (
            <Alert variant="danger" role="alert">
              {making.error.message}
            </Alert>
          ) : null}
          <SubmitButton pending={making.isPending}>Make contract prices</SubmitButton>
        </Form>
      </Modal.Body>
    </Modal>
  );
}
