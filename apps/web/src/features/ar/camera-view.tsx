import { type CSSProperties, useEffect, useRef } from 'react';

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' };

/** The live camera image, filling its frame; `onVideo` hands the element to whoever reads frames. */
export function CameraView({
  stream,
  onVideo,
  fit,
}: {
  stream: MediaStream;
  onVideo?: (video: HTMLVideoElement) => void;
  /** Show the whole image (the frame has the camera's proportions) rather than fill and crop. */
  fit?: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    onVideo?.(element);
  }, [stream, onVideo]);
  return (
    <video
      ref={video}
      style={fit ? { ...FILL, objectFit: 'fill' } : FILL}
      autoPlay
      muted
      playsInline
      data-testid="ar-camera"
    />
  );
}
