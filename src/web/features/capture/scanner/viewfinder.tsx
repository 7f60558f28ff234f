import type { RefObject } from 'react';
import { COPY } from '#shared/copy';
import { Alert } from '#web/components/ui/alert';
import type { CameraStatus } from './camera';

/** A card is 85.6 × 54 mm (ISO/IEC 7810 ID-1): the frame it is held in has its shape. */
const FRAME = {
  card: 'aspect-[85.6/54] w-[86%]',
  badge: 'aspect-square w-[58%]',
} as const;

/**
 * The live camera picture with the frame to aim at. The video stays mounted whatever the
 * camera's state (the camera hook started it on this element); a refusal or a missing camera
 * replaces the picture with what to do instead.
 */
export function Viewfinder({
  video,
  status,
  shape,
  label,
}: {
  video: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  shape: keyof typeof FRAME;
  label: string;
}) {
  const failed = status === 'refused' || status === 'unavailable';
  return (
    <>
      <div
        className={`relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-lg bg-gray-900 ${failed ? 'hidden' : ''}`}
      >
        <video
          ref={video}
          muted
          playsInline
          autoPlay
          aria-label={label}
          className="h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <div
            className={`${FRAME[shape]} rounded-xl border-2 border-white/90 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]`}
          />
        </div>
      </div>
      {failed && (
        <Alert tone="error">
          {status === 'refused' ? COPY.cameraRefused : COPY.cameraUnavailable}
        </Alert>
      )}
    </>
  );
}
