import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActionsDone } from './audit/audit-actor.js';
import { noStoreUnlessDeclared } from './cache-control.js';
import type { Config } from './config/env.js';
import { createDatabase, type DatabaseHandle } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { MailWorkerOptions } from './mail/mail-worker.js';
import { mailWorkerPlugin } from './mail/mail-worker.plugin.js';
import { adminOverviewRoutes } from './modules/admin-overview/admin-overview.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { addressBookRoutes } from './modules/address-book/address-book.routes.js';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { webhookWorkerPlugin } from './webhooks/webhook-worker.plugin.js';
import type { WebhookWorkerOptions } from './webhooks/webhook-worker.js';
import { blogsRoutes } from './modules/blogs/blogs.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { bankTransfersRoutes } from './modules/payments/bank-transfers.routes.js';
import { orderProformaAttachment } from './flows/proforma.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { ordersExportRoutes } from './modules/orders/orders-export.routes.js';
import { fulfilmentWatchRoutes } from './modules/orders/fulfilment-watch.routes.js';
import { catalogSearchRoutes } from './modules/products/catalog-search.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { catalogFacetsRoutes } from './modules/products/catalog-facets.routes.js';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { imagesRoutes } from './modules/images/images.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { receivablesRoutes } from './modules/invoices/receivables.routes.js';
import { salesRegisterRoutes } from './modules/invoices/sales-register.routes.js';
import { invoicePdf } from './modules/invoices/invoices.service.js';
import { shopSettingsOf } from './shop-settings.js';
import { shopSettingsRoutes } from './modules/shop-settings/shop-settings.routes.js';
import { currenciesRoutes } from './modules/currencies/currencies.routes.js';
import { seedPayeeBankAccounts } from './modules/shop-settings/shop-settings.service.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { paymentReviewsRoutes } from './modules/payments/payment-reviews.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { bkashRoutes } from './modules/payments/bkash.routes.js';
import { sslcommerzRoutes } from './modules/payments/sslcommerz.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { productDocumentsRoutes } from './modules/products/product-documents.routes.js';
import { productPagesRoutes } from './modules/products/product-pages.routes.js';
import { productImportsRoutes } from './modules/product-imports/product-imports.routes.js';
import { customerGroupsRoutes } from './modules/price-lists/customer-groups.routes.js';
import { shipmentsRoutes } from './modules/shipments/shipments.routes.js';
import { carriersRoutes } from './modules/shipments/carriers.routes.js';
import { warrantyRoutes } from './modules/warranty/warranty.routes.js';
import { returnsRoutes } from './modules/returns/returns.routes.js';
import { priceListsRoutes } from './modules/price-lists/price-lists.routes.js';
import { priceListCsvRoutes } from './modules/price-lists/price-list-csv.routes.js';
import { quoteToContractRoutes } from './modules/price-lists/quote-to-contract.routes.js';
import { quotesRoutes } from './modules/quotes/quotes.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { API_VERSION } from './paths.js';
import { serializerCompiler, setSerializedEtag } from './serialized-answers.js';
import { setTranslatedEtag } from './content-language.js';
import { authPlugin } from './plugins/auth.js';
import { compressPlugin } from './plugins/compress.js';
import { csrfPlugin } from './plugins/csrf.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.js';
import { idempotencyPlugin } from './idempotency/idempotency.plugin.js';
import { identityPlugin } from './plugins/identity.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { genReqId, loggerOptions, REQUEST_ID_HEADER } from './plugins/logger.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { redisPlugin } from './plugins/redis.js';
import { writeSlotsPlugin } from './plugins/write-slots.js';
import { routeInventoryPlugin } from './plugins/route-inventory.js';
import { securityPlugin } from './plugins/security.js';
import { staticPlugin } from './plugins/static.js';
import { searchEnginesPlugin } from './plugins/search-engines.js';
import { scheduledJobsPlugin, type UnpaidHoldJobOptions } from './plugins/scheduled-jobs.js';
import { createImageStorage, type ImageStorage } from './storage/index.js';
import type { CardPaymentProvider } from './payments/index.js';
import { createPaymentRegistry, type ProviderOverride } from './payments/registry.js';

