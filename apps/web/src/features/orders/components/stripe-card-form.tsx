import { Trans, useLingui } from '@lingui/react/macro';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { CardFormProps } from '../card-form';
import { PaymentModalFooter } from './payment-modal-footer';

/**
 * Stripe.js from its v3 URL, once per publishable key. A failed load rejects with Stripe's own
 * 'Failed to load Stripe.js' or 'Stripe.js not available' (spec §7).
 */
function useStripeJs(publishableKey: string | undefined) {
  return useQuery({
    queryKey: ['stripe-js', publishableKey],
    queryFn: async (): Promise<Stripe> => {
      const stripe = await loadStripe(publishableKey ?? '');
      if (!stripe) throw new Error('Stripe.js not available');
      return stripe;
    },
    enabled: Boolean(publishableKey),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

const CARD_OPTIONS = {
  hidePostalCode: true,
  style: {
    base: { fontSize: '16px', color: '#1b2430', '::placeholder': { color: '#6c757d' } },
    invalid: { color: '#dc3545' },
  },
} as const;

function StripeCardFields({
  order,
  clientSecret,
  submitting,
  error,
  onPay,
  onCancel,
}: CardFormProps) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const ready = Boolean(stripe && elements && cardReady && clientSecret);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    onPay(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: {
          card,
          billing_details: { name: order.userName, email: order.userEmail },
        },
      });
      if (result.error) throw new Error(result.error.message ?? t`The payment failed.`);
      if (result.paymentIntent.status !== 'succeeded') {
        throw new Error(t`The payment has not succeeded.`);
      }
      return result.paymentIntent.id;
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t`Card payment`}>
      <Modal.Body>
        <Form.Label as="p" id="stripe-card-label">
          <Trans>Card details</Trans>
        </Form.Label>
        <div className="stripe-card-input" aria-labelledby="stripe-card-label">
          <CardElement options={CARD_OPTIONS} onReady={() => setCardReady(true)} />
        </div>
      </Modal.Body>
      <PaymentModalFooter error={error} ready={ready} submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}

/**
 * The card form of the `stripe` provider: Stripe Elements' card input, confirmed by
 * `stripe.confirmCardPayment` with the order's billing name and e-mail (spec §7). Its own chunk:
 * Stripe's code loads only when this server uses Stripe.
 */
export default function StripeCardForm(props: CardFormProps) {
  const stripeJs = useStripeJs(props.publishableKey);
  // The footer while there is no card form: Cancel only.
  const notReady = (
    <PaymentModalFooter error={null} ready={false} submitting={false} onCancel={props.onCancel} />
  );

  if (stripeJs.isError) {
    return (
      <>
        <Modal.Body>
          <Alert variant="danger" className="mb-0">
            {stripeJs.error.message}.{' '}
            <Trans>Card payments are not available right now; please try again later.</Trans>
          </Alert>
        </Modal.Body>
        {notReady}
      </>
    );
  }
  if (!stripeJs.data) {
    return (
      <>
        <Modal.Body className="d-flex justify-content-center py-4">
          <Spinner animation="border" variant="primary" role="status">
            <span className="visually-hidden">
              <Trans>Loading the card form…</Trans>
            </span>
          </Spinner>
        </Modal.Body>
        {notReady}
      </>
    );
  }
  return (
    <Elements stripe={stripeJs.data}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
