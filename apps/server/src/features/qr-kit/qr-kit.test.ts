import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, errorCodeOf } from '../../../test/accounts.ts';
import { buildJourney, buildPoint } from '../../../test/factories.ts';
import { record, recorded } from '../../../test/interactions.ts';
import { readPdf } from '../../../test/read-pdf.ts';
import { buildRoleMatrix, PEOPLE, type Person, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';
import { codeSignerFor } from '../unlock-codes/index.ts';

const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
let journeyId: string;
const pointNames = ['Sala das Máquinas', 'Engenho Velho', 'Casa-grande', 'Capela de São João', 'Senzala'];
const pointIds: string[] = [];

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  const journey = await buildJourney({ guideId: matrix.guideId, name: { pt: 'Caminho do açúcar' } });
  journeyId = journey.id;
  for (const name of pointNames) {
    const point = await buildPoint({ guideId: matrix.guideId, journeyIds: [journey.id], name: { pt: name } });
    pointIds.push(point.id);
  }
  // A point of another journey must not get a card.
  await buildPoint({ guideId: matrix.guideId, journeyIds: [], name: { pt: 'Fora da jornada' } });
});

const kitUrl = (guideId: string, id: string) => `/api/guides/${guideId}/qr-kit/${id}.pdf`;

describe('QR print kit', () => {
  it('lists the guide journeys with their point counts', async () => {
    const response = await matrix.agents.contentEditor.request(`/api/guides/${matrix.guideId}/qr-kit`);
    expect(response.status).toBe(200);
    const { journeys } = (await response.json()) as { journeys: Array<{ id: string; pointCount: number }> };
    expect(journeys).toContainEqual(expect.objectContaining({ id: journeyId, pointCount: pointNames.length }));
  });

  it('says which origin the codes open and whether only the device itself can reach it', async () => {
    const response = await matrix.agents.contentEditor.request(`/api/guides/${matrix.guideId}/qr-kit`);
    expect(await response.json()).toMatchObject({ origin: TEST_ORIGIN, isLoopbackOrigin: true });
  });

  it('prints one card per point, four to an A4 page, whose QR codes open PUBLIC_ORIGIN/qrcode/{pointId}?s={signature}', async () => {
    const response = await matrix.agents.contentEditor.request(kitUrl(matrix.guideId, journeyId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="qrcodes-Caminho-do-acucar.pdf"');
    const pages = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pages.length).toBe(2);
    const text = pages.map((page) => page.text).join(' ');
    for (const name of pointNames) expect(text).toContain(name);
    expect(text).not.toContain('Fora da jornada');
    for (const scan of ['Aponte a câmera', "Point your phone's camera", 'Apunta la cámara', 'Pointez la caméra']) {
      expect(text.split(scan).length - 1).toBe(pointNames.length);
    }
    // Each card prints its point's stop number, the number the guide's keypad opens it by.
    const numbered = await t.db.selectFrom('points').select('stop_number').where('id', 'in', pointIds).execute();
    for (const { stop_number } of numbered) expect(text).toContain(`Nº ${stop_number}`);
    const codes = pages.flatMap((page) => page.codes);
    const sign = await codeSignerFor(t.db, matrix.guideId);
    expect(codes.sort()).toEqual(
      pointIds.map((id) => `${TEST_ORIGIN}/qrcode/${encodeURIComponent(id)}?s=${sign(id)}`).sort(),
    );
  });

  it('prints codes that unlock their QR-required points when the guide accepts signed codes only', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    const point = await buildPoint({ guideId: matrix.guideId, journeyIds: [journey.id], qrValidation: true });
    await t.db
      .insertInto('guide_unlock_codes')
      .values({ guide_id: matrix.guideId, signed_codes_only: true })
      .onConflict((conflict) => conflict.column('guide_id').doUpdateSet({ signed_codes_only: true }))
      .execute();
    const response = await matrix.agents.contentEditor.request(kitUrl(matrix.guideId, journey.id));
    const [code] = (await readPdf(new Uint8Array(await response.arrayBuffer()))).flatMap((page) => page.codes);
    expect(code).toMatch(/\?s=[\w-]{16}$/);
    const visitor = await anonymousVisitor(app);
    const unsigned = { pointId: point.id, tracker: 'toolBar', proof: { qr: code?.split('?')[0] } };
    expect(await errorCodeOf(await record(visitor, unsigned))).toBe('interaction/signed-code-required');
    const unlocked = await recorded(
      await record(visitor, { pointId: point.id, tracker: 'toolBar', proof: { qr: code } }),
    );
    expect(unlocked.progress.unlockedPointIds).toEqual([point.id]);
  });

  it('answers journey/not-found for a journey of another guide', async () => {
    const other = await buildJourney({ guideId: matrix.otherGuideId });
    const response = await matrix.agents.contentEditor.request(kitUrl(matrix.guideId, other.id));
    expect(await errorCodeOf(response)).toBe('journey/not-found');
  });

  it('is for those who edit the guide content (guide.content.edit)', async () => {
    const expected: Record<Person, string> = {
      anonymous: 'auth/anonymous-not-allowed',
      commonUser: 'permission/denied',
      contentEditor: 'ok',
      analyst: 'permission/denied',
      otherGuideAdmin: 'permission/denied',
      guideAdmin: 'ok',
      globalAdmin: 'ok',
      roadMapAdmin: 'permission/denied',
    };
    const outcomes: Record<string, string> = {};
    for (const person of PEOPLE) {
      const response = await matrix.agents[person].request(kitUrl(matrix.guideId, journeyId));
      outcomes[person] = response.status === 200 ? 'ok' : ((await errorCodeOf(response)) ?? String(response.status));
    }
    expect(outcomes).toEqual(expected);
  });
});
