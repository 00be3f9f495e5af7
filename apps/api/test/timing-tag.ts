/**
 * The one kind of test that may run twice (decision 088): a test whose outcome depends on the
 * machine's speed (a signal that must not have ended a process within 500 ms, a database outage
 * answered within a bound, a NOTIFY heard within seconds). Race, authorization and payment tests
 * are never tagged: their failure on a second try would be a bug the retry hides.
 */
export const TIMING_TAG = 'timing';

/** Options of a timing-bound test or suite: `it('…', TIMING_BOUND, fn)`. */
export const TIMING_BOUND = { tags: [TIMING_TAG] };

/**
 * The tag as each API vitest project defines it: retried once on CI (`CI=1`), where `npm test`
 * prints it as flaky when the second try passes; never retried elsewhere.
 */
export const timingTagDefinition = {
  name: TIMING_TAG,
  description: 'depends on the machine’s speed; retried once on CI (decision 088)',
  retry: process.env.CI ? 1 : 0,
};
