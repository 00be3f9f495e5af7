import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedOut } from '@/testing/auth';
import { mockApi, sentBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('reset-password page', () => {
  it('sets the new password with the mailed token and goes to login', async () => {
    const fetchMock = mockApi({
      ...signedOut(),
      '/api/client-config': { status: 500, body: null },
      'POST /api/auth/reset-password': { status: true },
    });
    const { user, router } = renderApp('/reset-password?token=abc123');

    const form = await screen.findByRole('form', { name: 'Reset Password' });
    await user.type(within(form).getByLabelText('New Password'), 'N3w!passw0rd');
    await user.type(within(form).getByLabelText('Confirm Password'), 'N3w!passw0rd');
    await user.click(within(form).getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByText('Password changed. Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sentBody(fetchMock, '/api/auth/reset-password')).toEqual({
      token: 'abc123',
      newPassword: 'N3w!passw0rd',
    });
  });

  it('applies the sign-up password rules', async () => {
    mockApi(signedOut());
    const { user } = renderApp('/reset-password?token=abc123');

    const form = await screen.findByRole('form', { name: 'Reset Password' });
    await user.type(within(form).getByLabelText('New Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm Password'), 'other');
    await user.click(within(form).getByRole('button', { name: 'Reset Password' }));

    expect(await within(form).findByText('Password must be at least 8 characters')).toBeVisible();
    expect(within(form).getByText('Password and Confirm Password does not match')).toBeVisible();
  });

  it('explains an invalid or expired link', async () => {
    mockApi(signedOut());
    renderApp('/reset-password?error=INVALID_TOKEN');

    expect(await screen.findByText(/This reset link is invalid or has expired/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Reset Password' })).not.toBeInTheDocument();
  });
});
