import { formatShopDateTime, formatTaka, type PaymentSession } from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { takaColumn } from '@/components/ui/figure-columns';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { RowAction } from '@/components/ui/row-action';
import { useConfirm } from '@/components/ui/use-confirm';
import { toastOutcome } from '@/lib/toast-outcome';
import { usePaymentsToReview, useReviewPayment } from '../api/review-payments';

/** A decision on a held payment, as the dialog asks it. */
interface Review {
  session: PaymentSession;
  decision: 'accept' | 'refund';
}

const PROVIDER_NAMES: Record<PaymentSession['provider'], string> = {
  sslcommerz: 'SSLCommerz',
  bkash: 'bKash',
};

/** What the row's buttons are named after: 'SO-2026-000042 (Tk. 14,000)'. */
const rowName = (session: PaymentSession) =>
  `${session.orderNumber ?? session.id} (${formatTaka(session.amount)})`;

/**
 * 'Payments to review' (shop admin; decision 311): payments a provider took but held for risk
 * (SSLCommerz `risk_level` 1), each with its order, provider, amount and when it came; 'Accept'
 * pays the order with it, 'Refund' gives it back — each asks first. Shows nothing when none are
 * held (nor while loading, nor when the list cannot be read: Manage Orders stays usable).
 */
export function PaymentsToReview() {
  const sessions = usePaymentsToReview();
  const review = useReviewPayment();
  const confirm = useConfirm<Review>();

  const columns: DataColumn<PaymentSession>[] = [
    {
      header: 'Order',
      kind: 'title',
      cell: (session) =>
        session.orderNumber ? <OrderNumberLink number={session.orderNumber} /> : session.id,
    },
    { header: 'Provider', cell: (session) => PROVIDER_NAMES[session.provider] },
    takaColumn('Amount', (session) => session.amount),
    {
      header: 'Received',
      cell: (session) => formatShopDateTime(new Date(session.completedAt ?? session.createdAt)),
    },
    {
      header: 'Decision',
      kind: 'actions',
      cell: (session) => (
        <div className="d-flex gap-2">
          <RowAction
            on={rowName(session)}
            variant="success"
            onClick={() => confirm.ask({ session, decision: 'accept' })}
          >
            Accept
          </RowAction>
          <RowAction
            on={rowName(session)}
            variant="outline-danger"
            onClick={() => confirm.ask({ session, decision: 'refund' })}
          >
            Refund
          </RowAction>
        </div>
      ),
    },
  ];

  if (!sessions.data || sessions.data.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="payments-to-review" className="mb-4">
      <Card.Body>
        <h2 id="payments-to-review" className="h5">
          Payments to review
        </h2>
        <p className="text-body-secondary small">
          The provider took these payments but held them for review. Accept pays the order; Refund
          gives the money back and leaves the order unpaid.
        </p>
        <DataTable
          label="Payments to review"
          columns={columns}
          rows={sessions.data}
          rowKey={(session) => session.id}
        />
      </Card.Body>
      <ConfirmDialog
        confirm={confirm}
        title={
          confirm.shown?.decision === 'refund' ? 'Refund this payment?' : 'Accept this payment?'
        }
        confirmLabel={confirm.shown?.decision === 'refund' ? 'Refund' : 'Accept'}
        cancelLabel="Cancel"
        variant={confirm.shown?.decision === 'refund' ? 'danger' : 'primary'}
        pending={review.isPending}
        onConfirm={(item) =>
          review.mutate(
            { session: item.session, decision: item.decision },
            toastOutcome(
              item.decision === 'refund' ? 'Payment refunded' : 'Payment accepted',
              confirm.close,
            ),
          )
        }
      >
        {(item) =>
          item.decision === 'refund'
            ? `${formatTaka(item.session.amount)} goes back to the buyer through ${PROVIDER_NAMES[item.session.provider]}; order ${item.session.orderNumber ?? ''} stays unpaid.`
            : `Order ${item.session.orderNumber ?? ''} is paid with ${formatTaka(item.session.amount)} from ${PROVIDER_NAMES[item.session.provider]}.`
        }
      </ConfirmDialog>
    </Card>
  );
}
