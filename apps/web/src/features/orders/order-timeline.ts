import {
  EXPORT_SALE_MESSAGES,
  formatIncoterm,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderDetail,
  type RefusedPaymentReason,
  type Shipment,
} from '@partline/shared';

/** One step of an order's progress: when it happened, or `null` while it has not yet. */
export interface OrderTimelineStep {
  key:
    'placed' | 'paid' | 'delivered' | 'cancelled' | 'refunded' | 'shipment' | 'return' | 'incoterm';
  /**
   * Tells steps of one key apart (a shipment's challan number, a return's number and step); the
   * key where it is unique.
   */
  id?: string;
  label: string;
  /** ISO 8601, or `null` for a step still to come. */
  at: string | null;
  /** What an open step waits for. */
  waiting?: string;
  /** Why it happened, for a step that needs saying (a refunded payment). */
  note?: string;
}

/** A step a return of the order's pieces took (decision 322): its id, label, instant and note. */
export type OrderReturnStep = Required<Pick<OrderTimelineStep, 'id' | 'label'>> & {
  at: string;
  note?: string;
};

/** Why a payment was given back, as the buyer reads it (decision 087). */
export const REFUSED_PAYMENT_NOTES: Readonly<Record<RefusedPaymentReason, string>> = {
  product_gone: 'The product is no longer sold',
  order_cancelled: 'The order was cancelled',
  stock_gone: 'Not enough stock was left',
  paid_twice: 'The order was already paid',
};

/**
 * The steps of an order (docs/decisions/064-order-timeline.md): placed, paid, then delivered — or cancelled (a paid order
 * cancelled before delivery; an unpaid one is deleted instead, unless it was a checkout order not
 * paid in time, decision 160: its payment step then reads 'Not paid in time'). A payment that succeeded but could
 * not be used and was refunded (decision 087) is a step of its own, in time order among the steps
 * done; steps still to come follow them. An order on account (decision 140) is delivered before it
 * is paid, against its invoice: its delivery does not wait for the payment. Each shipment
 * (decision 321), when given, is a step of its own: its challan number and carrier; so is each
 * step a return of its pieces has taken (`returnSteps`, decision 322), in time order; so is each
 * change of an export's incoterm by the shop after it was placed (decision 323).
 */
export function orderTimeline(
  order: Pick<
    Order,
    | 'status'
    | 'createdAt'
    | 'paidAt'
    | 'deliveredAt'
    | 'cancelledAt'
    | 'refusedPaymentAt'
    | 'refusedPaymentReason'
    | 'paymentMethod'
  > & {
    shipments?: readonly Pick<Shipment, 'number' | 'carrierName' | 'createdAt'>[];
    incotermChanges?: OrderDetail['incotermChanges'];
  },
  returnSteps: readonly OrderReturnStep[] = [],
): OrderTimelineStep[] {
  const productGone = order.refusedPaymentReason === 'product_gone' && !order.paidAt;
  // On account (decision 140) the order ships on the company's terms and is paid afterwards,
  // against its invoice: delivery comes first and does not wait for the payment.
  const onAccount = order.paymentMethod === 'on_account';
  const paid: OrderTimelineStep = {
    key: 'paid',
    label: ORDER_STATUS_LABELS.paid,
    at: order.paidAt,
    waiting: productGone
      ? 'No longer possible'
      : order.status === 'cancelled'
        ? 'Not paid in time'
        : onAccount
          ? 'By bank transfer against the invoice, by its due date'
          : 'Awaiting payment',
  };
  const steps: OrderTimelineStep[] = [{ key: 'placed', label: 'Placed', at: order.createdAt }];
  if (order.status === 'cancelled') {
    steps.push(paid, {
      key: 'cancelled',
      label: ORDER_STATUS_LABELS.cancelled,
      at: order.cancelledAt,
    });
  } else {
    const delivered: OrderTimelineStep = {
      key: 'delivered',
      label: ORDER_STATUS_LABELS.delivered,
      at: order.deliveredAt,
      waiting:
        order.paidAt || onAccount
          ? onAccount
            ? 'Not shipped yet: ships on your terms, before payment'
            : 'Not shipped yet'
          : 'After payment',
    };
    steps.push(...(onAccount ? [delivered, paid] : [paid, delivered]));
  }
  if (order.refusedPaymentAt && order.refusedPaymentReason) {
    steps.push({
      key: 'refunded',
      label: 'Payment refunded',
      at: order.refusedPaymentAt,
      note: REFUSED_PAYMENT_NOTES[order.refusedPaymentReason],
    });
  }
  for (const shipment of order.shipments ?? []) {
    steps.push({
      key: 'shipment',
      id: `shipment-${shipment.number}`,
      label: `Shipped ${shipment.number}`,
      at: shipment.createdAt,
      note: shipment.carrierName,
    });
  }
  for (const step of returnSteps) steps.push({ key: 'return', ...step });
  for (const change of order.incotermChanges ?? []) {
    steps.push({
      key: 'incoterm',
      id: `incoterm-${change.at}`,
      label: 'Incoterm changed',
      at: change.at,
      note:
        formatIncoterm(change.incoterm, change.incotermPlace) ?? EXPORT_SALE_MESSAGES.noIncoterm,
    });
  }
  const done = steps
    .filter((step) => step.at !== null)
    // The last shipment and the delivery it completes share their instant: the delivery after.
    .sort(
      (a, b) =>
        Date.parse(a.at ?? '') - Date.parse(b.at ?? '') ||
        Number(a.key === 'delivered') - Number(b.key === 'delivered'),
    );
  return [...done, ...steps.filter((step) => step.at === null)];
}
