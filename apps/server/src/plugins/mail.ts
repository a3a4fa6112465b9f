/**
 * Outgoing mail (confirmation and reset links). With SMTP_URL it goes through nodemailer;
 * without it the message, with its link, is printed on the server's standard output (DESIGN
 * §2), so a development machine needs no mail server. It is printed directly, not logged:
 * whatever LOG_LEVEL hides, nobody could confirm an account without it (decision 110).
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void> };

/** The block printed for a message that no SMTP server takes. */
export function printedMail(message: MailMessage): string {
  return ['', '--- Mail not sent (SMTP_URL is not set) ---', `To: ${message.to}`, `Subject: ${message.subject}`, '', message.text, '---', ''].join('\n');
}

export function createMailer(options: { smtpUrl: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        process.stdout.write(printedMail(message));
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
      log.info({ mail: { to: message.to, subject: message.subject } }, 'mail sent');
    },
  };
}
