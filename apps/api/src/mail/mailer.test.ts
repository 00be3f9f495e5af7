import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { makeTempDir } from '../../test/helpers/test-app.js';
import { createMailer, outboxDir } from './mailer.js';
import { verificationMail } from './templates.js';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('without SMTP_URL writes an .eml file to DATA_DIR/outbox and logs its links', async () => {
  dataDir = makeTempDir();
  const info = vi.fn();
  const config = { smtpUrl: undefined, dataDir, publicUrl: 'http://localhost:3000' };
  const mailer = createMailer(config, { info });
  const link = 'http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F';
  await mailer.send(verificationMail('farhana@example.com', 'Farhana', link));

  const files = readdirSync(outboxDir(config));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const eml = readFileSync(join(outboxDir(config), files[0] as string), 'utf8');
  expect(eml).toContain('To: farhana@example.com');
  expect(eml).toContain('Subject: Verify your e-mail address for Partline');
  expect(info.mock.calls[0]?.[0]).toMatchObject({ links: [link] });
  expect(String(info.mock.calls[0]?.[1])).toContain(link);
});
