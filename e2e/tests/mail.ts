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

function parse(raw: string): SentMail {
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
  const text = decodeQuotedPrintable(raw).replace(/&amp;/g, '&');
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
