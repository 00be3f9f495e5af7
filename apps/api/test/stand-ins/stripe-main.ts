import { startStripeStandIn } from './stripe.js';

/*
 * The Stripe stand-in as a process, for the end-to-end journey: listens on 127.0.0.1:`PORT`
 * (default a free port), prints `listening <url>` and stops on SIGINT or SIGTERM. With
 * `STRIPE_WEBHOOK_URL` and `STRIPE_WEBHOOK_SECRET` it sends the signed `payment_intent.succeeded`
 * there when a payment intent is confirmed.
 */
const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
const standIn = await startStripeStandIn({
  port: Number(process.env.PORT ?? 0),
  ...(webhookUrl && webhookSecret ? { webhook: { url: webhookUrl, secret: webhookSecret } } : {}),
});
process.stdout.write(`listening ${standIn.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
