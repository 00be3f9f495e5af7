import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('404 page', () => {
  it("says 'Oops! Page Is not Available' on an unknown path and links home", async () => {
    mockApi({ '/api/products': [], '/api/reviews': [] });
    const { user, router } = renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page Is not Available' }),
    ).toBeInTheDocument();
    // The title is set in an effect, which may run after the heading is in the document.
    await waitFor(() => expect(document.title).toBe('Page Not Found · Partline'));
    // The 404 page is not on the navbar's list of paths; the footer shows everywhere.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
