import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct } from '@/testing/data';
import { renderWithProviders } from '@/testing/render-app';
import { ProductCard } from './product-card';

const description =
  'Eight-core desktop processor for engineering workstations, with a 65 W envelope and three years of warranty.';

describe('ProductCard', () => {
  it('shows image, name, a 60-character preview, price in Tk., minimum order and stock', () => {
    const product = buildProduct({
      productName: 'Ryzen 7 8700G',
      productDescription: description,
      productPrice: 28500,
      minOrder: 20,
      availableQuantity: 1200,
      heldQuantity: 200,
    });
    renderWithProviders(<ProductCard product={product} />);

    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Ryzen 7 8700G' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Ryzen 7 8700G' })).toHaveAttribute(
      'src',
      product.productImage,
    );
    const preview = within(card).getByText(/^Eight-core/);
    expect(preview.textContent).toBe(`${description.slice(0, 60).trimEnd()}…`);
    expect(within(card).getByText('Tk. 28,500')).toBeInTheDocument();
    expect(within(card).getByText('Minimum order').nextSibling).toHaveTextContent('20 pcs');
    // What a client can still buy: available minus held by paid orders.
    expect(within(card).getByText('Available').nextSibling).toHaveTextContent('1,000 pcs');
    expect(within(card).queryByText('Out Of the Stocks')).not.toBeInTheDocument();
  });

  it("shows a contract buyer's own price beside the struck list price (decision 320)", () => {
    const product = buildProduct({
      productPrice: 28500,
      minOrder: 20,
      priceTiers: [
        { minQuantity: 20, unitPrice: 28500 },
        { minQuantity: 100, unitPrice: 27900 },
      ],
      yourPrice: {
        unitPrice: 26900,
        priceList: 'Alpha Systems 2026',
        tiers: [
          {
            minQuantity: 20,
            unitPrice: 26900,
            listUnitPrice: 28500,
            priceList: 'Alpha Systems 2026',
          },
        ],
        currency: 'BDT',
        bdtPerUnit: null,
      },
    });
    renderWithProviders(<ProductCard product={product} />);

    const price = document.querySelector('.product-card__price')!;
    expect(price).toHaveTextContent('Your price Tk. 26,900 per item List Tk. 28,500');
    expect(price.querySelector('s')).toHaveTextContent('List Tk. 28,500');
    // The list's volume prices are not theirs: their own tiers are on the product's page.
    expect(screen.queryByRole('list', { name: 'Volume prices' })).not.toBeInTheDocument();
  });

  it('shows the price of a buyer billed in USD in dollars, volume prices too (decision 327)', () => {
    const product = buildProduct({
      productPrice: 1000,
      minOrder: 1,
      priceTiers: [
        { minQuantity: 1, unitPrice: 1000 },
        { minQuantity: 10, unitPrice: 900 },
      ],
      yourPrice: {
        unitPrice: 8.16,
        priceList: null,
        tiers: [
          { minQuantity: 1, unitPrice: 8.16, listUnitPrice: 8.16, priceList: null },
          { minQuantity: 10, unitPrice: 7.35, listUnitPrice: 7.35, priceList: null },
        ],
        currency: 'USD',
        bdtPerUnit: '122.5',
      },
    });
    renderWithProviders(<ProductCard product={product} />);

    const price = document.querySelector('.product-card__price')!;
    expect(price).toHaveTextContent('Your price in USD US$8.16 per item');
    expect(price.querySelector('s')).toBeNull();
    const tiers = screen.getByRole('list', { name: 'Volume prices' });
    expect(tiers).toHaveTextContent('US$8.16');
    expect(tiers).toHaveTextContent('US$7.35');
    expect(screen.getByRole('article')).not.toHaveTextContent('Tk.');
  });

  it("shows a USD price list's price beside the list price converted (decision 327)", () => {
    const product = buildProduct({
      productPrice: 5000,
      minOrder: 1,
      priceTiers: [{ minQuantity: 1, unitPrice: 5000 }],
      yourPrice: {
        unitPrice: 37.5,
        priceList: 'Export 2026',
        tiers: [
          { minQuantity: 1, unitPrice: 37.5, listUnitPrice: 40.82, priceList: 'Export 2026' },
        ],
        currency: 'USD',
        bdtPerUnit: '122.5',
      },
    });
    renderWithProviders(<ProductCard product={product} />);

    const price = document.querySelector('.product-card__price')!;
    expect(price).toHaveTextContent('Your price US$37.50 per item List US$40.82');
    expect(screen.getByRole('article')).not.toHaveTextContent('Tk.');
  });

  it("links its picture and name to the product's page (decision 318)", () => {
    const product = buildProduct({ productName: 'Ryzen 7 8700G', slug: 'ryzen-7-8700g' });
    renderWithProviders(<ProductCard product={product} />);
    const links = within(screen.getByRole('article')).getAllByRole('link', {
      name: 'Ryzen 7 8700G',
    });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/products/ryzen-7-8700g');
    // One stop for the keyboard: the name's.
    expect(links[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Confirm Purchase: Ryzen 7 8700G' })).toBeEnabled();
  });

  it("says 'Out Of the Stocks' when nothing can be bought", () => {
    const product = buildProduct({ availableQuantity: 50, heldQuantity: 50 });
    renderWithProviders(<ProductCard product={product} />);

    expect(screen.getByText('Available').nextSibling).toHaveTextContent('Out Of the Stocks');
    expect(screen.getByText('Minimum order').nextSibling).toHaveTextContent('10 pcs');
    // Nothing to buy: the button stays, disabled, and says why.
    const button = screen.getByRole('button', { name: /Confirm Purchase/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Out Of the Stocks');
  });

  it("keeps 'Confirm Purchase' enabled while anything can be bought", () => {
    renderWithProviders(<ProductCard product={buildProduct({ availableQuantity: 5 })} />);

    expect(screen.getByRole('button', { name: /Confirm Purchase/ })).toBeEnabled();
  });

  it('shows 100 characters on the purchase variant, without the button', () => {
    const product = buildProduct({ productDescription: description });
    renderWithProviders(<ProductCard product={product} variant="purchase" />);

    expect(screen.getByText(/^Eight-core/).textContent).toBe(
      `${description.slice(0, 100).trimEnd()}…`,
    );
    expect(screen.queryByRole('button', { name: /Confirm Purchase/ })).not.toBeInTheDocument();
  });

  it("goes to /confirm-purchase/{id} and scrolls to the top on 'Confirm Purchase'", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const product = buildProduct();
    const { user, router } = renderWithProviders(<ProductCard product={product} />);

    await user.click(screen.getByRole('button', { name: /Confirm Purchase/ }));

    expect(router.state.location.pathname).toBe(`/confirm-purchase/${product._id}`);
    expect(await screen.findByText('Confirm purchase page')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
