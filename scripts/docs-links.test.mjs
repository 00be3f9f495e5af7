import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  brokenLinks,
  linksOf,
  projectOf,
  shCommands,
  slugify,
  unknownCommands,
} from './docs-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Markdown files of the repository: tracked, or new and not ignored (a walk outside git). */
function listMarkdown() {
  try {
    return execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    )
      .split('\0')
      .filter(Boolean);
  } catch {
    const skip = new Set(['node_modules', '.git', 'dist', 'artifacts', 'data']);
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .filter((file) => !file.split(sep).some((part) => skip.has(part)));
  }
}

const markdownFiles = listMarkdown();

/** The pages whose `sh` blocks a reader copies: the README and docs/. */
const commandPages = markdownFiles.filter(
  (file) => file === 'README.md' || file.startsWith('docs/'),
);

describe('the repository documentation (decision 298)', () => {
  it('finds the Markdown files', () => {
    expect(markdownFiles).toContain('README.md');
  });

  it('has no relative link or #anchor that does not resolve', () => {
    expect(markdownFiles.flatMap((file) => brokenLinks(root, file))).toEqual([]);
  });

  it('lists every decision record in the decisions index', () => {
    const index = readFileSync(join(root, 'docs/decisions/README.md'), 'utf8');
    const listed = new Set(linksOf(index).map((link) => link.target));
    const records = markdownFiles
      .filter((file) => /^docs\/decisions\/\d{3}-/.test(file))
      .map((file) => file.slice('docs/decisions/'.length));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((record) => !listed.has(record))).toEqual([]);
  });

  it('shows in sh blocks only commands the project has', () => {
    const project = projectOf(root);
    expect(commandPages.flatMap((file) => unknownCommands(root, file, project))).toEqual([]);
  });
});

/** A throwaway repository with `files` (path → text) and a package.json with `scripts`. */
function sampleRepo(files, scripts = { test: 'x', build: 'x' }) {
  const dir = mkdtempSync(join(tmpdir(), 'partline-docs-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the documentation checker', () => {
  it("makes GitHub's anchors of headings", () => {
    expect(slugify('How do I pay by card?')).toBe('how-do-i-pay-by-card');
    expect(slugify('The auth surface under `/api/auth`')).toBe('the-auth-surface-under-apiauth');
    expect(slugify('Which routes place orders? (tags `cart`, `orders`)')).toBe(
      'which-routes-place-orders-tags-cart-orders',
    );
    expect(slugify('`API_KEY_RATE_LIMIT_MAX` and _emphasis_')).toBe(
      'api_key_rate_limit_max-and-emphasis',
    );
    expect(slugify('The back-office at 1280 × 390 px')).toBe('the-back-office-at-1280--390-px');
    expect([...anchorsOf('# A\n\n## Notes\n\n## Notes\n\n```\n# not a heading\n```\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });

  it('reads links outside code only', () => {
    const links = linksOf(
      '[a](x.md) and `[b](y.md)`\n\n```md\n[c](z.md)\n```\n![d](e.png "t")\n[ref]: f.md\n',
    ).map((link) => link.target);
    expect(links).toEqual(['x.md', 'e.png', 'f.md']);
  });

  it('names a missing file, a missing anchor and a missing anchor of the same page', () => {
    const dir = sampleRepo({
      'README.md':
        '# Top\n\n[ok](docs/a.md#how-do-i-start) [gone](docs/b.md) [bad](docs/a.md#nowhere)\n' +
        '[self](#top) [self bad](#bottom) [web](https://example.com/x.md#y) [dir](docs)\n',
      'docs/a.md': '# A\n\n## How do I start?\n',
    });
    expect(brokenLinks(dir, 'README.md')).toEqual([
      'README.md:3: docs/b.md — no such file docs/b.md',
      'README.md:3: docs/a.md#nowhere — no heading #nowhere in docs/a.md',
      'README.md:4: #bottom — no heading #bottom in README.md',
    ]);
  });

  it('joins continued lines of sh blocks and drops comments', () => {
    expect(
      shCommands('```sh\nA=1 B=2 \\\n  npm run build # builds\n```\n```js\nnpm run nope\n```\n'),
    ).toEqual(['A=1 B=2    npm run build']);
  });

  it('names commands the project does not have', () => {
    const dir = sampleRepo({
      'docs/run.md':
        '```sh\nnpm ci && npm test\nFOO=1 npm run build -- --flag\nnpm run deploy\n' +
        'npm start\nnpx not-installed\nnode scripts/missing.mjs\nwget https://example.com\n' +
        'pg_dump "$DATABASE_URL" | tar -czf x\n```\n',
    });
    expect(unknownCommands(dir, 'docs/run.md')).toEqual([
      'docs/run.md: npm run deploy — package.json has no script "deploy"',
      'docs/run.md: npm start — package.json has no "start" script',
      'docs/run.md: npx not-installed — npx not-installed: no such installed bin',
      'docs/run.md: node scripts/missing.mjs — node scripts/missing.mjs: no such file',
      'docs/run.md: wget https://example.com — wget is not a command of the project',
    ]);
  });
});
