import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import FileTimesReporter from './vitest-file-times.mjs';
import {
  childrenCpuMs,
  formatDuration,
  markdownTable,
  playwrightFileTimes,
  playwrightTestCount,
  readCiStages,
  slowestFiles,
  stageTable,
  vitestProjectStages,
} from './stage-table.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'partline-stages-'));
  dirs.push(dir);
  return dir;
};

/** Files of one vitest run: two API files on each database, one shared file. */
const vitestFiles = [
  { project: 'api-pglite', file: 'apps/api/a.test.ts', durationMs: 30_000, tests: 10 },
  { project: 'api-pglite', file: 'apps/api/b.test.ts', durationMs: 10_000, tests: 5 },
  { project: 'api-postgres', file: 'apps/api/a.test.ts', durationMs: 45_000, tests: 10 },
  { project: 'api-postgres', file: 'apps/api/b.test.ts', durationMs: 5_000, tests: 5 },
  { project: 'shared', file: 'packages/shared/c.test.ts', durationMs: 10_000, tests: 40 },
];

describe('formatDuration', () => {
  it.each([
    [undefined, '—'],
    [850.4, '850 ms'],
    [4_230, '4.2 s'],
    [59_400, '59 s'],
    [59_600, '1 m 00 s'],
    [65_000, '1 m 05 s'],
    [2_170_000, '36 m 10 s'],
    [3_720_000, '1 h 02 m'],
  ])('writes %s ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('markdownTable', () => {
  it('pads every column to its widest cell, right-aligned columns on the right', () => {
    expect(
      markdownTable(
        ['stage', 'wall'],
        ['left', 'right'],
        [
          ['lint', '52 s'],
          ['typecheck', '1 m 10 s'],
        ],
      ),
    ).toBe(
      [
        '| stage     |     wall |',
        '| --------- | -------: |',
        '| lint      |     52 s |',
        '| typecheck | 1 m 10 s |',
      ].join('\n'),
    );
  });
});

describe('vitestProjectStages', () => {
  it('splits the run’s wall and CPU time by each project’s share of the file time', () => {
    const projects = vitestProjectStages({ name: 'vitest', wallMs: 50_000, cpuMs: 90_000 }, [
      ...vitestFiles,
    ]);
    expect(projects).toEqual([
      {
        name: 'api-pglite',
        part: true,
        wallMs: 20_000,
        cpuMs: 36_000,
        tests: 15,
        note: '2 files, file time 40 s',
      },
      {
        name: 'api-postgres',
        part: true,
        wallMs: 25_000,
        cpuMs: 45_000,
        tests: 15,
        note: '2 files, file time 50 s',
      },
      {
        name: 'shared',
        part: true,
        wallMs: 5_000,
        cpuMs: 9_000,
        tests: 40,
        note: '1 files, file time 10 s',
      },
    ]);
  });

  it('leaves CPU time out where it was not measured', () => {
    const [project] = vitestProjectStages({ name: 'vitest', wallMs: 1000 }, [vitestFiles[0]]);
    expect(project).not.toHaveProperty('cpuMs');
    expect(project.wallMs).toBe(1000);
  });
});

describe('playwrightFileTimes', () => {
  it('sums every try of every test of a spec file, in nested describes too', () => {
    const report = {
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'cart.spec.ts',
          specs: [
            {
              file: 'cart.spec.ts',
              tests: [
                { results: [{ duration: 4_000 }] },
                { results: [{ duration: 6_000 }, { duration: 5_000 }] },
              ],
            },
          ],
          suites: [
            {
              title: 'checkout',
              specs: [{ file: 'cart.spec.ts', tests: [{ results: [{ duration: 1_000 }] }] }],
            },
          ],
        },
        {
          title: 'home.spec.ts',
          specs: [{ file: 'home.spec.ts', tests: [{ results: [{ duration: 2_000 }] }] }],
        },
      ],
    };
    expect(playwrightFileTimes(report, 'journeys', 'e2e/tests/')).toEqual([
      { stage: 'journeys', file: 'e2e/tests/cart.spec.ts', durationMs: 16_000, tests: 3 },
      { stage: 'journeys', file: 'e2e/tests/home.spec.ts', durationMs: 2_000, tests: 1 },
    ]);
    expect(playwrightTestCount(report)).toBe(5);
  });
});

describe('slowestFiles', () => {
  it('answers the slowest first, at most the count asked for', () => {
    const files = vitestFiles.map(({ project, ...file }) => ({ stage: project, ...file }));
    expect(slowestFiles(files, 2).map((file) => [file.stage, file.durationMs])).toEqual([
      ['api-postgres', 45_000],
      ['api-pglite', 30_000],
    ]);
  });
});

describe('childrenCpuMs', () => {
  it('reads cutime + cstime (clock ticks) of /proc/self/stat, a command name with spaces included', () => {
    // Fields 14–17: utime, stime, cutime, cstime.
    const stat = '4242 (node (test) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 50 20 1234 566 20 0 7';
    expect(childrenCpuMs(stat)).toBe(18_000);
  });

  // A busy machine may give the child little of a CPU: it may take a while.
  it('grows when a child process has used CPU time', { timeout: 60_000 }, () => {
    const before = childrenCpuMs();
    if (before === undefined) return; // not Linux: the table shows no CPU time
    // 200 ms of CPU time, however long that takes.
    const busy = 'while (process.cpuUsage().user < 200_000);';
    spawnSync(process.execPath, ['-e', busy]);
    expect(childrenCpuMs() - before).toBeGreaterThanOrEqual(150);
  });
});

