import { QR_PROOF_PARAM, qrLinkOf } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markRecorded } from './recorded-points.ts';

/**
 * The last step of a printed code (spec §2): the server redirected `/qrcode/{id}?s=…` to the
 * point's page (or its AR scene) with the proof in `?qr=` (decision 0025), and drew that page. Once
 * the app has taken the page over, the unlock is recorded (tracker OutOfApp, unless the visitor has
 * interacted with the point already; an anonymous session for a visitor without one), then the proof
 * leaves the address bar: the page is the spec's destination, and a reload records nothing more.
 */
export function useQrArrival(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const pointId = params.get('point');
  const signature = params.get(QR_PROOF_PARAM);
  const latest = useRef(location);
  const started = useRef<string | null>(null);
  useLayoutEffect(() => {
    latest.current = location;
  });
  // A layout effect: it runs before the point view's own (passive) effect, which then records no view.
  useLayoutEffect(() => {
    if (pointId === null || signature === null) return;
    const arrival = `${pointId}?${signature}`;
    if (started.current === arrival) return;
    started.current = arrival;
    markRecorded(pointId);
    const link = qrLinkOf(window.location.origin, pointId, signature);
    void import('./unlock-from-qr.ts')
      .then(({ unlockFromQrLink }) => unlockFromQrLink(queryClient, pointId, link))
      .then(() => {
        // Where the visitor is now (they may have closed the point meanwhile), without the proof.
        const current = latest.current;
        const search = new URLSearchParams(current.search);
        if (!search.has(QR_PROOF_PARAM)) return;
        search.delete(QR_PROOF_PARAM);
        const rest = search.toString();
        return navigate(
          { pathname: current.pathname, search: rest ? `?${rest}` : '', hash: current.hash },
          { replace: true, state: current.state, preventScrollReset: true },
        );
      });
  }, [pointId, signature, queryClient, navigate]);
}
