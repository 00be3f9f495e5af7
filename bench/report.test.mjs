import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  markdownTable,
  mixTable,
  renderResults,
  resultsFileName,
  scenarioSetOf,
} from './report.mjs';

const prettierConfig = JSON.parse(
  readFileSync(fileURLToPath(new URL('../.prettierrc.json', import.meta.url)), 'utf8'),
);

/** A run as bench/run.mjs hands it over: a PGlite and a PostgreSQL table, one target missed. */
const sample = {
  title: 'API benchmark',
  command: 'BENCH_DATABASE_URL=postgres://… npm run bench',
  machine: {
    cpuModel: 'AMD EPYC 7B13',
    cpuCount: 2,
    totalMemoryGb: 23.5,
    loadAverage: [1.234, 0.5, 0.25],
    loadAverageAtEnd: [3.5, 1.75, 0.8],
    node: 'v24.21.0',
    platform: 'Linux 6.8.0 x64',
    date: '2026-11-28T15:42:07.123Z',
  },
  databases: ['PGlite 0.3.14 (embedded)', "PostgreSQL 15.14 (BENCH_DATABASE_URL's server)"],
  commit: '98ca194 Ordering guide: the tier prices are shown in the cart (with changes)',
  settings: ['100 connections, 10 s per scenario after 3 s of warm-up'],
  tables: [
    {
      heading: 'PGlite: max server RSS 254 MB',
      header: ['scenario', 'req/s', 'p99 ms', '× ceiling', 'orders'],
      rows: [
        ['ceiling', '17742', '14', '1.00', ''],
        ['GET /api/products/{id}', '16088', '14', '0.91', ''],
        ['POST /api/orders', '415', '3705', '0.02', '3743 rows / 3743 2xx'],
      ],
    },
    {
      heading: 'PostgreSQL: max server RSS 232 MB',
      header: ['scenario', 'req/s', 'p99 ms', '× ceiling', 'orders'],
      rows: [['GET /api/products', '15745', '16', '0.75', '']],
      lines: ['the ceiling varies between its two runs'],
    },
  ],
  checks: [
    {
      what: 'GET /api/products on pglite',
      target: '≥ 0.7 of the ceiling',
      figure: '0.67 of the ceiling',
      met: false,
    },
    {
      what: 'GET /api/products on postgres',
      target: 'p99 ≤ 20 ms',
      figure: 'p99 16 ms',
      met: true,
    },
  ],
  notes: ['GET /api/orders/{email} (50 orders) on pglite: 28 errors (28 timeouts), 0 non-2xx'],
};

describe('the results file of npm run bench', () => {
  it('is named by the UTC day the run started and its scenario set', () => {
    expect(resultsFileName('2026-11-28T23:59:59.000Z', scenarioSetOf({ data: 'demo' }))).toBe(
      '2026-11-28-demo.md',
    );
    expect(scenarioSetOf({ data: 'demo', only: ['ceiling', 'my-orders'] })).toBe(
      'demo-ceiling-my-orders',
    );
    expect(scenarioSetOf({ data: 'large', only: ['Search Text', '../x'] })).toBe(
      'large-search-text-x',
    );
    expect(scenarioSetOf({ data: 'export' })).toBe('export');
    expect(() => resultsFileName('yesterday', 'demo')).toThrow(/ISO 8601/);
  });

  it('names the machine, its load at the start, Node, the databases, the date and the commit', () => {
    const text = renderResults(sample);
    expect(text.split('\n').slice(0, 16)).toEqual([
      '# API benchmark, 2026-11-28 15:42 UTC',
      '',
      '```sh',
      'BENCH_DATABASE_URL=postgres://… npm run bench',
      '```',
      '',
      '- Date and time: 2026-11-28 15:42 UTC (start of the run)',
      '- Machine: 2 × AMD EPYC 7B13, 23.5 GB RAM, Linux 6.8.0 x64',
      '- Load average (1, 5, 15 min): 1.23 / 0.5 / 0.25 at the start, 3.5 / 1.75 / 0.8 at the end',
      '- Node: v24.21.0',
      "- Database: PGlite 0.3.14 (embedded), PostgreSQL 15.14 (BENCH_DATABASE_URL's server)",
      '- Commit: 98ca194 Ordering guide: the tier prices are shown in the cart (with changes)',
      '- 100 connections, 10 s per scenario after 3 s of warm-up',
      '',
      '## PGlite: max server RSS 254 MB',
      '',
    ]);
  });

  it('holds the printed figures and every target with its figure, the missed ones marked', () => {
    const text = renderResults(sample);
    expect(text).toContain(
      [
        '| scenario               | req/s | p99 ms | × ceiling |               orders |',
        '| ---------------------- | ----: | -----: | --------: | -------------------: |',
        '| ceiling                | 17742 |     14 |      1.00 |                      |',
        '| GET /api/products/{id} | 16088 |     14 |      0.91 |                      |',
        '| POST /api/orders       |   415 |   3705 |      0.02 | 3743 rows / 3743 2xx |',
      ].join('\n'),
    );
    expect(text).toContain('- the ceiling varies between its two runs');
    expect(text).toContain('1 of 2 targets missed.');
    expect(text).toContain(
      '| GET /api/products on pglite   | ≥ 0.7 of the ceiling | 0.67 of the ceiling | **missed** |',
    );
    expect(text).toContain(
      '| GET /api/products on postgres | p99 ≤ 20 ms          | p99 16 ms           | met        |',
    );
    expect(text).toContain('- GET /api/orders/{email} (50 orders) on pglite: 28 errors');
    expect(renderResults({ ...sample, checks: sample.checks.slice(1) })).toContain(
      'Every target met (1 checked).',
    );
  });

  it('is Markdown that prettier leaves as it is (format:check passes on a committed result)', async () => {
    const text = renderResults(sample);
    expect(await format(text, { ...prettierConfig, parser: 'markdown' })).toBe(text);
    const awkward = markdownTable({
      header: ['scenario', 'figure'],
      rows: [
        ['a | b', 'two\nlines'],
        ['search "memory", in stock, by price', '1'],
      ],
    });
    expect(awkward).toContain('| a \\| b ');
    expect(awkward).toContain('| two lines |');
    expect(await format(`${awkward}\n`, { ...prettierConfig, parser: 'markdown' })).toBe(
      `${awkward}\n`,
    );
  });
});