describe('readCiStages', () => {
  it('reads the steps .ci/run timed, one `name<TAB>wall<TAB>cpu` line each', () => {
    const file = join(tempDir(), 'ci-stages.tsv');
    writeFileSync(file, 'install\t81000\t52000\nlint\t52000\t70000\n');
    expect(readCiStages(file)).toEqual([
      { name: 'install (.ci/run)', wallMs: 81_000, cpuMs: 52_000 },
      { name: 'lint (.ci/run)', wallMs: 52_000, cpuMs: 70_000 },
    ]);
    expect(readCiStages(join(tempDir(), 'missing.tsv'))).toEqual([]);
    expect(readCiStages(undefined)).toEqual([]);
  });
});

describe('stageTable', () => {
  const run = {
    stages: [
      { name: 'lint (.ci/run)', wallMs: 50_000, cpuMs: 70_000 },
      { name: 'vitest', wallMs: 1_200_000, cpuMs: 2_000_000, tests: 3000 },
      { name: 'api-pglite', part: true, wallMs: 700_000, cpuMs: 1_100_000, tests: 1400 },
      { name: 'journeys', wallMs: 450_000, cpuMs: 800_000, tests: 300 },
    ],
    slowest: [
      { stage: 'api-postgres', file: 'apps/api/slow.test.ts', durationMs: 61_000, tests: 12 },
      { stage: 'journeys', file: 'e2e/tests/cart.spec.ts', durationMs: 60_000, tests: 4 },
    ],
    at: new Date('2026-11-28T15:40:12Z'),
    machine: { cpus: 2, loadBefore: 0.52, loadAfter: 2.14, node: 'v24.21.0' },
  };
  const table = stageTable(run);
  const line = (start) => table.split('\n').find((row) => row.startsWith(start));

  it('states when, on which machine and under which budget it ran', () => {
    expect(table).toContain(
      'Last run: 2026-11-28 15:40 UTC, 2 CPUs, load average 0.5 at the start and 2.1 at the end, Node v24.21.0.',
    );
    expect(table).toContain('Budget: 40 minutes');
  });

  it('gives each stage its wall time, share of the run, CPU time and tests', () => {
    expect(line('| lint (.ci/run)')).toMatch(/\|\s+50 s \|\s+3% \|\s+1 m 10 s \|\s+\|/);
    expect(line('| vitest')).toMatch(/\|\s+20 m 00 s \|\s+71% \|\s+33 m 20 s \|\s+3000 \|/);
    expect(line('| journeys')).toMatch(/\|\s+7 m 30 s \|\s+26% \|\s+13 m 20 s \|\s+300 \|/);
  });

  it('marks a vitest project as a share of the run, said how under the table, and out of the totals', () => {
    expect(line('|   ↳ api-pglite *')).toMatch(
      /\|\s+11 m 40 s \|\s+41% \|\s+18 m 20 s \|\s+1400 \|/,
    );
    expect(table).toContain('\\* The vitest projects run in one process');
    expect(line('| total')).toMatch(/\|\s+28 m 20 s \|\s+100% \|\s+47 m 50 s \|\s+3300 \|/);
  });

  it('lists the slowest files and marks those over 60 s as a warning', () => {
    expect(table).toContain('## The 2 slowest test files');
    expect(line('| ⚠ apps/api/slow.test.ts')).toMatch(/\| api-postgres \|\s+1 m 01 s \|\s+12 \|/);
    expect(line('| e2e/tests/cart.spec.ts')).toMatch(/\| journeys\s+\|\s+1 m 00 s \|\s+4 \|/);
    expect(table).toContain('⚠ 1 file over 60 s');
  });

  it('says when no file is over 60 s, and shows a dash for CPU time it could not measure', () => {
    const quiet = stageTable({
      ...run,
      stages: [{ name: 'vitest', wallMs: 1000, tests: 1 }],
      slowest: [run.slowest[1]],
    });
    expect(quiet).toContain('No test file over 60 s.');
    expect(quiet.split('\n').find((row) => row.startsWith('| total'))).toMatch(/\|\s+— \|/);
  });
});

describe('FileTimesReporter', () => {
  it('writes each file’s project, time (import and set-up included) and tests', () => {
    const outputFile = join(tempDir(), 'times.json');
    const test = (state) => ({ result: () => ({ state }) });
    const module = {
      moduleId: '/repo/apps/api/a.test.ts',
      project: { name: 'api-postgres' },
      children: { allTests: () => [test('passed'), test('failed'), test('skipped')] },
      diagnostic: () => ({
        environmentSetupDuration: 1.4,
        prepareDuration: 100,
        collectDuration: 2_000.6,
        setupDuration: 0,
        duration: 5_000,
      }),
    };
    new FileTimesReporter({ outputFile, root: '/repo' }).onTestRunEnd([module]);
    expect(JSON.parse(readFileSync(outputFile, 'utf8')).files).toEqual([
      {
        project: 'api-postgres',
        file: 'apps/api/a.test.ts',
        durationMs: 7_102,
        importMs: 2_001,
        testsMs: 5_000,
        tests: 3,
        failed: 1,
        skipped: 1,
      },
    ]);
  });
});
