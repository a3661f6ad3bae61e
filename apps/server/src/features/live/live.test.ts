import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../../../test/accounts.ts';
import { buildGuide, buildJourney, buildPoint, publish } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { backend } from '../../../test/test-database.ts';
import { type App, createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';

const t = setupTestApp();

/** An open SSE stream read event by event, as EventSource would. */
async function openEvents(guideId: string, app: App = t.app) {
  const response = await app.request(`/api/guides/${encodeURIComponent(guideId)}/events`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let retry: number | undefined;
  return {
    response,
    /** The reconnect time (ms) the server last set, as EventSource keeps it. */
    retry: () => retry,
    /** The next event (comments such as heartbeats skipped). */
    async next(): Promise<{ event: string; data: string }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          if (lines.length === 0) continue;
          const field = (name: string) =>
            lines
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trimStart())
              .join('\n');
          if (field('retry')) retry = Number(field('retry'));
          // As EventSource: a block without data (a reconnect time alone) dispatches no event.
          if (!lines.some((line) => line.startsWith('data:'))) continue;
          return { event: field('event') || 'message', data: field('data') };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

/**
 * A write from outside this server's code path: on PostgreSQL a separate connection (as another
 * server process or psql would be); PGlite has one session, shared with the app.
 */
async function writeElsewhere(statement: string, values: unknown[]) {
  if (backend === 'postgres') {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      await client.query(statement, values);
    } finally {
      await client.end();
    }
    return;
  }
  await t.db.executeQuery(CompiledQuery.raw(statement, values));
}

describe('GET /api/guides/:id/events (live updates)', () => {
  it('tells an open page when its guide is published, and not when its draft is edited', async () => {
    const guide = await buildGuide();
    const journey = await buildJourney({ guideId: guide.id });
    const point = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    const events = await openEvents(guide.id);
    try {
      expect(await events.next()).toEqual({ event: 'ready', data: guide.id });
      await writeElsewhere(`update points set name = $1::jsonb where id = $2`, [
        JSON.stringify({ pt: 'Nome novo' }),
        point.id,
      ]);
      // A draft edit reaches no visitor: nothing arrives (a wrong event would come within milliseconds).
      const next = events.next();
      const quiet = await Promise.race([
        next.then((event) => event.event),
        new Promise<'nothing'>((resolve) => setTimeout(() => resolve('nothing'), 400)),
      ]);
      expect(quiet).toBe('nothing');
      await publish(guide.id);
      expect(await next).toEqual({ event: 'guide-changed', data: guide.id });
    } finally {
      await events.close();
    }
  });

  it('tells open pages when their guide goes off air from any connection, and not pages of other guides', async () => {
    const listing = await buildGuide();
    const other = await buildGuide();
    const watching = await openEvents(listing.id);
    const bystander = await openEvents(other.id);
    try {
      expect((await watching.next()).event).toBe('ready');
      expect((await bystander.next()).event).toBe('ready');
      await writeElsewhere('update guides set enabled = false where id = $1', [listing.id]);
      expect(await watching.next()).toEqual({ event: 'guide-changed', data: listing.id });
      // The bystander's next event is the one its own guide causes.
      await writeElsewhere('update guides set enabled = false where id = $1', [other.id]);
      expect(await bystander.next()).toEqual({ event: 'guide-changed', data: other.id });
    } finally {
      await watching.close();
      await bystander.close();
    }
  });

  it.runIf(backend === 'postgres')(
    'listens again after the LISTEN connection is cut, and tells open pages to reload what they may have missed',
    async () => {
      const guide = await buildGuide();
      const events = await openEvents(guide.id);
      try {
        expect((await events.next()).event).toBe('ready');
        await writeElsewhere(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
          [],
        );
        expect(await events.next()).toEqual({ event: 'guide-changed', data: guide.id });
        await writeElsewhere('update guides set enabled = false where id = $1', [guide.id]);
        expect(await events.next()).toEqual({ event: 'guide-changed', data: guide.id });
      } finally {
        await events.close();
      }
    },
  );

  it('ends open streams with a reconnect hint when the server shuts down, so it can close', async () => {
    const guide = await buildGuide();
    const stopping = new AbortController();
    const second = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), shutdown: stopping.signal });
    const events = await openEvents(guide.id, second);
    expect((await events.next()).event).toBe('ready');
    expect(events.retry()).toBe(3000);
    stopping.abort();
    await expect(events.next()).rejects.toThrow('stream ended');
    // A quicker, spread-out reconnect than an ordinary drop's: to another process, not all at once.
    expect(events.retry()).toBeGreaterThanOrEqual(500);
    expect(events.retry()).toBeLessThan(1000);
  });

  it('opens no stream for a guide that does not exist or is switched off', async () => {
    const response = await t.app.request('/api/guides/no-such-guide/events');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/event-stream');
    expect(await errorCodeOf(response)).toBe('guide/not-found');
    const disabled = await buildGuide({ enabled: false });
    const refused = await t.app.request(`/api/guides/${disabled.id}/events`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).not.toContain('text/event-stream');
    expect(await errorCodeOf(refused)).toBe('guide/disabled');
  });
});
