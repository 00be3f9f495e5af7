import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigationTexts } from '@/testing/queries';
import { renderWithProviders } from '@/testing/render-app';
import { CatalogPagination } from './catalog-pagination';

const hrefOf = (page: number) => `/all-products?page=${page}`;

const items = () => navigationTexts('Product pages', 'listitem');

describe('CatalogPagination', () => {
  it('offers the first, the last and the neighbours of the current page, with gaps', () => {
    renderWithProviders(<CatalogPagination page={6} pageCount={12} hrefOf={hrefOf} />);

    expect(items()).toEqual(['‹ Previous', '1', '…', '5', '6', '7', '…', '12', 'Next ›']);
    expect(screen.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 6' }).closest('li')).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Page 12' })).toHaveAttribute(
      'href',
      '/all-products?page=12',
    );
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/all-products?page=5',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/all-products?page=7',
    );
  });

  it('fills a gap of one page with that page', () => {
    renderWithProviders(<CatalogPagination page={3} pageCount={5} hrefOf={hrefOf} />);
    expect(items()).toEqual(['‹ Previous', '1', '2', '3', '4', '5', 'Next ›']);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderWithProviders(
      <CatalogPagination page={1} pageCount={3} hrefOf={hrefOf} />,
    );
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByText('‹ Previous').closest('li')).toHaveClass('disabled');
    unmount();

    renderWithProviders(<CatalogPagination page={3} pageCount={3} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
  });

  it('shows nothing for a single page', () => {
    renderWithProviders(<CatalogPagination page={1} pageCount={1} hrefOf={hrefOf} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
