// `npm run budgets` (decisions 045–047): the web budgets on the built app.
//
// 1. size-limit: the initial JavaScript of `/` (≤ 120 kB gzipped) and its first view;
// 2. nothing that must load only when used (forms, dashboard, admin, Stripe, …) is in the first view;
// 3. Lighthouse CI on `/`, `/all-products`, a category and a product page, desktop and mobile presets (one run on desktop, five on mobile), against
//    the app served by the API in production mode on a fresh embedded database (lighthouserc.cjs).
//
// Builds what is missing or stale first (like `npm start`), unless WEB_DIST_DIR or
// BUDGETS_API_ENTRY point at another build. Prints one line per check and 'N passed, N failed';
// `--report <file>` also writes the counts and the median scores as JSON (scripts/test.mjs);
// `--no-lighthouse` stops after steps 1 and 2.
// Environment: BUDGETS_PORT (default 3410), CHROME_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { staleTargets } from '../build-state.mjs';
import { loadWhenUsedViolations } from './initial-js.mjs';

const root = new URL('../..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const lhciBin = join(root, 'node_modules/@lhci/cli/src/cli.js');
const reportArg = process.argv.indexOf('--report');
const reportPath = reportArg > 0 ? process.argv[reportArg + 1] : undefined;
const lighthouse = !process.argv.includes('--no-lighthouse');

const port = process.env.BUDGETS_PORT ?? '3410';
const baseUrl = `http://127.0.0.1:${port}`;
const apiEntry = process.env.BUDGETS_API_ENTRY ?? 'apps/api/dist/server.js';
const artifacts = join(root, 'e2e/artifacts/lighthouse');
const presets = ['desktop', 'mobile'];
// A category page and a product page (decisions 317, 318) meet the budgets of `/all-products`; the
// demo catalog's server-memory module has the longest page (details, a gallery, a datasheet).
const pages = [
  '/',
  '/all-products',
  '/categories/ddr5-memory',
  '/products/partline-sr5-32-32-gb-ddr5-ecc-registered-server-memory',
];

/** One line per check: `{ name, passed, detail }`. */
const checks = [];
const record = (name, passed, detail = '') => {
  checks.push({ name, passed, detail });
  console.log(`${passed ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
};

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
}

// 0. The build: `npm test` has just made it; a developer's may be missing or stale.
if (!process.env.WEB_DIST_DIR && !process.env.BUDGETS_API_ENTRY) {
  for (const target of staleTargets()) {
    console.log(`[budgets] building ${target}…`);
    if (run(npm, ['run', 'build', '-w', `@partline/${target}`]) !== 0) process.exit(1);
  }
}

// 1. size-limit.
console.log('\n=== JavaScript size (size-limit) ===');
const sizeLimit = spawnSync(npx, ['size-limit', '--json'], { cwd: root, encoding: 'utf8' });
let sizes = [];
try {
  sizes = JSON.parse(sizeLimit.stdout);
} catch {
  process.stderr.write(sizeLimit.stdout + sizeLimit.stderr);
  record('size-limit', false, 'could not measure (is the web app built?)');
}
for (const size of sizes) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
  record(size.name, size.passed, `${kb(size.size)} gzipped (limit ${kb(size.sizeLimit)})`);
}

// 2. Code that loads only when used.
try {
  const violations = loadWhenUsedViolations();
  record(
    'Forms, dashboard, admin pages, Stripe and the carousel load only when used',
    violations.length === 0,
    violations.map(({ rule, file }) => `${rule} in ${file}`).join('; '),
  );
} catch (error) {
  record(
    'Forms, dashboard, admin pages, Stripe and the carousel load only when used',
    false,
    String(error),
  );
}

// 3. Lighthouse on a server of our own.
const scores = {};
if (lighthouse) await runLighthouse();

/** Lighthouse CI, both presets, on a fresh server; records one check per preset and page. */
async function runLighthouse() {
  console.log(`\n=== Lighthouse CI (${baseUrl}) ===`);
  rmSync(artifacts, { recursive: true, force: true });
  const dataDir = join(artifacts, 'data');
  mkdirSync(dataDir, { recursive: true });
  const { DATABASE_URL: _database, ...env } = process.env;
  const server = spawn(process.execPath, [apiEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      PORT: port,
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@partline.test',
      ADMIN_PASSWORD: 'Admin#Partline1',
    },
  });
  const stopServer = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stopServer);

  /** Waits until the server answers its health check (two minutes at most). */
  async function serverReady() {
    for (let attempt = 0; attempt < 240; attempt += 1) {
      if (server.exitCode !== null) return false;
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return true;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  }

  /** Median of numbers. */
  const medianOf = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };

  if (!(await serverReady())) {
    for (const preset of presets)
      for (const page of pages)
        record(`Lighthouse ${preset} ${page}`, false, 'the server did not start');
  } else {
    // Warm the server (first reads fill its caches), as a visitor who is not the first would find it:
    // the home page's reads, newest first (decision 092).
    for (const path of ['/', '/api/products?sort=newest', '/api/reviews?sort=newest']) {
      await fetch(`${baseUrl}${path}`);
    }
    for (const preset of presets) {
      const cwd = join(artifacts, preset);
      mkdirSync(cwd, { recursive: true });
      const lhciEnv = { ...process.env, BUDGETS_LH_PRESET: preset, BUDGETS_LH_BASE_URL: baseUrl };
      const config = `--config=${join(root, 'lighthouserc.cjs')}`;
      // lhci keeps its runs in `.lighthouseci` of its working folder: one folder per preset.
      const lhci = (command, ...args) =>
        run(process.execPath, [lhciBin, command, config, ...args], { cwd, env: lhciEnv });
      const collected = lhci('collect') === 0;
      lhci('assert', '--includePassedAssertions');
      if (collected) lhci('upload');

      const resultsPath = join(cwd, '.lighthouseci/assertion-results.json');
      const results = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : [];
      const lhciDir = join(cwd, '.lighthouseci');
      const lhrs = existsSync(lhciDir)
        ? readdirSync(lhciDir)
            .filter((file) => /^lhr-\d+\.json$/.test(file))
            .map((file) => JSON.parse(readFileSync(join(lhciDir, file), 'utf8')))
        : [];
      for (const page of pages) {
        const url = `${baseUrl}${page}`;
        const runs = lhrs.filter((lhr) => lhr.requestedUrl === url);
        const median = Object.fromEntries(
          ['performance', 'accessibility', 'best-practices', 'seo'].map((category) => [
            category,
            runs.length
              ? Math.round(100 * medianOf(runs.map((lhr) => lhr.categories[category].score)))
              : null,
          ]),
        );
        median.cls = runs.length
          ? medianOf(runs.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue))
          : null;
        median.lcpMs = runs.length
          ? Math.round(
              medianOf(runs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue)),
            )
          : null;
        median.tbtMs = runs.length
          ? Math.round(medianOf(runs.map((lhr) => lhr.audits['total-blocking-time'].numericValue)))
          : null;
        scores[`${preset} ${page}`] = median;
        const missed = results.filter((result) => result.url === url && !result.passed);
        // lhci's `warn` level (lighthouserc.cjs): reported, the check still passes.
        const failures = missed.filter((result) => result.level !== 'warn');
        const warnings = missed.filter((result) => result.level === 'warn');
        const describe = (list) =>
          list
            .map(
              (f) =>
                `${f.auditProperty ? `${f.auditId}:${f.auditProperty}` : f.auditId} ${f.actual} (${f.operator} ${f.expected})`,
            )
            .join(', ');
        const summary = `performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median['best-practices']}, CLS ${median.cls?.toFixed(3)}, LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms (median of ${runs.length})`;
        record(
          `Lighthouse ${preset} ${page}`,
          runs.length > 0 && failures.length === 0,
          [
            summary,
            ...(failures.length ? [`failed: ${describe(failures)}`] : []),
            ...(warnings.length ? [`below target (warning only): ${describe(warnings)}`] : []),
          ].join('; '),
        );
      }
    }
  }
  stopServer();
}

const passed = checks.filter((check) => check.passed).length;
const failed = checks.length - passed;
if (reportPath) {
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify({ passed, failed, checks, scores }, null, 2)}\n`);
}
console.log(`\nWeb budgets: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
