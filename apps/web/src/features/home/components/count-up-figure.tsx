import { COUNTER_DURATION_S } from '@partline/shared';
import CountUp from 'react-countup';

/**
 * A figure counting up from 0 over 3 s once scrolled into view (spec §1, §9), written by `format`
 * (Bangla digits in Bangla). Loaded after the home page's code (lazy): the counter library is not
 * part of the first view of `/`.
 */
export default function CountUpFigure({
  end,
  format,
}: {
  end: number;
  format: (value: number) => string;
}) {
  return (
    <CountUp
      end={end}
      duration={COUNTER_DURATION_S}
      enableScrollSpy
      scrollSpyOnce
      formattingFn={format}
    />
  );
}
