import type { QueryClient } from '@tanstack/react-query';

/**
 * The visitor's tabs keep one progress: an unlock or an answer in one tab tells the others, which
 * read their progress (and what follows from it: rewards, road maps, locked points) again.
 */
const CHANNEL = 'percurso-progress';
let channel: BroadcastChannel | null | undefined;

function progressChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the visitor's other tabs that their progress changed here. */
export function announceProgress(): void {
  progressChannel()?.postMessage('progress');
}

/** Refreshes this tab's progress whenever another tab announces a change. */
export function followOtherTabs(queryClient: QueryClient): void {
  const incoming = progressChannel();
  if (!incoming) return;
  incoming.onmessage = () => {
    // The session too: the other tab's unlock may have started this visitor's anonymous session.
    for (const key of ['session', 'progress', 'engagement', 'road-map-executions']) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
    void queryClient.invalidateQueries({
      queryKey: ['point'],
      predicate: (query) => (query.state.data as { locked?: boolean } | undefined)?.locked === true,
    });
  };
}
