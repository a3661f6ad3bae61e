import { randomUUID } from 'node:crypto';
import {
  type RecordInteractionResult,
  recordInteractionResult,
  type VisitorProgress,
  visitorProgress,
} from '@percurso/shared';
import { expect } from 'vitest';
import type { BrowserAgent } from './browser-agent.ts';

/** POST /api/interactions as the point view sends it (a fresh id, tracker intPointDialog unless given). */
export const record = (agent: BrowserAgent, body: Record<string, unknown>) =>
  agent.post('/api/interactions', { id: randomUUID(), tracker: 'intPointDialog', ...body });

/** The answer of a recorded interaction (200), parsed by its shared schema. */
export async function recorded(response: Response): Promise<RecordInteractionResult> {
  expect(response.status).toBe(200);
  return recordInteractionResult.parse(await response.json());
}

/** GET /api/me/progress of this visitor, parsed by its shared schema. */
export async function progressOf(agent: BrowserAgent): Promise<VisitorProgress> {
  const response = await agent.request('/api/me/progress');
  expect(response.status).toBe(200);
  return visitorProgress.parse(await response.json());
}
