import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionState, signedInAs } from '@/testing/auth';
import { buildSession } from '@/testing/data';
import { calledRoutes, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('admin-only routes', () => {
  it('signs a client out and sends them to login', async () => {
    const email = 'client@example.com';
    const session = sessionState(buildSession({ email }));
    const fetchMock = mockApi({
      ...signedInAs(email),
      '/api/auth/get-session': session.reply,
      'POST /api/auth/sign-out': session.signOut,
      '/api/client-config': { status: 500, body: null },
    });
    const { router } = renderApp('/dashboard/manage-orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    // The toast outlet loads after the shell (decision 325): the toast shows once it has.
    expect(
      await screen.findByText('That page is for admins. Please sign in with an admin account.'),
    ).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).toContain('POST /api/auth/sign-out');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard/manage-orders' },
    });
    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
  });

  it('shows admin pages to admins', async () => {
    mockApi(signedInAs('admin@example.com', { admin: true }));
    renderApp('/dashboard/make-admin');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Make Admin' }),
    ).toBeInTheDocument();
  });
});
