import { QR_PROOF_PARAM, qrLinkOf } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markRecorded } from './recorded-points.ts';

/**
 * The last step of a printed code (spec §2): the server redirected `/qrcode/{id}?s=…` to the
 * point's page (or its AR scene) with the proof in `?qr=` (decision 0025), and drew that page. Once
 * the app has taken the page over, the proof leaves the address bar at once (so that the visitor's
 * next step, another point or a close, cannot carry it along or be undone by a later replace, and a
 * reload records nothing more), then the unlock is recorded with it (tracker OutOfApp, unless the
 * visitor has interacted with the point already; an anonymous session for a visitor without one).
 */
export function useQrArrival(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // A layout effect: it runs before the point view's own (passive) effect, which then records no
  // view, and before any tap the app answers.
  useLayoutEffect(() => {
    const search = new URLSearchParams(location.search);
    const pointId = search.get('point');
    const signature = search.get(QR_PROOF_PARAM);
    if (pointId === null || signature === null) return;
    markRecorded(pointId);
    search.delete(QR_PROOF_PARAM);
    const rest = search.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
    const link = qrLinkOf(window.location.origin, pointId, signature);
    void import('./unlock-from-qr.ts').then(({ unlockFromQrLink }) => unlockFromQrLink(queryClient, pointId, link));
  }, [location, queryClient, navigate]);
}
