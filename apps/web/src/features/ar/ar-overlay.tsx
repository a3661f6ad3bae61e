import { UnstyledButton } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArLayer } from './ar-layers.ts';
import { ModelView } from './model-view.tsx';

const MEDIA: CSSProperties = { width: '100%', display: 'block', borderRadius: 12, objectFit: 'contain' };

function LayerView({ layer, label, compact }: { layer: ArLayer; label: string; compact?: boolean }) {
  if (layer.kind === 'model')
    return <ModelView src={layer.url} label={label} height={compact ? 90 : 'min(52vh, 340px)'} />;
  if (layer.kind === 'video')
    return <video src={layer.url} style={MEDIA} autoPlay={!compact} muted loop playsInline aria-label={label} />;
  return <img src={layer.url} style={MEDIA} alt={label} />;
}

/**
 * The point's AR content over the camera: the first layer (raPriority order) floats large in the
 * middle; the others wait in a strip at the bottom, a tap brings one to the front.
 */
export function ArOverlay({ layers, name }: { layers: ArLayer[]; name: string }) {
  const { t } = useTranslation();
  const [front, setFront] = useState(0);
  const main = layers[front] ?? layers[0];
  if (!main) return null;
  const label = (layer: ArLayer) => (layer.kind === 'model' ? t('ar.scene.model_label', { name }) : name);
  return (
    <section
      data-testid="ar-overlay"
      data-layers={layers.map((layer) => layer.kind).join(',')}
      aria-label={t('ar.scene.layers')}
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 12,
        gap: 8,
      }}
    >
      <div
        key={main.url}
        data-testid="ar-layer-front"
        data-kind={main.kind}
        style={{
          width: main.kind === 'model' ? '100%' : '72%',
          alignSelf: 'center',
          filter: 'drop-shadow(0 6px 18px rgba(0,0,0,.45))',
        }}
      >
        <LayerView layer={main} label={label(main)} />
      </div>
      {layers.length > 1 && (
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center', overflowX: 'auto' }}>
          {layers.map((layer, index) =>
            index === front ? null : (
              <UnstyledButton
                key={layer.url}
                onClick={() => setFront(index)}
                aria-label={label(layer)}
                data-testid="ar-layer-thumb"
                style={{ width: 88, flex: '0 0 auto', background: 'rgba(0,0,0,.35)', borderRadius: 12, padding: 2 }}
              >
                {layer.kind === 'model' ? (
                  <span
                    style={{ display: 'block', color: '#fff', fontSize: 28, textAlign: 'center', lineHeight: '64px' }}
                  >
                    3D
                  </span>
                ) : (
                  <LayerView layer={layer} label={label(layer)} compact />
                )}
              </UnstyledButton>
            ),
          )}
        </div>
      )}
    </section>
  );
}
