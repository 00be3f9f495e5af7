import type { Order } from '@partline/shared';

/** What the payment modal gives each provider's card form. */
export interface CardFormProps {
  order: Order;
  /** The intent's client secret; `undefined` until `POST /create-payment-intent` answers. */
  clientSecret: string | undefined;
  /** Stripe's publishable key (Stripe provider only). */
  publishableKey: string | undefined;
  /** A payment is being confirmed. */
  submitting: boolean;
  /** The last payment error, shown in red under the form (spec §2). */
  error: string | null;
  /** Runs `confirm` (resolves to the succeeded intent's id) and marks the order paid. */
  onPay: (confirm: () => Promise<string>) => void;
  /** Closes the modal. */
  onCancel: () => void;
}
