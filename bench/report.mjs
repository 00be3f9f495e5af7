// The Markdown record of one `npm run bench` run, written to bench/results/ beside the JSON the
// run leaves: what a reader compares runs by (the machine, its load, the figures against the
// targets) in a file that can be committed as it is. Pure functions: bench/report.test.mjs checks
// them without running the benchmark.

/**
 * The scenario set of a run, as it names its results file: the data set (`demo`, `large` or
 * `export`), then the scenario keys of BENCH_ONLY when some were chosen, e.g. `demo-checkout`.
 * Only lower-case letters, digits and hyphens.
 *
 * @param {{ data: string, only?: string[] }} run `--data` and the keys of BENCH_ONLY
 * @returns {string}
 */
export function scenarioSetOf({ data, only = [] }) {
  return [data, ...only]
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .filter(Boolean)
    .join('-');
}

/**
 * `<YYYY-MM-DD>-<scenario set>.md`, dated by the UTC day the run started: a later run of the same
 * set on the same day replaces the file.
 *
 * @param {string} startedAt when the run started, an ISO 8601 instant (`Date#toISOString`)
 * @param {string} scenarioSet see {@link scenarioSetOf}
 * @returns {string}
 */
export function resultsFileName(startedAt, scenarioSet) {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(startedAt)?.[0];
  if (!day) throw new Error(`not an ISO 8601 instant: ${startedAt}`);
  return `${day}-${scenarioSet}.md`;
}

