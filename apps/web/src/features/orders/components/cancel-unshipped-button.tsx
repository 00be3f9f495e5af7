import { CANCEL_UNSHIPPED_MESSAGES as M, formatPieces, type OrderDetail } from '@partline/shared';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import { toastOutcome } from '@/lib/toast-outcome';
import { useCancelUnshipped } from '../api/cancel-unshipped';

export interface CancelUnshippedButtonProps {
  order: OrderDetail;
  /** Whether the reader may cancel it: its buyer or a shop admin. */
  allowed: boolean;
}

/** The pieces of each line not shipped yet, backordered ones included. */
function unshippedOf(order: OrderDetail) {
  return order.lines
    .map((line) => ({
      sku: line.sku,
      productName: line.productName,
      quantity: line.quantity - (line.shippedQuantity ?? 0) - (line.cancelledQuantity ?? 0),
    }))
    .filter((line) => line.quantity > 0);
}

/**
 * 'Cancel unshipped items' (decision 321) on a paid order shipped in part, for its buyer and the
 * shop admins: asks first, naming the pieces, then cancels them — refunded in part or credited by
 * a credit note, the server decides — and tells the outcome as a toast. Nothing otherwise.
 */
export function CancelUnshippedButton({ order, allowed }: CancelUnshippedButtonProps) {
  const cancel = useCancelUnshipped();
  const confirm = useConfirm<OrderDetail>();
  if (!allowed || order.status !== 'paid' || order.fulfilmentStatus !== 'partially_shipped') {
    return null;
  }
  return (
    <>
      <Button variant="outline-danger" size="sm" onClick={() => confirm.ask(order)}>
        {M.button}
      </Button>
      <ConfirmDialog
        confirm={confirm}
        title={M.confirmTitle}
        confirmLabel={M.confirmLabel}
        cancelLabel={M.keepLabel}
        pending={cancel.isPending}
        onConfirm={(item) => cancel.mutate(item._id, toastOutcome(M.done, confirm.close))}
      >
        {(item) => (
          <>
            <ul className="mb-2">
              {unshippedOf(item).map((line) => (
                <li key={line.sku}>
                  {formatPieces(line.quantity)} of <strong>{line.productName}</strong>
                </li>
              ))}
            </ul>
            <p className="mb-0">
              What has shipped stays. The cancelled part is refunded to the card it was paid with,
              or credited by a credit note.
            </p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
