/**
 * What the shop tells a person about what a company membership grants and takes away (decision
 * 293): a client's own API keys and webhook endpoints end when they join or found a company; a
 * company's order awaiting approval is not approved once its buyer left.
 */
export const MEMBERSHIP_MESSAGES = {
  /** Beside the API keys and webhooks of a client in no company. */
  personalIntegrationsEnd:
    'Keys and webhook endpoints you make now stop working if you join or found a company.',
  /** On the invitation page and the new company form. */
  personalIntegrationsRevoked:
    'Your own API keys and webhook endpoints are revoked when you join or found a company; ' +
    "the company's admins make the company's.",
  /** An order awaiting approval whose buyer has left the company since. */
  buyerLeft: 'The buyer is no longer a member of the company: decline the order',
} as const;
