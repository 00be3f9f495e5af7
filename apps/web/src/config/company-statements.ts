import { msg } from '@lingui/core/macro';

/**
 * What the shop says about itself on the home and contact pages (fictional company), as messages
 * (decision 325): apart from config/company.ts, whose details the footer of every page shows.
 */
export const companyStatements = {
  hours: msg`Sunday to Thursday, 9:00 am – 6:00 pm (BST)`,
  mission: msg`Our mission is to supply businesses with dependable computer parts — processors, memory, storage and power — built to specification, tested before they ship and delivered on time at fair bulk prices.`,
  about: msg`Since 2009 our factory in the Tejgaon Industrial Area has built and tested every part we sell. Today more than 100 business clients in 35 countries order from us, from single-office IT teams to national system builders.`,
  vision: msg`Our vision is to be the computer-parts manufacturer that system builders and IT teams across South Asia trust first, for quality they can measure, honest lead times and support that lasts as long as their hardware.`,
} as const;
