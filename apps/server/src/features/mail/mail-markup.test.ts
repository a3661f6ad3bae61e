import { describe, expect, it } from 'vitest';
import { passwordResetMail } from '../auth/account-mail.ts';
import { newAdminMail, newManagerMail } from '../panel/panel-mail.ts';
import { prizeWonMail } from '../prize-draws/prize-draw-mail.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Names in e-mails come from people (a visitor's name, a guide's, a prize's): the HTML body shows
 * them as written, the text body unchanged, and no markup of theirs reaches the mail client.
 */
const MARKUP = '<img src=x onerror=alert(1)>';
const SHOWN = '&lt;img src=x onerror=alert(1)&gt;';

function expectShownAsText(mail: MailMessage, times: number) {
  expect(mail.html).not.toContain('<img');
  expect(mail.html.split(SHOWN)).toHaveLength(times + 1);
  expect(mail.text.split(MARKUP)).toHaveLength(times + 1);
}

describe('e-mails with markup in a name', () => {
  it('the password reset', () => {
    expectShownAsText(passwordResetMail('en', { to: 'a@b.c', name: MARKUP, link: 'https://x.test/r?t=1' }), 1);
  });

  it("a new manager's and a new admin's", () => {
    const manager = newManagerMail('pt-BR', {
      to: 'a@b.c',
      name: MARKUP,
      guideName: MARKUP,
      roles: ['Administração'],
      inviter: MARKUP,
      link: 'https://x.test/painel',
    });
    expectShownAsText(manager, 3);
    expect(manager.subject).toContain(MARKUP);
    expectShownAsText(
      newAdminMail('fr', { to: 'a@b.c', name: MARKUP, inviter: MARKUP, link: 'https://x.test/painel' }),
      2,
    );
  });

  it("a prize draw's winner", () => {
    const mail = prizeWonMail('es', {
      to: 'a@b.c',
      name: MARKUP,
      prize: { pt: MARKUP, es: MARKUP },
      description: { pt: MARKUP, es: MARKUP },
      guideName: MARKUP,
      drawId: 'd1',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(SHOWN);
    expect(mail.text).toContain(MARKUP);
  });
});
