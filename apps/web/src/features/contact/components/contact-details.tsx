import type { ReactNode } from 'react';
import { company } from '@/config/company';
import { Icon, type IconName } from '@/components/ui/icon';

interface Detail {
  icon: IconName;
  title: string;
  content: ReactNode;
}

const DETAILS: readonly Detail[] = [
  {
    icon: 'mapPin',
    title: 'Address',
    content: (
      <address className="mb-0">
        {company.legalName}
        {company.addressLines.map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
      </address>
    ),
  },
  {
    icon: 'phone',
    title: 'Helpline',
    content: (
      <>
        <a href={company.helplineHref} className="d-block text-nowrap">
          {company.helpline}
        </a>
        <span className="d-block">{company.hours}</span>
      </>
    ),
  },
  {
    icon: 'mail',
    title: 'Email',
    content: (
      <>
        <a href={`mailto:${company.email}`} className="d-block text-break">
          {company.email}
        </a>
        <span className="d-block">We answer within one working day.</span>
      </>
    ),
  },
];

/** The contact page's address, helpline and e-mail cards (spec §2). */
export function ContactDetails() {
  return (
    <ul className="row row-cols-1 row-cols-lg-3 g-4 list-unstyled mb-0">
      {DETAILS.map((detail) => (
        <li key={detail.title} className="col">
          <div className="contact-detail h-100">
            <span className="contact-detail__icon">
              <Icon name={detail.icon} size={24} />
            </span>
            <h2 className="contact-detail__title">{detail.title}</h2>
            <div className="contact-detail__content">{detail.content}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
