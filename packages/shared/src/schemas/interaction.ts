import { z } from 'zod';
import { INTERACTION_TYPES, TRACKERS } from '../constants.ts';

/** 'Desbloqueio de interação' for a visitor's first access to a point, 'Acesso ao conteudo' after. */
export const interactionType = z.enum(INTERACTION_TYPES);
export type InteractionType = z.infer<typeof interactionType>;

export const tracker = z.enum(TRACKERS);
export type Tracker = z.infer<typeof tracker>;
