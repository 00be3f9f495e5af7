import { ORDER_MESSAGES, type ClientConfig, type Order } from '@partline/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import type { CardFormProps } from '../card-form';
import { LocalCardForm } from './local-card-form';
import { Money } from '@/components/ui/money';
import { i18n } from '@/lib/i18n/i18n';
import { translateSpecText } from '@/lib/i18n/spec-texts';

// Stripe's SDKs are their own chunk, loaded only when this server pays through Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

const loadingBody = (
  <Modal.Body className="d-flex justify-content-center py-4">
    <Spinner animation="border" variant="primary" role="status">
      <span className="visually-hidden">
        <Trans>Loading the card form…</Trans>
      </span>
    </Spinner>
  </Modal.Body>
);

/** The payment's error for the buyer, in their language when it is one of the shared texts. */
const messageOf = (error: unknown) =>
  error instanceof Error && error.message
    ? translateSpecText(i18n, error.message)
    : i18n._(msg`The payment failed.`);

export interface PaymentModalProps {
  order: Order;
  /**
   * The server's payment provider (`GET /client-config`), to show the card input at once; the
   * created intent's provider wins once it arrives.
   */
  provider: ClientConfig['paymentProvider'] | undefined;
  show: boolean;
  onHide: () => void;
  /** Called after the order is paid (the success toast has shown). */
  onPaid: () => void;
}

/**
 * The payment modal of spec §2 (300 ms transition, 150 ms backdrop, spec §9): creates the payment
 * intent as it opens, shows the provider's card input, 'Cancel', a close button and 'Confirm
 * Payment' (disabled until the provider is ready and the client secret has arrived). Submitting
 * shows 'Please wait...'; an error shows in red under the form and as a toast; success shows
 * 'Payment Successful, THANK YOU!' (spec §8).
 */
export function PaymentModal({ order, provider, show, onHide, onPaid }: PaymentModalProps) {
  const { t } = useLingui();
  const intent = useCreatePaymentIntent();
  const markPaid = useMarkOrderPaid();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onEnter = () => {
    setError(null);
    if (!intent.data && !intent.isPending) intent.mutate(order._id);
  };

  const pay = (confirm: () => Promise<string>) => {
    const waiting = toast.loading(translateSpecText(i18n, ORDER_MESSAGES.paymentWait));
    setSubmitting(true);
    setError(null);
    confirm()
      .then((transactionId) => markPaid.mutateAsync({ orderId: order._id, transactionId }))
      .then(() => {
        toast.dismiss(waiting);
        toast.success(translateSpecText(i18n, ORDER_MESSAGES.paymentSuccess));
        setSubmitting(false);
        onPaid();
      })
      .catch((cause: unknown) => {
        const message = messageOf(cause);
        toast.dismiss(waiting);
        toast.error(message);
        setError(message);
        setSubmitting(false);
      });
  };

  const activeProvider = intent.data?.provider ?? provider;
  const formProps: CardFormProps = {
    order,
    clientSecret: intent.data?.clientSecret,
    publishableKey: intent.data?.publishableKey,
    submitting,
    error,
    onPay: pay,
    onCancel: onHide,
  };

  return (
    <Modal
      show={show}
      onHide={submitting ? undefined : onHide}
      onEnter={onEnter}
      centered
      className="payment-modal"
      backdropClassName="payment-modal-backdrop"
      aria-labelledby="payment-modal-title"
    >
      <Modal.Header closeButton={!submitting} closeLabel={t`Close payment`}>
        <Modal.Title id="payment-modal-title" as="h2" className="h5 mb-0">
          <Trans>
            Pay <Money amount={order.totalPrice} currency={order.currency} />
          </Trans>
        </Modal.Title>
      </Modal.Header>
      {intent.isError ? (
        <>
          <Modal.Body>
            <Alert variant="danger" className="mb-0" role="alert">
              {messageOf(intent.error)}
            </Alert>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="primary" onClick={() => intent.mutate(order._id)}>
              <Trans>Try again</Trans>
            </Button>
          </Modal.Footer>
        </>
      ) : activeProvider === 'stripe' ? (
        <Suspense fallback={loadingBody}>
          <StripeCardForm {...formProps} />
        </Suspense>
      ) : activeProvider === 'local' ? (
        <LocalCardForm {...formProps} />
      ) : (
        loadingBody
      )}
    </Modal>
  );
}
