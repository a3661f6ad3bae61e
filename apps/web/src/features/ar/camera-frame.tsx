import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraProblem } from './camera-problem.tsx';
import { CameraView } from './camera-view.tsx';
import type { CameraState } from './use-camera-stream.ts';

function videoRatio(stream: MediaStream): string {
  const { width, height } = stream.getVideoTracks()[0]?.getSettings() ?? {};
  return width && height ? `${width} / ${height}` : '4 / 3';
}

/** The camera's frame of an AR screen: the live image with `children` over it, or why there is none. */
export function CameraFrame({
  camera,
  onRetry,
  pointHref,
  onVideo,
  fitVideo,
  children,
}: {
  camera: CameraState;
  onRetry: () => void;
  pointHref?: string;
  onVideo?: (video: HTMLVideoElement) => void;
  /** The frame takes the camera's proportions and shows all of its image (overlays placed in frame fractions). */
  fitVideo?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (camera.status === 'denied' || camera.status === 'unavailable') {
    return <CameraProblem reason={camera.status} onRetry={onRetry} pointHref={pointHref} />;
  }
  return (
    <div
      data-testid="ar-frame"
      data-camera={camera.status}
      style={{
        position: 'relative',
        width: '100%',
        aspectRatio: fitVideo && camera.status === 'live' ? videoRatio(camera.stream) : '3 / 4',
        maxHeight: '68vh',
        overflow: 'hidden',
        borderRadius: 16,
        background: '#111',
      }}
    >
      {camera.status === 'live' ? (
        <>
          <CameraView stream={camera.stream} onVideo={onVideo} fit={fitVideo} />
          {children}
        </>
      ) : (
        <Center h="100%" style={{ flexDirection: 'column', gap: 8 }}>
          <Loader color="gray.3" />
          <Text c="gray.3" size="sm">
            {t('ar.scene.opening_camera')}
          </Text>
        </Center>
      )}
    </div>
  );
}
