import { PAYMENT_MESSAGES } from '@partline/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import type { CardFormProps } from '../card-form';
import { confirmLocalPayment } from '../api/confirm-local-payment';
import { PaymentModalFooter } from './payment-modal-footer';
import type { FieldSpecs } from '@/components/ui/form/field-specs';
import { FormField } from '@/components/ui/form/form-field';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';

/** The card as typed; the server checks the number (Luhn) and the expiry again. */
const LocalCardSchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: PAYMENT_MESSAGES.invalidNumber })),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, { error: PAYMENT_MESSAGES.invalidExpiry }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: PAYMENT_MESSAGES.invalidCvc }),
});

/** The card's inputs: digits on a numeric keypad, each filled in from the browser's saved cards. */
const CARD_FIELDS = {
  cardNumber: {
    id: 'card-number',
    className: 'mb-3',
    label: msg`Card number`,
    autoComplete: 'cc-number',
    placeholder: '4242 4242 4242 4242',
    maxLength: 23,
  },
  expiry: {
    id: 'card-expiry',
    className: 'col-7',
    label: msg`Expiry (MM/YY)`,
    autoComplete: 'cc-exp',
    placeholder: msg`MM/YY`,
    maxLength: 7,
  },
  cvc: {
    id: 'card-cvc',
    className: 'col-5',
    label: 'CVC',
    autoComplete: 'cc-csc',
    placeholder: '123',
    maxLength: 4,
  },
} satisfies FieldSpecs<z.input<typeof LocalCardSchema>>;

/**
 * The card form of the `local` provider (DESIGN.md, Payments): card number, expiry and CVC,
 * confirmed by `POST /payments/local/confirm` with the client secret.
 */
export function LocalCardForm({ clientSecret, submitting, error, onPay, onCancel }: CardFormProps) {
  const { t } = useLingui();
  const form = useZodForm(LocalCardSchema, { cardNumber: '', expiry: '', cvc: '' });

  const onSubmit = form.handleSubmit(({ cardNumber, expiry, cvc }) => {
    if (!clientSecret) return;
    const [month = '', year = ''] = expiry.split('/').map((part) => part.trim());
    onPay(() =>
      confirmLocalPayment({
        clientSecret,
        cardNumber,
        expMonth: Number(month),
        expYear: Number(year),
        cvc,
      }),
    );
  });

  return (
    <ZodForm form={form} label={t`Card payment`} onSubmit={onSubmit}>
      <Modal.Body>
        <FormField name="cardNumber" inputMode="numeric" {...CARD_FIELDS.cardNumber} />
        <div className="row g-3">
          <FormField name="expiry" inputMode="numeric" {...CARD_FIELDS.expiry} />
          <FormField name="cvc" inputMode="numeric" {...CARD_FIELDS.cvc} />
        </div>
        <p className="payment-test-note">
          <Trans>
            Test mode: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any future
            expiry and any 3 digits.
          </Trans>
        </p>
      </Modal.Body>
      <PaymentModalFooter
        error={error}
        ready={Boolean(clientSecret)}
        submitting={submitting}
        onCancel={onCancel}
      />
    </ZodForm>
  );
}
