import { useEffect, useState, type RefObject } from 'react';

export type CameraStatus = 'starting' | 'on' | 'refused' | 'unavailable';

/** The camera size asked for: a card photo wants detail for OCR, a QR code far less. */
const IDEAL_SIZE = {
  card: { width: 2560, height: 1440 },
  badge: { width: 1280, height: 720 },
} as const;

function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
}

/**
 * The rear camera in `video` while the component is mounted (`facingMode: 'environment'`, the
 * back of a phone; a laptop's only camera otherwise), stopped when it unmounts, so the light
 * goes off as soon as the panel closes or a photo is taken. 'refused': the owner or the
 * browser said no; 'unavailable': no camera, or a page that is not a secure context.
 */
export function useCamera(
  video: RefObject<HTMLVideoElement | null>,
  purpose: keyof typeof IDEAL_SIZE,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>('starting');
  const supported = cameraSupported();
  useEffect(() => {
    if (!supported) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    const element = video.current;
    const { width, height } = IDEAL_SIZE[purpose];
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: { facingMode: 'environment', width: { ideal: width }, height: { ideal: height } },
      })
      .then(async (started) => {
        if (cancelled) return stopAll(started);
        stream = started;
        if (element) {
          element.srcObject = started;
          // Autoplay of a muted, inline video is allowed; a refusal leaves the poster black.
          await element.play().catch(() => undefined);
        }
        if (!cancelled) setStatus('on');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const name = error instanceof DOMException ? error.name : '';
        setStatus(
          name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'unavailable',
        );
      });
    return () => {
      cancelled = true;
      if (stream) stopAll(stream);
      if (element) element.srcObject = null;
    };
  }, [video, purpose, supported]);
  return supported ? status : 'unavailable';
}

function stopAll(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
