// Starts a second built app for the Stripe journey (stripe-usd.spec.ts): cards through Stripe's
// API, played by its stand-in (apps/api/test/stand-ins/stripe-main.ts), with test keys, on its own
// empty embedded database, data folder and mail sink. Ports from E2E_PORT: the app +3, the
// stand-in +4, the mail sink +5 (serve.mjs's server has +0 to +2). No demo content: the journey
// adds what it buys.
import { cpSync } from 'node:fs';
import {
  artifactsOf,
  freshRunFolders,
  journeyAdmin,
  root,
  serveBuiltApi,
  startStandIn,
  withoutDatabaseUrl,
} from './serve-support.mjs';

const base = process.env.E2E_PORT ?? '3210';
const port = Number(base) + 3;
const publicUrl = `http://127.0.0.1:${port}`;
const dataDir = await freshRunFolders(`${artifactsOf(base)}stripe/`, port + 2);
// Without the demo content, only the picture the journeys' products name (addProduct in
// tests/fulfilment.ts), in its sizes.
for (const width of [320, 640, 800]) {
  const file = `product-mr5-16-ddr5-${width}w.webp`;
  cpSync(`${root}apps/api/assets/demo/${file}`, `${dataDir}/uploads/demo/${file}`);
}
/** The webhook endpoint's signing secret, shared by the app and the stand-in that signs. */
const webhookSecret = 'whsec_partline_journeys';
const stripeUrl = await startStandIn('stripe', port + 1, {
  STRIPE_WEBHOOK_URL: `${publicUrl}/api/webhooks/stripe`,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
});

serveBuiltApi([process.env.E2E_API_ENTRY ?? 'apps/api/dist/server.js'], {
  ...withoutDatabaseUrl(process.env),
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: publicUrl,
  SEED_DEMO: 'false',
  SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
  ...journeyAdmin,
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_partline_journeys',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_partline_journeys',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: stripeUrl,
});
