import { HOME_COUNTERS } from '@partline/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { AfterHydration } from '@/components/ui/after-hydration';
import { Icon, type IconName } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { useFormat } from '@/lib/i18n/format';

const CountUpFigure = lazy(() => import('./count-up-figure'));

const COUNTERS: Record<
  (typeof HOME_COUNTERS)[number]['label'],
  { icon: IconName; label: MessageDescriptor }
> = {
  Countries: { icon: 'globe', label: msg`Countries` },
  'Satisfied Clients': { icon: 'users', label: msg`Satisfied Clients` },
  'Client Feedbacks': { icon: 'message', label: msg`Client Feedbacks` },
};

/**
 * The animated business summary (spec §1, §9): 35 countries, 100 satisfied clients and 120 client
 * feedbacks, each counting up over 3 s once scrolled into view.
 */
export function BusinessSummary() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <section className="business-summary" aria-labelledby="business-summary-title">
      <div className="container py-5">
        <SectionHeading
          id="business-summary-title"
          title={t`Trusted by Businesses Worldwide`}
          eyebrow={t`Our reach`}
          inverse
        >
          <Trans>
            System builders, integrators and IT departments rely on Partline parts every day.
          </Trans>
        </SectionHeading>
        <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
          {HOME_COUNTERS.map((counter) => (
            <li key={counter.label} className="col">
              <div className="business-summary__item">
                <span className="business-summary__icon">
                  <Icon name={COUNTERS[counter.label].icon} size={28} />
                </span>
                <p className="business-summary__value">
                  <span aria-hidden="true">
                    <AfterHydration fallback={format.number(0)}>
                      <CountUpFigure end={counter.value} format={format.number} />
                    </AfterHydration>
                  </span>
                  <span className="visually-hidden">{format.number(counter.value)}</span>
                </p>
                <p className="business-summary__label">{i18n._(COUNTERS[counter.label].label)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
