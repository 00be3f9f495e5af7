import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/format';

export interface TimelineTimeProps {
  /** The instant, ISO 8601. */
  at: string;
}

/**
 * When a timeline step happened: the short shop-time stamp, the full date and time as its title
 * (Dhaka time, as on invoices and e-mails), the instant as its `dateTime`.
 */
export function TimelineTime({ at }: TimelineTimeProps) {
  const { t } = useLingui();
  const stamp = useFormat().stamp(new Date(at));
  return (
    <time className="order-timeline__when" dateTime={at} title={t`${stamp} (Dhaka time)`}>
      {stamp}
    </time>
  );
}
