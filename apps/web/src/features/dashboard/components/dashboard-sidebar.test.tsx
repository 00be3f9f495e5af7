import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '@/testing/auth';
import { errorReply, mockApi } from '@/testing/mock-api';
import { navigationTexts } from '@/testing/queries';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { DashboardSidebar } from './dashboard-sidebar';

const sidebarLinks = () => navigationTexts('Dashboard');

describe('dashboard sidebar', () => {
  it('shows a client My Orders, My Quotes, My Returns, Add Review, Company, API Keys, Warranty Lookup and My Profile', () => {
    renderWithProviders(<DashboardSidebar isAdmin={false} />, { path: '/dashboard' });

    expect(sidebarLinks()).toEqual([
      'Overview',
      'My Orders',
      'My Quotes',
      'My Returns',
      'Add Review',
      'Company',
      'API Keys',
      'Warranty Lookup',
      'My Profile',
    ]);
  });

  it('shows an admin My Profile and the admin pages, without My Orders or Add Review', () => {
    renderWithProviders(<DashboardSidebar isAdmin />, { path: '/dashboard' });

    expect(sidebarLinks()).toEqual([
      'Overview',
      'Warranty Lookup',
      'My Profile',
      'Manage Orders',
      'Shipping Queue',
      'Carriers',
      'Returns',
      'Quotes',
      'Add Product',
      'Make Admin',
      'Manage Product',
      'Categories',
      'Companies',
      'Price Lists',
      'Customer Groups',
      'Audit Log',
      'Company Accounts',
      'Sales Register',
      'Shop Settings',
      'Currencies',
    ]);
  });

  it('shows only Warranty Lookup and My Profile while the role loads', () => {
    renderWithProviders(<DashboardSidebar isAdmin={undefined} />, { path: '/dashboard' });

    expect(sidebarLinks()).toEqual(['Overview', 'Warranty Lookup', 'My Profile']);
    expect(screen.getByText('Loading your links…')).toBeInTheDocument();
  });

  it('has a menu button for small screens', () => {
    renderWithProviders(<DashboardSidebar isAdmin={false} />, { path: '/dashboard' });

    expect(screen.getByRole('button', { name: 'Dashboard Menu' })).toHaveClass('d-md-none');
  });

  it('welcomes the user at the bare dashboard with the role from the admin lookup', async () => {
    mockApi(signedInAs('client@example.com', { name: 'Ayesha Karim' }));
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
    expect(await screen.findByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    expect(screen.queryByRole('link', { name: 'Make Admin' })).not.toBeInTheDocument();
  });

  it('shows an admin the overview at the bare dashboard, with the admin links', async () => {
    mockApi({
      ...signedInAs('admin@example.com', { name: 'Ayesha Karim', admin: true }),
      'GET /api/admin/overview': errorReply(503, 'service_unavailable', 'Service unavailable'),
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Audit Log' })).toHaveAttribute(
      'href',
      '/dashboard/audit-log',
    );
    expect(screen.queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
  });
});
