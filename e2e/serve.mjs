// Starts the built app for the journeys on a fresh embedded database with the demo content.
import {
  artifactsOf,
  freshRunFolders,
  journeyAdmin,
  serveBuiltApi,
  startStandIn,
  withoutDatabaseUrl,
} from './serve-support.mjs';

const port = process.env.E2E_PORT ?? '3210';
const smtpPort = Number(port) + 1;
const dataDir = await freshRunFolders(artifactsOf(port), smtpPort);
// SSLCommerz's stand-in and its hosted page (decision 312), beside the simulated card.
const sslcommerzUrl = await startStandIn('sslcommerz', Number(port) + 2);

serveBuiltApi([process.env.E2E_API_ENTRY ?? 'apps/api/dist/server.js'], {
  ...withoutDatabaseUrl(process.env),
  PORT: port,
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  ...journeyAdmin,
  // The simulated card stays offered beside SSLCommerz: most journeys pay by card (decision 311).
  PAYMENT_PROVIDER: 'local',
  SSLCOMMERZ_STORE_ID: 'partline_test',
  SSLCOMMERZ_STORE_PASSWORD: 'partline_test@ssl',
  SSLCOMMERZ_API_BASE: sslcommerzUrl,
  // The account buyers pay invoices on account into (decision 304).
  PAYEE_BANK_ACCOUNTS: JSON.stringify([
    {
      bank: 'Dutch-Bangla Bank PLC',
      branch: 'Gulshan',
      accountName: 'Partline Components Ltd.',
      accountNumber: '103.110.0045127',
      routingNumber: '090261726',
      swift: 'DBBLBDDH',
    },
  ]),
});
