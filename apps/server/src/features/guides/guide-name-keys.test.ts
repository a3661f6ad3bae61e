import type { Guide } from '@percurso/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, uniqueId } from '../../../test/factories.ts';
import { makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { nameKeys } from '../../db/row-mapping.ts';

/** Migration 0011's guard of unique guide names, for guides that already shared a name before it. */
const t = setupTestApp();

let admin: RegisteredVisitor;
beforeAll(async () => {
  admin = await registerVisitor(() => t.app);
  await makeGlobalAdmin(t.db, admin.id);
});

async function patch(id: string, json: unknown) {
  const response = await admin.agent.request(`/api/panel/guides/${id}`, { method: 'PATCH', json });
  return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
}

/** Gives `newer` the name of `older` as a guide written before the guard did: the older holds the key. */
async function shareNameAsBeforeTheGuard(older: Guide, newer: Guide) {
  await t.db.transaction().execute(async (trx) => {
    await sql`alter table guides disable trigger guides_name_keys`.execute(trx);
    await sql`update guides set name = source.name, name_key = source.name_key, name_keys = source.name_keys
      from guides source where source.id = ${older.id} and guides.id = ${newer.id}`.execute(trx);
    await sql`delete from guide_name_keys where guide_id = ${newer.id}`.execute(trx);
    await sql`alter table guides enable trigger guides_name_keys`.execute(trx);
  });
}

describe('guides that shared a name before the guard', () => {
  it('keep their names: the newer one can still be saved, and is still refused a name another guide holds', async () => {
    const older = await buildGuide({ name: { pt: `Museu ${uniqueId('antigo')}` } });
    const newer = await buildGuide({ name: { pt: `Museu ${uniqueId('novo')}` } });
    const other = await buildGuide({ name: { pt: `Museu ${uniqueId('outro')}` } });
    await shareNameAsBeforeTheGuard(older, newer);

    const saved = await patch(newer.id, { description: { pt: 'Descrição nova.' } });
    expect(saved.status).toBe(200);
    expect((saved.body as { guide?: Guide }).guide?.name).toEqual(older.name);
    expect((await patch(older.id, { description: { pt: 'Também muda.' } })).status).toBe(200);

    const taken = await patch(newer.id, { name: { pt: other.name.pt } });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.code).toBe('existing-name');
    // The same refusal from the database itself, past the service's check (adding an English name).
    await expect(
      sql`update guides set name_keys = guides.name_keys || source.name_keys from guides source
        where source.id = ${other.id} and guides.id = ${newer.id}`.execute(t.db),
    ).rejects.toMatchObject({ code: '23505' });

    // A name of its own added beside the shared one is taken by it, and refused to others.
    const added = `Casa ${uniqueId('nova')}`;
    await sql`update guides set name_keys = guides.name_keys || ${sql.val(nameKeys({ en: added }))}::text[]
      where id = ${newer.id}`.execute(t.db);
    await expect(buildGuide({ name: { pt: added } })).rejects.toMatchObject({ code: '23505' });
  });
});
