// `npm test`: every suite — unit, API on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set),
// web components, then against the built app the resilience suite, the Playwright journeys and the
// web budgets (`--no-budgets` skips those). Ends with one line 'N passed, N failed' summed over all
// suites; exits non-zero on any failure. Only tests tagged timing-bound are retried (on CI): each
// that passed on its retry is printed as flaky, and one flaky in the previous run too fails this
// run (the record: e2e/artifacts/flaky-history.json; scripts/test-outcomes.mjs, decision 088).
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  FLAKY_HISTORY_FILE,
  playwrightOutcomes,
  readFlakyHistory,
  verdict,
  vitestOutcomes,
  writeFlakyHistory,
} from './test-outcomes.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'e2e/artifacts/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let passed = 0;
let failed = 0;
let broken = false;
/** Names of failed tests, repeated above the summary line. */
let failures = [];
/** Tests that passed on their retry (timing-bound ones only), `{ name, detail }`. */
const flaky = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

// 1. Vitest: shared, web, API (both databases when configured).
const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run('unit, API and component tests (vitest)', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
addVitestReport(vitestReport, vitestStatus);

/** Adds a vitest JSON report's outcomes; a failed run without failed tests did not complete. */
function addVitestReport(file, status) {
  addReport(file, status, (report) => vitestOutcomes(report, root));
}

/** The same for a Playwright JSON report. */
function addPlaywrightReport(file, status) {
  addReport(file, status, playwrightOutcomes);
}

/**
 * Counts the outcomes `outcomesOf` reads from the JSON report `file` of a run that exited with
 * `status`; a missing report, or a failed run that reports no failed test, marks the run broken.
 */
function addReport(file, status, outcomesOf) {
  if (!existsSync(file)) {
    broken = true;
    return;
  }
  const outcomes = outcomesOf(JSON.parse(readFileSync(file, 'utf8')));
  add(outcomes);
  if (status !== 0 && outcomes.failed === 0) broken = true;
}

function add(outcomes) {
  passed += outcomes.passed;
  failed += outcomes.failed;
  failures.push(...outcomes.failures);
  flaky.push(...outcomes.flaky);
}

// 2. The built app: the resilience suite (real server processes killed, cut off from their
// database, side by side), then the Playwright journeys.
if (!process.argv.includes('--no-e2e')) {
  if (run('build', npm, ['run', 'build']) !== 0) {
    broken = true;
  } else {
    const resilienceReport = join(reports, 'resilience.json');
    const resilienceStatus = run(
      'resilience: real server processes (vitest)',
      npm,
      [
        'run',
        'test:resilience',
        '--',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${resilienceReport}`,
      ],
      { RESILIENCE_LOGS: join(reports, 'resilience-logs') },
    );
    addVitestReport(resilienceReport, resilienceStatus);

    const playwrightReport = join(reports, 'playwright.json');
    const e2eStatus = run('journeys in Chromium (Playwright)', npm, ['run', 'e2e'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    });
    addPlaywrightReport(playwrightReport, e2eStatus);

    // The journeys that page through the volume data set (decision 220), on PostgreSQL: only when
    // TEST_DATABASE_URL names a server (CI sets it); their database is `partline_volume` there.
    if (process.env.TEST_DATABASE_URL) {
      const volumeUrl = new URL(process.env.TEST_DATABASE_URL);
      volumeUrl.pathname = '/partline_volume';
      const volumeReport = join(reports, 'playwright-volume.json');
      const volumeStatus = run(
        'journeys on the volume data set (Playwright, PostgreSQL)',
        npm,
        ['run', 'e2e'],
        {
          E2E_DATA: 'volume',
          VOLUME_DATABASE_URL: volumeUrl.toString(),
          PLAYWRIGHT_JSON_OUTPUT_NAME: volumeReport,
        },
      );
      addPlaywrightReport(volumeReport, volumeStatus);
    }

    // 3. The web budgets on the same build (decisions 045–047, scripts/budgets/run.mjs): JavaScript size of
    // `/`, code that loads only when used, and Lighthouse on `/` and `/all-products`
    // (BUDGETS_LIGHTHOUSE=0 leaves Lighthouse out; decision 047).
    if (!process.argv.includes('--no-budgets')) {
      const budgetsReport = join(reports, 'budgets.json');
      const lighthouse = process.env.BUDGETS_LIGHTHOUSE !== '0';
      const budgetsStatus = run('web budgets (size-limit, Lighthouse CI)', process.execPath, [
        'scripts/budgets/run.mjs',
        '--report',
        budgetsReport,
        ...(lighthouse ? [] : ['--no-lighthouse']),
      ]);
      if (existsSync(budgetsReport)) {
        const budgets = JSON.parse(readFileSync(budgetsReport, 'utf8'));
        passed += budgets.passed;
        failed += budgets.failed;
        for (const check of budgets.checks ?? []) {
          if (!check.passed) failures.push(`web budget: ${check.name}`);
        }
        if (budgetsStatus !== 0 && budgets.failed === 0) broken = true;
      } else {
        broken = true;
      }
    }
  }
}

// Flaky twice in a row is no longer the machine's speed: it fails the run.
const flakyHistory = join(root, FLAKY_HISTORY_FILE);
({ failed, failures } = verdict({
  failed,
  failures,
  flaky,
  flakyBefore: readFlakyHistory(flakyHistory),
}));
writeFlakyHistory(
  flakyHistory,
  flaky.map((test) => test.name),
);

// Repeated here because CI keeps only the end of the output.
if (flaky.length > 0) {
  const lines = flaky.map((test) => `${test.name}: ${test.detail}`);
  console.log(`\nFlaky (timing-bound, passed on its retry):\n  ${lines.join('\n  ')}`);
}
if (failures.length > 0) console.log(`\nFailed:\n  ${failures.join('\n  ')}`);
if (broken) {
  console.log('\nA suite could not run to completion: see its output above.');
  failed = Math.max(failed, 1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
