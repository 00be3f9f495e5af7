// `npm test`: every suite — unit, API on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set),
// web components, then the Playwright journeys in Chromium against the built app.
// Ends with one line 'N passed, N failed' summed over all suites; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'e2e/artifacts/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let passed = 0;
let failed = 0;
let broken = false;

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
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (vitestStatus !== 0 && report.numFailedTests === 0) broken = true;
} else {
  broken = true;
}

// 2. Playwright journeys against the built app.
if (!process.argv.includes('--no-e2e')) {
  if (run('build', npm, ['run', 'build']) !== 0) {
    broken = true;
  } else {
    const playwrightReport = join(reports, 'playwright.json');
    const e2eStatus = run('journeys in Chromium (Playwright)', npm, ['run', 'e2e'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    });
    if (existsSync(playwrightReport)) {
      const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      if (e2eStatus !== 0 && stats.unexpected === 0) broken = true;
    } else {
      broken = true;
    }
  }
}

if (broken) {
  console.log('\nA suite could not run to completion: see its output above.');
  failed = Math.max(failed, 1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
