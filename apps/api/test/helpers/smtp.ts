import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { AppDeps } from '../../src/app.js';
import { useTestApp, type TestApp } from './test-app.js';

/** A message the test SMTP server received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes decoded. */
  source: string;
  /** The message exactly as received (base64 attachments intact). */
  raw: string;
  subject: string;
}

/** A real SMTP server on 127.0.0.1 for one test file (see {@link startSmtpServer}). */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` for `SMTP_URL`. */
  url: string;
  messages: ReceivedMail[];
  /**
   * While `true`, every message is refused with a temporary error (451), as a mail server that is
   * overloaded or greylisting does.
   */
  refuse(refusing: boolean): void;
  /**
   * The first message (already received or arriving within `timeoutMs`) to `to` whose subject
   * matches.
   * @throws when none arrives in time.
   */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return (
    text
      .replace(/=\r?\n/g, '')
      // A run of escaped bytes is UTF-8 (`=C2=A0` is one no-break space), not one character a byte.
      .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
        Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
      )
  );
}

/** The first link in `mail` starting with `prefix`. @throws when there is none. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail.source.match(new RegExp(`${escaped}[^\\s"'<>]*`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.source}`);
  return match[0].replace(/&amp;/g, '&');
}

/**
 * Starts a local `smtp-server` on `port` (default: a random free one): no TLS, any (or no) login,
 * every message kept in `messages`.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const source = decodeQuotedPrintable(raw);
        const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)$/im.exec(raw)?.[1] ?? '');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          source,
          raw,
          subject,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    refuse: (value) => {
      refusing = value;
    },
    async waitFor(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
        );
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** {@link TestSmtpServer} of {@link useTestAppWithSmtp}, which can come back after a close. */
export interface RestartableSmtpServer extends TestSmtpServer {
  /** Starts the server again on the port it had (a mail server back up), with no messages. */
  startAgain(): Promise<void>;
}

/**
 * The app of a test file or `describe` block whose `SMTP_URL` is a real SMTP server of its own,
 * started before the app is built and closed after it; `mailWorker` tunes the app's mail worker.
 * `smtp` stands for that server once it runs (use it in hooks and tests).
 */
export function useTestAppWithSmtp(mailWorker?: AppDeps['mailWorker']): {
  t: TestApp;
  smtp: RestartableSmtpServer;
} {
  let started: TestSmtpServer | undefined;
  const current = (): TestSmtpServer => {
    if (!started) throw new Error('the SMTP server starts in beforeAll: use it in hooks and tests');
    return started;
  };
  const t = useTestApp(async (afterClose) => {
    started = await startSmtpServer();
    afterClose(() => current().close());
    return { env: { SMTP_URL: started.url }, ...(mailWorker ? { deps: { mailWorker } } : {}) };
  });
  const smtp: RestartableSmtpServer = {
    get url() {
      return current().url;
    },
    get messages() {
      return current().messages;
    },
    refuse: (refusing) => current().refuse(refusing),
    waitFor: (to, subject, timeoutMs) => current().waitFor(to, subject, timeoutMs),
    close: () => current().close(),
    startAgain: async () => {
      started = await startSmtpServer(Number(new URL(current().url).port));
    },
  };
  return { t, smtp };
}

/** A header's value with its folding undone and its RFC 2047 encoded words decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

/**
 * The plain-text body of a received message, decoded (base64 or quoted-printable, UTF-8): what
 * its reader sees, in whatever language it is written (decision 328).
 */
export function mailText(mail: ReceivedMail): string {
  const part =
    /Content-Type: text\/plain[^]*?(?:Content-Transfer-Encoding: ([\w-]+)[^]*?)?\r?\n\r?\n([^]*?)\r?\n--/i.exec(
      mail.raw,
    );
  if (!part) throw new Error(`no text part in:\n${mail.raw.slice(0, 2000)}`);
  const body = part[2] ?? '';
  if (part[1]?.toLowerCase() === 'base64') {
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  }
  if (part[1]?.toLowerCase() === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
      'latin1',
    ).toString('utf8');
  }
  return body;
}