describe('the table of the mixed load', () => {
  const figures = (requestsPerSecond, latencyP99, failed = 0) => ({
    requestsPerSecond,
    latencyP50: 4,
    latencyP99,
    errors: 0,
    non2xx: failed,
  });
  const run = {
    heading: 'PostgreSQL, demo data set',
    reads: [
      { key: 'catalog', name: 'catalog page 1' },
      { key: 'audit-log', name: 'audit log page 1' },
    ],
    writes: [
      { key: 'checkout-card', name: 'checkout, card' },
      { key: 'checkout-account', name: 'checkout, on account' },
    ],
    readsAlone: {
      types: { catalog: figures(1000, 20), 'audit-log': figures(50, 0.4) },
      cpuMsByType: { catalog: 0.5, 'audit-log': 1.25 },
    },
    full: {
      types: {
        catalog: figures(400, 90),
        'audit-log': figures(45, 2, 1),
        'checkout-card': figures(120.4, 300),
        'checkout-account': figures(0.44, 900),
      },
      cpuMsByType: { catalog: 0.75, 'audit-log': 1.5, 'checkout-card': 6 },
    },
    lines: ['Full mix: 4000 requests'],
  };

  it('sets each read under the full mix beside the reads alone, with their ratios', () => {
    const table = mixTable(run);
    expect(table.header).toEqual([
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
    ]);
    expect(table.rows).toEqual([
      [
        'catalog page 1',
        '1000',
        '4.0',
        '20.0',
        '0',
        '0.500',
        '400',
        '4.0',
        '90.0',
        '0',
        '0.750',
        '0.40',
        '4.5',
      ],
      // A p99 under 1 ms counts as 1 ms in the ratio: no ratio of two rounding errors.
      [
        'audit log page 1',
        '50',
        '4.0',
        '0.4',
        '0',
        '1.250',
        '45',
        '4.0',
        '2.0',
        '1',
        '1.500',
        '0.90',
        '2.0',
      ],
      // The buyers' requests run in the full mix only: no reads-alone figures, no ratios.
      ['checkout, card', '', '', '', '', '', '120', '4.0', '300.0', '0', '6.000', '', ''],
      // Under 10 a second with a decimal; no CPU figure where none was given.
      ['checkout, on account', '', '', '', '', '', '0.4', '4.0', '900.0', '0', '', '', ''],
    ]);
    expect(table.lines).toEqual(['Full mix: 4000 requests']);
  });

  it('renders as Markdown that prettier leaves as it is', async () => {
    const text = renderResults({ ...sample, tables: [mixTable(run)], checks: [], notes: [] });
    expect(text).toContain('## PostgreSQL, demo data set');
    expect(text).toContain('- Full mix: 4000 requests');
    expect(await format(text, { ...prettierConfig, parser: 'markdown' })).toBe(text);
  });
});
