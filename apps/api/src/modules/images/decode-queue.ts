import { ServiceUnavailableError } from '../../errors.js';

/**
 * A small first-come, first-served queue that runs at most `slots` tasks at once and lets at most
 * `maxWaiting` more wait for a slot (decision 085). Image decodes go through one, so memory grows
 * with the number of slots, not with the number of uploads in flight.
 */
export class DecodeQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  /**
   * @param slots tasks run at once (≥ 1).
   * @param maxWaiting tasks that may wait for a slot; one more is refused.
   * @param busyMessage the refusal's message.
   */
  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
    private readonly busyMessage: string,
  ) {}

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `task` once a slot is free and answers what it answers (or throws what it throws).
   * @throws ServiceUnavailableError (503) when `maxWaiting` tasks are already waiting.
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ServiceUnavailableError(this.busyMessage);
      }
      // The slot is handed over by the task that ends (see below): `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
