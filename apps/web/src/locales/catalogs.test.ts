import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The message catalogs against the code (decision 325), with Lingui's own checks: a message added
// to a component but not to the catalogs (`npm run i18n:extract -w @partline/web` adds it), or left
// without a Bangla translation, fails here — before the build, whose Lingui plugin refuses a
// missing translation too.
const webRoot = join(import.meta.dirname, '../..');
const lingui = join(webRoot, '../../node_modules/.bin/lingui');

/** `lingui check <check>` in the web app: its report, or the thrown failure with its report. */
function check(name: 'sync' | 'missing'): string {
  return execFileSync(process.execPath, [lingui, 'check', name], {
    cwd: webRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the message catalogs', () => {
  it('hold every message of the code, as `lingui extract` would write them', () => {
    expect(check('sync')).toContain('PASS sync');
  });

  it('translate every message into Bangla', () => {
    expect(check('missing')).toContain('PASS missing');
  });
});
