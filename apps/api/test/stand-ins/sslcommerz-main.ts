import { STAND_IN_STORE, startSslcommerzStandIn } from './sslcommerz.js';

/*
 * The SSLCommerz stand-in as a process, for the end-to-end journey: listens on 127.0.0.1:`PORT`
 * (default a free port) with `SSLCOMMERZ_STORE_ID`/`SSLCOMMERZ_STORE_PASSWORD` (default the
 * stand-in's), prints `listening <url>` and stops on SIGINT or SIGTERM. IPNs are POSTed to the
 * `ipn_url` each session names.
 */
const standIn = await startSslcommerzStandIn({
  storeId: process.env.SSLCOMMERZ_STORE_ID ?? STAND_IN_STORE.storeId,
  storePassword: process.env.SSLCOMMERZ_STORE_PASSWORD ?? STAND_IN_STORE.storePassword,
  port: Number(process.env.PORT ?? 0),
});
process.stdout.write(`listening ${standIn.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
