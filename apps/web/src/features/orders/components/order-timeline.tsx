import type { Order } from '@partline/shared';
import { orderTimeline } from '../order-timeline';

const stamp = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ordered list of the order's steps, each with its `<time>` in the viewer's time zone. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className="order-timeline" aria-label={`Progress of ${order.productName}`}>
      {orderTimeline(order).map((step) => (
        <li
          key={step.key}
          className={`order-timeline__step order-timeline__step--${step.at ? 'done' : 'open'} order-timeline__step--${step.key}`}
        >
          <span className="order-timeline__marker" aria-hidden="true" />
          <span className="order-timeline__label">{step.label}</span>
          {step.note ? <span className="order-timeline__note">{step.note}</span> : null}
          {step.at ? (
            <time className="order-timeline__when" dateTime={step.at}>
              {stamp.format(new Date(step.at))}
            </time>
          ) : (
            <span className="order-timeline__when">{step.waiting}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
