// The carts of the bench's checkouts (decision 163), shared by the checkout scenario of
// bench/run.mjs and the mixed load's buyers (bench/mix-load.mjs, decision 336).

/** Lines of each cart. */
export const CHECKOUT_LINES = 10;
/**
 * The catalog the checkout carts are drawn from (decision 163): a manufacturer's buyers order
 * overlapping, not identical, parts. The first {@link CHECKOUT_BEST_SELLERS} are best sellers,
 * each {@link CHECKOUT_BEST_SELLER_WEIGHT} times as likely in a cart as another part (half of all
 * lines then).
 */
export const CHECKOUT_CATALOG = 300;
export const CHECKOUT_BEST_SELLERS = 60;
export const CHECKOUT_BEST_SELLER_WEIGHT = 4;

/**
 * The CSV of one quick order (decision 163): {@link CHECKOUT_LINES} distinct SKUs of `skus` (the
 * catalog, best sellers first), a best seller {@link CHECKOUT_BEST_SELLER_WEIGHT} times as likely
 * as another part, each at 1–20 pieces (so both tiers are priced).
 *
 * @param {string[]} skus the catalog's SKUs, the best sellers first
 * @param {() => number} random a generator of [0, 1) (mulberry32, seeded per client)
 * @returns {string} `sku,quantity` rows separated by `\n`
 */
export function checkoutCsv(skus, random) {
  const weightOf = (index) => (index < CHECKOUT_BEST_SELLERS ? CHECKOUT_BEST_SELLER_WEIGHT : 1);
  const total = skus.reduce((sum, _, index) => sum + weightOf(index), 0);
  const picked = new Set();
  while (picked.size < CHECKOUT_LINES) {
    let draw = random() * total;
    let index = 0;
    while (draw >= weightOf(index)) {
      draw -= weightOf(index);
      index += 1;
    }
    picked.add(index);
  }
  return [...picked].map((index) => `${skus[index]},${1 + Math.floor(random() * 20)}`).join('\n');
}
