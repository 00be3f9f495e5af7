import { buildTaxBreakdown } from '@partline/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionState, signedInAs, signedOut } from '@/testing/auth';
import { buildSession } from '@/testing/data';
import { calledRoutes, mockApi } from '@/testing/mock-api';
import { navigationTexts } from '@/testing/queries';
import { renderApp } from '@/testing/render-app';

describe('site layout', () => {
  it('shows the navbar entries with Login, and the footer, when signed out', async () => {
    mockApi(signedOut());
    renderApp('/contact');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Login' });
    expect(navigationTexts('Main')).toEqual([
      'Partline',
      'Home',
      'Products',
      'Blogs',
      'My Portfolio',
      'Contact Us',
      'Login',
    ]);
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`)),
    ).toBeInTheDocument();
  });

  it('shows Dashboard, a greeting and Sign Out when signed in', async () => {
    mockApi(signedInAs('farhana@example.com', { name: 'Farhana Rahman' }));
    renderApp('/contact');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('Hi, Farhana')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    // A client's Cart link: beside the menu button below 992 px, before the account from there.
    expect(await within(nav).findAllByRole('link', { name: /^Cart/ })).toHaveLength(2);
    expect(navigationTexts('Main')).toEqual([
      'Partline',
      'Cart',
      'Home',
      'Products',
      'Dashboard',
      'Blogs',
      'My Portfolio',
      'Contact Us',
      'Cart',
    ]);
  });

  it('signs out: better-auth sign-out, token removed, Login again', async () => {
    const email = 'farhana@example.com';
    const session = sessionState(buildSession({ email, name: 'Farhana Rahman' }));
    const fetchMock = mockApi({
      ...signedInAs(email),
      '/api/auth/get-session': session.reply,
      'POST /api/auth/sign-out': session.signOut,
      '/api/products': [],
      '/api/reviews': [],
      '/api/cart': {
        lines: [],
        lineCount: 0,
        totalQuantity: 0,
        totalPrice: 0,
        currency: 'BDT',
        canCheckout: false,
        tax: buildTaxBreakdown(0),
      },
    });
    const { user, router } = renderApp('/contact');

    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBe('test-access-token'));
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await calledRoutes(fetchMock)).toContain('POST /api/auth/sign-out');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the e-mail header and the bearer token once the token has arrived', async () => {
    const email = 'farhana@example.com';
    const fetchMock = mockApi({
      ...signedInAs(email),
      '/api/products/search': { items: [], total: 0, page: 1, pageSize: 12, pageCount: 0 },
    });
    const { user } = renderApp('/contact');

    await vi.waitFor(() => expect(localStorage.getItem('accessToken')).toBe('test-access-token'));
    await user.click(await screen.findByRole('link', { name: 'Products' }));
    await screen.findByRole('heading', { level: 1, name: 'All Products' });

    // All Products browses the catalog through the search route (decision 065).
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/api/products/search')),
      ).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.findLast(([input]) =>
      String(input).includes('/api/products/search'),
    )!;
    const headers = new Headers(init?.headers);
    expect(headers.get('email')).toBe(email);
    expect(headers.get('authorization')).toBe('Bearer test-access-token');
  });

  it('routes the dashboard children to their pages', async () => {
    mockApi({
      ...signedInAs('farhana@example.com'),
      [`/api/orders/${encodeURIComponent('farhana@example.com')}/true`]: [],
    });
    renderApp('/dashboard/add-review');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add Review' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nothing to review yet.')).toBeInTheDocument();
  });

  it('says "Successfully Signed In With Google" once after the provider returns', async () => {
    mockApi({ ...signedInAs('farhana@example.com'), '/api/products': [], '/api/reviews': [] });
    const { router } = renderApp('/?signedInWith=google');

    expect(await screen.findByText('Successfully Signed In With Google')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getAllByText('Successfully Signed In With Google')).toHaveLength(1);
  });
});
