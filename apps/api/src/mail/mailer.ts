import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Locale } from '@partline/shared';
import type { Config } from '../config/env.js';

/** A file attached to an e-mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One e-mail; `text` and `html` carry the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The language it is written in when not English (decision 328): sent as `Content-Language`. */
  language?: Locale;
}

/** nodemailer's options of `message` from `from`. */
function envelopeOf(from: string, { language, ...message }: MailMessage) {
  return { from, ...message, ...(language ? { headers: { 'Content-Language': language } } : {}) };
}

/**
 * Longest waits of one SMTP delivery, ms: a server that does not answer fails the attempt (the
 * outbox retries it later) well within the outbox's claim of the job.
 */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/** Sends the shop's e-mails. */
export interface Mailer {
  /** @throws when the SMTP server refuses the message or the outbox cannot be written. */
  send(message: MailMessage): Promise<void>;
  /** Closes pooled SMTP connections. */
  close(): void;
}

/** Sender of every message. */
export function mailFrom(config: Pick<Config, 'publicUrl'>): string {
  const host = new URL(config.publicUrl).hostname;
  return `"Partline" <no-reply@${host.includes('.') ? host : `${host}.local`}>`;
}

/** The outbox folder used without `SMTP_URL`. */
export function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'outbox');
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * The mailer of DESIGN.md ("Files and mail"): nodemailer to `SMTP_URL`; without it every message
 * is written as an `.eml` file to `DATA_DIR/outbox` and the links it contains are logged (info), so
 * that verification and password reset work on a machine with no mail server.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl'>,
  logger: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  const from = mailFrom(config);
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    });
    return {
      async send(message) {
        await transport.sendMail(envelopeOf(from, message));
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(config);
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(from, message));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = [...new Set(message.text.match(LINK) ?? [])];
      logger.info(
        { to: message.to, subject: message.subject, file, links },
        `mail written to the outbox (no SMTP_URL): ${links.join(' ')}`,
      );
    },
    close: () => transport.close(),
  };
}
