import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SubmitButton } from './form/submit-button';

/** The part of {@link useConfirm}'s state the dialog reads. */
export interface ConfirmState<T> {
  /** Open while there is one. */
  target: T | null;
  /** The last target, so the text stays while the dialog fades out. */
  shown: T | null;
  close: () => void;
}

export interface ConfirmDialogProps<T> {
  /** What is asked about ({@link useConfirm}): open while it has a target; cancelling closes it. */
  confirm: ConfirmState<T>;
  /** The question (spec §5), e.g. 'Do You Want to Cancel Your Order?'. */
  title: string;
  /** What confirming will do to the item asked about, for people. */
  children?: (item: T) => ReactNode;
  /** The confirming button's text. */
  confirmLabel?: string;
  /** The dismissing button's text. */
  cancelLabel?: string;
  /** Bootstrap variant of the confirming button. */
  variant?: 'danger' | 'primary';
  /** Disables the buttons and shows a spinner while the action runs. */
  pending?: boolean;
  /** Runs with the item asked about when the confirming button is pressed. */
  onConfirm: (item: T) => void;
}

/** A confirmation dialog (spec §5: deleting and cancelling ask first). */
export function ConfirmDialog<T>({
  confirm,
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  pending = false,
  onConfirm,
}: ConfirmDialogProps<T>) {
  const { t } = useLingui();
  const onCancel = () => confirm.close();
  return (
    <Modal
      show={confirm.target !== null}
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
      {children && confirm.shown !== null ? (
        <Modal.Body>{children(confirm.shown)}</Modal.Body>
      ) : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t`No`}
        </Button>
        <SubmitButton
          type="button"
          variant={variant}
          onClick={() => {
            if (confirm.target !== null) onConfirm(confirm.target);
          }}
          pending={pending}
        >
          {confirmLabel ?? t`Yes`}
        </SubmitButton>
      </Modal.Footer>
    </Modal>
  );
}
