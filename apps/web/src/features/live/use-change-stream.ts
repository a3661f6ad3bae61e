import { useEffect, useRef } from 'react';
import { REOPEN_MS } from './use-live-guide.ts';

/**
 * Listens to a Server-Sent Events stream of the API that says only "something changed" (`event`)
 * and calls `onChange` for each, and after a reconnect's `ready` (a change may have happened in
 * between). A stream the server refused is opened again REOPEN_MS later, as the guide page's.
 * `url` undefined: nothing to listen to. `onListening` is told when the stream is open (true) or lost (false).
 */
export function useChangeStream(
  url: string | undefined,
  event: string,
  onChange: () => void,
  onListening?: (isListening: boolean) => void,
): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const listening = useRef(onListening);
  listening.current = onListening;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;
    const open = () => {
      const current = new EventSource(url);
      source = current;
      current.addEventListener(event, () => latest.current());
      current.addEventListener('ready', () => {
        if (connectedBefore) latest.current();
        connectedBefore = true;
        listening.current?.(true);
      });
      current.addEventListener('error', () => {
        listening.current?.(false);
        if (current.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(() => {
          connectedBefore = true;
          open();
        }, REOPEN_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [url, event]);
}
