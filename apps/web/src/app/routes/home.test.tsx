import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildReview } from '@/testing/data';
import { mockApi, PENDING } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('home page', () => {
  it('shows spinners while products and reviews load', async () => {
    mockApi({ '/api/products': PENDING, '/api/reviews': PENDING });
    renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'Our Computer Parts Manufacturer Products' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading products…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText('Loading reviews…').closest('[role="status"]')).toBeInTheDocument();
  });

  it('shows the 6 newest products (the API answers newest first)', async () => {
    const products = Array.from({ length: 8 }, (_, i) =>
      buildProduct({ productName: `Part number ${i + 1}` }),
    );
    mockApi({ '/api/products': products, '/api/reviews': [] });
    renderApp('/');

    const section = (
      await screen.findByRole('heading', { name: 'Our Computer Parts Manufacturer Products' })
    ).closest('section');
    if (!section) throw new Error('no products section');
    await within(section).findByText('Part number 1');
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Part number ${n}`));
    expect(within(section).getAllByRole('button', { name: /Confirm Purchase/ })).toHaveLength(6);
  });

  it('shows an error when the products cannot be loaded', async () => {
    mockApi({
      '/api/products': { status: 500, body: { error: { code: 'internal_error', message: 'x' } } },
      '/api/reviews': [],
    });
    renderApp('/');

    expect(await screen.findByText('We could not load the products.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the banner, counters, client reviews with their stars and the contact form', async () => {
    mockApi({
      '/api/products': [],
      '/api/reviews': [
        buildReview({ user: 'Nusrat Jahan', rating: 4, review: 'Fast delivery of 200 SSDs.' }),
      ],
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More Info' })).toBeInTheDocument();
    expect(screen.getByText('Countries')).toBeInTheDocument();
    expect(screen.getByText('Satisfied Clients')).toBeInTheDocument();
    expect(screen.getByText('Client Feedbacks')).toBeInTheDocument();

    expect(
      screen.getByRole('heading', { name: 'Our Satisfaction Client Says' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nusrat Jahan')).toBeInTheDocument();
    expect(screen.getByText('Fast delivery of 200 SSDs.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();

    const form = screen.getByRole('heading', { name: 'Contact With Us' }).closest('section');
    if (!form) throw new Error('no contact section');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Your Feedback').tagName).toBe('TEXTAREA');
  });

  it('answers the three FAQ questions in an accordion', async () => {
    mockApi({ '/api/products': [], '/api/reviews': [] });
    const { user } = renderApp('/');

    const register = await screen.findByRole('button', { name: 'How do I register as a client?' });
    const login = screen.getByRole('button', { name: 'Why can I not log in to my account?' });
    const email = screen.getByRole('button', {
      name: 'What should I do if I forgot the e-mail address of my account?',
    });
    expect(register).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Create a New Account/)).toBeInTheDocument();

    await user.click(login);
    expect(login).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Passwords are case-sensitive/)).toBeVisible();
    expect(screen.getByText(/check your spam folder/)).toBeVisible();

    await user.click(email);
    expect(screen.getByText(/Please contact us/)).toBeVisible();
  });
});
