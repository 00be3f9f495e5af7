import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const port = process.env.E2E_PORT ?? '3210';
const mailDir = new URL(
  `../artifacts/${port === '3210' ? '' : `run-${port}/`}mail`,
  import.meta.url,
).pathname;

/** A message the shop sent, as the sink stored it. */
export interface SentMail {
  raw: string;
  subject: string;
  /** The decoded body text (quoted-printable undone). */
  text: string;
  links: string[];
}

function decodeQuotedPrintable(body: string) {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A header's value as a reader sees it: folded lines joined, RFC 2047 encoded words (`=?UTF-8?Q?…?=`,
 * `=?UTF-8?B?…?=`, which nodemailer writes for a subject with "…" or other non-ASCII) decoded.
 */
function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1] ?? '';
  // Adjacent encoded words form one byte string: a character's bytes may straddle two words.
  return value
    .replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=\s*)+/g, (run) => {
      const words = [...run.matchAll(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g)];
      const bytes = Buffer.concat(
        words.map(([, encoding, text]) => encodedWordBytes(encoding!, text!)),
      );
      return bytes.toString('utf8') + (/\s$/.test(run) ? ' ' : '');
    })
    .trim();
}

function encodedWordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64');
  const latin1 = text
    .replace(/_/g, ' ')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}

/**
 * The parts of `raw` sent in base64 (nodemailer's choice for a body mostly outside ASCII, a mail
 * in Bangla), decoded to UTF-8 text; the other parts stay in `raw`.
 */
function decodeBase64Parts(raw: string): string {
  return raw.replace(
    /(Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([A-Za-z0-9+/=\r\n]+)/gi,
    (_match, head: string, body: string) =>
      head + Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
}

function parse(raw: string): SentMail {
  const subject = headerValue(raw, 'Subject');
  const text = decodeQuotedPrintable(decodeBase64Parts(raw)).replace(/&amp;/g, '&');
  const links = [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
  return { raw, subject, text, links };
}

/** Waits (up to 15 s) for a message to `to` whose subject matches, and returns the newest. */
export async function waitForMail(to: string, subject: RegExp): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      () => {
        const names = readdirSync(mailDir, { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name.includes(to))
          .map((entry) => entry.name)
          .sort()
          .reverse();
        found = names
          .map((name) => parse(readFileSync(join(mailDir, name), 'utf8')))
          .find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}
