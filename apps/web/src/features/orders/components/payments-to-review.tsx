import { type PaymentSession } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { takaColumn } from '@/components/ui/figure-columns';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { RowAction } from '@/components/ui/row-action';
import { useConfirm } from '@/components/ui/use-confirm';
import { useFormat } from '@/lib/i18n/format';
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

/**
 * 'Payments to review' (shop admin; decision 311): payments a provider took but held for risk
 * (SSLCommerz `risk_level` 1), each with its order, provider, amount and when it came; 'Accept'
 * pays the order with it, 'Refund' gives it back — each asks first. Shows nothing when none are
 * held (nor while loading, nor when the list cannot be read: Manage Orders stays usable).
 */
export function PaymentsToReview() {
  const { t } = useLingui();
  const format = useFormat();
  /** What the row's buttons are named after: 'SO-2026-000042 (Tk. 14,000)'. */
  const rowName = (session: PaymentSession) =>
    `${session.orderNumber ?? session.id} (${format.money(session.amount)})`;
  const sessions = usePaymentsToReview();
  const review = useReviewPayment();
  const confirm = useConfirm<Review>();

  const columns: DataColumn<PaymentSession>[] = [
    {
      header: t`Order`,
      kind: 'title',
      cell: (session) =>
        session.orderNumber ? <OrderNumberLink number={session.orderNumber} /> : session.id,
    },
    { header: t`Provider`, cell: (session) => PROVIDER_NAMES[session.provider] },
    takaColumn(t`Amount`, (session) => session.amount),
    {
      header: t`Received`,
      cell: (session) => {
        const stamp = format.stamp(new Date(session.completedAt ?? session.createdAt));
        return t`${stamp} (Dhaka time)`;
      },
    },
    {
      header: t`Decision`,
      kind: 'actions',
      cell: (session) => (
        <div className="d-flex gap-2">
          <RowAction
            on={rowName(session)}
            variant="success"
            onClick={() => confirm.ask({ session, decision: 'accept' })}
          >
            {t`Accept`}
          </RowAction>
          <RowAction
            on={rowName(session)}
            variant="outline-danger"
            onClick={() => confirm.ask({ session, decision: 'refund' })}
          >
            {t`Refund`}
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
          <Trans>Payments to review</Trans>
        </h2>
        <p className="text-body-secondary small">
          <Trans>
            The provider took these payments but held them for review. Accept pays the order; Refund
            gives the money back and leaves the order unpaid.
          </Trans>
        </p>
        <DataTable
          label={t`Payments to review`}
          columns={columns}
          rows={sessions.data}
          rowKey={(session) => session.id}
        />
      </Card.Body>
      <ConfirmDialog
        confirm={confirm}
        title={
          confirm.shown?.decision === 'refund' ? t`Refund this payment?` : t`Accept this payment?`
        }
        confirmLabel={confirm.shown?.decision === 'refund' ? t`Refund` : t`Accept`}
        cancelLabel={t`Cancel`}
        variant={confirm.shown?.decision === 'refund' ? 'danger' : 'primary'}
        pending={review.isPending}
        onConfirm={(item) =>
          review.mutate(
            { session: item.session, decision: item.decision },
            toastOutcome(
              item.decision === 'refund' ? t`Payment refunded` : t`Payment accepted`,
              confirm.close,
            ),
          )
        }
      >
        {(item) => {
          const amount = format.money(item.session.amount);
          const provider = PROVIDER_NAMES[item.session.provider];
          const order = item.session.orderNumber ?? '';
          return item.decision === 'refund'
            ? t`${amount} goes back to the buyer through ${provider}; order ${order} stays unpaid.`
            : t`Order ${order} is paid with ${amount} from ${provider}.`;
        }}
      </ConfirmDialog>
    </Card>
  );
}
