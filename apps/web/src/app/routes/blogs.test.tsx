import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBlog } from '@/testing/data';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('blogs page', () => {
  it('shows each blog with author picture, name, date, heading, image and text', async () => {
    const blog = buildBlog({
      name: 'Tanvir Rahman',
      image: '/uploads/demo/tanvir.webp',
      date: '2025-03-04',
      blogHeading: 'Choosing SSDs for a 200-seat office',
      blogImage: '/uploads/demo/ssd.webp',
      blog: 'Endurance matters more than peak speed.',
    });
    mockApi({ '/api/blogs': [blog, buildBlog()] });
    renderApp('/blogs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const card = (
      await screen.findByRole('heading', { name: 'Choosing SSDs for a 200-seat office' })
    ).closest('article');
    if (!card) throw new Error('no blog card');
    expect(within(card).getByText('Tanvir Rahman')).toBeInTheDocument();
    expect(within(card).getByText('4 March 2025')).toHaveAttribute('datetime', '2025-03-04');
    expect(within(card).getByRole('img', { name: 'Tanvir Rahman, author' })).toHaveAttribute(
      'src',
      '/uploads/demo/tanvir.webp',
    );
    expect(
      within(card).getByRole('img', { name: 'Choosing SSDs for a 200-seat office' }),
    ).toHaveAttribute('src', '/uploads/demo/ssd.webp');
    expect(within(card).getByText('Endurance matters more than peak speed.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The title is set in an effect, which may run after the heading is in the document.
    await waitFor(() => expect(document.title).toBe('Blogs · Partline'));
  });

  it('shows a spinner, then an error when the blogs cannot be loaded', async () => {
    mockApi({
      '/api/blogs': errorReply(503, 'service_unavailable', 'down'),
    });
    renderApp('/blogs');

    expect(await screen.findByText('We could not load the blogs.')).toBeInTheDocument();
  });
});
