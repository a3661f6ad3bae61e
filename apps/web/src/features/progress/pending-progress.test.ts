import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from '../offline/outbox.ts';
import { withQueuedWrites } from './pending-progress.ts';
import { emptyProgress } from './progress-query.ts';

const unlock = (pointId: string, seq: number): QueuedWrite => ({
  id: `i${seq}`,
  kind: 'interaction',
  body: { id: `00000000-0000-4000-8000-00000000000${seq}`, pointId, tracker: 'intPointDialog' },
  queuedAt: seq,
  seq,
});
const answer = (pointId: string, questionIndex: number, optionIndex: number, seq: number): QueuedWrite => ({
  id: `a${seq}`,
  kind: 'answer',
  body: { pointId, questionIndex, optionIndex },
  queuedAt: seq,
  seq,
});

describe('withQueuedWrites', () => {
  it('shows points unlocked offline as unlocked, once each, and counts them towards the level', () => {
    const server = { ...emptyProgress('u1'), unlockedPointIds: ['p1'], visitedPointCount: 1 };
    const shown = withQueuedWrites(server, [unlock('p2', 1), unlock('p1', 2), unlock('p3', 3), unlock('p2', 4)]);
    expect(shown.unlockedPointIds).toEqual(['p1', 'p2', 'p3']);
    expect(shown.visitedPointCount).toBe(3);
    expect(shown.experienceLevel).toBe(2);
    expect(shown.lastPointUnlocked).toBe('p3');
  });

  it('adds answers given offline, keeping an answer the server already has', () => {
    const server = { ...emptyProgress('u1'), answers: [{ pointId: 'q', questionIndex: 0, optionIndex: 1 }] };
    const shown = withQueuedWrites(server, [answer('q', 0, 2, 1), answer('q', 1, 0, 2)]);
    expect(shown.answers).toEqual([
      { pointId: 'q', questionIndex: 0, optionIndex: 1 },
      { pointId: 'q', questionIndex: 1, optionIndex: 0 },
    ]);
  });

  it('leaves the progress as it is for a rating waiting to be sent', () => {
    const server = { ...emptyProgress('u1'), unlockedPointIds: ['p1'], visitedPointCount: 1 };
    const rating: QueuedWrite = {
      id: 'rating:Ponto:p2',
      kind: 'rating',
      body: { type: 'Ponto', guideId: 'g', targetId: 'p2', rate: 9 },
      queuedAt: 1,
      seq: 1,
    };
    expect(withQueuedWrites(server, [rating])).toBe(server);
  });

  it('answers the same object when nothing is queued', () => {
    const server = emptyProgress('u1');
    expect(withQueuedWrites(server, [])).toBe(server);
  });
});
