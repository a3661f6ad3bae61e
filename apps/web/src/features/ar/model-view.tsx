import { createElement, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Loads <model-viewer> once, on the screens that show 3D models (never with the shell). */
let definition: Promise<unknown> | undefined;
export function loadModelViewer(): Promise<unknown> {
  definition ??= import('@google/model-viewer');
  return definition;
}

/**
 * A glb model with <model-viewer>: turn it with a finger, and "view in your space" hands it to
 * the phone's own AR (WebXR, Scene Viewer on Android, Quick Look on iOS) where there is one.
 */
export function ModelView({
  src,
  label,
  height = 260,
  withAr = true,
}: {
  src: string;
  label: string;
  height?: number | string;
  /** Offer the phone's AR (the visitor's scene); off for the panel's preview. */
  withAr?: boolean;
}) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [canActivateAR, setCanActivateAR] = useState(false);
  // The button shows only where the phone has an AR viewer (model-viewer knows once the model loads).
  const watch = useCallback((element: (HTMLElement & { canActivateAR?: boolean }) | null) => {
    if (!element) return;
    const check = () => setCanActivateAR(element.canActivateAR === true);
    element.addEventListener('load', check);
    check();
  }, []);
  useEffect(() => {
    let cancelled = false;
    loadModelViewer()
      .then(() => !cancelled && setReady(true))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return createElement(
    'model-viewer',
    {
      src,
      alt: label,
      ...(withAr ? { ar: '', 'ar-modes': 'webxr scene-viewer quick-look' } : {}),
      'camera-controls': '',
      'auto-rotate': '',
      'touch-action': 'pan-y',
      'shadow-intensity': '1',
      ref: watch,
      'data-testid': 'ar-model',
      'data-ready': ready ? 'true' : 'false',
      style: { width: '100%', height, background: 'transparent', display: 'block' },
    },
    withAr &&
      canActivateAR &&
      createElement(
        'button',
        {
          slot: 'ar-button',
          type: 'button',
          style: {
            position: 'absolute',
            bottom: 8,
            right: 8,
            padding: '6px 12px',
            borderRadius: 16,
            border: 'none',
            background: '#fff',
            color: '#1f2937',
            fontWeight: 600,
          },
        },
        t('ar.scene.view_in_space'),
      ),
  );
}
