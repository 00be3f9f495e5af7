import { USER_MESSAGES } from '@partline/shared';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import {
  SIGNED_IN_WITH_PARAM,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../social-providers';

function isSocialProvider(value: string | null): value is SocialProvider {
  return SOCIAL_PROVIDERS.some((provider) => provider === value);
}

/**
 * After a social sign-in the provider sends the browser back to `/?signedInWith={provider}`: this
 * shows 'Successfully Signed In With Google' (Facebook, Github; spec §8) once and removes the
 * parameter from the address. Renders nothing.
 */
export function SocialSignInNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const provider = params.get(SIGNED_IN_WITH_PARAM);

  useEffect(() => {
    if (provider === null) return;
    if (isSocialProvider(provider)) {
      // The id keeps it to one toast even when the effect runs twice.
      toast.success(USER_MESSAGES.socialSignedIn(SOCIAL_PROVIDER_LABELS[provider]), {
        id: `signed-in-with-${provider}`,
      });
    }
    const rest = new URLSearchParams(location.search);
    rest.delete(SIGNED_IN_WITH_PARAM);
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [provider, location.pathname, location.search, location.hash, navigate]);

  return null;
}
