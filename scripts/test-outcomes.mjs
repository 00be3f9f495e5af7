// What `npm test` (scripts/test.mjs) makes of its suites' JSON reports: passed, failed and flaky
// tests, and the verdict. Only tests tagged timing-bound are retried (on CI); one that passed on
// its retry is flaky: printed, and counted as a failure when it was flaky in the previous run too
// (decision 088). The record of the previous run is one small JSON file under e2e/artifacts/
// (git-ignored), kept between runs on one machine or in CI's cache.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where `npm test` keeps the flaky tests of its last run, relative to the repository. */
export const FLAKY_HISTORY_FILE = 'e2e/artifacts/flaky-history.json';

/**
 * @typedef {{ name: string, detail: string }} FlakyTest a test that passed on its retry: `name`
 *   is the same from run to run, `detail` the first try's error.
 * @typedef {{ passed: number, failed: number, failures: string[], errors: Record<string, string>,
 *   flaky: FlakyTest[] }} Outcomes `errors`: by failure, the start of its error (see
 *   {@link errorSummary}), printed under the list of failures: CI keeps only the end of the output.
 */

const firstLine = (text) => String(text ?? '').split('\n')[0];

/**
 * The start of an error message as the summary shows it: colour codes removed, its first six
 * non-blank lines (each cut at 240 characters), where a failure's cause is said (the expectation,
 * the received value, the locator waited for).
 * @param {unknown} text
 * @returns {string}
 */
export function errorSummary(text) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, 6)
      .map((line) => (line.length > 240 ? `${line.slice(0, 239)}…` : line))
      .join('\n')
  );
}

/**
 * The outcomes of a vitest JSON report (`--reporter=json`). A retried test that passed keeps the
 * errors of the tries that failed: that is a flaky one. A file that failed outside its tests
 * (an import, a hook) is a failure of its own.
 * @param {any} report
 * @param {string} root the repository's path, cut from file names
 * @returns {Outcomes}
 */
export function vitestOutcomes(report, root) {
  const failures = [];
  const errors = {};
  const flaky = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.replace(root, '');
    for (const test of file.assertionResults ?? []) {
      const name = `${path} › ${test.fullName}`;
      if (test.status === 'failed') {
        failures.push(name);
        errors[name] = errorSummary(test.failureMessages?.[0]);
      } else if (test.status === 'passed' && test.failureMessages?.length) {
        flaky.push({ name, detail: firstLine(test.failureMessages[0]) });
      }
    }
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed')
    ) {
      failures.push(`${path}: ${firstLine(file.message ?? 'failed outside a test')}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    failures,
    errors,
    flaky,
  };
}

/**
 * The outcomes of a Playwright JSON report: `unexpected` tests failed, `flaky` ones passed on a
 * retry. Flaky journeys count as passed (and are listed).
 * @param {any} report
 * @returns {Outcomes}
 */
export function playwrightOutcomes(report) {
  const failures = [];
  const errors = {};
  const flaky = [];
  const walk = (suites, titles) => {
    for (const suite of suites ?? []) {
      const path = [...titles, suite.title].filter(Boolean);
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const name = `[${test.projectName}] ${[...path, spec.title].join(' › ')}`;
          if (test.status === 'unexpected') {
            failures.push(name);
            const error = test.results?.findLast((result) => result.error)?.error;
            errors[name] = errorSummary(error?.message);
          }
          if (test.status === 'flaky') {
            const error = test.results?.find((result) => result.status !== 'passed')?.error;
            flaky.push({ name, detail: firstLine(error?.message ?? 'passed on its retry') });
          }
        }
      }
      walk(suite.suites, path);
    }
  };
  walk(report.suites, []);
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    failures,
    errors,
    flaky,
  };
}

/**
 * The flaky test names recorded by the previous run at `path`; none when there is no record or it
 * cannot be read (a damaged record must not fail a run on its own).
 * @param {string} path
 * @returns {string[]}
 */
export function readFlakyHistory(path) {
  if (!existsSync(path)) return [];
  try {
    const record = JSON.parse(readFileSync(path, 'utf8'));
    return Array.isArray(record?.flaky)
      ? record.flaky.filter((name) => typeof name === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * Records this run's flaky test names at `path`, replacing the previous record.
 * @param {string} path
 * @param {string[]} names
 * @param {Date} [at]
 */
export function writeFlakyHistory(path, names, at = new Date()) {
  mkdirSync(dirname(path), { recursive: true });
  const record = { at: at.toISOString(), flaky: [...new Set(names)].sort() };
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The verdict of a run: its failures plus one for each test flaky in this run and in the
 * previous one (no longer the machine's speed).
 * @param {{ failed: number, failures: string[], flaky: FlakyTest[], flakyBefore: string[] }} run
 * @returns {{ failed: number, failures: string[], flakyTwice: string[] }}
 */
export function verdict({ failed, failures, flaky, flakyBefore }) {
  const before = new Set(flakyBefore);
  const flakyTwice = [...new Set(flaky.map((test) => test.name))]
    .filter((name) => before.has(name))
    .sort();
  return {
    failed: failed + flakyTwice.length,
    failures: [...failures, ...flakyTwice.map((name) => `${name} (flaky in the previous run too)`)],
    flakyTwice,
  };
}
