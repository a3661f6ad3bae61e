import { randomUUID } from 'node:crypto';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import { buildEmblem, buildGuide, buildInstantReward, buildJourney, buildPoint } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import { shareNotificationSource } from '../../db/notifications.ts';
import { createLogger } from '../../logger.ts';

/** Counts the statements Kysely sends while `recording`, and the transactions it opens. */
class StatementCounter implements KyselyPlugin {
  statements = 0;
  recording = false;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording) this.statements += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The database seen through the counter; each transaction adds its BEGIN and COMMIT. */
function counted(db: Db, counter: StatementCounter): Db {
  const plugged = db.withPlugin(counter);
  // The app's caches listen for changes (LISTEN) where the real database does.
  shareNotificationSource(db, plugged);
  const transaction = plugged.transaction.bind(plugged);
  vi.spyOn(plugged, 'transaction').mockImplementation(() => {
    if (counter.recording) counter.statements += 2;
    return transaction();
  });
  return plugged;
}

const t = setupTestApp();

describe('POST /api/interactions statement budget', () => {
  it('records an unlock that completes a journey, earns an emblem and wins an instant reward in at most 10 statements, session lookup, BEGIN and COMMIT included', async () => {
    const guide = await buildGuide();
    const journey = await buildJourney({ guideId: guide.id });
    const first = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    const last = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    await buildJourney({ guideId: guide.id });
    const emblem = await buildEmblem({ guideId: guide.id, journeyId: journey.id, journeyProgress: 100 });
    const reward = await buildInstantReward({ guideId: guide.id, journeyId: journey.id, journeyRate: 100 });
    const counter = new StatementCounter();
    const app = createApp({ db: counted(t.db, counter), config: t.config, logger: createLogger('silent') });
    const { agent } = await registerVisitor(() => app);
    const record = (pointId: string) =>
      agent.post('/api/interactions', { id: randomUUID(), pointId, tracker: 'intPointDialog' });
    expect((await record(first.id)).status).toBe(200);
    counter.recording = true;
    const response = await record(last.id);
    counter.recording = false;
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      completedJourneyIds: string[];
      progress: { unlockedPointIds: string[] };
      earnings: { emblems: Array<{ id: string }>; instantReward: { reward: { id: string } } | null };
    };
    expect(body.completedJourneyIds).toEqual([journey.id]);
    expect(body.earnings.emblems.map((earned) => earned.id)).toEqual([emblem]);
    expect(body.earnings.instantReward?.reward.id).toBe(reward);
    expect(body.progress.unlockedPointIds).toEqual([first.id, last.id]);
    expect(counter.statements).toBeGreaterThan(0);
    console.info(`statements to record the interaction: ${counter.statements}`);
    expect(counter.statements).toBeLessThanOrEqual(10);
  });
});
