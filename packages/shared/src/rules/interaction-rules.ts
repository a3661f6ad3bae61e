import { TRACKERS } from '../constants.ts';
import type { InteractionType, Tracker } from '../schemas/interaction.ts';

/** A visitor's first access to a point unlocks it; every later one is a content access. */
export function interactionTypeFor(hasPriorInteraction: boolean): InteractionType {
  return hasPriorInteraction ? 'Acesso ao conteudo' : 'Desbloqueio de interação';
}

export function isTracker(value: string): value is Tracker {
  return (TRACKERS as readonly string[]).includes(value);
}

/**
 * Points that require QR validation unlock only through the known trackers (intPointDialog,
 * toolBar, OutOfApp, raContent) and the keypad ('number'), so a GPS or camera unlock is refused;
 * other points accept any. What a first unlock must prove is unlockProofProblem's to say (a number
 * unlocks such a point only when its managers allow it).
 */
export function canUnlockWithTracker(point: { qrValidation: boolean }, tracker: string): boolean {
  return !point.qrValidation || isTracker(tracker) || tracker === 'number';
}
