// `npm run dev`: the API in watch mode on PORT (3000) and the Vite dev server (5173) proxying to it.
import './require-node.mjs';
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  ['api', ['run', 'dev', '-w', '@partline/api']],
  ['web', ['run', 'dev', '-w', '@partline/web']],
].map(([name, args]) => {
  const child = spawn(npm, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown();
  });
  return child;
});

function shutdown() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
