import { formatShopDateTime, formatShopStamp } from '@partline/shared';

export interface TimelineTimeProps {
  /** The instant, ISO 8601. */
  at: string;
}

/**
 * When a timeline step happened: the short shop-time stamp, the full date and time as its title
 * (Dhaka time, as on invoices and e-mails), the instant as its `dateTime`.
 */
export function TimelineTime({ at }: TimelineTimeProps) {
  return (
    <time className="order-timeline__when" dateTime={at} title={formatShopDateTime(new Date(at))}>
      {formatShopStamp(new Date(at))}
    </time>
  );
}
