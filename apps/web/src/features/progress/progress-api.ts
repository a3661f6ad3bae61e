import type {
  AccessLogInput,
  AnswerQuestionInput,
  AnswerQuestionResult,
  RecordInteractionInput,
  RecordInteractionResult,
  VisitorProgress,
} from '@percurso/shared';
import { apiGet, apiPost } from '../../api/http.ts';

/** The progress endpoints (interactions, answers, usage logs, tutorials). */
export const progressApi = {
  progress: (signal?: AbortSignal) => apiGet<VisitorProgress>('/api/me/progress', signal),
  recordInteraction: (input: RecordInteractionInput) => apiPost<RecordInteractionResult>('/api/interactions', input),
  answer: (input: AnswerQuestionInput) => apiPost<AnswerQuestionResult>('/api/me/answers', input),
  accessLog: async (input: AccessLogInput) => {
    const response = await fetch('/api/access-logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      keepalive: true,
    });
    if (!response.ok) throw new Error(`access log ${response.status}`);
  },
  completeTutorial: (name: string) => apiPost<{ tutorial: string[] }>('/api/me/tutorials', { name }),
  resetTutorials: async () => {
    const response = await fetch('/api/me/tutorials', { method: 'DELETE', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`tutorial reset ${response.status}`);
  },
};
