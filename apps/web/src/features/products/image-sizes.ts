/**
 * How wide a card's picture is shown in the product grid (one card per row below 576 px, two up
 * to 992 px, then three, in Bootstrap's container widths), for `srcset`. Also the `imagesizes` of
 * the preload the prerendered `/all-products` carries for its first card (decision 073).
 */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 300px, ' +
  '(min-width: 768px) 336px, (min-width: 576px) 246px, calc(100vw - 24px)';
