import { imageCandidates } from '@partline/shared';
import type { ImgHTMLAttributes } from 'react';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority'
> {
  src: string;
  alt: string;
  /**
   * Intrinsic size of the box the picture fills, px: the browser reserves its aspect ratio before
   * the file arrives, so nothing moves when it does (CLS).
   */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes: string;
  /**
   * The largest picture of the first view (the LCP element): loaded at once with high priority.
   * Otherwise the picture waits until it nears the viewport and decodes off the main thread.
   */
  priority?: boolean;
}

/**
 * An `<img>` with `srcset` from the smaller copies the shop stores beside its own pictures
 * (`<stem>-<width>w.webp`, see `imageCandidates`), explicit width and height, lazy below the fold
 * and `fetchpriority="high"` for the first view's main picture (decision 048). A picture
 * from elsewhere or from before the copies existed is shown as it is, without `srcset`.
 */
export function ResponsiveImage({
  src,
  sizes,
  priority = false,
  alt,
  ...rest
}: ResponsiveImageProps) {
  const candidates = imageCandidates(src);
  const srcSet =
    candidates.length > 1
      ? candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ')
      : undefined;
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
