import { LOCALE_COOKIE } from '@percurso/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide } from '../../../test/factories.ts';
import { addGuideManager, makeGlobalAdmin, markEmailVerified } from '../../../test/roles.ts';
import { isVerificationMail, startSmtpInbox, verificationLinkOf } from '../../../test/smtp-inbox.ts';
import { setupTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';

/** Guide managers and global admins by e-mail (spec §6), with the notice sent over real SMTP. */
const inbox = startSmtpInbox();
const t = setupTestApp({ settings: () => ({ smtpUrl: inbox.url, mailFrom: 'Percurso <painel@example.org>' }) });
const app = () => t.app;

let guideAdmin: RegisteredVisitor;
let guideId: string;
beforeAll(async () => {
  guideAdmin = await registerVisitor(app, { name: 'Ana Gestora' });
  guideId = (await buildGuide({ name: { pt: 'Museu da Cidade do Recife' } })).id;
  await addGuideManager(t.db, guideId, guideAdmin, ['Administração']);
});

async function call(
  who: RegisteredVisitor,
  method: string,
  path: string,
  json?: unknown,
  headers?: Record<string, string>,
) {
  const response = await who.agent.request(path, { method, json, headers });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

describe('guide managers', () => {
  it("adds a registered person by e-mail: 'Administrador adicionado!', an e-mail over SMTP, access to the guide", async () => {
    const editor = await registerVisitor(app, { name: 'Bruno Editor' });
    await markEmailVerified(t.db, editor.id);
    expect((await call(editor, 'GET', `/api/panel/guides/${guideId}`)).body.error?.code).toBe('permission/denied');

    const added = await call(guideAdmin, 'POST', `/api/panel/guides/${guideId}/managers`, {
      email: editor.email.toUpperCase(),
      roles: ['Edição de contéudo'],
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      confirmation: 'manager-added',
      manager: {
        id: editor.id,
        email: editor.email,
        name: 'Bruno Editor',
        roles: ['Edição de contéudo'],
        pending: false,
      },
    });

    const mail = await inbox.nextMailTo(editor.email);
    expect(mail.text).not.toContain('/api/auth/verify-email');
    expect(mail.from?.value).toEqual([{ name: 'Percurso', address: 'painel@example.org' }]);
    expect(mail.subject).toBe('Você agora gerencia o guia Museu da Cidade do Recife no Percurso');
    expect(mail.text).toContain('Olá, Bruno Editor!');
    expect(mail.text).toContain(
      'Ana Gestora adicionou você ao guia Museu da Cidade do Recife com a função: Edição de conteúdo.',
    );
    expect(mail.text).toContain(`${TEST_ORIGIN}/painel`);

    // The new role works at once: the editor reads the guide and edits its content, not the guide itself.
    expect((await call(editor, 'GET', `/api/panel/guides/${guideId}`)).status).toBe(200);
    expect((await call(editor, 'PATCH', `/api/panel/guides/${guideId}`, { topics: ['x'] })).body.error?.code).toBe(
      'permission/denied',
    );
    const listed = await call(editor, 'GET', '/api/panel/guides');
    expect(listed.body.guides).toEqual([
      expect.objectContaining({
        id: guideId,
        roles: ['Edição de contéudo'],
        can: expect.objectContaining({ editContent: true, edit: false }),
      }),
    ]);
  });

  it('adds an account whose e-mail is not verified as pending: no access until its owner follows the link', async () => {
    // Anyone may sign up with any address: the role goes to whoever proves they read its mail.
    const claimant = await registerVisitor(app, { name: 'Quem Chegou Antes' });
    const path = `/api/panel/guides/${guideId}/managers`;
    const added = await call(guideAdmin, 'POST', path, { email: claimant.email, roles: ['Administração'] });
    expect(added.status).toBe(201);
    expect(added.body.manager).toMatchObject({ id: claimant.id, pending: true });
    expect((await call(guideAdmin, 'GET', path)).body.managers).toContainEqual(
      expect.objectContaining({ id: claimant.id, pending: true }),
    );
    const access = await (await claimant.agent.request('/api/me/access')).json();
    expect(access).toMatchObject({ isGlobalAdmin: false, guides: [], manageableGuideIds: [] });
    expect((await call(claimant, 'GET', `/api/panel/guides/${guideId}`)).body.error?.code).toBe('permission/denied');

    // The invitation asks for the verification and carries its link; following it starts the access.
    const invitation = await inbox.nextMailTo(claimant.email);
    expect(invitation.text).toContain('O acesso ao painel começa quando você confirmar este e-mail:');
    const landing = await claimant.agent.request(verificationLinkOf(invitation).replace(TEST_ORIGIN, ''));
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe('/auth/email-verified');
    expect((await call(claimant, 'GET', `/api/panel/guides/${guideId}`)).status).toBe(200);
    expect((await call(guideAdmin, 'GET', path)).body.managers).toContainEqual(
      expect.objectContaining({ id: claimant.id, pending: false }),
    );
  });

  // The invitation's language (docs/panel-api.md): the recipient's own (their profile's idiom) first;
  // a recipient without a profile gets the language the sender's panel shows (sent with the request),
  // over the sender's app cookie and browser.
  it.each([
    [
      'of the recipient’s profile (English) over the sender’s panel (Spanish)',
      'English',
      'You now manage the guide Museu da Cidade do Recife on Percurso',
      'with the role: Analysis.',
    ],
    [
      'of the recipient’s profile (Portuguese) over the sender’s panel (Spanish)',
      'Português',
      'Você agora gerencia o guia Museu da Cidade do Recife no Percurso',
      'com a função: Análise.',
    ],
    [
      'of the sender’s panel (Spanish) when the recipient has no profile',
      null,
      'Ahora gestionas la guía Museu da Cidade do Recife en Percurso',
      'con el rol: Análisis.',
    ],
  ] as const)('writes the e-mail in the language %s', async (_, idiom, subject, role) => {
    const analyst = await registerVisitor(app, { name: 'Carla' });
    if (idiom) await t.db.updateTable('user_profiles').set({ idiom }).where('id', '=', analyst.id).execute();
    else await t.db.deleteFrom('user_profiles').where('id', '=', analyst.id).execute();
    guideAdmin.agent.cookies.set(LOCALE_COOKIE, 'fr');
    try {
      const added = await call(
        guideAdmin,
        'POST',
        `/api/panel/guides/${guideId}/managers`,
        { email: analyst.email, roles: ['Análise'], language: 'es' },
        { 'accept-language': 'en-GB,en;q=0.8' },
      );
      expect(added.status).toBe(201);
    } finally {
      guideAdmin.agent.cookies.delete(LOCALE_COOKIE);
    }
    const mail = await inbox.nextMailTo(analyst.email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(role);
  });

  it('changes the roles of someone who already manages the guide, without a second e-mail', async () => {
    const person = await registerVisitor(app);
    const path = `/api/panel/guides/${guideId}/managers`;
    expect((await call(guideAdmin, 'POST', path, { email: person.email, roles: ['Análise'] })).status).toBe(201);
    await inbox.nextMailTo(person.email);
    const again = await call(guideAdmin, 'POST', path, {
      email: person.email,
      roles: ['Análise', 'Edição de contéudo'],
    });
    expect(again.status).toBe(200);
    const managers = again.body.managers as Array<{ id: string; roles: string[] }>;
    expect(managers.filter((entry) => entry.id === person.id)).toEqual([
      expect.objectContaining({ roles: ['Análise', 'Edição de contéudo'] }),
    ]);
    // The request answers after the SMTP server took the message, so the inbox is complete here.
    const to = (mail: (typeof inbox.messages)[number]) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');
    const notices = inbox.messages.filter((mail) => to(mail) === person.email && !isVerificationMail(mail));
    expect(notices).toHaveLength(1);
  });

  it("answers an unknown or anonymous e-mail with 'Usuário não encontrado, verificar email cadastrado.'", async () => {
    const path = `/api/panel/guides/${guideId}/managers`;
    const unknown = await call(guideAdmin, 'POST', path, { email: 'ninguem@example.org', roles: ['Análise'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'permission/user-not-found', field: 'email' });
    expect((await call(guideAdmin, 'POST', path, { email: '', roles: ['Análise'] })).body.error?.code).toBe(
      'email-empty',
    );
    expect((await call(guideAdmin, 'POST', path, { email: 'ninguem@example.org' })).body.error?.code).toBe(
      'roles-empty',
    );
    // An anonymous visitor's account has an e-mail of its own, which never matches.
    await anonymousVisitor(app);
    const anonymous = await t.db
      .selectFrom('auth_users')
      .select('email')
      .where('is_anonymous', '=', true)
      .executeTakeFirstOrThrow();
    expect(
      (await call(guideAdmin, 'POST', path, { email: anonymous.email, roles: ['Análise'] })).body.error?.code,
    ).toBe('permission/user-not-found');
  });

  it("removes a manager ('Administrador removido!'), but a guide admin cannot remove the last admin", async () => {
    const soloAdmin = await registerVisitor(app);
    const guide = await buildGuide();
    await addGuideManager(t.db, guide.id, soloAdmin, ['Administração']);
    const helper = await registerVisitor(app);
    await addGuideManager(t.db, guide.id, helper, ['Análise']);

    const removed = await call(soloAdmin, 'DELETE', `/api/panel/guides/${guide.id}/managers/${helper.id}`);
    expect(removed.body).toMatchObject({
      confirmation: 'manager-removed',
      managers: [expect.objectContaining({ id: soloAdmin.id })],
    });
    expect((await call(helper, 'GET', `/api/panel/guides/${guide.id}`)).body.error?.code).toBe('permission/denied');
    expect(
      (await call(soloAdmin, 'DELETE', `/api/panel/guides/${guide.id}/managers/${helper.id}`)).body.error?.code,
    ).toBe('manager/not-found');
    const last = await call(soloAdmin, 'DELETE', `/api/panel/guides/${guide.id}/managers/${soloAdmin.id}`);
    expect(last.status).toBe(409);
    expect(last.body.error?.code).toBe('manager/last-admin');

    const globalAdmin = await registerVisitor(app);
    await makeGlobalAdmin(t.db, globalAdmin.id);
    expect((await call(globalAdmin, 'DELETE', `/api/panel/guides/${guide.id}/managers/${soloAdmin.id}`)).status).toBe(
      200,
    );
  });
});

describe('global panel admins', () => {
  it('adds one by e-mail (with an e-mail), lists them, removes them, but never the last one', async () => {
    const first = await registerVisitor(app, { name: 'Diretora' });
    await makeGlobalAdmin(t.db, first.id);
    const initial = ((await call(first, 'GET', '/api/panel/admins')).body.admins as Array<{ id: string }>).map(
      (entry) => entry.id,
    );
    const second = await registerVisitor(app, { name: 'Eduardo' });
    await markEmailVerified(t.db, second.id);
    const added = await call(first, 'POST', '/api/panel/admins', { email: second.email });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      confirmation: 'admin-added',
      admin: { id: second.id, email: second.email, name: 'Eduardo', pending: false },
    });
    const mail = await inbox.nextMailTo(second.email);
    expect(mail.subject).toBe('Você agora administra o painel do Percurso');
    expect((await call(second, 'GET', '/api/panel/app-properties')).status).toBe(200);

    expect((await call(first, 'POST', '/api/panel/admins', { email: 'ninguem@example.org' })).body.error?.code).toBe(
      'permission/user-not-found',
    );
    const removed = await call(second, 'DELETE', `/api/panel/admins/${first.id}`);
    expect(removed.body).toEqual({ confirmation: 'admin-removed', id: first.id });
    expect((await call(first, 'GET', '/api/panel/admins')).body.error?.code).toBe('permission/denied');
    expect((await call(second, 'DELETE', `/api/panel/admins/${first.id}`)).body.error?.code).toBe('admin/not-found');

    // Remove every other admin; the last one stays.
    for (const id of initial.filter((entry) => entry !== first.id)) {
      expect((await call(second, 'DELETE', `/api/panel/admins/${id}`)).status).toBe(200);
    }
    const last = await call(second, 'DELETE', `/api/panel/admins/${second.id}`);
    expect(last.status).toBe(409);
    expect(last.body.error?.code).toBe('admin/last-admin');
  });
});
