// Partline targets Node.js 24 LTS (package.json `engines`, `.nvmrc`). `npm start`, `npm run dev`
// and `npm test` import this first so an older runtime stops with one line instead of failing
// later on a syntax or API it lacks (vitest 5, jsdom, size-limit and react-router need Node 22+).
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `Partline needs Node.js ${REQUIRED_MAJOR} or later (this is ${process.version}): install Node.js ${REQUIRED_MAJOR} LTS, e.g. \`nvm install\` in this folder.`,
  );
  process.exit(1);
}
