import type { Order, OrderDetail, Shipment } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import { TimelineTime } from '@/components/ui/timeline-time';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { orderTimeline, type OrderReturnStep } from '../order-timeline';

/**
 * An ordered list of the order's steps (with its shipments and the steps of its returns when
 * given), each with its `<time>` in the shop's time zone (Asia/Dhaka, as invoices and mails).
 */
export function OrderTimeline({
  order,
  returnSteps,
}: {
  order: Order & {
    shipments?: readonly Pick<Shipment, 'number' | 'carrierName' | 'createdAt'>[];
    incotermChanges?: OrderDetail['incotermChanges'];
  };
  returnSteps?: readonly OrderReturnStep[] | undefined;
}) {
  const { t } = useLingui();
  const specText = useSpecText();
  const name = order.productName;
  return (
    <ol className="order-timeline" aria-label={t`Progress of ${name}`}>
      {orderTimeline(order, returnSteps).map((step) => (
        <li
          key={step.id ?? step.key}
          className={`order-timeline__step order-timeline__step--${step.at ? 'done' : 'open'} order-timeline__step--${step.key}`}
        >
          <span className="order-timeline__marker" aria-hidden="true" />
          <span className="order-timeline__label">{specText(step.label)}</span>
          {step.note ? <span className="order-timeline__note">{specText(step.note)}</span> : null}
          {step.at ? (
            <TimelineTime at={step.at} />
          ) : (
            <span className="order-timeline__when">{step.waiting && specText(step.waiting)}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
