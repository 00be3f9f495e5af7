import type { Quote, QuoteEvent } from '@partline/shared';
import { TimelineTime } from '@/components/ui/timeline-time';

const LABELS: Record<QuoteEvent['kind'], (event: QuoteEvent) => string> = {
  requested: (event) => `Requested by ${event.authorName}`,
  quoted: (event) => `Version ${event.version ?? ''} quoted by ${event.authorName}`,
  message: (event) => `Message from ${event.authorName}`,
  accepted: (event) => `Version ${event.version ?? ''} accepted: order placed`,
  declined: () => 'Declined',
  expired: () => 'Expired',
};

/**
 * The quote's timeline (decision 153), like the order timeline: every status change, version and
 * message, oldest first, each with its time in the shop's time zone. What was written is in the
 * thread beside it, not here again.
 */
export function QuoteTimeline({ quote }: { quote: Quote }) {
  return (
    <ol className="order-timeline" aria-label={`Timeline of quote ${quote.number}`}>
      {quote.events.map((event) => (
        <li
          key={event._id}
          className={`order-timeline__step order-timeline__step--done order-timeline__step--${event.kind === 'accepted' ? 'paid' : event.kind === 'declined' || event.kind === 'expired' ? 'cancelled' : 'placed'}`}
        >
          <span className="order-timeline__marker" aria-hidden="true" />
          <span className="order-timeline__label">{LABELS[event.kind](event)}</span>
          <TimelineTime at={event.createdAt} />
        </li>
      ))}
    </ol>
  );
}
