import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs, signedOut } from '@/testing/auth';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('/warranty and /dashboard/warranty (decision 322)', () => {
  it('checks a warranty without an account, reached from the footer', async () => {
    mockApi(signedOut());
    const { user, router } = renderApp('/contact');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Check Warranty' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check warranty' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/warranty');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Check a warranty' })).toBeInTheDocument();
  });

  it("is a buyer's Warranty Lookup in the dashboard", async () => {
    mockApi(signedInAs('farhana@example.com', { name: 'Farhana Rahman' }));
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Warranty Lookup' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Warranty Lookup' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Look up a serial number' })).toBeInTheDocument();
  });
});
