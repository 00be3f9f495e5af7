import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from './form/submit-button';

export interface ConfirmDialogProps {
  show: boolean;
  /** The question (spec §5), e.g. 'Do You Want to Cancel Your Order?'. */
  title: string;
  /** What confirming will do, for people. */
  children?: ReactNode;
  /** The confirming button's text. */
  confirmLabel?: string;
  /** The dismissing button's text. */
  cancelLabel?: string;
  /** Bootstrap variant of the confirming button. */
  variant?: 'danger' | 'primary';
  /** Disables the buttons and shows a spinner while the action runs. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation dialog (spec §5: deleting and cancelling ask first). */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  variant = 'danger',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={pending ? undefined : onCancel}
      centered
      className="confirm-dialog"
      aria-labelledby="confirm-dialog-title"
    >
      <Modal.Header closeButton={!pending}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5 mb-0">
          {title}
        </Modal.Title>
      </Modal.Header>
      {children ? <Modal.Body>{children}</Modal.Body> : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <SubmitButton type="button" variant={variant} onClick={onConfirm} pending={pending}>
          {confirmLabel}
        </SubmitButton>
      </Modal.Footer>
    </Modal>
  );
}
