// The API projects run file after file in one worker without fresh modules (`isolate: false`,
// apps/api/vitest.api-suite.ts, decision 297). A file that replaces a module, the clock or the
// environment for its tests would change them for the files after it in that worker: it is
// refused here. Spies made with vi.spyOn are restored after each test by the projects'
// `restoreMocks`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = join(root, 'apps/api');

/** What a test file must not do when the next file in its worker shares its modules. */
const SHARED_STATE_CHANGES = [
  { what: 'replaces a module', pattern: /\bvi\s*\.\s*(?:mock|doMock)\s*\(/ },
  {
    what: 'fakes the clock without giving it back after each test',
    pattern: /\bvi\s*\.\s*useFakeTimers\s*\(/,
    // Moving the clock is how a test crosses a fiscal year or a month (decision 306): allowed
    // when the file's own afterEach gives the real clock back, so the next file never sees it.
    unless: /\bafterEach\s*\(\s*\(\)\s*=>\s*\{?\s*vi\s*\.\s*useRealTimers\s*\(\s*\)/,
  },
  { what: 'stubs an environment variable', pattern: /\bvi\s*\.\s*stubEnv\s*\(/ },
  { what: 'sets an environment variable', pattern: /\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]/ },
  { what: 'deletes an environment variable', pattern: /\bdelete\s+process\.env\b/ },
];

/** The files of the API projects: `src` and `test`, the resilience suite aside (own project). */
function apiSuiteFiles(dir = api) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || path === join(api, 'test/resilience')) return [];
      return apiSuiteFiles(path);
    }
    return /\.test\.ts$/.test(entry.name) || dir.includes(`${api}/test/`) ? [path] : [];
  });
}

describe('API test files share their worker’s modules', () => {
  const files = apiSuiteFiles().filter((file) => /\.ts$/.test(file));

  it('finds the API suite’s files', () => {
    expect(files.filter((file) => file.endsWith('.test.ts')).length).toBeGreaterThan(50);
  });

  it('no test file or test helper replaces a module, the clock or the environment', () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return SHARED_STATE_CHANGES.filter(
        ({ pattern, unless }) => pattern.test(text) && !unless?.test(text),
      ).map(({ what }) => `${relative(root, file)} ${what}`);
    });
    expect(found).toEqual([]);
  });

  it('refuses each of those changes', () => {
    const refused = (code) =>
      SHARED_STATE_CHANGES.some(({ pattern, unless }) => pattern.test(code) && !unless?.test(code));
    expect(refused("vi.mock('../../src/config/env.js')")).toBe(true);
    expect(refused('vi.doMock("sharp", () => ({}))')).toBe(true);
    expect(refused('vi.useFakeTimers()')).toBe(true);
    expect(refused('afterEach(() => { vi.useRealTimers(); });\nvi.useFakeTimers()')).toBe(false);
    expect(refused("vi.stubEnv('NODE_ENV', 'production')")).toBe(true);
    expect(refused("process.env.DATABASE_URL = 'x'")).toBe(true);
    expect(refused("process.env['TZ'] = 'UTC'")).toBe(true);
    expect(refused('delete process.env.TZ')).toBe(true);
    expect(refused("if (process.env.TEST_DB === 'postgres')")).toBe(false);
    expect(refused("vi.spyOn(globalThis, 'fetch')")).toBe(false);
  });
});
