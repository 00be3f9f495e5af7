// A real SMTP server on loopback for the journeys: every message the shop sends is stored as an
// .eml file in e2e/artifacts/mail, where the tests read it (see tests/mail.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the sink on `port` and resolves once it listens.
 * @param {{ port: number, dir: string }} options
 */
export function startMailSink({ port, dir }) {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        sequence += 1;
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        const name = `${Date.now()}-${String(sequence).padStart(4, '0')}-${recipients}.eml`;
        writeFileSync(join(dir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
