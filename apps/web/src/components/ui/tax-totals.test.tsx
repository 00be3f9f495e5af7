import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaxTotals } from './tax-totals';
import { renderWithI18n as render } from '@/testing/render-app';

const exclusive = {
  pricesIncludeVat: false,
  zeroRated: false,
  valueExclVat: 1101.1,
  sd: 20,
  vat: 185.17,
  total: 1306.27,
  byRate: [
    { vatRate: 1500, sdRate: 2000, valueExclVat: 101.1, sd: 20, vat: 18.17 },
    { vatRate: 750, sdRate: 0, valueExclVat: 1000, sd: 0, vat: 75 },
    { vatRate: 0, sdRate: 0, valueExclVat: 0, sd: 0, vat: 0 },
  ],
};

const term = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

describe('TaxTotals', () => {
  it('shows the subtotal, the SD and the VAT of each rate, and that VAT is added', () => {
    render(<TaxTotals tax={exclusive} currency="BDT" />);
    expect(term('Subtotal (excl. VAT)')).toBe('Tk.\u00a01,101.10');
    expect(term('SD')).toBe('Tk.\u00a020');
    expect(term('VAT 15%')).toBe('Tk.\u00a018.17');
    expect(term('VAT 7.5%')).toBe('Tk.\u00a075');
    expect(screen.queryByText('VAT 0%')).toBeNull();
    expect(screen.getByText('VAT is added to the prices')).toBeInTheDocument();
  });

  it('leaves out a zero SD and says when prices include VAT', () => {
    render(
      <TaxTotals
        currency="BDT"
        tax={{
          ...exclusive,
          pricesIncludeVat: true,
          sd: 0,
          byRate: [{ vatRate: 1500, sdRate: 0, valueExclVat: 100, sd: 0, vat: 15 }],
        }}
      />,
    );
    expect(screen.queryByText('SD')).toBeNull();
    expect(screen.getByText('Prices include VAT')).toBeInTheDocument();
  });

  it('names a zero-rated export, in the currency it is billed in', () => {
    render(
      <TaxTotals
        currency="USD"
        tax={{
          pricesIncludeVat: true,
          zeroRated: true,
          valueExclVat: 200,
          sd: 0,
          vat: 0,
          total: 200,
          byRate: [{ vatRate: 0, sdRate: 0, valueExclVat: 200, sd: 0, vat: 0 }],
        }}
      />,
    );
    expect(term('VAT 0% (export, zero-rated)')).toBe('US$0.00');
    expect(term('Subtotal (excl. VAT)')).toBe('US$200.00');
  });
});
