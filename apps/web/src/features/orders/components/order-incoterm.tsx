import { EXPORT_SALE_MESSAGES, formatIncoterm, type Order } from '@partline/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { IncotermForm } from '@/components/ui/form/incoterm-form';
import { useChangeOrderIncoterm } from '../api/export-documents';

export interface OrderIncotermProps {
  order: Pick<Order, '_id' | 'status' | 'fulfilmentStatus' | 'incoterm' | 'incotermPlace'>;
  /** A shop admin reads it: 'Change' while nothing has shipped (decision 323). */
  canChange: boolean;
}

/** Whether an order's incoterm may still change: open, and not a piece shipped. */
function changeable(order: OrderIncotermProps['order']): boolean {
  return (
    (order.fulfilmentStatus ?? 'unshipped') === 'unshipped' &&
    !['delivered', 'cancelled', 'declined'].includes(order.status)
  );
}

/**
 * An export order's incoterm and named place, "FOB Chittagong" (decision 323); for the shop admin,
 * until it ships, 'Change' opens the form in place.
 */
export function OrderIncoterm({ order, canChange }: OrderIncotermProps) {
  const [editing, setEditing] = useState(false);
  const change = useChangeOrderIncoterm();
  const terms =
    formatIncoterm(order.incoterm, order.incotermPlace) ?? EXPORT_SALE_MESSAGES.noIncoterm;
  if (editing) {
    return (
      <div className="order-incoterm__form">
        <IncotermForm
          idPrefix="order-incoterm"
          label="Incoterm of the order"
          terms={order}
          pending={change.isPending}
          onSave={(input, callbacks) => change.mutate({ orderId: order._id, input }, callbacks)}
          onSaved={() => setEditing(false)}
        />
        <Button variant="link" size="sm" className="px-0" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <>
      <span className="text-nowrap">{terms}</span>
      {canChange && changeable(order) ? (
        <Button
          variant="link"
          size="sm"
          className="py-0"
          aria-label="Change the incoterm"
          onClick={() => setEditing(true)}
        >
          Change
        </Button>
      ) : null}
    </>
  );
}
