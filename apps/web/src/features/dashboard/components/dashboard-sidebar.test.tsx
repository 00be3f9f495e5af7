import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { mockApi } from '@/testing/mock-api';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { DashboardSidebar } from './dashboard-sidebar';

function sidebarLinks() {
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('dashboard sidebar', () => {
  it('shows a client My Orders, Add Review and My Profile', () => {
    renderWithProviders(<DashboardSidebar isAdmin={false} />, { path: '/dashboard' });

    expect(sidebarLinks()).toEqual(['Overview', 'My Orders', 'Add Review', 'My Profile']);
  });

  it('shows an admin My Profile and the admin pages, without My Orders or Add Review', () => {
    renderWithProviders(<DashboardSidebar isAdmin />, { path: '/dashboard' });

    expect(sidebarLinks()).toEqual([
      'Overview',
      'My Profile',
      'Manage Orders',
      'Add Product',
      'Make Admin',
      'Manage Product',
    ]);
  });

  it('shows only My Profile while the role loads', () => {
    renderWithProviders(<DashboardSidebar isAdmin={undefined} />, { path: '/dashboard' });

    expect(sidebarLinks()).toEqual(['Overview', 'My Profile']);
    expect(screen.getByText('Loading your links…')).toBeInTheDocument();
  });

  it('has a menu button for small screens', () => {
    renderWithProviders(<DashboardSidebar isAdmin={false} />, { path: '/dashboard' });

    expect(screen.getByRole('button', { name: 'Dashboard Menu' })).toHaveClass('d-md-none');
  });

  it('welcomes the user at the bare dashboard with the role from the admin lookup', async () => {
    mockApi(signedInAs('admin@example.com', { name: 'Ayesha Karim', admin: true }));
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome to your Dashboard, Ayesha Karim',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /workstation/ })).toHaveAttribute(
      'src',
      '/images/dashboard-welcome.webp',
    );
    expect(await screen.findByRole('link', { name: 'Make Admin' })).toHaveAttribute(
      'href',
      '/dashboard/make-admin',
    );
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
  });
});
