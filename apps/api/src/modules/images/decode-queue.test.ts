import { describe, expect, it } from 'vitest';
import { DecodeQueue } from './decode-queue.js';

/** A task that runs until `finish()` is called. */
function blockedTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish: () => finish(),
    started: () => started,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DecodeQueue', () => {
  it('runs at most `slots` tasks at once, the others in the order they came', async () => {
    const queue = new DecodeQueue(2, 10, 'busy');
    const tasks = Array.from({ length: 5 }, blockedTask);
    const results = tasks.map((task) => queue.run(task.run));
    await settle();
    expect(tasks.map((task) => task.started())).toEqual([true, true, false, false, false]);
    expect([queue.active, queue.queued]).toEqual([2, 3]);

    tasks[1]?.finish();
    await settle();
    expect(tasks.map((task) => task.started())).toEqual([true, true, true, false, false]);
    expect([queue.active, queue.queued]).toEqual([2, 2]);

    for (const task of tasks) task.finish();
    expect(await Promise.all(results)).toEqual(Array(5).fill('done'));
    expect([queue.active, queue.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a task that throws', async () => {
    const queue = new DecodeQueue(1, 10, 'busy');
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow(
      'bad image',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
    expect([queue.active, queue.queued]).toEqual([0, 0]);
  });

  it('refuses with 503 once `maxWaiting` tasks wait, and takes tasks again when they have gone', async () => {
    const queue = new DecodeQueue(1, 2, 'The server is busy');
    const tasks = Array.from({ length: 3 }, blockedTask);
    const results = tasks.map((task) => queue.run(task.run));
    await expect(queue.run(async () => 'one too many')).rejects.toMatchObject({
      statusCode: 503,
      code: 'service_unavailable',
      message: 'The server is busy',
    });
    for (const task of tasks) task.finish();
    await Promise.all(results);
    expect(await queue.run(async () => 'room again')).toBe('room again');
  });
});
