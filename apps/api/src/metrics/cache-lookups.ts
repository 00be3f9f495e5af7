/** The in-process caches whose lookups `/metrics` counts (decision 332). */
export const COUNTED_CACHES = ['catalog', 'kept_answers', 'session'] as const;

/** One of {@link COUNTED_CACHES}: the `cache` label of `partline_cache_lookups_total`. */
export type CountedCache = (typeof COUNTED_CACHES)[number];

/** Lookups of one cache since the process started: served from memory, or read. */
export interface LookupCounts {
  hits: number;
  misses: number;
}

const counts: Record<CountedCache, LookupCounts> = {
  catalog: { hits: 0, misses: 0 },
  kept_answers: { hits: 0, misses: 0 },
  session: { hits: 0, misses: 0 },
};

/**
 * Counts one lookup of `cache`: `hit` when it was answered from memory, else a miss (a database
 * read). Plain integers of the process, always counted (an addition, nothing more): the caches
 * are made deep inside routes that know nothing of the app's metrics, and in production one
 * process is one instance, so the process's counts are the instance's (decision 332).
 */
export function countLookup(cache: CountedCache, hit: boolean): void {
  if (hit) counts[cache].hits += 1;
  else counts[cache].misses += 1;
}

/** The lookups of `cache` counted so far in this process (read by the metrics at scrape time). */
export function lookupsOf(cache: CountedCache): Readonly<LookupCounts> {
  return counts[cache];
}
