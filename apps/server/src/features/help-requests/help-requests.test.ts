import { describe, expect, it } from 'vitest';
import { anonymousVisitor, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildGuideMap, buildPoint } from '../../../test/factories.ts';
import { addGuideManager } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { deleteExpiredHelpRequests } from './help-requests.service.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the expectations check their shape.
type AnyBody = Record<string, any>;

/**
 * Help requests (issue 30 item 5): visitors ask at a point of a guide that takes them, the front
 * desk sees them live, acknowledges and closes. Rate limits on, as in production.
 */
const t = setupTestApp({ settings: () => ({ rateLimits: true }) });
const app = () => t.app;

async function setup() {
  const guide = await buildGuide({ helpRequestsEnabled: true });
  const map = await buildGuideMap({ guideId: guide.id, fileUrl: '/media/test/floor.svg', width: 1000, height: 800 });
  const point = await buildPoint({
    guideId: guide.id,
    name: { pt: 'Sala das Máquinas' },
    mapId: map.id,
    x: 250,
    y: 600,
  });
  return { guide, map, point };
}

let staff: { editor: RegisteredVisitor; analyst: RegisteredVisitor } | undefined;
/** One editor and one analyst for the whole file (sign-ups are rate-limited per address). */
async function people(guideId: string) {
  staff ??= { editor: await registerVisitor(app), analyst: await registerVisitor(app) };
  await addGuideManager(t.db, guideId, staff.editor, ['Edição de contéudo']);
  await addGuideManager(t.db, guideId, staff.analyst, ['Análise']);
  return staff;
}

async function ask(agent: BrowserAgent, body: Record<string, unknown>) {
  const response = await agent.post('/api/help-requests', body);
  return { status: response.status, body: (await response.json()) as AnyBody, headers: response.headers };
}
async function call(agent: BrowserAgent, path: string, method = 'GET') {
  const response = await agent.request(path, { method });
  return { status: response.status, body: (await response.json()) as AnyBody };
}