/** What {@link buildApp} may be given instead of making it. */
export interface AppDeps {
  /**
   * An open, migrated database, closed by its owner. Without it the app opens the database of
   * `config`, migrates it, and closes it when the app closes.
   */
  database?: DatabaseHandle;
  /** A pino logger (the server makes one before the app to log start-up). */
  logger?: FastifyBaseLogger;
  /** Image storage instead of the one of `config`, closed by its owner. */
  imageStorage?: ImageStorage;
  /** A mailer instead of the one of `config` (SMTP_URL or the outbox). */
  mailer?: Mailer;
  /** A payment provider instead of the one of `config` (PAYMENT_PROVIDER). */
  paymentProvider?: CardPaymentProvider;
  /**
   * Redirect providers (SSLCommerz, bKash) instead of those of `config` (tests: stand-in hosts),
   * or makers of them on the app's database.
   */
  paymentProviders?: readonly ProviderOverride[];
  /** Overrides of the mail worker's defaults (tests: fast polling, no backoff, manual passes). */
  mailWorker?: Partial<MailWorkerOptions>;
  /** Overrides of the webhook worker's defaults (tests: manual passes, fast backoff). */
  webhookWorker?: Partial<WebhookWorkerOptions>;
  /** Overrides of the unpaid-hold job's defaults (tests: manual passes). */
  unpaidHoldJob?: Partial<UnpaidHoldJobOptions>;
}

/** Requests larger than this are refused with 413, bytes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify's `trustProxy` for `TRUST_PROXY` (decision 051), which decides `request.ip` and so the
 * rate-limit buckets: off; a list of proxy addresses and ranges; or a hop count, trusting that
 * many `X-Forwarded-For` hops from the socket (only sound when every request goes through those
 * proxies; Fastify itself treats a bare number as "trust nothing").
 */
function trustProxyOption(setting: Config['trustProxy']) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return [...setting];
}

