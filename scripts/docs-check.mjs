// The documentation's checks (decision 298): every relative link and #anchor of a Markdown file
// resolves, and every command of an `sh` block is one the project has. Pure functions over text;
// scripts/docs-links.test.mjs runs them on every tracked Markdown file and on bad samples.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Tools outside the project that the docs may show in `sh` blocks (operators' own tools). */
export const EXTERNAL_COMMANDS = new Set(['export', 'tar', 'mv', 'pg_dump', 'pg_restore', 'curl']);

/** npm subcommands that need no script of their own. */
const NPM_BUILTINS = new Set(['ci', 'install', 'i']);

/**
 * The Markdown split into lines, each marked whether it lies inside a fenced code block, with
 * the fence's info string for the block's lines.
 * @returns `{ text, fenced, lang }` per line; fence lines themselves count as fenced.
 */
export function markLines(markdown) {
  const lines = markdown.split(/\r?\n/);
  let fence = null;
  let lang = '';
  return lines.map((text) => {
    const match = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/.exec(text);
    if (fence === null && match) {
      fence = match[1];
      lang = match[2].toLowerCase();
      return { text, fenced: true, lang, fenceLine: true };
    }
    if (fence !== null) {
      const closes = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(text);
      const line = { text, fenced: true, lang, fenceLine: closes };
      if (closes) fence = null;
      return line;
    }
    return { text, fenced: false, lang: '' };
  });
}

/** Inline code spans replaced by spaces of the same length (links inside them are not links). */
const withoutCodeSpans = (text) => text.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));

/**
 * GitHub's anchor of a heading's text (github-slugger): inline markup dropped, lower case,
 * punctuation removed, spaces to hyphens.
 */
export function slugify(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (numbered when repeated) and HTML ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of markLines(markdown)) {
    if (line.fenced) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line.text);
    if (heading) {
      const base = slugify(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const html of line.text.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(html[1]);
  }
  return anchors;
}

/** Every link target of a Markdown file outside code: inline links, images and definitions. */
export function linksOf(markdown) {
  const links = [];
  markLines(markdown).forEach((line, index) => {
    if (line.fenced) return;
    const text = withoutCodeSpans(line.text);
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: match[1], line: index + 1 });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(text);
    if (definition) links.push({ target: definition[1], line: index + 1 });
  });
  return links;
}

const isExternal = (target) => /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');

/**
 * The links of `file` (a path under `root`) that do not resolve: a missing file or directory,
 * or an `#anchor` that the target Markdown file (or this one) does not have.
 * @returns one message per broken link, `file:line: target — why`.
 */
export function brokenLinks(root, file) {
  const absolute = join(root, file);
  const markdown = readFileSync(absolute, 'utf8');
  const problems = [];
  for (const { target, line } of linksOf(markdown)) {
    if (isExternal(target)) continue;
    const [pathPart, anchor] = target.split('#', 2);
    let path = absolute;
    if (pathPart) {
      const decoded = decodeURI(pathPart);
      path = decoded.startsWith('/') ? join(root, decoded) : resolve(dirname(absolute), decoded);
      if (!existsSync(path)) {
        problems.push(`${file}:${line}: ${target} — no such file ${relative(root, path)}`);
        continue;
      }
    }
    if (anchor === undefined || !path.endsWith('.md') || statSync(path).isDirectory()) continue;
    if (!anchorsOf(readFileSync(path, 'utf8')).has(decodeURIComponent(anchor))) {
      problems.push(
        `${file}:${line}: ${target} — no heading #${anchor} in ${relative(root, path)}`,
      );
    }
  }
  return problems;
}

