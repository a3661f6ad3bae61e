import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uniqueId } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { createLogger } from '../../logger.ts';
import { type RollupDrain, startAnalyticsDrain } from './rollup-inbox.ts';

/**
 * The server's background drain of the analytics inbox is housekeeping: while visitors' events
 * keep coming it waits for a lull (at most ten seconds after its last drain), so a crowd's writes
 * never queue behind a rollup on PGlite's one session.
 */
const t = setupTestApp();

async function recordEvent() {
  await sql`insert into interactions (id, type, tracker, guide_id, guide_name, point_id, point_name, user_id, user_name)
    values (${uniqueId('i')}, 'Desbloqueio de interação', 'intPointDialog', ${uniqueId('g')}, 'Museu',
      ${uniqueId('p')}, 'Ponto', ${uniqueId('u')}, 'Anônimo')`.execute(t.db);
}

async function inboxRows(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from analytics_inbox`.execute(t.db);
  return rows[0]?.n ?? 0;
}

/** Moves the clock a quarter of a second at a time, calling `each` (a visitor's event) before each step. */
async function advance(ms: number, each?: () => Promise<void>) {
  for (let passed = 0; passed < ms; passed += 250) {
    await each?.();
    await vi.advanceTimersByTimeAsync(250);
  }
}

describe('the server drain of the analytics inbox', () => {
  let drain: RollupDrain;

  beforeEach(async () => {
    // Fake timers for the drain's clock only; the database's own waits stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    drain = startAnalyticsDrain(t.db, createLogger('silent'));
    await sql`delete from analytics_inbox`.execute(t.db);
  });

  afterEach(async () => {
    await drain.stop();
    vi.useRealTimers();
  });

  /** A visitor's event, as the interaction writers record it and tell the drain. */
  const written = async () => {
    await recordEvent();
    drain.written();
  };

  it('waits while events keep coming and drains once they pause', async () => {
    await advance(4000, written);
    expect(await inboxRows()).toBe(16);

    await advance(2000);
    await drain.stop(); // lets the drain that started commit
    expect(await inboxRows()).toBe(0);
  });

  it('drains at most ten seconds after its last drain however busy the server is', async () => {
    await advance(9000, written);
    expect(await inboxRows()).toBeGreaterThan(0);

    await advance(2000, written);
    await drain.stop();
    // Drained once the ten seconds were over; what came after waits for the next lull.
    expect(await inboxRows()).toBeGreaterThan(0);
    expect(await inboxRows()).toBeLessThan(8);
  });

  it('sends nothing while no event was written', async () => {
    await recordEvent();
    await advance(3000);
    // The row came from elsewhere (no written()): a dashboard read or its own process drains it.
    expect(await inboxRows()).toBe(1);
  });
});
