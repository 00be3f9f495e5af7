import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('contact page', () => {
  it('shows address, helpline, e-mail and the mission', async () => {
    mockApi({});
    renderApp('/contact');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
    expect(screen.getAllByText(/Tejgaon Industrial Area/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Helpline' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '+880 9612-345678' })[0]).toHaveAttribute(
      'href',
      'tel:+8809612345678',
    );
    expect(screen.getByRole('heading', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByText(/^Our mission is to supply businesses/)).toBeInTheDocument();
  });
});