/** The commands of a Markdown file's `sh` blocks: continued lines joined, comments dropped. */
export function shCommands(markdown) {
  const commands = [];
  let pending = '';
  for (const line of markLines(markdown)) {
    if (!line.fenced || line.fenceLine || !['sh', 'bash', 'shell'].includes(line.lang)) continue;
    const text = line.text.replace(/(^|\s)#.*$/, '').trimEnd();
    if (text.endsWith('\\')) {
      pending += `${text.slice(0, -1)} `;
      continue;
    }
    const command = (pending + text).trim();
    pending = '';
    if (command) commands.push(command);
  }
  return commands;
}

/** The simple commands of a command line: split at `&&`, `||`, `;` and `|`, env assignments dropped. */
export function simpleCommands(commandLine) {
  return commandLine
    .split(/&&|\|\||;|\|/)
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .map((words) => {
      let i = 0;
      while (i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i])) i += 1;
      return words.slice(i);
    })
    .filter((words) => words.length > 0);
}

/**
 * What the project offers to the docs' commands: the npm scripts of the root and of each
 * workspace, the installed bins, and the files of the repository.
 */
export function projectOf(root) {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const workspaces = new Map();
  for (const folder of rootPackage.workspaces ?? []) {
    const pkg = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    const scripts = new Set(Object.keys(pkg.scripts ?? {}));
    workspaces.set(pkg.name, scripts);
    workspaces.set(folder, scripts);
  }
  return {
    scripts: new Set(Object.keys(rootPackage.scripts ?? {})),
    workspaces,
    hasBin: (name) => existsSync(join(root, 'node_modules', '.bin', name)),
    hasFile: (path) => existsSync(join(root, path)),
  };
}

/**
 * Why a simple command (its words) is not one the project has, or null when it is: `npm run X`
 * of an existing script (of the workspace given with `-w`), `npm test`, `npm start`, `npm ci`,
 * `npm install`, `npx <installed bin>`, `node <existing file>`, or an {@link EXTERNAL_COMMANDS}.
 */
export function unknownCommand(words, project) {
  const [program, ...args] = words;
  if (program === 'npm') {
    const positional = [];
    let workspace = null;
    for (let i = 0; i < args.length; i += 1) {
      if (args[i] === '--') break;
      if (args[i] === '-w' || args[i] === '--workspace') workspace = args[(i += 1)];
      else if (args[i].startsWith('--workspace=')) workspace = args[i].split('=')[1];
      else if (args[i] === '--prefix') i += 1;
      else if (!args[i].startsWith('-')) positional.push(args[i]);
    }
    const [sub, script] = positional;
    if (NPM_BUILTINS.has(sub)) return null;
    const scripts = workspace ? project.workspaces.get(workspace) : project.scripts;
    if (!scripts) return `npm workspace ${workspace} does not exist`;
    if (sub === 'test' || sub === 'start') {
      return scripts.has(sub) ? null : `package.json has no "${sub}" script`;
    }
    if (sub === 'run' || sub === 'run-script') {
      return scripts.has(script) ? null : `package.json has no script "${script}"`;
    }
    return `npm ${sub} is not a command the docs may show`;
  }
  if (program === 'npx') {
    const bin = args.find((arg) => !arg.startsWith('-'));
    return bin && project.hasBin(bin) ? null : `npx ${bin}: no such installed bin`;
  }
  if (program === 'node') {
    const file = args.find((arg) => !arg.startsWith('-'));
    return file && project.hasFile(file) ? null : `node ${file}: no such file`;
  }
  return EXTERNAL_COMMANDS.has(program) ? null : `${program} is not a command of the project`;
}

/**
 * The commands of `file`'s `sh` blocks that the project does not have.
 * @returns one message per unknown command, `file: command — why`.
 */
export function unknownCommands(root, file, project = projectOf(root)) {
  const problems = [];
  for (const commandLine of shCommands(readFileSync(join(root, file), 'utf8'))) {
    for (const words of simpleCommands(commandLine)) {
      const why = unknownCommand(words, project);
      if (why) problems.push(`${file}: ${words.join(' ')} — ${why}`);
    }
  }
  return problems;
}
