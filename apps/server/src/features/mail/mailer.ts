/** One e-mail to one person, with a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. Implementations: SMTP (smtp-mailer.ts) and the developer outbox (outbox-mailer.ts). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
