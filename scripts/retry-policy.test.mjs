// The retry policy of decision 088 as tests: nothing is retried but tests tagged timing-bound,
// those are exactly the ones listed here, and none of them is a race, authorization or payment
// test. Tagging another test means adding it below, where a reviewer sees it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The API tests tagged timing-bound (`TIMING_BOUND`), by file: their titles. */
const TIMING_BOUND_API_TESTS = {
  'apps/api/test/server-process.test.ts': [
    'finishes a request in flight after SIGTERM, then exits 0 and releases DATA_DIR',
  ],
  'apps/api/test/resilience/database-outage.test.ts': [
    'answers 503 on health and the error shape on routes while cut (%s), and recovers without a restart',
  ],
  'apps/api/test/resilience/multi-instance.test.ts': [
    'shows a restock made through A at once on A and within moments on B (its NOTIFY)',
  ],
};

/** The journeys' describe blocks tagged `@timing` (`{ tag: TIMING }`), by file: their titles. */
const TIMING_BOUND_JOURNEYS = {
  'e2e/tests/public-pages.spec.ts': ['home page'],
};

/** What a race, authorization or payment test is called: never retried, whatever its speed. */
const NEVER_RETRIED =
  /race|concurren|parallel|authori[sz]|permission|forbidden|\b40[13]\b|admin|payment|\bpa(y|id)\b|refund|webhook|stripe|oversell|purchase/i;

function filesUnder(dir, pattern) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules'))
    .sort();
}

/** The title of the test or describe block declared last before `index` in `source`. */
function titleBefore(source, index) {
  const declarations = [
    ...source
      .slice(0, index)
      .matchAll(
        /\b(?:it|test|describe)\b(?:\.\w+(?:\([^)]*\))?)*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g,
      ),
  ];
  return declarations.at(-1)?.[2];
}

/** Titles of the tests of each file that use `marker` (after its imports), for files that do. */
function taggedTitles(files, marker) {
  const tagged = {};
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    const titles = [...source.matchAll(marker)]
      .filter((match) => !/^import|^\} from/m.test(lineOf(source, match.index)))
      .map((match) => titleBefore(source, match.index));
    if (titles.length > 0) tagged[file] = titles;
  }
  return tagged;
}

function lineOf(source, index) {
  const start = source.lastIndexOf('\n', index) + 1;
  const end = source.indexOf('\n', index);
  return source.slice(start, end === -1 ? undefined : end).trim();
}

const apiTestFiles = () => filesUnder('apps/api', /\.test\.ts$/);
const journeyFiles = () => filesUnder('e2e/tests', /\.spec\.ts$/);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('vitest: only timing-bound tests are retried', () => {
  it.each([
    'apps/api/vitest.pglite.config.ts',
    'apps/api/vitest.postgres.config.ts',
    'apps/api/vitest.resilience.config.ts',
  ])('%s retries nothing on CI but the timing tag, once', async (file) => {
    vi.stubEnv('CI', '1');
    vi.resetModules();
    const { default: config } = await import(join(root, file));
    expect(config.test.retry ?? 0).toBe(0);
    expect(config.test.tags).toEqual([expect.objectContaining({ name: 'timing', retry: 1 })]);
  });

  it.each(['packages/shared/vitest.config.ts', 'apps/web/vitest.config.mts'])(
    '%s retries nothing',
    (file) => {
      const source = readFileSync(join(root, file), 'utf8');
      expect(source).not.toMatch(/\bretry\s*:/);
      expect(source).not.toMatch(/\btags\s*:/);
    },
  );

  it('tags exactly the listed API tests timing-bound, through TIMING_BOUND only', () => {
    expect(taggedTitles(apiTestFiles(), /\bTIMING_BOUND\b/g)).toEqual(TIMING_BOUND_API_TESTS);
    for (const file of apiTestFiles()) {
      const source = readFileSync(join(root, file), 'utf8');
      // No test sets its own retries or tags around the list.
      expect(source, file).not.toMatch(/\bretry\s*:/);
      expect(source, file).not.toMatch(/\btags\s*:/);
      expect(source, file).not.toMatch(/\bTIMING_TAG\b/);
    }
  });

  it('never tags a race, authorization or payment test', () => {
    for (const [file, titles] of Object.entries(TIMING_BOUND_API_TESTS)) {
      for (const title of titles) expect(title, file).not.toMatch(NEVER_RETRIED);
    }
    for (const [file, titles] of Object.entries(TIMING_BOUND_JOURNEYS)) {
      expect(file).not.toMatch(/purchase|invoice|back-office|accounts|admin/);
      for (const title of titles) expect(title, file).not.toMatch(NEVER_RETRIED);
    }
  });
});

describe('Playwright: only journeys tagged @timing are retried', () => {
  it('retries no journey by default, on CI or not', async () => {
    vi.stubEnv('CI', '1');
    vi.resetModules();
    const { default: config } = await import(join(root, 'e2e/playwright.config.ts'));
    expect(config.retries).toBe(0);
    for (const project of config.projects ?? []) expect(project.retries ?? 0, project.name).toBe(0);
  });

  it('retries exactly the listed describe blocks, each tagged @timing', () => {
    expect(taggedTitles(journeyFiles(), /\{ tag: TIMING \}/g)).toEqual(TIMING_BOUND_JOURNEYS);
    for (const file of journeyFiles()) {
      const source = readFileSync(join(root, file), 'utf8');
      const tagged = source.match(/\{ tag: TIMING \}/g)?.length ?? 0;
      const retried = source.match(/\bretries\s*:/g)?.length ?? 0;
      // Every `retries` is the timing one, inside a tagged block, one per block.
      expect(
        source.match(/describe\.configure\(\{ retries: TIMING_RETRIES \}\)/g)?.length ?? 0,
        file,
      ).toBe(tagged);
      expect(retried, file).toBe(tagged);
      expect(source, file).not.toMatch(/@timing/);
    }
  });
});
