import { msg } from '@lingui/core/macro';

/**
 * Control props several forms share, so an e-mail, a phone number or an address is labelled and
 * filled in the same way on every page (the labels are the specification's).
 */

/** An e-mail address (login, sign-up). */
export const EMAIL_INPUT = {
  label: msg`Email`,
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@company.com',
} as const;

/** The password of one's account as it is now (login, change password). */
export const CURRENT_PASSWORD_INPUT = {
  type: 'password',
  autoComplete: 'current-password',
} as const;

/** A phone number (profile, purchase). */
export const PHONE_INPUT = { label: msg`Phone Number`, type: 'tel', autoComplete: 'tel' } as const;

/** A delivery address (profile, purchase, address book); each form gives its rows. */
export const ADDRESS_INPUT = {
  label: msg`Address`,
  as: 'textarea',
  autoComplete: 'street-address',
} as const;
