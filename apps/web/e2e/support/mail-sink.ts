/**
 * Playwright global setup: a real SMTP server on loopback that the app under test sends its
 * confirmation and reset mail to (SMTP_URL in playwright.config.ts). Each message is written
 * as it arrived to .e2e-mail/<n>.eml, so a failed run leaves the mail behind to read.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, MAIL_SINK_PORT } from './mailbox.ts';

export default async function startMailSink(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let received = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(`${MAIL_DIR}/${received}.eml`, Buffer.concat(chunks));
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(MAIL_SINK_PORT, '127.0.0.1', () => resolve());
  });

  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
