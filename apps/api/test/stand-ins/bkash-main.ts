import { startBkashStandIn } from './bkash.js';

/*
 * The bKash stand-in as a process (end-to-end runs, trying the checkout by hand): listens on
 * `PORT` (default a free one) and prints `listening <BKASH_API_BASE>` once it does; stops on
 * SIGINT or SIGTERM.
 */
const standIn = await startBkashStandIn({ port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${standIn.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
