/**
 * The social sign-in providers (spec §7) and their labels. Kept apart from `auth-client.ts` so that
 * the layout (the signed-in notice) does not load the better-auth client on every page.
 */

/** The social sign-in providers of spec §7, as better-auth names them. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'github'] as const;
/** One of {@link SOCIAL_PROVIDERS}. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How the specification writes each provider's name ('Github', spec §8). */
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, 'Google' | 'Facebook' | 'Github'> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'Github',
};

/** The query parameter the social sign-in callback URL carries (`/?signedInWith=google`). */
export const SIGNED_IN_WITH_PARAM = 'signedInWith';

/** The note under a provider's button when the server has no credentials for it. */
export function notConfiguredMessage(provider: SocialProvider): string {
  return `${SOCIAL_PROVIDER_LABELS[provider]} sign-in is not configured on this server`;
}
