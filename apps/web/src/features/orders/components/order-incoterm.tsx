import { Trans, useLingui } from '@lingui/react/macro';
import { formatIncoterm, type Order } from '@partline/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { IncotermForm } from '@/components/ui/form/incoterm-form';
import { NO_INCOTERM } from '@/components/ui/form/incoterm-texts';
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
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const change = useChangeOrderIncoterm();
  const terms = formatIncoterm(order.incoterm, order.incotermPlace) ?? i18n._(NO_INCOTERM);
  if (editing) {
    return (
      <div className="order-incoterm__form">
        <IncotermForm
          idPrefix="order-incoterm"
          label={t`Incoterm of the order`}
          terms={order}
          pending={change.isPending}
          onSave={(input, callbacks) => change.mutate({ orderId: order._id, input }, callbacks)}
          onSaved={() => setEditing(false)}
        />
        <Button variant="link" size="sm" className="px-0" onClick={() => setEditing(false)}>
          <Trans>Cancel</Trans>
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
          aria-label={t`Change the incoterm`}
          onClick={() => setEditing(true)}
        >
          <Trans>Change</Trans>
        </Button>
      ) : null}
    </>
  );
}
