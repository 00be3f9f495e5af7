import { Trans, useLingui } from '@lingui/react/macro';
import Accordion from 'react-bootstrap/Accordion';
import { SectionHeading } from '@/components/ui/section-heading';
import { FAQ_ENTRIES } from '../faq-entries';

/** The FAQ accordion of the home page (spec §1). */
export function FaqSection() {
  const { t, i18n } = useLingui();
  return (
    <section className="container py-5" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" title={t`Frequently Asked Questions`} eyebrow={t`FAQ`}>
        <Trans>Quick answers about your client account.</Trans>
      </SectionHeading>
      <Accordion className="faq-accordion mx-auto" defaultActiveKey="0">
        {FAQ_ENTRIES.map((entry, index) => (
          <Accordion.Item key={entry.question.id} eventKey={String(index)}>
            <Accordion.Header as="h3">{i18n._(entry.question)}</Accordion.Header>
            <Accordion.Body>{i18n._(entry.answer)}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