/** An open SSE stream read event by event (heartbeat comments skipped). */
async function openEvents(agent: BrowserAgent, path: string) {
  const response = await agent.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = block.split('\n').find((line) => line.startsWith('event:'));
          if (event) return event.slice('event:'.length).trim();
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

describe('asking for help', () => {
  it('is refused while the guide has help requests off (the default)', async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id });
    const visitor = await anonymousVisitor(app);
    const answer = await ask(visitor, { guideId: guide.id, pointId: point.id, need: 'lost' });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('help-request/disabled');
    expect(await t.db.selectFrom('help_requests').select('id').where('guide_id', '=', guide.id).execute()).toEqual([]);
  });

  it('lets an anonymous visitor ask at a point of a guide that takes requests, and read its state', async () => {
    const { guide, point } = await setup();
    const visitor = await anonymousVisitor(app);
    const answer = await ask(visitor, {
      guideId: guide.id,
      pointId: point.id,
      need: 'wheelchair',
      message: '  Rampa?  ',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.request).toMatchObject({
      guideId: guide.id,
      pointId: point.id,
      need: 'wheelchair',
      message: 'Rampa?',
      status: 'open',
      acknowledgedAt: null,
      closedAt: null,
    });
    const read = await call(visitor, `/api/help-requests/${answer.body.request.id}`);
    expect(read).toEqual({ status: 200, body: { request: answer.body.request } });
  });

  it('validates the need, the message length, the point and the session', async () => {
    const { guide, point } = await setup();
    const other = await buildPoint({ guideId: (await buildGuide({ helpRequestsEnabled: true })).id });
    const visitor = await anonymousVisitor(app);
    const base = { guideId: guide.id, pointId: point.id };
    const codes = async (body: Record<string, unknown>, agent = visitor) => {
      const { status, body: answer } = await ask(agent, body);
      return [status, answer.error?.code];
    };
    expect(await codes({ ...base, need: 'taxi' })).toEqual([400, 'invalid-request']);
    expect(await codes({ ...base, need: 'other', message: 'x'.repeat(281) })).toEqual([400, 'invalid-request']);
    expect(await codes({ guideId: guide.id, pointId: other.id, need: 'lost' })).toEqual([404, 'point/not-found']);
    expect(await codes({ ...base, guideId: 'no-such-guide', need: 'lost' })).toEqual([404, 'guide/not-found']);
    expect(await codes({ ...base, need: 'lost' }, createBrowserAgent(app))).toEqual([401, 'auth/session-required']);
    // A message of exactly 280 characters is fine.
    expect(await codes({ ...base, need: 'other', message: 'x'.repeat(280) })).toEqual([201, undefined]);
  });

  it('takes 3 requests per visitor in 15 minutes, then answers 429 rate-limited with Retry-After', async () => {
    const { guide, point } = await setup();
    const visitor = await anonymousVisitor(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await ask(visitor, { guideId: guide.id, pointId: point.id, need: 'lost' })).status).toBe(201);
    }
    const refused = await ask(visitor, { guideId: guide.id, pointId: point.id, need: 'lost' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate-limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not held back by the first one's requests.
    const other = await anonymousVisitor(app);
    expect((await ask(other, { guideId: guide.id, pointId: point.id, need: 'lost' })).status).toBe(201);
  });

  it('keeps a request from anyone but the visitor who asked', async () => {
    const { guide, point } = await setup();
    const visitor = await anonymousVisitor(app);
    const { body } = await ask(visitor, { guideId: guide.id, pointId: point.id, need: 'hearing' });
    const stranger = await anonymousVisitor(app);
    const read = await call(stranger, `/api/help-requests/${body.request.id}`);
    expect([read.status, read.body.error.code]).toEqual([404, 'help-request/not-found']);
    const events = await stranger.request(`/api/help-requests/${body.request.id}/events`);
    expect(events.status).toBe(404);
  });

  it('deletes requests older than 30 days when a new one is stored', async () => {
    const { guide, point } = await setup();
    const visitor = await anonymousVisitor(app);
    const { body } = await ask(visitor, { guideId: guide.id, pointId: point.id, need: 'lost' });
    await t.db
      .updateTable('help_requests')
      .set({ created_at: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where('id', '=', body.request.id)
      .execute();
    await ask(await anonymousVisitor(app), { guideId: guide.id, pointId: point.id, need: 'other' });
    expect(await t.db.selectFrom('help_requests').select('id').where('id', '=', body.request.id).execute()).toEqual([]);
  });

  it('deletes them on the hourly cleanup too, when nobody asks again: 31 days old goes, 29 days old stays', async () => {
    const { guide, point } = await setup();
    const ids: string[] = [];
    for (const days of [31, 29]) {
      const { body } = await ask(await anonymousVisitor(app), { guideId: guide.id, pointId: point.id, need: 'other' });
      await t.db
        .updateTable('help_requests')
        .set({ created_at: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
        .where('id', '=', body.request.id)
        .execute();
      ids.push(body.request.id);
    }
    await deleteExpiredHelpRequests(t.db);
    const left = await t.db.selectFrom('help_requests').select('id').where('id', 'in', ids).execute();
    expect(left.map((row) => row.id)).toEqual([ids[1]]);
  });
});

describe('the front desk', () => {
  it('lists open requests with the point and its place on the floor plan; analysts are refused', async () => {
    const { guide, map, point } = await setup();
    const { editor, analyst } = await people(guide.id);
    const visitor = await anonymousVisitor(app);
    const { body } = await ask(visitor, {
      guideId: guide.id,
      pointId: point.id,
      need: 'lost',
      message: 'Perdi meu filho',
    });

    const list = await call(editor.agent, `/api/panel/guides/${guide.id}/help-requests`);
    expect(list.status).toBe(200);
    expect(list.body.requests).toEqual([
      {
        ...body.request,
        pointName: { pt: 'Sala das Máquinas' },
        stopNumber: point.stopNumber,
        place: { mapId: map.id, mapName: map.name, fileUrl: map.fileUrl, width: 1000, height: 800, x: 250, y: 600 },
      },
    ]);
    const refused = await call(analyst.agent, `/api/panel/guides/${guide.id}/help-requests`);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'permission/denied']);
    const ack = await call(analyst.agent, `/api/panel/help-requests/${body.request.id}/acknowledge`, 'POST');
    expect([ack.status, ack.body.error.code]).toEqual([403, 'permission/denied']);
    const visitorTries = await call(visitor, `/api/panel/help-requests/${body.request.id}/close`, 'POST');
    expect(visitorTries.status).toBe(403);
  });

  it('hears a new request live, acknowledges it (the visitor hears that), then closes it', async () => {
    const { guide, point } = await setup();
    const { editor } = await people(guide.id);
    const desk = await openEvents(editor.agent, `/api/panel/guides/${guide.id}/help-requests/events`);
    expect(await desk.next()).toBe('ready');

    const visitor = await anonymousVisitor(app);
    const { body } = await ask(visitor, { guideId: guide.id, pointId: point.id, need: 'wheelchair' });
    expect(await desk.next()).toBe('help-requests-changed');

    const phone = await openEvents(visitor, `/api/help-requests/${body.request.id}/events`);
    expect(await phone.next()).toBe('ready');
    const ack = await call(editor.agent, `/api/panel/help-requests/${body.request.id}/acknowledge`, 'POST');
    expect(ack.status).toBe(200);
    expect(ack.body.request).toMatchObject({ status: 'acknowledged', closedAt: null });
    expect(await phone.next()).toBe('help-request-changed');
    expect((await call(visitor, `/api/help-requests/${body.request.id}`)).body.request.status).toBe('acknowledged');

    // A second acknowledgement changes nothing; closing does.
    const again = await call(editor.agent, `/api/panel/help-requests/${body.request.id}/acknowledge`, 'POST');
    expect(again.body.request.acknowledgedAt).toBe(ack.body.request.acknowledgedAt);
    const closed = await call(editor.agent, `/api/panel/help-requests/${body.request.id}/close`, 'POST');
    expect(closed.body.request).toMatchObject({ status: 'closed', acknowledgedAt: ack.body.request.acknowledgedAt });
    expect(await phone.next()).toBe('help-request-changed');
    expect((await call(visitor, `/api/help-requests/${body.request.id}`)).body.request.status).toBe('closed');
    // Closed requests stay on the desk for an hour, shown as closed.
    const list = await call(editor.agent, `/api/panel/guides/${guide.id}/help-requests`);
    expect(list.body.requests.map((request: AnyBody) => request.status)).toEqual(['closed']);
    await desk.close();
    await phone.close();
  });

  it('answers help-request/not-found for an unknown request', async () => {
    const { guide } = await setup();
    const { editor } = await people(guide.id);
    const answer = await call(editor.agent, '/api/panel/help-requests/no-such-request/close', 'POST');
    expect([answer.status, answer.body.error.code]).toEqual([404, 'help-request/not-found']);
  });
});
