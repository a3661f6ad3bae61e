import type { AddressInfo } from 'node:net';
import { resources } from '@percurso/i18n';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface SmtpInbox {
  /** smtp://user:pass@127.0.0.1:port of the running server. */
  readonly url: string;
  /** Every message received so far, parsed. */
  readonly messages: ParsedMail[];
  /**
   * The next message to `to` not yet taken (waits for it up to `timeoutMs`), leaving aside the
   * verification mail every e-mail sign-up sends (nextVerificationMailTo takes those).
   */
  nextMailTo(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** The next e-mail verification mail to `to` not yet taken. */
  nextVerificationMailTo(to: string, timeoutMs?: number): Promise<ParsedMail>;
}

const VERIFICATION_SUBJECTS = new Set(
  Object.values(resources).map((catalogue) => catalogue.translation['mail.verify_email.subject']),
);

/** The mail of better-auth's e-mail verification (sent on sign-up and from /perfil), in any language. */
export function isVerificationMail(mail: ParsedMail): boolean {
  return VERIFICATION_SUBJECTS.has(mail.subject ?? '');
}

/** The link of a mail's text that verifies the address (GET /api/auth/verify-email?token=…). */
export function verificationLinkOf(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no verification link in the mail "${mail.subject}"`);
  return link;
}

export const SMTP_USER = 'percurso';
export const SMTP_PASSWORD = 'smtp-test-password';

/**
 * A real SMTP server in the test process (npm smtp-server), started before the test file's app:
 * call it before setupTestApp. It requires the credentials of `url`, so the mailer's
 * SMTP_URL parsing and AUTH are tested too. No STARTTLS: there is no certificate to trust.
 */
export function startSmtpInbox(): SmtpInbox {
  const messages: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters = new Set<() => void>();
  let url = '';
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const addressedTo = (mail: ParsedMail, to: string) => {
    const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return list.some((address) => address.value.some((entry) => entry.address === to));
  };

  return {
    get url() {
      return url;
    },
    messages,
    nextMailTo: (to, timeoutMs) => next(to, timeoutMs, (mail) => !isVerificationMail(mail)),
    nextVerificationMailTo: (to, timeoutMs) => next(to, timeoutMs, isVerificationMail),
  };

  function next(to: string, timeoutMs = 10_000, kind: (mail: ParsedMail) => boolean) {
    return new Promise<ParsedMail>((resolve, reject) => {
      const check = () => {
        const mail = messages.find(
          (candidate) => !taken.has(candidate) && addressedTo(candidate, to) && kind(candidate),
        );
        if (!mail) return false;
        taken.add(mail);
        waiters.delete(check);
        clearTimeout(timer);
        resolve(mail);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  }
}
