import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { company } from '@/config/company';
import { SectionHeading } from '@/components/ui/section-heading';

/** Spec §1: the form has no submit behaviour and no validation. */
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/** The 'Contact With Us' section of the home page: an e-mail field and a feedback text area. */
export function ContactUsForm() {
  return (
    <section className="contact-us" aria-labelledby="contact-us-title">
      <div className="container py-5">
        <div className="row g-4 align-items-center">
          <div className="col-12 col-lg-5">
            <SectionHeading
              id="contact-us-title"
              title="Contact With Us"
              eyebrow="Feedback"
              align="start"
            />
            <p className="contact-us__text">
              Tell us what you think about our parts, our service or the shop. For orders and
              quotations you can also call {company.helpline} or write to {company.email}.
            </p>
          </div>
          <div className="col-12 col-lg-7">
            <Form className="contact-us__form" noValidate onSubmit={ignoreSubmit}>
              <Form.Group className="mb-3" controlId="contact-us-email">
                <Form.Label>Email</Form.Label>
                <Form.Control
                  type="email"
                  name="email"
                  placeholder="you@company.com"
                  autoComplete="email"
                />
              </Form.Group>
              <Form.Group className="mb-3" controlId="contact-us-feedback">
                <Form.Label>Your Feedback</Form.Label>
                <Form.Control
                  as="textarea"
                  name="feedback"
                  rows={5}
                  placeholder="Write your feedback here"
                />
              </Form.Group>
              <Button type="submit" variant="primary">
                Send Feedback
              </Button>
            </Form>
          </div>
        </div>
      </div>
    </section>
  );
}
