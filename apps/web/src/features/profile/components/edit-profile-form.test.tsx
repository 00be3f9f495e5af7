import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { buildProfile } from '@/testing/data';
import { mockApi, sentBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const email = 'farhana@example.com';
const profilePath = '/api/user/farhana%40example.com';

/** Fills Edit Profile's Change Password form (the new password twice), sends it; answers the form. */
async function changePassword(user: UserEvent, current: string, next: string) {
  const form = await screen.findByRole('form', { name: 'Change Password' });
  await user.type(within(form).getByLabelText('Current Password'), current);
  await user.type(within(form).getByLabelText('New Password'), next);
  await user.type(within(form).getByLabelText('Confirm New Password'), next);
  await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  return form;
}

describe('profile', () => {
  it('shows the profile with N/A for missing fields and an Edit Profile button', async () => {
    mockApi({
      ...signedInAs(email),
      [profilePath]: buildProfile({ email, displayName: 'Farhana Rahman', institution: 'BUET' }),
    });
    const { user, router } = renderApp('/dashboard/my-profile');

    const name = await screen.findByRole('heading', { level: 2, name: 'Farhana Rahman' });
    const card = name.closest('.card') as HTMLElement;
    const fact = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(fact('Email')).toBe(email);
    expect(fact('Institution')).toBe('BUET');
    expect(fact('Phone')).toBe('N/A');
    expect(fact('Address')).toBe('N/A');
    expect(fact('Date of Birth')).toBe('N/A');

    await user.click(within(card).getByRole('link', { name: 'Edit Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/edit-profile');
  });

  it('saves the filled fields, says so and returns to My Profile', async () => {
    const fetchMock = mockApi({
      ...signedInAs(email),
      [profilePath]: buildProfile({ email, displayName: 'Farhana Rahman', phoneNumber: 'N/A' }),
      'PUT /api/update/user/farhana%40example.com': { modifiedCount: 1 },
    });
    const { user, router } = renderApp('/edit-profile');

    const form = await screen.findByRole('form', { name: 'Edit Profile' });
    expect(within(form).getByLabelText('Display Name')).toHaveValue('Farhana Rahman');
    expect(within(form).getByLabelText('Phone Number')).toHaveValue('');
    await user.type(within(form).getByLabelText('Phone Number'), '+880 1711 000000');
    await user.type(within(form).getByLabelText('Date of Birth'), '1994-05-17');
    await user.click(within(form).getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Profile Updated Successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/update/user/farhana%40example.com')).toEqual({
      displayName: 'Farhana Rahman',
      phoneNumber: '+880 1711 000000',
      dateOfBirth: '1994-05-17',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/my-profile');
  });

  it('keeps the new session token a password change answers (the old one is ended)', async () => {
    const fetchMock = mockApi({
      ...signedInAs(email),
      [profilePath]: buildProfile({ email }),
      'POST /api/auth/change-password': { token: 'token-of-the-new-session', user: { email } },
    });
    const { user } = renderApp('/edit-profile');

    await changePassword(user, 'Old!pass1', 'Str0ng!pass');

    await waitFor(() =>
      expect(localStorage.getItem('accessToken')).toBe('token-of-the-new-session'),
    );
    expect(sentBody(fetchMock, '/api/auth/change-password')).toMatchObject({
      newPassword: 'Str0ng!pass',
      revokeOtherSessions: true,
    });
  });

  it('says "No user is logged in" when the password change has no session', async () => {
    mockApi({
      ...signedInAs(email),
      [profilePath]: buildProfile({ email }),
      'POST /api/auth/change-password': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'No user is logged in' },
      },
    });
    const { user } = renderApp('/edit-profile');

    const form = await changePassword(user, 'Old!pass1', 'Str0ng!pass');

    expect(await within(form).findByText('No user is logged in')).toBeVisible();
    expect(screen.getAllByText('No user is logged in')).toHaveLength(2);
  });
});
