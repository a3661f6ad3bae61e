import type { Transporter } from 'nodemailer';
import type { Logger } from '../../logger.ts';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, or smtps:// for TLS). */
export function createSmtpMailer(settings: { smtpUrl: string; from: string }, logger: Logger): Mailer {
  // nodemailer loads with the first message, not at start: a restart is faster.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(settings.smtpUrl),
      );
      const info = await (await transport).sendMail({ from: settings.from, ...message });
      // The message id lets an operator follow one mail through the SMTP server's own logs.
      logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
    },
  };
}
