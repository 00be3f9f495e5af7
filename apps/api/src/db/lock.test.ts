import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../test/helpers/test-app.js';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './lock.js';

const tempDataDir = useTempDirs('partline-lock-');

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('acquireDataDirLock', () => {
  it('writes pid, hostname and start time, and removes the file on release', () => {
    const dataDir = tempDataDir();
    const lock = acquireDataDirLock(dataDir);
    const owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(Date.parse(owner.startedAt)).not.toBeNaN();
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    lock.release();
  });

  it('refuses while a live process holds the lock, naming it', () => {
    const dataDir = tempDataDir();
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(
        `DATA_DIR ${dataDir} is in use by process ${process.pid}`,
      );
    } finally {
      lock.release();
    }
    acquireDataDirLock(dataDir).release();
  });

  it('takes over a stale lock left by a dead process on this host, with a warning', () => {
    const dataDir = tempDataDir();
    const pid = deadPid();
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid, hostname: hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const warnings: string[] = [];
    const lock = acquireDataDirLock(dataDir, {
      warn: (_object, message) => warnings.push(String(message)),
    });
    try {
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      expect(warnings).toEqual([expect.stringContaining(`stale lock`)]);
      expect(warnings[0]).toContain(String(pid));
    } finally {
      lock.release();
    }
  });

  it('takes over an old, unreadable lock file', () => {
    const dataDir = tempDataDir();
    const path = join(dataDir, LOCK_FILE);
    writeFileSync(path, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(path, old, old);
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('does not take over a lock held on another host', () => {
    const dataDir = tempDataDir();
    writeFileSync(
      join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: deadPid(), hostname: 'other-host', startedAt: '2026-01-01T00:00:00Z' }),
    );
    expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by process \d+ on other-host/);
  });
});
