import { experienceLabel, levelProgress, type VisitorProgress } from '@percurso/shared';
import type { QueuedWrite } from '../offline/outbox.ts';

/**
 * The visitor's progress as this device knows it: the server's last answer plus the writes still
 * queued (made offline), so points unlocked and questions answered without network show as such.
 * Journey completion is left to the server's answer once the writes are sent.
 */
export function withQueuedWrites(progress: VisitorProgress, writes: readonly QueuedWrite[]): VisitorProgress {
  if (writes.length === 0) return progress;
  const unlocked = [...progress.unlockedPointIds];
  const answers = [...progress.answers];
  for (const write of writes) {
    if (write.kind === 'interaction') {
      if (!unlocked.includes(write.body.pointId)) unlocked.push(write.body.pointId);
    } else if (write.kind === 'answer') {
      const { pointId, questionIndex, optionIndex } = write.body;
      if (!answers.some((answer) => answer.pointId === pointId && answer.questionIndex === questionIndex)) {
        answers.push({ pointId, questionIndex, optionIndex });
      }
    }
  }
  const added = unlocked.length - progress.unlockedPointIds.length;
  if (added === 0 && answers.length === progress.answers.length) return progress;
  const visited = progress.visitedPointCount + added;
  const level = levelProgress(visited);
  return {
    ...progress,
    unlockedPointIds: unlocked,
    answers,
    visitedPointCount: visited,
    experienceLevel: level.level,
    experienceLabel: experienceLabel(level.level),
    pointsInLevel: level.pointsInLevel,
    pointsForNextLevel: level.pointsForNextLevel,
    lastPointUnlocked: added > 0 ? (unlocked.at(-1) ?? progress.lastPointUnlocked) : progress.lastPointUnlocked,
  };
}
