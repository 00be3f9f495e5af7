/**
 * How many invitation mails the shop sends for its users (decision 294): each one goes to an
 * address the inviter typed, with the company's name in it, so an unverified account or a burst
 * must not make the shop a mailer of other people's text.
 */

/** Invitations one e-mail address may receive per hour, from every company together. */
export const MAX_INVITATIONS_PER_RECIPIENT_PER_HOUR = 3;

/** Invitations one company may send per hour. */
export const MAX_INVITATIONS_PER_COMPANY_PER_HOUR = 20;

/** The window both invitation limits count in, ms (an hour, sliding). */
export const INVITATION_WINDOW_MS = 3_600_000;

/** Texts of the invitation limits (ours; decision 294). */
export const INVITATION_LIMIT_MESSAGES = {
  verifyFirst: 'Verify your e-mail address before inviting anyone',
  recipientLimit: `This address has been invited ${MAX_INVITATIONS_PER_RECIPIENT_PER_HOUR} times in the last hour; try again later`,
  companyLimit: `Your company has sent ${MAX_INVITATIONS_PER_COMPANY_PER_HOUR} invitations in the last hour; try again later`,
} as const;
