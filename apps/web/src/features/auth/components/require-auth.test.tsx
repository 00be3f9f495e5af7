import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionState, signedOut } from '@/testing/auth';
import { buildProfile } from '@/testing/data';
import { mockApi, PENDING } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('protected routes', () => {
  it('shows a centred spinner while the sign-in state loads', async () => {
    mockApi({ '/api/auth/get-session': PENDING });
    renderApp('/edit-profile');

    const spinner = (await screen.findByText('Checking your sign-in…')).closest('[role="status"]');
    expect(spinner?.parentElement).toHaveClass('justify-content-center', 'align-items-center');
  });

  it('sends a signed-out visitor to login, replacing the entry, and returns after sign-in', async () => {
    const session = sessionState();
    const email = 'farhana@example.com';
    mockApi({
      '/api/auth/get-session': session.reply,
      '/api/client-config': {
        socialProviders: { google: true, facebook: true, github: true },
        paymentProvider: 'local',
        paymentOptions: [],
      },
      'POST /api/auth/sign-in/email': () => session.signIn(email),
      'PUT /api/user/farhana%40example.com': { insertedId: null, role: 'user' },
      'POST /api/login': { accessToken: 'token-123' },
      '/api/admin/farhana%40example.com': { admin: false },
      '/api/user/farhana%40example.com': buildProfile({ email, displayName: 'Farhana Rahman' }),
    });
    const { user, router } = renderApp('/dashboard/my-profile?tab=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard/my-profile', search: '?tab=1' },
    });

    const form = screen.getByRole('form', { name: 'Login' });
    await user.type(within(form).getByLabelText('Email'), email);
    await user.type(within(form).getByLabelText('Password'), 'Str0ng!pass');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/my-profile');
    expect(router.state.location.search).toBe('?tab=1');
    expect(await screen.findByText('Farhana Rahman', { selector: 'h2' })).toBeInTheDocument();
  });

  it('protects every route of the specification', async () => {
    for (const path of ['/confirm-purchase/x', '/payment/x', '/dashboard', '/edit-profile']) {
      mockApi({ ...signedOut(), '/api/client-config': { status: 500, body: null } });
      const { router, unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
      unmount();
    }
  });
});
