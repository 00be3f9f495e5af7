import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import { useClientConfig } from '../api/get-client-config';
import { useSignInSocial } from '../api/sign-in-social';
import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS, type SocialProvider } from '../auth-client';
import { authErrorMessage } from '../auth-error';
import { SocialProviderIcon } from './social-provider-icon';

/**
 * 'Continue with' Google, Facebook and Github (spec §2). A provider the server has not configured
 * (`GET /client-config`) keeps its button, disabled, with a visible note saying so.
 */
export function SocialSignInButtons() {
  const { t } = useLingui();
  const config = useClientConfig();
  const signInSocial = useSignInSocial();

  const start = (provider: SocialProvider) => {
    signInSocial.mutate(provider, {
      onError: (error) => {
        toast.error(authErrorMessage(error));
      },
    });
  };

  return (
    <ul className="social-sign-in list-unstyled d-grid gap-2 mb-0">
      {SOCIAL_PROVIDERS.map((provider) => {
        const label = SOCIAL_PROVIDER_LABELS[provider];
        const configured = config.data?.socialProviders[provider];
        const unavailable = config.isSuccess && !configured;
        const noteId = `social-${provider}-note`;
        const starting = signInSocial.isPending && signInSocial.variables === provider;
        return (
          <li key={provider}>
            <Button
              variant="outline-secondary"
              className="social-sign-in__button w-100"
              disabled={config.isPending || unavailable || signInSocial.isPending}
              aria-describedby={unavailable ? noteId : undefined}
              onClick={() => start(provider)}
            >
              {starting ? (
                <Spinner animation="border" size="sm" aria-hidden="true" />
              ) : (
                <SocialProviderIcon provider={provider} />
              )}
              <span>
                <Trans>Continue with {label}</Trans>
              </span>
            </Button>
            {unavailable ? (
              <p id={noteId} className="social-sign-in__note">
                {t`${label} sign-in is not configured on this server`}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
