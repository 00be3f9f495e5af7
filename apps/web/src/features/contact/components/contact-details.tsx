import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { company } from '@/config/company';
import { companyStatements } from '@/config/company-statements';
import { Icon, type IconName } from '@/components/ui/icon';

interface Detail {
  icon: IconName;
  title: MessageDescriptor;
  content: ReactNode;
}

/** The line of each address, in the reader's language. */
function AddressLines() {
  const { i18n } = useLingui();
  return company.addressLines.map((line) => (
    <span key={line.id} className="d-block">
      {i18n._(line)}
    </span>
  ));
}

/** The helpline's hours, in the reader's language. */
function Hours() {
  const { i18n } = useLingui();
  return <span className="d-block">{i18n._(companyStatements.hours)}</span>;
}

const DETAILS: readonly Detail[] = [
  {
    icon: 'mapPin',
    title: msg`Address`,
    content: (
      <address className="mb-0">
        {company.legalName}
        <AddressLines />
      </address>
    ),
  },
  {
    icon: 'phone',
    title: msg`Helpline`,
    content: (
      <>
        <a href={company.helplineHref} className="d-block text-nowrap">
          {company.helpline}
        </a>
        <Hours />
      </>
    ),
  },
  {
    icon: 'mail',
    title: msg`Email`,
    content: (
      <>
        <a href={`mailto:${company.email}`} className="d-block text-break">
          {company.email}
        </a>
        <span className="d-block">
          <Trans>We answer within one working day.</Trans>
        </span>
      </>
    ),
  },
];

/** The contact page's address, helpline and e-mail cards (spec §2). */
export function ContactDetails() {
  const { i18n } = useLingui();
  return (
    <ul className="row row-cols-1 row-cols-lg-3 g-4 list-unstyled mb-0">
      {DETAILS.map((detail) => (
        <li key={detail.title.id} className="col">
          <div className="contact-detail h-100">
            <span className="contact-detail__icon">
              <Icon name={detail.icon} size={24} />
            </span>
            <h2 className="contact-detail__title">{i18n._(detail.title)}</h2>
            <div className="contact-detail__content">{detail.content}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
