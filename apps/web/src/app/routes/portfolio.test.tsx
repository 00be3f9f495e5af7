import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('portfolio page', () => {
  it('introduces the developer with a CV download link and three projects', async () => {
    mockApi({});
    renderApp('/portfolio');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Arif Hossain' }),
    ).toBeInTheDocument();
    const cv = screen.getByRole('link', { name: 'Download CV' });
    expect(cv).toHaveAttribute('href', '/partline-developer-cv.pdf');
    expect(cv).toHaveAttribute('download');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // The title is set in an effect, which may run after the heading is in the document.
    await waitFor(() => expect(document.title).toBe('My Portfolio · Partline'));
  });
});
