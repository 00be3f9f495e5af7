import type { Locale } from '@partline/shared';
import type { FastifyBaseLogger } from 'fastify';
import { batchQueueLoop, type BatchPass } from '../jobs/polling-loop.js';
import type { Database } from '../db/client.js';
import {
  claimDueMailJobs,
  markMailJobFailed,
  markMailJobSent,
  recipientLocale,
  type MailJobRow,
} from './mail-jobs.repository.js';
import { SMTP_TIMEOUTS_MS, type MailAttachment, type Mailer, type MailMessage } from './mailer.js';
import { renderMailJob } from './order-mails.js';

/** How the mail worker runs (docs/decisions/062). */
export interface MailWorkerOptions {
  /** Poll the queue on a timer once the app is ready (off: only {@link MailWorker.runOnce}). */
  autoStart: boolean;
  /** Pause between polls while the queue has nothing due, ms. */
  pollIntervalMs: number;
  /** Jobs claimed per poll. */
  batchSize: number;
  /** Jobs of a poll sent at the same time (decision 340). */
  concurrency: number;
  /** Attempts before a job is given up (`failed`). */
  maxAttempts: number;
  /** Wait before the next attempt after `failedAttempts` failures, ms. */
  retryDelayMs: (failedAttempts: number) => number;
  /** How long a claim lasts, ms: longer than the longest SMTP delivery. */
  leaseMs: number;
}

/**
 * Exponential backoff: 30 s after the first failure, doubling each time, at most one hour
 * (30 s, 1 min, 2 min, 4 min, … 1 h), ms.
 */
export function backoffDelayMs(failedAttempts: number, baseMs = 30_000, maxMs = 3_600_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

/**
 * The defaults: poll every 2 s, claim 100 jobs and send 20 of them at a time, 10 attempts (about
 * 3 hours), 5 min claims.
 */
export const DEFAULT_MAIL_WORKER_OPTIONS: MailWorkerOptions = {
  autoStart: true,
  pollIntervalMs: 2_000,
  batchSize: 100,
  concurrency: 20,
  maxAttempts: 10,
  retryDelayMs: (failedAttempts) => backoffDelayMs(failedAttempts),
  leaseMs: 5 * 60_000,
};

/** What one pass did: jobs claimed, sent and failed. */
export type MailWorkerPass = BatchPass<'sent'>;

/** Sends the queued e-mails of `mail_jobs`. */
export interface MailWorker {
  /** Starts polling (does nothing when already started or stopped). */
  start(): void;
  /** One pass now: claims the due jobs and sends them, `concurrency` at a time. */
  runOnce(): Promise<MailWorkerPass>;
  /** Stops polling and waits for the passes in flight. */
  stop(): Promise<void>;
}

/** What {@link createMailWorker} needs. */
export interface MailWorkerDeps {
  db: Database;
  mailer: Mailer;
  /** Origin of the links in the e-mails. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * The PDF of the invoice of this id (the invoices module's, given by the app) in the
   * recipient's language, attached to a payment receipt; `undefined` when there is no such invoice. Without it, a job that names an
   * invoice cannot be rendered.
   */
  invoicePdf?: (invoiceId: string, locale: Locale) => Promise<MailAttachment | undefined>;
  /**
   * The proforma invoice of the order of this id (decision 314), attached to the 'order placed'
   * and 'order approved' e-mails of an order paid by bank transfer; `undefined` when the order is gone (the mail goes
   * without it: the order page offers the proforma while the order exists).
   */
  proformaPdf?: (orderId: string, locale: Locale) => Promise<MailAttachment | undefined>;
  options?: Partial<MailWorkerOptions>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The mail worker of one API instance. Each pass claims due jobs (`FOR UPDATE SKIP LOCKED`, so
 * instances never take the same job), renders each from its stored payload (payment receipts get
 * the invoice PDF), sends it, and marks it sent. A failed send is retried after
 * `retryDelayMs(attempts)` until `maxAttempts`; a job whose payload cannot be rendered is given up
 * at once. Nothing here runs inside a request: sending never delays or fails one.
 */
export function createMailWorker({
  db,
  mailer,
  publicUrl,
  log,
  invoicePdf,
  proformaPdf,
  options = {},
}: MailWorkerDeps): MailWorker {
  const settings = { ...DEFAULT_MAIL_WORKER_OPTIONS, ...options };
  if (settings.leaseMs <= SMTP_TIMEOUTS_MS.connection + SMTP_TIMEOUTS_MS.socket) {
    throw new Error('mail worker: leaseMs must outlast an SMTP delivery');
  }

  async function message(job: MailJobRow): Promise<MailMessage> {
    const locale = await recipientLocale(db, job.recipient);
    const rendered = renderMailJob(job, publicUrl, locale);
    // A bank-transfer order's 'placed' or 'approved' e-mail carries its proforma (decision 314).
    if (
      (job.kind === 'order_placed' || job.kind === 'order_approved') &&
      'bankTransfer' in job.payload
    ) {
      const proforma = await proformaPdf?.(job.orderId, locale);
      return proforma ? { ...rendered, attachments: [proforma] } : rendered;
    }
    if (!job.invoiceId) return rendered;
    const pdf = await invoicePdf?.(job.invoiceId, locale);
    if (!pdf) throw new Error(`invoice ${job.invoiceId} of mail job ${job.id} not found`);
    return { ...rendered, attachments: [pdf] };
  }

  async function deliver(job: MailJobRow): Promise<boolean> {
    let mail: MailMessage;
    try {
      mail = await message(job);
    } catch (error) {
      await markMailJobFailed(db, job, `cannot render: ${describe(error)}`, null);
      log.error({ err: error, job: job.id, kind: job.kind }, 'mail job cannot be rendered');
      return false;
    }
    try {
      await mailer.send(mail);
    } catch (error) {
      const retryInMs =
        job.attempts < settings.maxAttempts ? settings.retryDelayMs(job.attempts) : null;
      await markMailJobFailed(db, job, describe(error), retryInMs);
      const context = { err: error, job: job.id, kind: job.kind, attempts: job.attempts };
      if (retryInMs === null) log.error(context, 'mail job given up');
      else log.warn({ ...context, retryInMs }, 'mail not sent; retrying later');
      return false;
    }
    if (!(await markMailJobSent(db, job))) {
      log.warn({ job: job.id }, 'mail sent after its claim expired');
    }
    return true;
  }

  return batchQueueLoop({
    claim: () => claimDueMailJobs(db, settings.batchSize, settings.leaseMs),
    handle: deliver,
    done: 'sent',
    batchSize: settings.batchSize,
    concurrency: settings.concurrency,
    pollIntervalMs: settings.pollIntervalMs,
    log,
    name: 'mail worker',
  });
}
