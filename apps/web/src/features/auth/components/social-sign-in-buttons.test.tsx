import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sentBody } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { SocialSignInButtons } from './social-sign-in-buttons';

describe('social sign-in buttons', () => {
  it('disables a provider the server has not configured and says so', async () => {
    mockApi({
      '/api/client-config': {
        socialProviders: { google: false, facebook: true, github: false },
        paymentProvider: 'local',
        paymentOptions: [],
      },
    });
    renderWithProviders(<SocialSignInButtons />);

    expect(
      await screen.findByText('Google sign-in is not configured on this server'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Continue with Google' }),
    ).toHaveAccessibleDescription('Google sign-in is not configured on this server');
    expect(screen.getByText('Github sign-in is not configured on this server')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Github' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
    expect(screen.queryByText(/Facebook sign-in is not configured/)).not.toBeInTheDocument();
  });

  it('starts the provider sign-in with the callback that shows the success toast', async () => {
    const fetchMock = mockApi({
      '/api/client-config': {
        socialProviders: { google: true, facebook: true, github: true },
        paymentProvider: 'local',
        paymentOptions: [],
      },
      'POST /api/auth/sign-in/social': {
        status: 400,
        body: { code: 'X', message: 'Stopped here' },
      },
    });
    const { user } = renderWithProviders(<SocialSignInButtons />);

    const button = await screen.findByRole('button', { name: 'Continue with Github' });
    await screen.findByRole('button', { name: 'Continue with Github' });
    await user.click(button);

    expect(await screen.findByText('Stopped here')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/sign-in/social')).toMatchObject({
      provider: 'github',
      callbackURL: `${window.location.origin}/?signedInWith=github`,
    });
  });
});
