import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from '../../logger.ts';
import type { Mailer } from './mailer.ts';

/**
 * Without SMTP: each message becomes an .eml file in `outboxDir` (any mail client opens it) and
 * a log line names the file. The log never holds the body: reset links are credentials.
 */
export function createOutboxMailer(settings: { outboxDir: string; from: string }, logger: Logger): Mailer {
  // nodemailer loads with the first message, not at start: a restart is faster.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await (await transport).sendMail({ from: settings.from, ...message });
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(settings.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox (no SMTP_URL)');
    },
  };
}
