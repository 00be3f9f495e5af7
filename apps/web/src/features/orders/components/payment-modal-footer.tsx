import { Trans } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from '@/components/ui/form/submit-button';

export interface PaymentModalFooterProps {
  /** The last payment error, in red under the form (spec §2, §8). */
  error: string | null;
  /** Spec §5: 'Confirm Payment' waits for the provider and the client secret. */
  ready: boolean;
  submitting: boolean;
  onCancel: () => void;
}

/** The payment error and the modal's 'Cancel' and 'Confirm Payment' buttons (a submit button). */
export function PaymentModalFooter({
  error,
  ready,
  submitting,
  onCancel,
}: PaymentModalFooterProps) {
  return (
    <>
      {error ? (
        <p className="payment-error text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={submitting}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton variant="primary" disabled={!ready} pending={submitting}>
          <Trans>Confirm Payment</Trans>
        </SubmitButton>
      </Modal.Footer>
    </>
  );
}