/**
 * The Fastify app: logger with request ids, the error handler, security headers and CORS, the
 * API-wide rate limit (shared through Redis with `REDIS_URL`), CSRF protection, ETag and
 * compression, the OpenAPI document and `/api/docs`, the API modules under `/api`, then the SPA
 * and `/uploads`. Does not listen; `app.inject` works on it directly.
 *
 * @throws when the database of `config` cannot be opened or migrated (without `deps.database`).
 */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  // Loaded only when traces are sent: without it no OpenTelemetry code is loaded (decision 332).
  const tracing = config.otlpEndpoint ? await import('./telemetry/tracing.js') : undefined;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config) }),
    // With traces on, every log line of a request carries its trace id.
    ...(tracing ? { childLoggerFactory: tracing.requestLoggerWithTraceId } : {}),
    genReqId,
    bodyLimit: BODY_LIMIT_BYTES,
    // Router refusals (malformed percent-encoding, over-long parameters) in the error shape too.
    frameworkErrors: frameworkErrorHandler,
    trustProxy: trustProxyOption(config.trustProxy),
    // On close: idle keep-alive sockets go at once, requests in flight are finished.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  await app.register(routeInventoryPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before @fastify/etag's (compressPlugin): a body serialised once keeps its ETag (decision 206).
  app.addHook('onSend', setSerializedEtag);
  // Then, still before it: a translated answer's ETag carries its language (decision 326).
  app.addHook('onSend', setTranslatedEtag);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // The request's span named by its route, with the request id beside the trace id.
  if (tracing) app.addHook('onRequest', tracing.nameRequestSpan);

  let database = deps.database;
  if (!database) {
    database = await createDatabase(config, { logger: app.log });
    await database.migrate();
  }
  await app.register(dbPlugin, { database, closeOnAppClose: !deps.database });
  // Before every route: their state-changing handlers take turns in its slots (decision 341).
  await app.register(writeSlotsPlugin, { max: config.writeConcurrency });
  await app.register(errorHandlerPlugin);
  // Before the scheduled jobs (they report to it) and every route (its hook times them all).
  // prom-client is loaded only then (decision 332).
  if (config.metrics) {
    const { metricsPlugin } = await import('./metrics/metrics.plugin.js');
    await app.register(metricsPlugin, { config: config.metrics });
  }
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { config });
  await app.register(redisPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(csrfPlugin, { config });
  await app.register(compressPlugin);
  await app.register(openApiPlugin, { version: API_VERSION, publicUrl: config.publicUrl });
  await app.register(authPlugin, { config, ...(deps.mailer ? { mailer: deps.mailer } : {}) });
  await app.register(identityPlugin);
  // What depends on the caller is never cached (decision 294).
  app.addHook('onSend', noStoreUnlessDeclared);
  // After every admin action, this instance's kept pages of the audit log go (decision 285).
  app.addHook('onSend', auditActionsDone(database.db));
  await app.register(idempotencyPlugin);
  // PAYEE_BANK_ACCOUNTS seeds the accounts of a shop whose settings were never saved (decision 309).
  await seedPayeeBankAccounts(database.db, config.payeeBankAccounts);
  const shopSettings = shopSettingsOf(database.db);
  await app.register(mailWorkerPlugin, {
    config,
    invoicePdf: async (invoiceId, locale) =>
      invoicePdf(app.database.db, invoiceId, await shopSettings.payeeBankAccounts(), locale),
    proformaPdf: (orderId, locale) =>
      orderProformaAttachment(app.database.db, config.bankTransfer, orderId, locale),
    ...(deps.mailWorker ? { worker: deps.mailWorker } : {}),
  });
  const payments = await createPaymentRegistry(config, database.db, {
    card: deps.paymentProvider,
    others: deps.paymentProviders,
  });
  await app.register(scheduledJobsPlugin, {
    config,
    payments,
    ...(deps.unpaidHoldJob ? { unpaidHoldJob: deps.unpaidHoldJob } : {}),
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(productsRoutes, { prefix: '/api', benchCeiling: config.benchCeiling });
  await app.register(catalogSearchRoutes, { prefix: '/api' });
  await app.register(categoriesRoutes, { prefix: '/api' });
  await app.register(catalogFacetsRoutes, { prefix: '/api' });
  await app.register(productPagesRoutes, { prefix: '/api' });
  await app.register(productImportsRoutes, { prefix: '/api' });
  await app.register(priceListsRoutes, { prefix: '/api' });
  await app.register(customerGroupsRoutes, { prefix: '/api' });
  await app.register(shipmentsRoutes, { prefix: '/api', shopSettings });
  await app.register(carriersRoutes, { prefix: '/api' });
  await app.register(warrantyRoutes, { prefix: '/api' });
  await app.register(returnsRoutes, { prefix: '/api', payments, shopSettings });
  await app.register(priceListCsvRoutes, { prefix: '/api' });
  await app.register(quoteToContractRoutes, { prefix: '/api' });
  await app.register(reviewsRoutes, { prefix: '/api' });
  await app.register(blogsRoutes, { prefix: '/api' });
  await app.register(clientConfigRoutes, { prefix: '/api', config, payments, shopSettings });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api' });
  await app.register(adminOverviewRoutes, { prefix: '/api' });
  await app.register(fulfilmentWatchRoutes, { prefix: '/api' });
  await app.register(ordersExportRoutes, { prefix: '/api' });
  const paymentProvider = payments.card;
  await app.register(ordersRoutes, { prefix: '/api', payments });
  await app.register(cartRoutes, { prefix: '/api', bankTransfer: config.bankTransfer });
  await app.register(addressBookRoutes, { prefix: '/api' });
  await app.register(apiKeysRoutes, { prefix: '/api' });
  await app.register(webhooksRoutes, {
    prefix: '/api',
    allowPrivateUrls: deps.webhookWorker?.allowPrivateAddresses ?? config.webhookAllowPrivateUrls,
  });
  await app.register(webhookWorkerPlugin, {
    worker: { allowPrivateAddresses: config.webhookAllowPrivateUrls, ...deps.webhookWorker },
  });
  await app.register(quotesRoutes, {
    prefix: '/api',
    shopSettings,
    bankTransfer: config.bankTransfer,
  });
  await app.register(companiesRoutes, {
    prefix: '/api',
    publicUrl: config.publicUrl,
    bankTransfer: config.bankTransfer,
  });
  await app.register(shopSettingsRoutes, { prefix: '/api' });
  await app.register(currenciesRoutes, { prefix: '/api' });
  await app.register(invoicesRoutes, { prefix: '/api', shopSettings });
  await app.register(receivablesRoutes, { prefix: '/api', shopSettings });
  await app.register(salesRegisterRoutes, { prefix: '/api' });
  await app.register(bankTransfersRoutes, { prefix: '/api', bankTransfer: config.bankTransfer });
  await app.register(paymentsRoutes, {
    prefix: '/api',
    provider: paymentProvider,
    payments,
    publicUrl: config.publicUrl,
  });
  await app.register(bkashRoutes, { prefix: '/api', payments, publicUrl: config.publicUrl });
  await app.register(sslcommerzRoutes, { prefix: '/api', payments, publicUrl: config.publicUrl });
  await app.register(paymentReviewsRoutes, { prefix: '/api', payments });
  // Images and product documents share one storage (decision 318).
  const imageStorage = deps.imageStorage ?? createImageStorage(config);
  await app.register(imagesRoutes, {
    prefix: '/api',
    storage: imageStorage,
    closeStorageOnAppClose: !deps.imageStorage,
    spoolDir: join(config.dataDir, 'tmp', 'uploads'),
  });
  await app.register(productDocumentsRoutes, { prefix: '/api', storage: imageStorage });

  await app.register(searchEnginesPlugin, { config });
  await app.register(staticPlugin, { config });
  return app;
}

/** The app {@link buildApp} returns. */
export type App = Awaited<ReturnType<typeof buildApp>>;
