import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Quote, QuoteEvent } from '@partline/shared';
import { TimelineTime } from '@/components/ui/timeline-time';

const LABELS: Record<QuoteEvent['kind'], (event: QuoteEvent) => MessageDescriptor> = {
  requested: ({ authorName }) => msg`Requested by ${authorName}`,
  quoted: ({ version, authorName }) => {
    const number = version ?? '';
    return msg`Version ${number} quoted by ${authorName}`;
  },
  message: ({ authorName }) => msg`Message from ${authorName}`,
  accepted: ({ version }) => {
    const number = version ?? '';
    return msg`Version ${number} accepted: order placed`;
  },
  declined: () => msg`Declined`,
  expired: () => msg`Expired`,
};

/**
 * The quote's timeline (decision 153), like the order timeline: every status change, version and
 * message, oldest first, each with its time in the shop's time zone. What was written is in the
 * thread beside it, not here again.
 */
export function QuoteTimeline({ quote }: { quote: Quote }) {
  const { i18n, t } = useLingui();
  const { number } = quote;
  return (
    <ol className="order-timeline" aria-label={t`Timeline of quote ${number}`}>
      {quote.events.map((event) => (
        <li
          key={event._id}
          className={`order-timeline__step order-timeline__step--done order-timeline__step--${event.kind === 'accepted' ? 'paid' : event.kind === 'declined' || event.kind === 'expired' ? 'cancelled' : 'placed'}`}
        >
          <span className="order-timeline__marker" aria-hidden="true" />
          <span className="order-timeline__label">{i18n._(LABELS[event.kind](event))}</span>
          <TimelineTime at={event.createdAt} />
        </li>
      ))}
    </ol>
  );
}
