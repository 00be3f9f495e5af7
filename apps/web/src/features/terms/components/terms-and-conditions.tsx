import { formatCalendarDay } from '@partline/shared';
import { TERMS_EFFECTIVE_DAY, TERMS_SECTIONS } from '../terms-sections';

/** The terms of sale, section by section, with the day they took effect. */
export function TermsAndConditions() {
  return (
    <article className="terms mx-auto">
      <p className="terms__effective">In force since {formatCalendarDay(TERMS_EFFECTIVE_DAY)}.</p>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.heading} className="terms__section">
          <h2 className="terms__heading">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
