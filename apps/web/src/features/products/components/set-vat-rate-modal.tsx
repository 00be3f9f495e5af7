import { plural } from '@lingui/core/macro';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  formatRate,
  SetTaxRatesFormSchema,
  PRODUCT_TAX_MESSAGES,
  VAT_RATE_LABELS,
  VAT_RATES,
  type SetTaxRatesForm,
  type VatRateBasisPoints,
} from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import toast from 'react-hot-toast';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { useSetTaxRates } from '../api/set-tax-rates';
import { SD_PERCENT_INPUT } from '../product-form-inputs';

export interface SetVatRateModalProps {
  show: boolean;
  /** The ids of the products chosen on Manage Products. */
  productIds: readonly string[];
  onClose: () => void;
  /** After the rates were set: the page clears its selection. */
  onDone: () => void;
}

const DEFAULTS = { vatRate: '1500', sdRate: '' };

/**
 * Manage Products' "Set VAT rate" (decision 305): a VAT rate from {@link VAT_RATE_LABELS} and an
 * optional SD rate in per cent for the chosen products, then a confirmation naming the count, then
 * `POST /products/tax-rates` → 'VAT rate set on N products'.
 */
export function SetVatRateModal({ show, productIds, onClose, onDone }: SetVatRateModalProps) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const count = format.number(productIds.length);
  const products = t`${plural(productIds.length, { one: `${count} product`, other: `${count} products` })}`;
  const form = useZodForm(SetTaxRatesFormSchema, DEFAULTS);
  const { handleSubmit, reset } = form;
  const setTaxRates = useSetTaxRates();
  const [asked, setAsked] = useState<SetTaxRatesForm | null>(null);

  const close = () => {
    if (setTaxRates.isPending) return;
    onClose();
  };

  const onSubmit = handleSubmit((values) => setAsked(values));
  /** 'Set Standard 15 % and SD 10% on 3 products? Orders already placed keep their rates.' */
  const askedText = ({ vatRate, sdRate }: SetTaxRatesForm) => {
    const vat = text(VAT_RATE_LABELS[vatRate as VatRateBasisPoints]);
    if (sdRate === undefined) {
      return t`Set ${vat} (supplementary duty unchanged) on ${products}? Orders already placed keep their rates.`;
    }
    const sd = formatRate(sdRate);
    return t`Set ${vat} and SD ${sd} on ${products}? Orders already placed keep their rates.`;
  };

  const confirm = () => {
    if (!asked) return;
    setTaxRates.mutate(
      { productIds: [...productIds], ...asked },
      {
        onSuccess: ({ modifiedCount }) => {
          toast.success(text(PRODUCT_TAX_MESSAGES.bulkSet(modifiedCount)));
          onDone();
          onClose();
        },
        onError: (error: Error) => {
          toast.error(text(error.message));
        },
      },
    );
  };

  return (
    <Modal
      show={show}
      onHide={close}
      onExited={() => {
        reset(DEFAULTS);
        setAsked(null);
      }}
      centered
      aria-labelledby="set-vat-rate-title"
    >
      <Modal.Header closeButton={!setTaxRates.isPending}>
        <Modal.Title id="set-vat-rate-title" as="h2" className="h5 mb-0">
          <Trans>Set VAT rate of {products}</Trans>
        </Modal.Title>
      </Modal.Header>
      {asked ? (
        <>
          <Modal.Body>
            <p className="mb-0">{askedText(asked)}</p>
          </Modal.Body>
          <Modal.Footer>
            <Button
              variant="outline-secondary"
              onClick={() => setAsked(null)}
              disabled={setTaxRates.isPending}
            >
              <Trans>Back</Trans>
            </Button>
            <Button variant="primary" onClick={confirm} disabled={setTaxRates.isPending}>
              <Trans>Yes, set rate</Trans>
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <ZodForm form={form} label={t`Set VAT rate`} onSubmit={onSubmit} pending={false}>
          <Modal.Body>
            <FormField name="vatRate" id="bulk-vat-rate" label={t`VAT rate`} as="select">
              {VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {text(VAT_RATE_LABELS[rate])}
                </option>
              ))}
            </FormField>
            <FormField
              name="sdRate"
              id="bulk-sd-rate"
              label={t`SD rate (%)`}
              help={t`0–500, up to two decimals; leave empty to keep each product's SD rate`}
              {...SD_PERCENT_INPUT}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <SubmitButton variant="primary">
              <Trans>Continue</Trans>
            </SubmitButton>
          </Modal.Footer>
        </ZodForm>
      )}
    </Modal>
  );
}
