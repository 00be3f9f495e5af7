import { msg } from '@lingui/core/macro';

/**
 * The shop's own details, shown in the footer and on the contact page (fictional company). Texts a
 * reader reads are messages (decision 325): render them with `i18n._(…)`.
 */
export const company = {
  name: 'Partline',
  legalName: 'Partline Components Ltd.',
  tagline: msg`Computer parts manufactured for business`,
  addressLines: [msg`Plot 27, Road 4, Tejgaon Industrial Area`, msg`Dhaka 1208, Bangladesh`],
  helpline: '+880 9612-345678',
  helplineHref: 'tel:+8809612345678',
  email: 'support@partline.com.bd',
  hours: msg`Sunday to Thursday, 9:00 am – 6:00 pm (BST)`,
  founded: 2009,
  mission: msg`Our mission is to supply businesses with dependable computer parts — processors, memory, storage and power — built to specification, tested before they ship and delivered on time at fair bulk prices.`,
  about: msg`Since 2009 our factory in the Tejgaon Industrial Area has built and tested every part we sell. Today more than 100 business clients in 35 countries order from us, from single-office IT teams to national system builders.`,
  vision: msg`Our vision is to be the computer-parts manufacturer that system builders and IT teams across South Asia trust first, for quality they can measure, honest lead times and support that lasts as long as their hardware.`,
} as const;
