import { describe, expect, it } from 'vitest';
import { imageCandidates, sizedImageName, variantWidthsBelow } from './image-variants.js';

describe('responsive image copies', () => {
  it('names an image after its width and keeps only the copies narrower than it', () => {
    expect(sizedImageName('5b1c', 1600)).toBe('5b1c-1600w.webp');
    expect(variantWidthsBelow(1600)).toEqual([320, 640, 960]);
    expect(variantWidthsBelow(800)).toEqual([320, 640]);
    expect(variantWidthsBelow(640)).toEqual([320]);
    expect(variantWidthsBelow(300)).toEqual([]);
  });

  it('lists the copies of a stored image, smallest first, the image itself last', () => {
    expect(imageCandidates('/uploads/5b1c-0a9e-1200w.webp')).toEqual([
      { url: '/uploads/5b1c-0a9e-320w.webp', width: 320 },
      { url: '/uploads/5b1c-0a9e-640w.webp', width: 640 },
      { url: '/uploads/5b1c-0a9e-960w.webp', width: 960 },
      { url: '/uploads/5b1c-0a9e-1200w.webp', width: 1200 },
    ]);
    expect(imageCandidates('/uploads/demo/product-cf-120-fan-800w.webp').map((c) => c.url)).toEqual(
      [
        '/uploads/demo/product-cf-120-fan-320w.webp',
        '/uploads/demo/product-cf-120-fan-640w.webp',
        '/uploads/demo/product-cf-120-fan-800w.webp',
      ],
    );
    expect(imageCandidates('/images/banner-1600w.webp')).toHaveLength(4);
  });

  it('gives no copies for older names, other hosts and anything unusual', () => {
    for (const url of [
      '/uploads/2f1c0a9e-8d7b-4c55-9f0e-1b2c3d4e5f60.webp',
      'https://i.ibb.co/abc/part-640w.webp',
      '/uploads/part-640w.jpg',
      '/uploads/part-640w.webp?v=2',
      '/uploads/-640w.webp',
      '/elsewhere/part-640w.webp',
      '',
    ]) {
      expect(imageCandidates(url), url).toEqual([]);
    }
  });
});
