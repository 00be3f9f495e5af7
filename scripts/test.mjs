// `npm test`: every suite — unit, API on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set),
// web components, then against the built app the resilience suite, the Playwright journeys and the
// web budgets (`--no-budgets` skips those). Ends with one line 'N passed, N failed' summed over all
// suites; exits non-zero on any failure. Only tests tagged timing-bound are retried (on CI): each
// that passed on its retry is printed as flaky, and one flaky in the previous run too fails this
// run (the record: e2e/artifacts/flaky-history.json; scripts/test-outcomes.mjs, decision 088).
// Before that line, the stage table: wall time, CPU time and tests per stage, with the steps
// `.ci/run` timed before (CI_STAGE_TIMES), and the slowest test files (scripts/stage-table.mjs),
// also written to e2e/artifacts/reports/stage-table.md.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  childrenCpuMs,
  playwrightFileTimes,
  playwrightTestCount,
  readCiStages,
  slowestFiles,
  stageTable,
  vitestFileTimes,
  vitestProjectStages,
} from './stage-table.mjs';
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
// The last run's stage table is committed (docs/develop/testing.md): it is rewritten at the end,
// everything else in the folder goes now.
const STAGE_TABLE = 'stage-table.md';
mkdirSync(reports, { recursive: true });
for (const entry of readdirSync(reports)) {
  if (entry !== STAGE_TABLE) rmSync(join(reports, entry), { recursive: true, force: true });
}
const fileTimesReporter = join(root, 'scripts/vitest-file-times.mjs');
const loadBefore = loadavg()[0];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let passed = 0;
let failed = 0;
let broken = false;
/** Names of failed tests, repeated above the summary line. */
let failures = [];
/** By failure, the start of its error (scripts/test-outcomes.mjs `errorSummary`). */
const errors = {};
/** Tests that passed on their retry (timing-bound ones only), `{ name, detail }`. */
const flaky = [];
/** The stage table's rows, beginning with the steps `.ci/run` timed. */
const stages = readCiStages(process.env.CI_STAGE_TIMES);
/** Every test file's time, for the slowest files. */
const fileTimes = [];

/**
 * Runs one stage, adds its row (wall time, and CPU time of its processes) to {@link stages} and
 * answers its exit status and row.
 */
function run(stage, label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const cpuAfter = childrenCpuMs();
  const row = { name: stage, wallMs: performance.now() - started };
  if (cpuBefore !== undefined && cpuAfter !== undefined) row.cpuMs = cpuAfter - cpuBefore;
  stages.push(row);
  return { status: result.status ?? 1, row };
}

/** The per-file times scripts/vitest-file-times.mjs wrote to `file` (none if it did not). */
function readFileTimes(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).files : [];
}

// 1. Vitest: shared, web, API (both databases when configured).
const vitestReport = join(reports, 'vitest.json');
const vitestTimes = join(reports, 'vitest-file-times.json');
const vitest = run(
  'vitest',
  'unit, API and component tests (vitest)',
  npx,
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    `--reporter=${fileTimesReporter}`,
  ],
  { VITEST_FILE_TIMES: vitestTimes },
);
addVitestReport(vitestReport, vitest.status);
{
  const files = readFileTimes(vitestTimes);
  vitest.row.tests = files.reduce((sum, file) => sum + file.tests, 0);
  vitest.row.note = 'one process, all projects';
  stages.push(...vitestProjectStages(vitest.row, files));
  fileTimes.push(...vitestFileTimes(files));
}

/** Adds a vitest JSON report's outcomes; a failed run without failed tests did not complete. */
function addVitestReport(file, status) {
  addReport(file, status, (report) => vitestOutcomes(report, root));
}

/** A journeys stage's test count and its spec files' times, from its Playwright JSON report. */
function addJourneyTimes(file, row) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  row.tests = playwrightTestCount(report);
  fileTimes.push(...playwrightFileTimes(report, row.name, 'e2e/tests/'));
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
  Object.assign(errors, outcomes.errors);
  flaky.push(...outcomes.flaky);
}

