import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  playwrightOutcomes,
  readFlakyHistory,
  verdict,
  vitestOutcomes,
  writeFlakyHistory,
} from './test-outcomes.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'partline-flaky-'));
  dirs.push(dir);
  return join(dir, 'artifacts', 'flaky-history.json');
};

/** A vitest JSON report of one file: a plain pass, a pass on its retry and a failure. */
const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: '/repo/apps/api/test/server-process.test.ts',
      status: 'failed',
      assertionResults: [
        { fullName: 'start-up refusals exits 1', status: 'passed', failureMessages: [] },
        {
          fullName: 'graceful shutdown finishes a request in flight after SIGTERM',
          status: 'passed',
          failureMessages: ['AssertionError: the server waits for the download\n    at …'],
        },
        {
          fullName: 'graceful shutdown releases DATA_DIR',
          status: 'failed',
          failureMessages: [
            '\u001b[31mAssertionError: expected 1 to be 0\u001b[39m\n\n- Expected\n+ Received\n\n- 0\n+ 1\n    at a\n    at b',
          ],
        },
      ],
    },
  ],
};

/** A Playwright JSON report: one journey flaky on desktop, one failed on the phone. */
const playwrightReport = {
  stats: { expected: 3, flaky: 1, unexpected: 1 },
  suites: [
    {
      title: 'public-pages.spec.ts',
      suites: [
        {
          title: 'home page',
          specs: [
            {
              title: 'home shows the carousel',
              tests: [
                {
                  projectName: 'desktop',
                  status: 'flaky',
                  results: [
                    { status: 'failed', error: { message: 'Timed out 6000ms\nmore' } },
                    { status: 'passed' },
                  ],
                },
                {
                  projectName: 'phone',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: { message: 'Error: English words left on /dashboard/companies\n' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the outcomes of a run', () => {
  it('lists a vitest test that passed on its retry as flaky, with its first error', () => {
    const outcomes = vitestOutcomes(vitestReport, '/repo/');
    expect(outcomes).toEqual({
      passed: 2,
      failed: 1,
      failures: ['apps/api/test/server-process.test.ts › graceful shutdown releases DATA_DIR'],
      errors: {
        'apps/api/test/server-process.test.ts › graceful shutdown releases DATA_DIR':
          'AssertionError: expected 1 to be 0\n- Expected\n+ Received\n- 0\n+ 1\n    at a',
      },
      flaky: [
        {
          name: 'apps/api/test/server-process.test.ts › graceful shutdown finishes a request in flight after SIGTERM',
          detail: 'AssertionError: the server waits for the download',
        },
      ],
    });
  });

  it('lists a flaky journey by project and title, and counts it as passed', () => {
    expect(playwrightOutcomes(playwrightReport)).toEqual({
      passed: 4,
      failed: 1,
      failures: ['[phone] public-pages.spec.ts › home page › home shows the carousel'],
      errors: {
        '[phone] public-pages.spec.ts › home page › home shows the carousel':
          'Error: English words left on /dashboard/companies',
      },
      flaky: [
        {
          name: '[desktop] public-pages.spec.ts › home page › home shows the carousel',
          detail: 'Timed out 6000ms',
        },
      ],
    });
  });
});

describe('flaky twice in a row', () => {
  const flaky = [{ name: 'a › timing test', detail: 'Timed out' }];

  it('passes a run whose flaky test was not flaky in the previous run', () => {
    expect(verdict({ failed: 0, failures: [], flaky, flakyBefore: ['b › another'] })).toEqual({
      failed: 0,
      failures: [],
      flakyTwice: [],
    });
  });

  it('fails a run whose flaky test was flaky in the previous run too', () => {
    expect(
      verdict({ failed: 2, failures: ['x'], flaky, flakyBefore: ['a › timing test'] }),
    ).toEqual({
      failed: 3,
      failures: ['x', 'a › timing test (flaky in the previous run too)'],
      flakyTwice: ['a › timing test'],
    });
  });

  it('keeps the record from one run to the next, replacing the one before', () => {
    const file = tempFile();
    expect(readFlakyHistory(file)).toEqual([]);
    writeFlakyHistory(file, ['b', 'a', 'a'], new Date('2026-11-24T10:00:00Z'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      at: '2026-11-24T10:00:00.000Z',
      flaky: ['a', 'b'],
    });
    expect(readFlakyHistory(file)).toEqual(['a', 'b']);
    writeFlakyHistory(file, []);
    expect(readFlakyHistory(file)).toEqual([]);
  });

  it('treats a damaged record as no record', () => {
    const file = tempFile();
    writeFlakyHistory(file, []);
    writeFileSync(file, '{ not json');
    expect(readFlakyHistory(file)).toEqual([]);
  });
});
