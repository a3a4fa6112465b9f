/**
 * Outgoing mail (confirmation and reset links). With SMTP_URL it goes through nodemailer;
 * without it the message, with its link, is written to the server log (DESIGN §2), so a
 * development machine needs no mail server.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void> };

export function createMailer(options: { smtpUrl: string | undefined; from: string }, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        log.info({ mail: { to: message.to, subject: message.subject } }, `mail not sent (no SMTP_URL); its text:\n${message.text}`);
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
