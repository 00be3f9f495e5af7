// `npm start`: builds what is missing or stale, then serves the shop from one process.
import './require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { staleTargets } from './build-state.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-args.mjs';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const target of staleTargets()) {
  console.log(`[start] building ${target}…`);
  const build = spawnSync(npm, ['run', 'build', '-w', `@partline/${target}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'apps/api/dist/server.js'], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
});
// The server handles SIGTERM/SIGINT itself (graceful shutdown); pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
