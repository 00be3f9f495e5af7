import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('site layout', () => {
  it('shows the navbar entries and the footer', async () => {
    mockApi({});
    renderApp('/contact');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const entries = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual([
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

  it('routes the pages of later features to placeholders', async () => {
    mockApi({});
    renderApp('/dashboard/my-orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('This feature is coming soon.')).toBeInTheDocument();
  });
});
