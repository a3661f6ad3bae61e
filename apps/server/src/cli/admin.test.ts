import { describe, expect, it } from 'vitest';
import { anonymousVisitor, newEmail, registerVisitor } from '../../test/accounts.ts';
import { markEmailVerified } from '../../test/roles.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { runAdminCommand } from './admin.ts';

const t = setupTestApp();
const app = () => t.app;

const accessOf = async (agent: Awaited<ReturnType<typeof registerVisitor>>['agent']) =>
  ((await (await agent.request('/api/me/access')).json()) as { isGlobalAdmin: boolean }).isGlobalAdmin;

describe('npm run admin -- grant|revoke <email>', () => {
  it('grants global admin to a registered user by e-mail, in any case, and revokes it', async () => {
    const user = await registerVisitor(app);
    expect(await runAdminCommand(t.db, ['grant', user.email.toUpperCase()])).toEqual({
      ok: true,
      message: `${user.email}: Administrador adicionado!`,
    });
    // The role counts once the owner has verified the address (docs/decisions/0007-permissions.md).
    expect(await accessOf(user.agent)).toBe(false);
    await markEmailVerified(t.db, user.id);
    expect(await accessOf(user.agent)).toBe(true);
    expect(await runAdminCommand(t.db, ['grant', user.email])).toEqual({
      ok: true,
      message: `${user.email}: já é administrador.`,
    });

    expect(await runAdminCommand(t.db, ['revoke', user.email])).toEqual({
      ok: true,
      message: `${user.email}: Administrador removido!`,
    });
    expect(await accessOf(user.agent)).toBe(false);
    expect(await runAdminCommand(t.db, ['revoke', user.email])).toEqual({
      ok: true,
      message: `${user.email}: não é administrador.`,
    });
  });

  it("answers the spec's message for an e-mail no registered account has", async () => {
    const notFound = { ok: false, message: 'Usuário não encontrado, verificar email cadastrado.' };
    expect(await runAdminCommand(t.db, ['grant', newEmail()])).toEqual(notFound);
    expect(await runAdminCommand(t.db, ['revoke', newEmail()])).toEqual(notFound);
  });

  it('never grants an anonymous session', async () => {
    const agent = await anonymousVisitor(app);
    const me = (await (await agent.request('/api/auth/get-session')).json()) as { user: { email: string } };
    expect(await runAdminCommand(t.db, ['grant', me.user.email])).toMatchObject({ ok: false });
  });

  it.each([[[]], [['grant']], [['promote', 'a@b.c']], [['grant', 'a@b.c', 'extra']]])(
    'prints the usage for %j',
    async (args) => {
      expect(await runAdminCommand(t.db, args)).toEqual({
        ok: false,
        message: 'Uso: npm run admin -w @percurso/server -- grant|revoke <email>',
      });
    },
  );
});
