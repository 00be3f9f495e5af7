import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionState, signedOut } from '@/testing/auth';
import { calledRoutes, mockApi, sentBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function fillSignUp(
  user: ReturnType<typeof renderApp>['user'],
  values: { name?: string; email?: string; password: string; confirmPassword: string },
) {
  const form = await screen.findByRole('form', { name: 'Sign Up' });
  if (values.name) await user.type(within(form).getByLabelText('Client Name'), values.name);
  if (values.email) await user.type(within(form).getByLabelText('Email'), values.email);
  await user.type(within(form).getByLabelText('Password'), values.password);
  await user.type(within(form).getByLabelText('Confirm Password'), values.confirmPassword);
  return form;
}

/** Fills the form with a valid new account, accepts the terms and presses 'Sign Up'. */
async function signUpFarhana(user: ReturnType<typeof renderApp>['user']) {
  const form = await fillSignUp(user, {
    name: 'Farhana Rahman',
    email: 'farhana@example.com',
    password: 'Str0ng!pass',
    confirmPassword: 'Str0ng!pass',
  });
  await user.click(within(form).getByLabelText('Accept Terms and Conditions'));
  await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
}

describe('sign-up page', () => {
  it('keeps "Sign Up" disabled until the terms are accepted', async () => {
    mockApi(signedOut());
    const { user } = renderApp('/sign-up');

    const button = await screen.findByRole('button', { name: 'Sign Up' });
    expect(button).toBeDisabled();
    await user.click(screen.getByLabelText('Accept Terms and Conditions'));
    expect(button).toBeEnabled();
    await user.click(screen.getByLabelText('Accept Terms and Conditions'));
    expect(button).toBeDisabled();
  });

  it('links the terms to the terms page, in a new tab so the form keeps what it holds', async () => {
    mockApi(signedOut());
    renderApp('/sign-up');

    const form = await screen.findByRole('form', { name: 'Sign Up' });
    const link = within(form).getByRole('link', { name: 'Terms and Conditions' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the password messages of the specification word for word', async () => {
    const fetchMock = mockApi(signedOut());
    const { user } = renderApp('/sign-up');

    const form = await fillSignUp(user, { password: 'Ab1!', confirmPassword: 'Ab1!' });
    await user.click(within(form).getByLabelText('Accept Terms and Conditions'));
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));

    expect(await within(form).findByText('Password must be at least 8 characters')).toBeVisible();
    expect(within(form).getByText('Name is Required')).toBeInTheDocument();
    expect(within(form).getByText('Email is Required')).toBeInTheDocument();

    const password = within(form).getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'alllowercase1!');
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
    expect(
      await within(form).findByText(
        'Password must contain at least one lowercase letter, one uppercase letter, one number and one special character',
      ),
    ).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Str0ng!pass');
    await user.click(within(form).getByRole('button', { name: 'Sign Up' }));
    expect(
      await within(form).findByText('Password and Confirm Password does not match'),
    ).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).not.toContain('POST /api/auth/sign-up/email');
  });

  it('shows the server refusal, e.g. an e-mail already used', async () => {
    mockApi({
      ...signedOut(),
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: { code: 'USER_ALREADY_EXISTS', message: 'User already exists. Use another email.' },
      },
    });
    const { user } = renderApp('/sign-up');

    await signUpFarhana(user);

    expect(await screen.findByText('User already exists. Use another email.')).toBeVisible();
  });

  it('creates the account, signs in and returns to the remembered page', async () => {
    const session = sessionState();
    const fetchMock = mockApi({
      '/api/auth/get-session': session.reply,
      'POST /api/auth/sign-up/email': () => session.signIn('farhana@example.com'),
      'PUT /api/user/farhana%40example.com': { insertedId: 'new-id', role: 'user' },
      'POST /api/login': { accessToken: 'token-123' },
      '/api/admin/farhana%40example.com': { admin: false },
    });
    const { user, router } = renderApp('/dashboard');

    await user.click(await screen.findByRole('link', { name: 'Create a New Account' }));
    await signUpFarhana(user);

    expect(
      await screen.findByText('Account created. Check your e-mail to verify it.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome to your Dashboard, Farhana Rahman',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sentBody(fetchMock, '/sign-up/email')).toMatchObject({
      name: 'Farhana Rahman',
      email: 'farhana@example.com',
      password: 'Str0ng!pass',
      // The verification link lands on a page that says the address is verified.
      callbackURL: `${window.location.origin}/email-verified`,
    });
    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBe('token-123'));
  });

  it('starts with the invited e-mail when it comes from an invitation (decision 131)', async () => {
    mockApi({
      ...signedOut(),
      '/api/invitations/tok-123': {
        companyName: 'Meghna Traders Ltd.',
        email: 'rahim@meghna.example',
        role: 'buyer',
        expiresAt: '2026-12-05T00:00:00.000Z',
      },
    });
    const { user } = renderApp('/invitations/tok-123');

    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    const form = await screen.findByRole('form', { name: 'Sign Up' });
    expect(within(form).getByLabelText('Email')).toHaveValue('rahim@meghna.example');
    expect(within(form).getByLabelText('Client Name')).toHaveValue('');
  });
});
