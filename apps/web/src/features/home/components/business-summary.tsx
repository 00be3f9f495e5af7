import { COUNTER_DURATION_S, HOME_COUNTERS } from '@partline/shared';
import CountUp from 'react-countup';
import { Icon, type IconName } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

const ICONS: Record<(typeof HOME_COUNTERS)[number]['label'], IconName> = {
  Countries: 'globe',
  'Satisfied Clients': 'users',
  'Client Feedbacks': 'message',
};

/**
 * The animated business summary (spec §1, §9): 35 countries, 100 satisfied clients and 120 client
 * feedbacks, each counting up over 3 s once scrolled into view.
 */
export function BusinessSummary() {
  return (
    <section className="business-summary" aria-labelledby="business-summary-title">
      <div className="container py-5">
        <SectionHeading
          id="business-summary-title"
          title="Trusted by Businesses Worldwide"
          eyebrow="Our reach"
          inverse
        >
          System builders, integrators and IT departments rely on Partline parts every day.
        </SectionHeading>
        <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
          {HOME_COUNTERS.map((counter) => (
            <li key={counter.label} className="col">
              <div className="business-summary__item">
                <span className="business-summary__icon">
                  <Icon name={ICONS[counter.label]} size={28} />
                </span>
                <p className="business-summary__value">
                  <span aria-hidden="true">
                    <CountUp
                      end={counter.value}
                      duration={COUNTER_DURATION_S}
                      enableScrollSpy
                      scrollSpyOnce
                    />
                  </span>
                  <span className="visually-hidden">{counter.value}</span>
                </p>
                <p className="business-summary__label">{counter.label}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
