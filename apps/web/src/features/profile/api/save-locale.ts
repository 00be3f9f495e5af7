import type { Locale } from '@partline/shared';
import { updateProfile } from './update-profile';

/**
 * Saves the language a signed-in person chose to their account (`PUT /update/user/{email}` with
 * `{ locale }`, decision 325): the next sign-in, on any device, opens in it.
 * @throws ApiError when the call fails.
 */
export async function saveLocale(email: string, locale: Locale): Promise<void> {
  await updateProfile(email, { locale });
}
