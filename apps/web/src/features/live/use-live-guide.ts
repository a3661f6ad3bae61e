import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Query keys whose data comes from a guide's content (see api/queries.ts). */
const GUIDE_CONTENT_KEYS = [['guide'], ['point'], ['sponsors'], ['social-networks']] as const;

/** Several rows saved together arrive as several events: one refetch after the burst. */
const SETTLE_MS = 250;

/**
 * Keeps an open guide page current: listens to GET /api/guides/{id}/events (Server-Sent Events,
 * fed by the database's NOTIFY) and refetches the guide's queries after each saved change, so
 * edits appear in place without a reload. The browser reconnects by itself after a drop; the
 * first `ready` after a reconnect also refetches, in case a change happened in between.
 */
export function useLiveGuide(guideId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!guideId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/guides/${encodeURIComponent(guideId)}/events`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of GUIDE_CONTENT_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      }, SETTLE_MS);
    };
    source.addEventListener('guide-changed', refresh);
    source.addEventListener('ready', () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
      document.documentElement.dataset.live = 'on';
    });
    return () => {
      clearTimeout(timer);
      source.close();
      delete document.documentElement.dataset.live;
    };
  }, [guideId, queryClient]);
}
