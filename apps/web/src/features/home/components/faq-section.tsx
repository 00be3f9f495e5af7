import Accordion from 'react-bootstrap/Accordion';
import { SectionHeading } from '@/components/ui/section-heading';
import { FAQ_ENTRIES } from '../faq-entries';

/** The FAQ accordion of the home page (spec §1). */
export function FaqSection() {
  return (
    <section className="container py-5" aria-labelledby="faq-title">
      <SectionHeading id="faq-title" title="Frequently Asked Questions" eyebrow="FAQ">
        Quick answers about your client account.
      </SectionHeading>
      <Accordion className="faq-accordion mx-auto" defaultActiveKey="0">
        {FAQ_ENTRIES.map((entry, index) => (
          <Accordion.Item key={entry.question} eventKey={String(index)}>
            <Accordion.Header as="h3">{entry.question}</Accordion.Header>
            <Accordion.Body>{entry.answer}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
