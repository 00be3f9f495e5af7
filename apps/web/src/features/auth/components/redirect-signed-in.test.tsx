import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs, signedOut } from '@/testing/auth';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('RedirectSignedIn: /login and /sign-up for someone already signed in', () => {
  it.each(['/login', '/sign-up'])(
    'sends a signed-in user from %s to the dashboard',
    async (path) => {
      mockApi({ ...signedInAs('farhana@example.com'), '/api/orders/farhana%40example.com': [] });
      const { router } = renderApp(path);

      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      // The entry is replaced: Back does not return to the form.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it.each([
    ['/login', 'Login'],
    ['/sign-up', 'Sign Up'],
  ])('shows %s to a signed-out visitor', async (path, form) => {
    mockApi({ ...signedOut(), '/api/client-config': { socialProviders: [] } });
    const { router } = renderApp(path);

    expect(await screen.findByRole('form', { name: form })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});
