import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it('offers the stored copies of one of our pictures, with its size, lazily', () => {
    render(
      <ResponsiveImage
        src="/uploads/demo/product-cf-120-fan-800w.webp"
        alt="Case fan"
        width={480}
        height={360}
        sizes="(min-width: 992px) 300px, 100vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Case fan' });
    expect(image).toHaveAttribute('src', '/uploads/demo/product-cf-120-fan-800w.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/demo/product-cf-120-fan-320w.webp 320w, ' +
        '/uploads/demo/product-cf-120-fan-640w.webp 640w, ' +
        '/uploads/demo/product-cf-120-fan-800w.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 992px) 300px, 100vw');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads the first view’s main picture at once with high priority', () => {
    render(
      <ResponsiveImage
        src="/images/banner-1600w.webp"
        alt=""
        width={1600}
        height={900}
        sizes="100vw"
        priority
      />,
    );
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image?.getAttribute('srcset')?.split(', ')).toHaveLength(4);
  });

  it('shows a picture from elsewhere, or stored before the copies existed, as it is', () => {
    for (const src of [
      'https://i.ibb.co/xyz/ssd.jpg',
      '/uploads/2f1c0a9e-8d7b-4c55-9f0e-1b2c3d4e5f60.webp',
    ]) {
      const { unmount } = render(
        <ResponsiveImage src={src} alt="SSD" width={480} height={360} sizes="100vw" />,
      );
      const image = screen.getByRole('img', { name: 'SSD' });
      expect(image).toHaveAttribute('src', src);
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
      expect(image).toHaveAttribute('width', '480');
      unmount();
    }
  });
});
