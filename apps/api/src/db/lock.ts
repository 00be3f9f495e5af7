import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own and a second process on the same directory silently loses
 * writes (DESIGN.md, Data): the embedded mode holds `DATA_DIR/partline.lock` while it runs.
 */

/** Name of the lock file inside `DATA_DIR`. */
export const LOCK_FILE = 'partline.lock';

/** What the lock file holds (JSON). */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** ISO 8601 */
  startedAt: string;
}

/** A held lock. */
export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; calling it again does nothing. */
  release(): void;
}

/** Another live process holds the lock; the message says which and what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.hostname} (started ${owner.startedAt})`
      : 'another process';
    super(
      `DATA_DIR ${dataDir} is in use by ${who}; stop it or use another DATA_DIR.` +
        (owner && owner.hostname !== hostname()
          ? ` If that process is gone, delete ${join(dataDir, LOCK_FILE)}.`
          : ''),
    );
    this.name = 'DataDirLockedError';
  }
}

/** Receives the warning when a stale lock is taken over. */
export interface LockLogger {
  warn(object: unknown, message?: string): void;
}

// A lock file without readable content younger than this may be in the middle of being written.
const FRESH_LOCK_MS = 5000;

/**
 * Takes the exclusive lock on `dataDir` (creating the directory): `partline.lock` is created with
 * `wx` and holds {@link LockOwner}. A lock left by a dead process on this host (checked with
 * `process.kill(pid, 0)`) is taken over with a warning. The lock is also removed when the process
 * exits normally.
 *
 * @throws DataDirLockedError when a live process (or one on another host) holds it.
 */
export function acquireDataDirLock(dataDir: string, logger?: LockLogger): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(path, me)) return holdLock(path);
    const owner = readOwner(path);
    if (owner === 'gone') continue;
    if (!isStale(path, owner)) throw new DataDirLockedError(dataDir, owner ?? undefined);
    if (takeOver(path, owner)) {
      logger?.warn(
        { lock: path, previousOwner: owner },
        `took over a stale lock on DATA_DIR ${dataDir}` +
          (owner ? ` left by process ${owner.pid}, which is no longer running` : ''),
      );
    }
  }
  throw new DataDirLockedError(dataDir, undefined);
}

function tryCreate(path: string, me: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The owner, `null` when the file is unreadable or half-written, `'gone'` when it vanished. */
function readOwner(path: string): LockOwner | null | 'gone' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isInteger(owner.pid) && typeof owner.hostname === 'string') {
      return {
        pid: owner.pid as number,
        hostname: owner.hostname,
        startedAt: String(owner.startedAt ?? 'unknown'),
      };
    }
  } catch {
    // fall through: not JSON
  }
  return null;
}

function isStale(path: string, owner: LockOwner | null): boolean {
  if (owner === null) {
    try {
      return Date.now() - statSync(path).mtimeMs > FRESH_LOCK_MS;
    } catch {
      return true;
    }
  }
  // A process on another machine (shared volume) cannot be checked from here.
  if (owner.hostname !== hostname()) return false;
  if (owner.pid === process.pid) return false;
  return !isAlive(owner.pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale file aside and checks that what moved is the stale lock: if another process
 * took it over in between, its fresh lock is put back and the next attempt sees it.
 */
function takeOver(path: string, stale: LockOwner | null): boolean {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const moved = readOwner(aside);
  const same =
    moved === 'gone' ||
    (stale === null ? moved === null : moved !== null && moved.pid === stale.pid);
  if (!same) {
    try {
      linkSync(aside, path);
    } catch {
      // someone else holds `path` now: the next attempt reads it
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // already gone
  }
  return same;
}

function holdLock(path: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    const owner = readOwner(path);
    if (owner !== 'gone' && owner?.pid === process.pid) {
      try {
        unlinkSync(path);
      } catch {
        // already removed
      }
    }
  };
  process.on('exit', release);
  return { path, release };
}
