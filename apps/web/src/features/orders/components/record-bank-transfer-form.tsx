import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PAYMENT_RAIL_MESSAGES,
  RecordBankTransferInputSchema,
  shopDay,
  type BankTransfers,
  type CurrencyCode,
} from '@partline/shared';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { amountUnit } from '@/lib/amount-unit';
import { ApiError } from '@/lib/api-error';
import { useRecordBankTransfer } from '../api/bank-transfers';

const FIELDS = ['amount', 'receivedOn', 'bankReference'] as const;

/** The server's refusals that belong to one field (409, no `details`): shown under it. */
const FIELD_OF_REFUSAL: Record<string, (typeof FIELDS)[number]> = {
  [PAYMENT_RAIL_MESSAGES.transferOverAwaited]: 'amount',
  [PAYMENT_RAIL_MESSAGES.transferDuplicate]: 'bankReference',
};

const emptyValues = () => ({ amount: '', receivedOn: shopDay(), bankReference: '' });

export interface RecordBankTransferFormProps {
  orderId: string;
  /** What the order still awaits, in `currency`: the amount's placeholder. */
  awaited: number;
  /** The order's currency (decision 327); Taka when not given. */
  currency?: CurrencyCode;
  /** Called with the order's transfers once the server recorded it. */
  onRecorded?: (transfers: BankTransfers) => void;
}

/**
 * The shop admin's 'Record bank transfer' (decision 311): the amount that reached the shop's
 * account (in the order's currency), the day it arrived and the bank's reference. Checked with the shared schema,
 * then by the server (no more than awaited, one reference once per order); the server's messages
 * show under their fields, 'Transfer recorded' as a toast, and the form empties so the same
 * transfer is not recorded twice.
 */
export function RecordBankTransferForm({
  orderId,
  awaited,
  currency = 'BDT',
  onRecorded,
}: RecordBankTransferFormProps) {
  const { t, i18n } = useLingui();
  const unit = amountUnit(currency, i18n);
  const text = useBackOfficeText();
  const record = useRecordBankTransfer();
  const form = useZodForm(RecordBankTransferInputSchema, emptyValues());
  const callbacks = submitCallbacks({
    saved: text(PAYMENT_RAIL_MESSAGES.transferRecorded),
    then: (transfers: BankTransfers) => {
      form.reset(emptyValues());
      onRecorded?.(transfers);
    },
    form,
    fields: FIELDS,
  });
  // The promise, not `mutate`'s callbacks: the transfer that completes the total pays the order,
  // and the order page then drops this form before per-call callbacks would run — the admin must
  // still read 'Transfer recorded'.
  const onSubmit = form.handleSubmit((input) =>
    record.mutateAsync({ orderId, input }).then(callbacks.onSuccess, (error: unknown) => {
      const field = error instanceof ApiError ? FIELD_OF_REFUSAL[error.message] : undefined;
      if (field) form.setError(field, { message: (error as ApiError).message });
      else callbacks.onError(error as Error);
    }),
  );

  return (
    <ZodForm
      form={form}
      label={t`Record bank transfer`}
      onSubmit={onSubmit}
      pending={record.isPending}
      className="mt-3"
    >
      <h3 className="h6">
        <Trans>Record bank transfer</Trans>
      </h3>
      <div className="row g-3 mb-3">
        <FormField
          name="amount"
          id="transfer-amount"
          label={t`Amount (${unit})`}
          inputMode="decimal"
          placeholder={String(awaited)}
          className="col-12 col-md-4"
        />
        <FormField
          name="receivedOn"
          id="transfer-received-on"
          label={t`Date received`}
          type="date"
          className="col-12 col-md-4"
        />
        <FormField
          name="bankReference"
          id="transfer-reference"
          label={t`Bank reference`}
          className="col-12 col-md-4"
        />
      </div>
      <SubmitButton>
        <Trans>Record bank transfer</Trans>
      </SubmitButton>
    </ZodForm>
  );
}
