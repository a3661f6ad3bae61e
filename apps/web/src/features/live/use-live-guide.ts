import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Query keys whose data comes from a guide's content (see api/queries.ts). */
const GUIDE_CONTENT_KEYS = [['guide'], ['point'], ['sponsors'], ['social-networks']] as const;

/** Several rows saved together arrive as several events: one refetch after the burst. */
const SETTLE_MS = 250;
/** A stream the server refused (503 while its database is away) is opened again after this long. */
export const REOPEN_MS = 5000;

/**
 * Keeps an open guide page current: listens to GET /api/guides/{id}/events (Server-Sent Events,
 * fed by the database's NOTIFY) and refetches the guide's queries after each saved change, so
 * edits appear in place without a reload. The browser reconnects by itself after a drop, but gives
 * up for good when the server answers an error (a 503 during a database outage): the stream is
 * then opened again REOPEN_MS later. The first `ready` after a reconnect also refetches, in case a
 * change happened in between.
 */
export function useLiveGuide(guideId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!guideId || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of GUIDE_CONTENT_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      }, SETTLE_MS);
    };
    const open = () => {
      const current = new EventSource(`/api/guides/${encodeURIComponent(guideId)}/events`);
      source = current;
      current.addEventListener('guide-changed', refresh);
      current.addEventListener('ready', () => {
        if (connectedBefore) refresh();
        connectedBefore = true;
        document.documentElement.dataset.live = 'on';
      });
      current.addEventListener('error', () => {
        if (current.readyState !== EventSource.CLOSED) return;
        delete document.documentElement.dataset.live;
        reopen = setTimeout(open, REOPEN_MS);
      });
    };
    open();
    return () => {
      clearTimeout(timer);
      clearTimeout(reopen);
      source?.close();
      delete document.documentElement.dataset.live;
    };
  }, [guideId, queryClient]);
}
