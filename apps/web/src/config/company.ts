import { msg } from '@lingui/core/macro';

/**
 * The shop's own details, shown in the footer and on the contact page (fictional company). Texts a
 * reader reads are messages (decision 325): render them with `i18n._(…)`. What only the home and
 * contact pages say is in company-statements.ts, out of every page's first load.
 */
export const company = {
  name: 'Partline',
  legalName: 'Partline Components Ltd.',
  addressLines: [msg`Plot 27, Road 4, Tejgaon Industrial Area`, msg`Dhaka 1208, Bangladesh`],
  helpline: '+880 9612-345678',
  helplineHref: 'tel:+8809612345678',
  email: 'support@partline.com.bd',
  founded: 2009,
} as const;
