import { CANCEL_UNSHIPPED_MESSAGES as M, type OrderDetail } from '@partline/shared';
import { Trans } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import { useFormat } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';
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
  const format = useFormat();
  const specText = useSpecText();
  const cancel = useCancelUnshipped();
  const confirm = useConfirm<OrderDetail>();
  if (!allowed || order.status !== 'paid' || order.fulfilmentStatus !== 'partially_shipped') {
    return null;
  }
  return (
    <>
      <Button variant="outline-danger" size="sm" onClick={() => confirm.ask(order)}>
        {specText(M.button)}
      </Button>
      <ConfirmDialog
        confirm={confirm}
        title={specText(M.confirmTitle)}
        confirmLabel={specText(M.confirmLabel)}
        cancelLabel={specText(M.keepLabel)}
        pending={cancel.isPending}
        onConfirm={(item) => cancel.mutate(item._id, toastOutcome(specText(M.done), confirm.close))}
      >
        {(item) => (
          <>
            <ul className="mb-2">
              {unshippedOf(item).map((line) => {
                const pieces = format.pieces(line.quantity);
                const name = line.productName;
                return (
                  <li key={line.sku}>
                    <Trans>
                      {pieces} of <strong>{name}</strong>
                    </Trans>
                  </li>
                );
              })}
            </ul>
            <p className="mb-0">
              <Trans>
                What has shipped stays. The cancelled part is refunded to the card it was paid with,
                or credited by a credit note.
              </Trans>
            </p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
