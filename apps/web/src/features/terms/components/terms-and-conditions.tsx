import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/format';
import { TERMS_EFFECTIVE_DAY, TERMS_SECTIONS } from '../terms-sections';

/** The terms of sale, section by section, with the day they took effect, in the reader's language. */
export function TermsAndConditions() {
  const { i18n } = useLingui();
  const format = useFormat();
  const since = format.calendarDay(TERMS_EFFECTIVE_DAY);
  return (
    <article className="terms mx-auto">
      <p className="terms__effective">
        <Trans>In force since {since}.</Trans>
      </p>
      {TERMS_SECTIONS.map((section, index) => (
        <section key={index} className="terms__section">
          <h2 className="terms__heading">{i18n._(section.heading)}</h2>
          {section.paragraphs.map((paragraph, number) => (
            <p key={number}>{i18n._(paragraph)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
