import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COMPANY_MESSAGES,
  DeclineOrderInputSchema,
  type Order,
  type OrderLine,
  type PaymentMethod,
  type CurrencyCode,
} from '@partline/shared';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import toast from 'react-hot-toast';
import { useFormat } from '@/lib/i18n/format';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
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
  const { t } = useLingui();
  const buyerText = useBuyerText();
  const { userName } = order;
  const decide = useDecideApproval();
  const form = useZodForm(DeclineOrderInputSchema, { comment: '' });
  const onSubmit = form.handleSubmit(({ comment }) =>
    decide.mutateAsync({ orderId: order._id, decision: 'decline', comment }).then(
      () => {
        toast.success(buyerText(COMPANY_MESSAGES.declined));
        onClose();
      },
      (error: Error) => toast.error(buyerText(error.message)),
    ),
  );
  return (
    <Modal show onHide={onClose} centered aria-labelledby="decline-title">
      <ZodForm
        form={form}
        label={t`Decline the order`}
        onSubmit={onSubmit}
        pending={decide.isPending}
      >
        <Modal.Header closeButton>
          <Modal.Title id="decline-title" as="h2" className="h5">
            <Trans>Decline {userName}&rsquo;s order</Trans>
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField
            name="comment"
            id="decline-comment"
            label={t`Comment for the buyer`}
            as="textarea"
            rows={3}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton variant="danger">
            <Trans>Decline order</Trans>
          </SubmitButton>
        </Modal.Footer>
      </ZodForm>
    </Modal>
  );
}

/** How the buyer chose to pay, as the approver reads it. */
const PAYMENT_METHOD_TEXT: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  card: msg`Card: the buyer pays once it is approved`,
  on_account: msg`On the company's account: approving confirms it and issues the invoice`,
  bank_transfer: msg`Bank transfer: the buyer transfers against its proforma invoice once approved`,
};

/** The columns of an order's lines, its prices in the order's `currency` (decision 327). */
function useLineColumns(currency: CurrencyCode): DataColumn<OrderLine>[] {
  const { t } = useLingui();
  const format = useFormat();
  return [
    {
      header: t`Product`,
      kind: 'title',
      cell: (line) => (
        <>
          {line.productName} <span className="font-monospace small">{line.sku}</span>
        </>
      ),
    },
    { header: t`Quantity`, align: 'end', cell: (line) => format.pieces(line.quantity) },
    {
      header: t`Unit price`,
      align: 'end',
      cell: (line) => <Money amount={line.unitPrice} currency={currency} />,
    },
    {
      header: t`Line total`,
      align: 'end',
      cell: (line) => <Money amount={line.lineTotal} currency={currency} />,
    },
  ];
}

export interface PendingApprovalsProps {
  orders: readonly Order[];
}

/** One order awaiting approval: the buyer, date, lines, PO, address, payment and total. */
function ApprovalCard({ order, actions }: { order: Order; actions: ReactNode }) {
  const headingId = `approval-${order._id}`;
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { userName, userEmail } = order;
  const placed = format.shortDate(new Date(order.createdAt));
  const lineColumns = useLineColumns(order.currency);
  return (
    <article className="approval-card" aria-labelledby={headingId}>
      <header className="approval-card__header">
        <h3 id={headingId} className="h6 mb-0">
          <Trans>{userName}&rsquo;s order</Trans>
        </h3>
        <span className="approval-card__meta">
          <Trans>
            {userEmail} · placed {placed}
          </Trans>
        </span>
        <span className="approval-card__link">
          <OrderNumberLink number={order.orderNumber} />
        </span>
      </header>
      <DataTable
        label={t`Lines of ${userName}'s order`}
        columns={lineColumns}
        rows={order.lines}
        rowKey={(line) => `${line.sku}-${line.productName}`}
        className="approval-card__lines"
      />
      <dl className="approval-card__facts">
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="approval-card__total">
            <Money amount={order.totalPrice} currency={order.currency} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>PO number</Trans>
          </dt>
          <dd>{order.poNumber ?? t`None given`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Deliver to</Trans>
          </dt>
          <dd className="approval-card__address">{order.address ?? t`None given`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Payment</Trans>
          </dt>
          <dd>{i18n._(PAYMENT_METHOD_TEXT[order.paymentMethod])}</dd>
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
  const { t } = useLingui();
  const format = useFormat();
  const buyerText = useBuyerText();
  /** Who placed an order and what it is, for a button's or a dialog's words. */
  const orderOf = (o: Order) => {
    const { userName } = o;
    const total = format.money(o.totalPrice, o.currency);
    return t`${userName}'s order of ${total}`;
  };
  const approve = (o: Order) =>
    // A promise, not mutate's callbacks: the card (and this list, for the last one) is gone once
    // the list is read again, and unmounted callbacks never run.
    decide.mutateAsync({ orderId: o._id, decision: 'approve', comment: '' }).then(
      () => {
        toast.success(buyerText(COMPANY_MESSAGES.approved));
        approving.close();
      },
      (error: Error) => {
        toast.error(buyerText(error.message));
        approving.close();
      },
    );
  return (
    <>
      <div className="approval-list" role="region" aria-label={t`Orders awaiting approval`}>
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
                  {t`Approve`}
                </RowAction>
                <RowAction
                  on={orderOf(o)}
                  variant="link"
                  className="text-danger-emphasis"
                  onClick={() => setDeclining(o)}
                >
                  {t`Decline`}
                </RowAction>
              </>
            }
          />
        ))}
      </div>
      <ConfirmDialog
        confirm={approving}
        title={t`Approve this order?`}
        confirmLabel={t`Approve order`}
        cancelLabel={t`Cancel`}
        variant="primary"
        pending={decide.isPending}
        onConfirm={(o) => void approve(o)}
      >
        {(o) => {
          const { userName } = o;
          const total = format.money(o.totalPrice, o.currency);
          const order = t`${userName}’s order of ${total}`;
          const lineCount = o.lines.length;
          const lines = format.number(lineCount);
          const po = o.poNumber;
          const what = po
            ? t`${plural(lineCount, { one: `${order} (${lines} line, PO ${po}) goes ahead:`, other: `${order} (${lines} lines, PO ${po}) goes ahead:` })}`
            : t`${plural(lineCount, { one: `${order} (${lines} line) goes ahead:`, other: `${order} (${lines} lines) goes ahead:` })}`;
          return (
            <p className="mb-0">
              {what}{' '}
              {o.paymentMethod === 'on_account'
                ? t`it is confirmed on the company's account and invoiced.`
                : t`the buyer can pay it by card.`}
            </p>
          );
        }}
      </ConfirmDialog>
      {declining ? <DeclineDialog order={declining} onClose={() => setDeclining(null)} /> : null}
    </>
  );
}
