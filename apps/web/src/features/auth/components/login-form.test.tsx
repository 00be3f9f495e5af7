import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionState, signedOut } from '@/testing/auth';
import { calledRoutes, mockApi, sentBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const CONFIGURED = {
  socialProviders: { google: true, facebook: true, github: true },
  paymentProvider: 'local',
  paymentOptions: [],
};

function signInFails(code: string, message: string) {
  return { status: 401, body: { code, message } };
}

async function submitLogin(
  user: ReturnType<typeof renderApp>['user'],
  email = 'farhana@example.com',
  password = 'Str0ng!pass',
) {
  const form = await screen.findByRole('form', { name: 'Login' });
  await user.type(within(form).getByLabelText('Email'), email);
  await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the user does not exist', async () => {
    mockApi({
      ...signedOut(),
      '/api/client-config': CONFIGURED,
      'POST /api/auth/sign-in/email': signInFails(
        'USER_NOT_FOUND',
        'User Does Not Exist. Please Sign Up',
      ),
    });
    const { user } = renderApp('/login');

    await submitLogin(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^User Does Not Exist\. Please Sign Up$/,
    );
  });

  it('shows "Wrong Password" in red and clears it after 7 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    mockApi({
      ...signedOut(),
      '/api/client-config': CONFIGURED,
      'POST /api/auth/sign-in/email': signInFails('INVALID_PASSWORD', 'Wrong Password'),
    });
    const { user } = renderApp('/login');

    await submitLogin(user);

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(/^Wrong Password$/);
    expect(error).toHaveClass('text-danger');
    act(() => {
      vi.advanceTimersByTime(6_500);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong Password');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('needs the e-mail and the password', async () => {
    const fetchMock = mockApi({ ...signedOut(), '/api/client-config': CONFIGURED });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is Required')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).not.toContain('POST /api/auth/sign-in/email');
  });

  it('signs in, says "Login Successful", registers the user and keeps the access token', async () => {
    const session = sessionState();
    const fetchMock = mockApi({
      '/api/auth/get-session': session.reply,
      '/api/client-config': CONFIGURED,
      'POST /api/auth/sign-in/email': () => session.signIn('farhana@example.com'),
      'PUT /api/user/farhana%40example.com': { insertedId: 'new-id', role: 'user' },
      'POST /api/login': { accessToken: 'token-123' },
      '/api/products': [],
      '/api/reviews': [],
    });
    const { user, router } = renderApp('/login');

    await submitLogin(user);

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBe('token-123'));
    const routes = await calledRoutes(fetchMock);
    expect(routes.indexOf('PUT /api/user/farhana%40example.com')).toBeLessThan(
      routes.indexOf('POST /api/login'),
    );
    expect(sentBody(fetchMock, '/api/login')).toEqual({ email: 'farhana@example.com' });
  });

  it('sends the reset mail to the typed e-mail', async () => {
    const fetchMock = mockApi({
      ...signedOut(),
      '/api/client-config': CONFIGURED,
      'POST /api/auth/request-password-reset': { status: true },
    });
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'farhana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forget Password' }));

    expect(await screen.findByText('Sending Reset Email')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/request-password-reset')).toMatchObject({
      email: 'farhana@example.com',
      redirectTo: `${window.location.origin}/reset-password`,
    });
  });

  it('asks for a valid e-mail when the reset cannot be sent', async () => {
    const fetchMock = mockApi({ ...signedOut(), '/api/client-config': CONFIGURED });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Forget Password' }));

    expect(await screen.findByText('Please Enter a Valid Email')).toBeInTheDocument();
    expect(await calledRoutes(fetchMock)).not.toContain('POST /api/auth/request-password-reset');
  });

  it('links to the sign-up page', async () => {
    mockApi({ ...signedOut(), '/api/client-config': CONFIGURED });
    renderApp('/login');

    expect(await screen.findByRole('link', { name: 'Create a New Account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });
});
