import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { helpline, email } = company;
  return (
    <section className="contact-us" aria-labelledby="contact-us-title">
      <div className="container py-5">
        <div className="row g-4 align-items-center">
          <div className="col-12 col-lg-5">
            <SectionHeading
              id="contact-us-title"
              title={t`Contact With Us`}
              eyebrow={t`Feedback`}
              align="start"
            />
            <p className="contact-us__text">
              <Trans>
                Tell us what you think about our parts, our service or the shop. For orders and
                quotations you can also call {helpline} or write to {email}.
              </Trans>
            </p>
          </div>
          <div className="col-12 col-lg-7">
            <Form className="contact-us__form" noValidate onSubmit={ignoreSubmit}>
              <Form.Group className="mb-3" controlId="contact-us-email">
                <Form.Label>
                  <Trans>Email</Trans>
                </Form.Label>
                <Form.Control
                  type="email"
                  name="email"
                  placeholder="you@company.com"
                  autoComplete="email"
                />
              </Form.Group>
              <Form.Group className="mb-3" controlId="contact-us-feedback">
                <Form.Label>
                  <Trans>Your Feedback</Trans>
                </Form.Label>
                <Form.Control
                  as="textarea"
                  name="feedback"
                  rows={5}
                  placeholder={t`Write your feedback here`}
                />
              </Form.Group>
              <Button type="submit" variant="primary">
                <Trans>Send Feedback</Trans>
              </Button>
            </Form>
          </div>
        </div>
      </div>
    </section>
  );
}
