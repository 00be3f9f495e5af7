/**
 * mulberry32: a small, fast generator of floats in [0, 1) from a 32-bit seed. The same seed gives
 * the same numbers, so the volume data set (decision 200), the demo pictures drawn by
 * `scripts/make-demo-assets.ts` and the bench's checkout carts come out the same on every run.
 * `bench/run.mjs` imports this file as it is, so it holds only syntax Node can strip.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
