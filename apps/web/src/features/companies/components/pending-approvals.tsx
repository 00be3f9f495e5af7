import {
  COMPANY_MESSAGES,
  DeclineOrderInputSchema,
  formatShopShortDate,
  formatTaka,
  type Order,
} from '@partline/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import toast from 'react-hot-toast';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { OrderNumberLink } from '@/components/ui/order-number-link';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { RowAction } from '@/components/ui/row-action';
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

export interface PendingApprovalsProps {
  orders: readonly Order[];
}

/**
 * Orders over their buyer's monthly limit (decision 132): approve (stock and price are checked
 * again) or decline with a comment.
 */
export function PendingApprovals({ orders }: PendingApprovalsProps) {
  const [declining, setDeclining] = useState<Order | null>(null);
  const decide = useDecideApproval();
  const columns: DataColumn<Order>[] = [
    {
      header: 'Order',
      kind: 'title',
      cell: (o) => (
        <>
          <OrderNumberLink number={o.orderNumber} className="d-block small" />
          {o.productName}
        </>
      ),
    },
    { header: 'Buyer', cell: (o) => o.userName },
    { header: 'Placed', cell: (o) => formatShopShortDate(new Date(o.createdAt)) },
    { header: 'Total', align: 'end', cell: (o) => formatTaka(o.totalPrice) },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (o) => (
        <div className="d-flex gap-2">
          <RowAction
            on={`${o.userName}'s order of ${o.productName}`}
            variant="success"
            disabled={decide.isPending}
            onClick={() =>
              // A promise, not mutate's callbacks: the row (and this table, for the last one) is
              // gone once the list is read again, and unmounted callbacks never run.
              decide.mutateAsync({ orderId: o._id, decision: 'approve', comment: '' }).then(
                () => toast.success(COMPANY_MESSAGES.approved),
                (error: Error) => toast.error(error.message),
              )
            }
          >
            Approve
          </RowAction>
          <RowAction
            on={`${o.userName}'s order of ${o.productName}`}
            variant="link"
            className="text-danger-emphasis"
            onClick={() => setDeclining(o)}
          >
            Decline
          </RowAction>
        </div>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label="Orders awaiting approval"
        columns={columns}
        rows={orders}
        rowKey={(o) => o._id}
      />
      {declining ? <DeclineDialog order={declining} onClose={() => setDeclining(null)} /> : null}
    </>
  );
}
