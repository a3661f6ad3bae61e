import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.ts';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, or smtps:// for TLS). */
export function createSmtpMailer(settings: { smtpUrl: string; from: string }, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      // The message id lets an operator follow one mail through the SMTP server's own logs.
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
    },
  };
}
