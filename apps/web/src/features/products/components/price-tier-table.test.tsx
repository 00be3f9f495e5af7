import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct, TWO_PRICE_TIERS } from '@/testing/data';
import { PriceTierTable } from './price-tier-table';
import { shownText } from '@/testing/queries';
import { renderWithI18n as render } from '@/testing/render-app';

describe('PriceTierTable', () => {
  it('lists each tier from its quantity, "100+ Tk. 1,450 · 500+ Tk. 1,380"', () => {
    render(
      <PriceTierTable
        product={buildProduct({
          productPrice: 1450,
          minOrder: 100,
          priceTiers: [...TWO_PRICE_TIERS, { minQuantity: 1000, unitPrice: 1320.5 }],
        })}
      />,
    );
    const list = screen.getByRole('list', { name: 'Volume prices' });
    expect(list).toHaveTextContent('100+ Tk. 1,450500+ Tk. 1,3801,000+ Tk. 1,320.50');
    expect(screen.getAllByRole('listitem').map((item) => shownText(item))).toEqual([
      '100+ Tk. 1,450',
      '500+ Tk. 1,380',
      '1,000+ Tk. 1,320.50',
    ]);
  });

  it('shows nothing for a product with one price', () => {
    const { container } = render(<PriceTierTable product={buildProduct()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
