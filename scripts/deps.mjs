// `npm run deps`: what is outdated in every workspace, for the next upgrade. Packages that stay
// behind on purpose, and why, are listed in docs/decisions/074-runtime-and-pinned-dependencies.md.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const root = new URL('..', import.meta.url).pathname;
// `npm outdated` exits 1 when something is outdated; that is its answer, not a failure.
const result = spawnSync(npm, ['outdated', '--long'], {
  cwd: root,
  stdio: 'inherit',
});
if (result.status === 0) console.log('Every dependency is at its latest release.');
else console.log('\nHeld back on purpose: docs/decisions/074-runtime-and-pinned-dependencies.md');
process.exit(result.status !== null && result.status <= 1 ? 0 : 1);
