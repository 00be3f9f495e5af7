import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { makeTempDir, useTestApp } from '../../test/helpers/test-app.js';

const t = useTestApp();
const run = promisify(execFile);

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

it("passes Redocly CLI's recommended ruleset with no error", { timeout: 60_000 }, async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const file = join(makeTempDir('partline-openapi-'), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  if (process.env.OPENAPI_DUMP)
    writeFileSync(process.env.OPENAPI_DUMP, JSON.stringify(document, null, 2));
  const { stdout } = await run(
    'npx',
    ['redocly', 'lint', file, '--extends', 'recommended', '--format', 'json'],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  const { problems } = JSON.parse(stdout) as { problems: Problem[] };
  const errors = problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
  expect(errors).toEqual([]);
});
