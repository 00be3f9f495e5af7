import {
  COMPANY_MESSAGES,
  DeclineOrderInputSchema,
  formatPieces,
  formatShopShortDate,
  formatAmount,
  type Order,
  type OrderLine,
  type PaymentMethod,
  type CurrencyCode,
} from '@partline/shared';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { Money } from '@/components/ui/money';
import { RowAction } from '@/components/ui/row-action';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDecideApproval } from '../api/decide-approval';

/** The dialog that declines an order with a comment for the buyer. */
function DeclineDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const decide = useDecideApproval();
  const form = useZodForm(DeclineOrderInputSchema, { comment: '' });
  const onSubmit = form.handleSubmit(({ comment }) =>
    decide.mutateAsync({ orderId: order._id, decision: 'decline', comment }).then(
      () => {
        toast.success(COMPANY_MESSAGES.declined);
        onClose();
      },
      (error: Error) => toast.error(error.message),
    ),
  );
  return (
    <Modal show onHide={onClose} centered aria-labelledby="decline-title">
      <ZodForm form={form} label="Decline the order" onSubmit={onSubmit} pending={decide.isPending}>
        <Modal.Header closeButton>
          <Modal.Title id="decline-title" as="h2" className="h5">
            Decline {order.userName}&rsquo;s order
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField
            name="comment"
            id="decline-comment"
            label="Comment for the buyer"
            as="textarea"
            rows={3}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton variant="danger">Decline order</SubmitButton>
        </Modal.Footer>
      </ZodForm>
    </Modal>
  );
}

/** How the buyer chose to pay, as the approver reads it. */
const PAYMENT_METHOD_TEXT: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card: the buyer pays once it is approved',
  on_account: "On the company's account: approving confirms it and issues the invoice",
  bank_transfer: 'Bank transfer: the buyer transfers against its proforma invoice once approved',
};

/** The columns of an order's lines, its prices in the order's `currency` (decision 327). */
const lineColumnsIn = (currency: CurrencyCode): DataColumn<OrderLine>[] => [
  {
    header: 'Product',
    kind: 'title',
    cell: (line) => (
      <>
        {line.productName} <span className="font-monospace small">{line.sku}</span>
      </>
    ),
  },
  { header: 'Quantity', align: 'end', cell: (line) => formatPieces(line.quantity) },
  {
    header: 'Unit price',
    align: 'end',
    cell: (line) => <Money amount={line.unitPrice} currency={currency} />,
  },
  {
    header: 'Line total',
    align: 'end',
    cell: (line) => <Money amount={line.lineTotal} currency={currency} />,
  },
];

/** Who placed an order and what it is, for a button's or a dialog's words. */
const orderOf = (o: Order) => `${o.userName}'s order of ${formatAmount(o.totalPrice, o.currency)}`;

export interface PendingApprovalsProps {
  orders: readonly Order[];
}

/** One order awaiting approval: the buyer, date, lines, PO, address, payment and total. */
function ApprovalCard({ order, actions }: { order: Order; actions: ReactNode }) {
  const headingId = `approval-${order._id}`;
  return (
    <article className="approval-card" aria-labelledby={headingId}>
      <header className="approval-card__header">
        <h3 id={headingId} className="h6 mb-0">
          {order.userName}&rsquo;s order
        </h3>
        <span className="approval-card__meta">
          {order.userEmail} · placed {formatShopShortDate(new Date(order.createdAt))}
        </span>
        <span className="approval-card__link">
          <OrderNumberLink number={order.orderNumber} />
        </span>
      </header>
      <DataTable
        label={`Lines of ${order.userName}'s order`}
        columns={lineColumnsIn(order.currency)}
        rows={order.lines}
        rowKey={(line) => `${line.sku}-${line.productName}`}
        className="approval-card__lines"
      />
      <dl className="approval-card__facts">
        <div>
          <dt>Total</dt>
          <dd className="approval-card__total">
            <Money amount={order.totalPrice} currency={order.currency} />
          </dd>
        </div>
        <div>
          <dt>PO number</dt>
          <dd>{order.poNumber ?? 'None given'}</dd>
        </div>
        <div>
          <dt>Deliver to</dt>
          <dd className="approval-card__address">{order.address ?? 'None given'}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_METHOD_TEXT[order.paymentMethod]}</dd>
        </div>
      </dl>
      <div className="approval-card__actions">{actions}</div>
    </article>
  );
}

/**
 * Orders over their buyer's monthly limit (decision 132), each with what approving it commits the
 * company to: its lines, PO, address, payment and total. 'Approve' asks first (stock and price are
 * checked again); 'Decline' asks for a comment for the buyer.
 */
export function PendingApprovals({ orders }: PendingApprovalsProps) {
  const [declining, setDeclining] = useState<Order | null>(null);
  const approving = useConfirm<Order>();
  const decide = useDecideApproval();
  const approve = (o: Order) =>
    // A promise, not mutate's callbacks: the card (and this list, for the last one) is gone once
    // the list is read again, and unmounted callbacks never run.
    decide.mutateAsync({ orderId: o._id, decision: 'approve', comment: '' }).then(
      () => {
        toast.success(COMPANY_MESSAGES.approved);
        approving.close();
      },
      (error: Error) => {
        toast.error(error.message);
        approving.close();
      },
    );
  return (
    <>
      <div className="approval-list" role="region" aria-label="Orders awaiting approval">
        {orders.map((o) => (
          <ApprovalCard
            key={o._id}
            order={o}
            actions={
              <>
                <RowAction
                  on={orderOf(o)}
                  variant="success"
                  disabled={decide.isPending}
                  onClick={() => approving.ask(o)}
                >
                  Approve
                </RowAction>
                <RowAction
                  on={orderOf(o)}
                  variant="link"
                  className="text-danger-emphasis"
                  onClick={() => setDeclining(o)}
                >
                  Decline
                </RowAction>
              </>
            }
          />
        ))}
      </div>
      <ConfirmDialog
        confirm={approving}
        title="Approve this order?"
        confirmLabel="Approve order"
        cancelLabel="Cancel"
        variant="primary"
        pending={decide.isPending}
        onConfirm={(o) => void approve(o)}
      >
        {(o) => (
          <p className="mb-0">
            {o.userName}&rsquo;s order of {formatAmount(o.totalPrice, o.currency)} ({o.lines.length}{' '}
            {o.lines.length === 1 ? 'line' : 'lines'}
            {o.poNumber ? `, PO ${o.poNumber}` : ''}) goes ahead:{' '}
            {o.paymentMethod === 'on_account'
              ? "it is confirmed on the company's account and invoiced."
              : 'the buyer can pay it by card.'}
          </p>
        )}
      </ConfirmDialog>
      {declining ? <DeclineDialog order={declining} onClose={() => setDeclining(null)} /> : null}
    </>
  );
}