// 2. The built app: the resilience suite (real server processes killed, cut off from their
// database, side by side), then the Playwright journeys.
if (!process.argv.includes('--no-e2e')) {
  if (run('build', 'build', npm, ['run', 'build']).status !== 0) {
    broken = true;
  } else {
    const resilienceReport = join(reports, 'resilience.json');
    const resilienceTimes = join(reports, 'resilience-file-times.json');
    const resilience = run(
      'resilience',
      'resilience: real server processes (vitest)',
      npm,
      [
        'run',
        'test:resilience',
        '--',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${resilienceReport}`,
        `--reporter=${fileTimesReporter}`,
      ],
      { RESILIENCE_LOGS: join(reports, 'resilience-logs'), VITEST_FILE_TIMES: resilienceTimes },
    );
    addVitestReport(resilienceReport, resilience.status);
    {
      const files = readFileTimes(resilienceTimes);
      resilience.row.tests = files.reduce((sum, file) => sum + file.tests, 0);
      fileTimes.push(...vitestFileTimes(files));
    }

    const playwrightReport = join(reports, 'playwright.json');
    const e2e = run('journeys', 'journeys in Chromium (Playwright)', npm, ['run', 'e2e'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    });
    addPlaywrightReport(playwrightReport, e2e.status);
    addJourneyTimes(playwrightReport, e2e.row);

    // The journeys that page through the volume data set (decision 220), on PostgreSQL: only when
    // TEST_DATABASE_URL names a server (CI sets it); their database is `partline_volume` there.
    if (process.env.TEST_DATABASE_URL) {
      const volumeUrl = new URL(process.env.TEST_DATABASE_URL);
      volumeUrl.pathname = '/partline_volume';
      const volumeReport = join(reports, 'playwright-volume.json');
      const volume = run(
        'volume journeys',
        'journeys on the volume data set (Playwright, PostgreSQL)',
        npm,
        ['run', 'e2e'],
        {
          E2E_DATA: 'volume',
          VOLUME_DATABASE_URL: volumeUrl.toString(),
          PLAYWRIGHT_JSON_OUTPUT_NAME: volumeReport,
        },
      );
      addPlaywrightReport(volumeReport, volume.status);
      addJourneyTimes(volumeReport, volume.row);
    }

    // 3. The web budgets on the same build (decisions 045–047, scripts/budgets/run.mjs): JavaScript size of
    // `/`, code that loads only when used, and Lighthouse on `/` and `/all-products`
    // (BUDGETS_LIGHTHOUSE=0 leaves Lighthouse out; decision 047).
    if (!process.argv.includes('--no-budgets')) {
      const budgetsReport = join(reports, 'budgets.json');
      const lighthouse = process.env.BUDGETS_LIGHTHOUSE !== '0';
      const budgetsRun = run(
        'budgets',
        'web budgets (size-limit, Lighthouse CI)',
        process.execPath,
        [
          'scripts/budgets/run.mjs',
          '--report',
          budgetsReport,
          ...(lighthouse ? [] : ['--no-lighthouse']),
        ],
      );
      const budgetsStatus = budgetsRun.status;
      if (existsSync(budgetsReport)) {
        const budgets = JSON.parse(readFileSync(budgetsReport, 'utf8'));
        passed += budgets.passed;
        failed += budgets.failed;
        budgetsRun.row.tests = budgets.passed + budgets.failed;
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

// Where the time went (docs/develop/testing.md); kept in the reports folder for review.
{
  const run = {
    stages,
    slowest: slowestFiles(fileTimes),
    at: new Date(),
    machine: { cpus: cpus().length, loadBefore, loadAfter: loadavg()[0], node: process.version },
  };
  const table = stageTable(run);
  console.log(`\n${table}`);
  writeFileSync(join(reports, STAGE_TABLE), table);
  writeFileSync(join(reports, 'stage-table.json'), `${JSON.stringify(run, null, 2)}\n`);
}

// Repeated here because CI keeps only the end of the output.
if (flaky.length > 0) {
  const lines = flaky.map((test) => `${test.name}: ${test.detail}`);
  console.log(`\nFlaky (timing-bound, passed on its retry):\n  ${lines.join('\n  ')}`);
}
if (failures.length > 0) {
  // With the start of each error: CI keeps only the end of the output.
  const described = failures.map((name) =>
    errors[name] ? `${name}\n      ${errors[name].split('\n').join('\n      ')}` : name,
  );
  console.log(`\nFailed:\n  ${described.join('\n  ')}`);
}
if (broken) {
  console.log('\nA suite could not run to completion: see its output above.');
  failed = Math.max(failed, 1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
