import { Trans, useLingui } from '@lingui/react/macro';
import { companyStatements as company } from '@/config/company-statements';
import { PageHeader } from '@/components/ui/page-header';
import { ContactDetails } from '@/features/contact/components/contact-details';

/** `/contact` (spec §2): address, helpline, e-mail and the mission text. */
export default function ContactRoute() {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageHeader title={t`Contact Us`} eyebrow={t`We are here to help`}>
        <Trans>
          Questions about a part, a quotation or an order? Reach our sales and support team.
        </Trans>
      </PageHeader>
      <div className="container py-5">
        <ContactDetails />
        <section className="mission-card mt-5" aria-labelledby="mission-title">
          <div className="row g-4 align-items-center">
            <div className="col-12 col-lg-4">
              <p className="section-heading__eyebrow mb-2">
                <Trans>Who we are</Trans>
              </p>
              <h2 id="mission-title" className="mission-card__title">
                <Trans>Our Mission</Trans>
              </h2>
            </div>
            <div className="col-12 col-lg-8">
              <p className="mission-card__text">{i18n._(company.mission)}</p>
              <p className="mission-card__text mb-0">{i18n._(company.about)}</p>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
