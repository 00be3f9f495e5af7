// Where the time of a CI run goes (docs/develop/testing.md): `npm test` (scripts/test.mjs) ends
// with a table of its stages — wall time, CPU time and tests per stage and per vitest project,
// with the steps `.ci/run` timed before it — and the slowest test files, a file over 60 s marked
// as a warning. The table is written to e2e/artifacts/reports/stage-table.md (committed: a slow
// change shows in its diff) and stage-table.json beside it.
import { existsSync, readFileSync } from 'node:fs';

/** A test file taking longer than this (ms) is marked as a warning in the table. */
export const SLOW_FILE_MS = 60_000;

/** How many of the slowest test files the table lists. */
export const SLOWEST_FILES = 10;

/**
 * @typedef {{
 *   name: string,
 *   wallMs: number,
 *   cpuMs?: number,
 *   tests?: number,
 *   note?: string,
 *   part?: boolean,
 * }} Stage one row: wall and CPU (user+sys of the stage's processes) in ms, its tests; `part`
 *   marks a share of the stage above it (a vitest project), left out of the totals.
 * @typedef {{ stage: string, file: string, durationMs: number, tests: number }} FileTime one
 *   test file in a stage (for a vitest stage, its project) and the time it took, in ms.
 */

/**
 * CPU time (user+sys, ms) of this process's finished children so far: `cutime + cstime` of
 * /proc/self/stat (Linux, in clock ticks of 1/100 s). A child's figure includes its own finished
 * children, so a stage run with `spawnSync` is the difference before and after it. Node's
 * `process.resourceUsage()` counts this process only. `undefined` where /proc is missing.
 * @param {string} [stat] the content of /proc/self/stat (read when not given)
 * @returns {number | undefined}
 */
export function childrenCpuMs(stat) {
  let text = stat;
  if (text === undefined) {
    if (!existsSync('/proc/self/stat')) return undefined;
    text = readFileSync('/proc/self/stat', 'utf8');
  }
  // The command name (field 2) may hold spaces: count from the ')' that closes it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  return Number.isFinite(ticks) ? ticks * 10 : undefined;
}

/**
 * The steps `.ci/run` timed before `npm test` (install, lint, typecheck, formatting): one line
 * each in the file CI_STAGE_TIMES names, `name<TAB>wall ms<TAB>cpu ms`. None when there is no file.
 * @param {string | undefined} path
 * @returns {Stage[]}
 */
export function readCiStages(path) {
  if (!path || !existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, wall, cpu] = line.split('\t');
      return { name: `${name} (.ci/run)`, wallMs: Number(wall), cpuMs: Number(cpu) };
    })
    .filter((stage) => Number.isFinite(stage.wallMs));
}

/**
 * One row per vitest project of a run that ran them all in one process (`stage`). Their wall and
 * CPU time cannot be measured apart: each project gets the stage's times in proportion to its
 * file time, the summed durations of its files (import and set-up included).
 * @param {Stage} stage the whole vitest run
 * @param {{ project: string, durationMs: number, tests: number }[]} files from
 *   scripts/vitest-file-times.mjs
 * @returns {Stage[]}
 */
export function vitestProjectStages(stage, files) {
  const byProject = new Map();
  for (const file of files) {
    const project = byProject.get(file.project) ?? { fileMs: 0, tests: 0, files: 0 };
    project.fileMs += file.durationMs;
    project.tests += file.tests;
    project.files += 1;
    byProject.set(file.project, project);
  }
  const totalFileMs = [...byProject.values()].reduce((sum, project) => sum + project.fileMs, 0);
  return [...byProject].map(([name, project]) => {
    const share = totalFileMs > 0 ? project.fileMs / totalFileMs : 0;
    return {
      name,
      part: true,
      wallMs: stage.wallMs * share,
      ...(stage.cpuMs === undefined ? {} : { cpuMs: stage.cpuMs * share }),
      tests: project.tests,
      note: `${project.files} files, file time ${formatDuration(project.fileMs)}`,
    };
  });
}

/**
 * The test files of a vitest stage, from scripts/vitest-file-times.mjs: each named by its project.
 * @param {{ project: string, file: string, durationMs: number, tests: number }[]} files
 * @returns {FileTime[]}
 */
export function vitestFileTimes(files) {
  return files.map(({ project, file, durationMs, tests }) => ({
    stage: project,
    file,
    durationMs,
    tests,
  }));
}

/**
 * The spec files of a Playwright JSON report: each file's summed test durations (every try, both
 * viewports; the journeys run side by side, so this is the time the file held a worker).
 * @param {any} report
 * @param {string} stage e.g. `journeys`
 * @param {string} [prefix] put before each file name (Playwright names them from its testDir)
 * @returns {FileTime[]}
 */
