import path from 'node:path';
import type { Logger } from '../../logger.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { Mailer, MailMessage } from './mailer.ts';

export const DEFAULT_MAIL_FROM = 'Percurso <percurso@localhost>';

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  dataDir: string;
}

/** SMTP when SMTP_URL is set; otherwise the outbox folder DATA_DIR/outbox. */
export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  const from = settings.mailFrom ?? DEFAULT_MAIL_FROM;
  const mailLogger = logger.child({ component: 'mail' });
  if (settings.smtpUrl) return createSmtpMailer({ smtpUrl: settings.smtpUrl, from }, mailLogger);
  return createOutboxMailer({ outboxDir: path.join(settings.dataDir, 'outbox'), from }, mailLogger);
}
export { localeOfIdiom } from './mail-locale.ts';