/** A cell's text as Markdown table content: one line, `|` escaped. */
function cell(value) {
  return String(value ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');
}

/**
 * A Markdown table laid out as prettier lays it out (cells padded to their column's width), so
 * that `npm run format:check` accepts a results file as it is written.
 *
 * @param {{ header: string[], rows: string[][], align?: ('left' | 'right')[] }} table `align`
 *   per column: by default the first column left, the others (figures) right
 * @returns {string} the table's lines, without a trailing newline
 */
export function markdownTable({ header, rows, align = [] }) {
  const right = header.map((_, i) => (align[i] ?? (i === 0 ? 'left' : 'right')) === 'right');
  const cells = [header, ...rows].map((row) => header.map((_, i) => cell(row[i])));
  const widths = header.map((_, i) => Math.max(3, ...cells.map((row) => [...row[i]].length)));
  const pad = (text, i) => {
    const gap = ' '.repeat(widths[i] - [...text].length);
    return right[i] ? gap + text : text + gap;
  };
  const line = (row) => `| ${row.map(pad).join(' | ')} |`;
  const rule = `| ${widths.map((width, i) => (right[i] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

/** `1.23 / 0.98 / 0.5` of the 1, 5 and 15 minute load averages. */
function loadAverage(values) {
  return values.map((value) => String(Math.round(value * 100) / 100)).join(' / ');
}

/**
 * One run's results file.
 *
 * @param {object} report
 * @param {string} report.title what was measured, e.g. `API benchmark`
 * @param {string} report.command the command that ran, shown as the way to repeat it
 * @param {{ cpuModel: string, cpuCount: number, totalMemoryGb: number, loadAverage: number[],
 *   loadAverageAtEnd?: number[], node: string, platform: string, date: string }} report.machine
 *   the machine at the start (bench/run.mjs `machine()`); `date` an ISO 8601 instant
 * @param {string[]} report.databases each database measured, e.g. `PGlite (embedded)`
 * @param {string} [report.commit] the commit measured
 * @param {string[]} [report.settings] one line each, e.g. `100 connections`
 * @param {{ heading: string, header: string[], rows: string[][], lines?: string[] }[]} report.tables
 *   the printed tables, each with lines of text under it
 * @param {{ what: string, target: string, figure: string, met: boolean }[]} report.checks every
 *   target checked, met or not
 * @param {string[]} [report.notes] errors where no target applies
 * @returns {string} Markdown, ending with a newline
 */
export function renderResults(report) {
  const { machine } = report;
  const date = new Date(machine.date);
  const when = `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
  const missed = report.checks.filter((check) => !check.met);
  const out = [
    `# ${report.title}, ${when}`,
    '',
    '```sh',
    report.command,
    '```',
    '',
    `- Date and time: ${when} (start of the run)`,
    `- Machine: ${machine.cpuCount} × ${machine.cpuModel}, ${machine.totalMemoryGb} GB RAM, ${machine.platform}`,
    `- Load average (1, 5, 15 min): ${loadAverage(machine.loadAverage)} at the start` +
      (machine.loadAverageAtEnd ? `, ${loadAverage(machine.loadAverageAtEnd)} at the end` : ''),
    `- Node: ${machine.node}`,
    `- Database: ${report.databases.join(', ')}`,
    ...(report.commit ? [`- Commit: ${report.commit}`] : []),
    ...(report.settings ?? []).map((setting) => `- ${setting}`),
    '',
  ];
  for (const table of report.tables) {
    out.push(`## ${table.heading}`, '', markdownTable(table), '');
    if (table.lines?.length) out.push(...table.lines.map((line) => `- ${line}`), '');
  }
  out.push(
    '## Targets',
    '',
    report.checks.length === 0
      ? 'No target applies to the scenarios of this run.'
      : missed.length === 0
        ? `Every target met (${report.checks.length} checked).`
        : `${missed.length} of ${report.checks.length} targets missed.`,
    '',
  );
  if (report.checks.length > 0) {
    out.push(
      markdownTable({
        header: ['scenario', 'target', 'figure', 'result'],
        align: ['left', 'left', 'left', 'left'],
        rows: report.checks.map((check) => [
          check.what,
          check.target,
          check.figure,
          check.met ? 'met' : '**missed**',
        ]),
      }),
      '',
    );
  }
  if (report.notes?.length) {
    out.push('Errors where no target applies:', '', ...report.notes.map((note) => `- ${note}`), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** `12.3` for a figure, `` for none. */
function figure(value, digits) {
  return Number.isFinite(value) ? value.toFixed(digits) : '';
}

/**
 * The table of one mixed-load run (decision 336): a row per request type, its figures in the
 * reads alone (readers only; the buyers' requests have none) and under the full mix, and the
 * ratios of the two that the targets bound.
 *
 * @param {object} run
 * @param {string} run.heading e.g. `PostgreSQL, demo data set`
 * @param {{ key: string, name: string }[]} run.reads the readers' request types, in order
 * @param {{ key: string, name: string }[]} run.writes the buyers' request types, in order
 * @param {{ types: Record<string, { requestsPerSecond: number, latencyP50: number,
 *   latencyP99: number, errors: number, non2xx: number }>, cpuMsByType: Record<string, number> }}
 *   run.readsAlone the reads alone: per type its figures and CPU ms per request
 * @param {typeof run.readsAlone} run.full the full mix, likewise
 * @param {string[]} [run.lines] lines under the table (phase totals, caches, invariants)
 * @returns {{ heading: string, header: string[], rows: string[][], lines: string[] }}
 */
export function mixTable(run) {
  const cells = (type, cpu) =>
    type
      ? [
          // Under 10 a second (the buyers' steps on a busy machine) with a decimal.
          figure(type.requestsPerSecond, type.requestsPerSecond < 10 ? 1 : 0),
          figure(type.latencyP50, 1),
          figure(type.latencyP99, 1),
          String(type.errors + type.non2xx),
          figure(cpu, 3),
        ]
      : ['', '', '', '', ''];
  const ratio = (full, alone, digits) =>
    full && alone && alone > 0 ? `${(full / alone).toFixed(digits)}` : '';
  const rows = [...run.reads, ...run.writes].map(({ key, name }) => {
    const alone = run.readsAlone.types[key];
    const full = run.full.types[key];
    return [
      name,
      ...cells(alone, run.readsAlone.cpuMsByType[key]),
      ...cells(full, run.full.cpuMsByType[key]),
      ratio(full?.requestsPerSecond, alone?.requestsPerSecond, 2),
      ratio(full?.latencyP99, alone ? Math.max(alone.latencyP99, 1) : undefined, 1),
    ];
  });
  return {
    heading: run.heading,
    header: [
      'request',
      'alone req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'CPU ms/req',
      'mix req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'CPU ms/req',
      'req/s ×',
      'p99 ×',
    ],
    rows,
    lines: run.lines ?? [],
  };
}
