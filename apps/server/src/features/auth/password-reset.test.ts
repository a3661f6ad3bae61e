import { describe, expect, it, vi } from 'vitest';
import { anonymousVisitor, answer, errorCodeOf, newEmail, registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { setupTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';

const inbox = startSmtpInbox();
const t = setupTestApp({ settings: () => ({ smtpUrl: inbox.url, mailFrom: 'Percurso <guia@example.org>' }) });
const app = () => t.app;

/** The reset link of a received e-mail (the plain-text part). */
function resetLink(text: string | undefined): URL {
  const match = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(text ?? '');
  if (!match) throw new Error(`no reset link in: ${text}`);
  return new URL(match[0]);
}

describe('password reset by e-mail', () => {
  it('mails a Portuguese reset link over SMTP; the token sets a new password and the old one stops working', async () => {
    const visitor = await registerVisitor(app);
    const request = await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: visitor.email });
    expect(await answer(request)).toEqual({ status: 200, body: { status: true } });

    const mail = await inbox.nextMailTo(visitor.email);
    expect(mail.from?.value).toEqual([{ name: 'Percurso', address: 'guia@example.org' }]);
    expect(mail.subject).toBe('Redefinição de senha do Percurso');
    expect(mail.text).toContain(`Olá, ${visitor.name}!`);
    const link = resetLink(mail.text);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(mail.html).toContain(link.search.replaceAll('&', '&#38;'));
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await createBrowserAgent(app).post('/api/auth/reset-password', { newPassword: 'novasenha1', token });
    expect(reset.status).toBe(200);

    const withNew = await createBrowserAgent(app).post('/api/auth/sign-in/email', {
      email: visitor.email,
      password: 'novasenha1',
    });
    expect(withNew.status).toBe(200);
    const withOld = await createBrowserAgent(app).post('/api/auth/sign-in/email', {
      email: visitor.email,
      password: visitor.password,
    });
    expect(await answer(withOld)).toEqual({ status: 401, body: { error: { code: 'auth/wrong-password' } } });
    // A reset signs out every session opened with the old password.
    expect((await visitor.agent.request('/api/me')).status).toBe(401);
  });

  it('accepts a link only once: a used token answers auth/invalid-action-code', async () => {
    const visitor = await registerVisitor(app);
    await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: visitor.email });
    const token = resetLink((await inbox.nextMailTo(visitor.email)).text).searchParams.get('token');
    const first = await createBrowserAgent(app).post('/api/auth/reset-password', { newPassword: 'novasenha1', token });
    expect(first.status).toBe(200);
    const again = await createBrowserAgent(app).post('/api/auth/reset-password', { newPassword: 'outrasenha', token });
    expect(await answer(again)).toEqual({ status: 400, body: { error: { code: 'auth/invalid-action-code' } } });
  });

  it('answers auth/weak-password for a new password shorter than 6 characters', async () => {
    const visitor = await registerVisitor(app);
    await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: visitor.email });
    const token = resetLink((await inbox.nextMailTo(visitor.email)).text).searchParams.get('token');
    const reset = await createBrowserAgent(app).post('/api/auth/reset-password', { newPassword: '12345', token });
    expect(await errorCodeOf(reset)).toBe('auth/weak-password');
  });

  it('writes the e-mail in the language of the `language` field, else of Accept-Language', async () => {
    const visitor = await registerVisitor(app);
    await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: visitor.email, language: 'en' });
    expect((await inbox.nextMailTo(visitor.email)).subject).toBe('Reset your Percurso password');

    await createBrowserAgent(app).request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: visitor.email },
      headers: { 'accept-language': 'de-DE, fr-FR;q=0.8, es;q=0.5' },
    });
    const french = await inbox.nextMailTo(visitor.email);
    expect(french.subject).toBe('Réinitialisation du mot de passe Percurso');
    expect(french.text).toContain(`Bonjour, ${visitor.name} !`);
  });

  it('answers 400 naming `language` when it is not a language tag, and writes an unknown language in Portuguese', async () => {
    const visitor = await registerVisitor(app);
    for (const language of ['pt\u0301', 'en\nX-Injected: 1', 'é', '1'.repeat(40)]) {
      const response = await createBrowserAgent(app).post('/api/auth/request-password-reset', {
        email: visitor.email,
        language,
      });
      expect(await answer(response), language).toEqual({
        status: 400,
        body: { error: { code: 'invalid-request', field: 'language' } },
      });
    }
    const german = await createBrowserAgent(app).post('/api/auth/request-password-reset', {
      email: visitor.email,
      language: 'de-DE',
    });
    expect(german.status).toBe(200);
    expect((await inbox.nextMailTo(visitor.email)).subject).toBe('Redefinição de senha do Percurso');
  });

  it('answers an unknown e-mail exactly as a known one and sends nothing', async () => {
    const unknown = newEmail();
    const response = await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: unknown });
    expect(await answer(response)).toEqual({ status: 200, body: { status: true } });
    // A mail sent after it arrives; none for the unknown address came before it.
    const visitor = await registerVisitor(app);
    await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: visitor.email });
    await inbox.nextMailTo(visitor.email);
    expect(inbox.messages.some((mail) => mail.text?.includes(unknown) || mail.to?.toString().includes(unknown))).toBe(
      false,
    );
  });

  it('answers email-empty without an e-mail and auth/invalid-email for a malformed one', async () => {
    const empty = await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: '  ' });
    expect(await answer(empty)).toEqual({ status: 400, body: { error: { code: 'email-empty', field: 'email' } } });
    const missing = await createBrowserAgent(app).post('/api/auth/request-password-reset', {});
    expect(await errorCodeOf(missing)).toBe('email-empty');
    const malformed = await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: 'maria@' });
    expect(await errorCodeOf(malformed)).toBe('auth/invalid-email');
  });

  it("sends nothing to an anonymous user's placeholder address", async () => {
    const anonymous = await anonymousVisitor(app);
    const { id } = (await (await anonymous.request('/api/me')).json()) as { id: string };
    const { email } = await t.db
      .selectFrom('auth_users')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const response = await createBrowserAgent(app).post('/api/auth/request-password-reset', { email });
    expect(await answer(response)).toEqual({ status: 200, body: { status: true } });
    const visitor = await registerVisitor(app);
    await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: visitor.email });
    await inbox.nextMailTo(visitor.email);
    expect(inbox.messages.some((mail) => mail.to?.toString().includes(email))).toBe(false);
  });

  it('logs recipient and subject of each e-mail, never the reset token', async () => {
    const visitor = await registerVisitor(app);
    await createBrowserAgent(app).post('/api/auth/request-password-reset', { email: visitor.email });
    const token = resetLink((await inbox.nextMailTo(visitor.email)).text).searchParams.get('token') ?? '';
    const sent = expect.objectContaining({
      msg: 'e-mail sent',
      to: visitor.email,
      subject: 'Redefinição de senha do Percurso',
    });
    // The SMTP server has the mail a moment before the client reads its reply and logs.
    await vi.waitFor(() => expect(t.logs).toContainEqual(sent));
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });
});