export function playwrightFileTimes(report, stage, prefix = '') {
  const byFile = new Map();
  const walk = (suites) => {
    for (const suite of suites ?? []) {
      for (const spec of suite.specs ?? []) {
        const file = byFile.get(spec.file) ?? { durationMs: 0, tests: 0 };
        for (const test of spec.tests ?? []) {
          file.tests += 1;
          for (const result of test.results ?? []) file.durationMs += result.duration ?? 0;
        }
        byFile.set(spec.file, file);
      }
      walk(suite.suites);
    }
  };
  walk(report?.suites);
  return [...byFile].map(([file, { durationMs, tests }]) => ({
    stage,
    file: `${prefix}${file}`,
    durationMs,
    tests,
  }));
}

/**
 * Every test of a Playwright JSON report, whatever its outcome.
 * @param {any} report
 */
export function playwrightTestCount(report) {
  const stats = report?.stats ?? {};
  return (
    (stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0)
  );
}

/**
 * The `count` slowest files, slowest first.
 * @param {FileTime[]} files
 * @param {number} [count]
 * @returns {FileTime[]}
 */
export function slowestFiles(files, count = SLOWEST_FILES) {
  return [...files].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
}

/**
 * A duration for people: `850 ms`, `4.2 s`, `59 s`, `1 m 05 s`, `1 h 02 m`.
 * @param {number | undefined} ms
 */
export function formatDuration(ms) {
  if (ms === undefined || !Number.isFinite(ms)) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} m ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} m`;
}

/**
 * A Markdown table with its columns padded, readable as plain text in a terminal and a diff.
 * @param {string[]} header
 * @param {('left' | 'right')[]} align
 * @param {string[][]} rows
 */
export function markdownTable(header, align, rows) {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => row[column].length)),
  );
  const pad = (cell, column) =>
    align[column] === 'right' ? cell.padStart(widths[column]) : cell.padEnd(widths[column]);
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    align[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/**
 * The stage table: a line on the run and the machine, one row per stage (vitest projects
 * indented under their run), the totals, then the slowest files with a warning mark on each
 * over {@link SLOW_FILE_MS}.
 * @param {{
 *   stages: Stage[],
 *   slowest: FileTime[],
 *   at: Date,
 *   machine: { cpus: number, loadBefore: number, loadAfter: number, node: string },
 * }} run
 * @returns {string} Markdown
 */
export function stageTable({ stages, slowest, at, machine }) {
  const whole = stages.filter((stage) => !stage.part);
  const wallMs = whole.reduce((sum, stage) => sum + stage.wallMs, 0);
  const cpuKnown = whole.every((stage) => stage.cpuMs !== undefined);
  const cpuMs = cpuKnown ? whole.reduce((sum, stage) => sum + stage.cpuMs, 0) : undefined;
  const tests = whole.reduce((sum, stage) => sum + (stage.tests ?? 0), 0);
  const share = (ms) => (wallMs > 0 ? `${Math.round((ms / wallMs) * 100)}%` : '—');
  const rows = stages.map((stage) => [
    stage.part ? `  ↳ ${stage.name} *` : stage.name,
    formatDuration(stage.wallMs),
    share(stage.wallMs),
    formatDuration(stage.cpuMs),
    stage.tests === undefined ? '' : String(stage.tests),
    stage.note ?? '',
  ]);
  rows.push(['total', formatDuration(wallMs), '100%', formatDuration(cpuMs), String(tests), '']);
  const stageRows = markdownTable(
    ['stage', 'wall', 'share', 'CPU (user+sys)', 'tests', 'note'],
    ['left', 'right', 'right', 'right', 'right', 'left'],
    rows,
  );
  const fileRows = markdownTable(
    ['test file', 'stage', 'time', 'tests'],
    ['left', 'left', 'right', 'right'],
    slowest.map((file) => [
      `${file.durationMs > SLOW_FILE_MS ? '⚠ ' : ''}${file.file}`,
      file.stage,
      formatDuration(file.durationMs),
      String(file.tests),
    ]),
  );
  const over = slowest.filter((file) => file.durationMs > SLOW_FILE_MS).length;
  const load = (value) => value.toFixed(1);
  return [
    '# Where the test run spent its time',
    '',
    `Last run: ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine.cpus} CPUs, ` +
      `load average ${load(machine.loadBefore)} at the start and ${load(machine.loadAfter)} at ` +
      `the end, Node ${machine.node}. Budget: 40 minutes for \`.ci/run\` on a quiet 2-core ` +
      'machine (docs/develop/testing.md).',
    '',
    stageRows,
    '',
    '\\* The vitest projects run in one process: a project’s wall and CPU time are the vitest ' +
      'stage’s, split by its share of the summed file times (each file’s import, set-up and ' +
      'tests, from scripts/vitest-file-times.mjs). CPU time is user+sys of the stage’s processes.',
    '',
    `## The ${slowest.length} slowest test files`,
    '',
    fileRows,
    '',
    over > 0
      ? `⚠ ${over} file${over === 1 ? '' : 's'} over ${SLOW_FILE_MS / 1000} s: split ` +
        `${over === 1 ? 'it' : 'them'} or make ${over === 1 ? 'its' : 'their'} set-up cheaper.`
      : `No test file over ${SLOW_FILE_MS / 1000} s.`,
    '',
  ].join('\n');
}
