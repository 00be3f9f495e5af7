/**
 * Responsive copies of stored images (decision 048). Every image the shop stores — an
 * upload, a demo picture, a web page picture — is a WebP named `<stem>-<width>w.webp` after its
 * own width, with smaller copies `<stem>-320w.webp`, `<stem>-640w.webp`, `<stem>-960w.webp`
 * beside it for each of {@link IMAGE_VARIANT_WIDTHS} below that width. The web app builds
 * `srcset` from the name alone; an image named otherwise (older data, another host) has no copies.
 */

/** Widths of the smaller copies, px, ascending. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960] as const;

/** Path prefixes of images this shop serves itself (stored images and the web app's pictures). */
export const OWN_IMAGE_PREFIXES = ['/uploads/', '/images/'] as const;

const SIZED_NAME = /^(?<stem>[A-Za-z0-9][A-Za-z0-9._-]*)-(?<width>[1-9]\d{1,4})w\.webp$/;

/** The stored name of an image `width` px wide: `<stem>-<width>w.webp`. */
export function sizedImageName(stem: string, width: number): string {
  return `${stem}-${width}w.webp`;
}

/** The copy widths below `width` (an image is never enlarged). */
export function variantWidthsBelow(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((variant) => variant < width);
}

/** One `srcset` candidate: an image URL and its width, px. */
export interface ImageCandidate {
  url: string;
  width: number;
}

/**
 * The `srcset` candidates of an image URL, smallest first and the image itself last, or `[]` when
 * the URL is not a sized image this shop serves (see the module comment). Query strings and hashes
 * are not expected and make the URL foreign.
 */
export function imageCandidates(url: string): ImageCandidate[] {
  if (!OWN_IMAGE_PREFIXES.some((prefix) => url.startsWith(prefix))) return [];
  const slash = url.lastIndexOf('/');
  const match = SIZED_NAME.exec(url.slice(slash + 1));
  if (!match?.groups) return [];
  const { stem = '', width: widthText = '' } = match.groups;
  const width = Number(widthText);
  const folder = url.slice(0, slash + 1);
  return [
    ...variantWidthsBelow(width).map((variant) => ({
      url: `${folder}${sizedImageName(stem, variant)}`,
      width: variant,
    })),
    { url, width },
  ];
}
