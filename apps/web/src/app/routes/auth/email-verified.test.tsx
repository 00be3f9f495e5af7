import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs, signedOut } from '@/testing/auth';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('/email-verified (where the verification link lands)', () => {
  it('says the e-mail address is verified and leads to the dashboard', async () => {
    mockApi(signedInAs('farhana@example.com'));
    renderApp('/email-verified');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says why when the link was refused', async () => {
    mockApi(signedOut());
    renderApp('/email-verified?error=TOKEN_EXPIRED');

    expect(
      await screen.findByRole('heading', { name: 'We could not verify your e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link has expired.');
  });
});

describe('/terms', () => {
  it('shows the terms of sale', async () => {
    mockApi(signedOut());
    renderApp('/terms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. Orders and minimum quantities' })).toBeVisible();
  });
});
