// A vitest reporter for `npm test`'s stage table (scripts/stage-table.mjs): for each test file, its
// project and how long it held a worker, with the parts vitest measures. vitest's JSON report has
// neither: it names files without their project (the API suite runs each file twice) and its
// file times cover the tests only, not the import and the set-up where most of an API file's time
// goes. `npm test` adds it with `--reporter=./scripts/vitest-file-times.mjs` and names the output
// file in VITEST_FILE_TIMES.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/**
 * @typedef {{
 *   project: string,
 *   file: string,
 *   durationMs: number,
 *   importMs: number,
 *   testsMs: number,
 *   tests: number,
 *   failed: number,
 *   skipped: number,
 * }} FileTime one test file's run: `durationMs` = environment + prepare + import (collect) +
 *   setup files + tests and hooks, in ms; `importMs` the import and suite callbacks; `testsMs`
 *   the tests and hooks; `tests` every test, `failed`/`skipped` among them.
 */

export default class FileTimesReporter {
  /** @param {{ outputFile?: string, root?: string }} [options] */
  constructor(options = {}) {
    this.outputFile = options.outputFile ?? process.env.VITEST_FILE_TIMES;
    this.root = options.root ?? process.cwd();
  }

  /** @param {readonly any[]} testModules vitest's TestModule of each file */
  onTestRunEnd(testModules) {
    if (!this.outputFile) return;
    const files = testModules.map((module) => fileTime(module, this.root));
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify({ files }, null, 1)}\n`);
  }
}

/**
 * One file's {@link FileTime} from its TestModule (vitest's reporter API).
 * @returns {FileTime}
 */
function fileTime(module, root) {
  const diagnostic = module.diagnostic();
  const ms = (value) => Math.max(0, Math.round(value ?? 0));
  let tests = 0;
  let failed = 0;
  let skipped = 0;
  for (const test of module.children.allTests()) {
    tests += 1;
    const state = test.result().state;
    if (state === 'failed') failed += 1;
    else if (state === 'skipped') skipped += 1;
  }
  const importMs = ms(diagnostic.collectDuration);
  const testsMs = ms(diagnostic.duration);
  return {
    project: module.project.name,
    file: relative(root, module.moduleId),
    durationMs:
      ms(diagnostic.environmentSetupDuration) +
      ms(diagnostic.prepareDuration) +
      importMs +
      ms(diagnostic.setupDuration) +
      testsMs,
    importMs,
    testsMs,
    tests,
    failed,
    skipped,
  };
}
