import { useEffect, useMemo, useState } from 'react';
import { COPY } from '#shared/copy';
import { Button } from '#web/components/ui/button';
import { FilePicker } from '#web/components/ui/file-picker';

/** What the photo route takes (PUT /api/messages/{id}/photo). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be the lead's photo, or null when it can. */
export function photoProblem(file: Blob): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return COPY.capturePhotoNotImage;
  if (file.size > PHOTO_MAX_BYTES) return COPY.capturePhotoTooLarge;
  return null;
}

/**
 * 'Add a photo of their card': the photo kept with the lead and uploaded beside it, shown small
 * with 'Remove photo' once attached (a scan attaches its own the same way).
 */
export function PhotoPicker({
  photo,
  onChange,
}: {
  photo: Blob | null;
  onChange(photo: Blob | null): void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  if (photo) {
    return (
      <div className="flex items-center gap-3">
        {preview && (
          <img
            src={preview}
            alt=""
            className="h-14 w-20 rounded object-cover ring-1 ring-gray-200"
          />
        )}
        <p className="flex-1 text-sm text-gray-700">{COPY.capturePhotoKept}</p>
        <Button variant="secondary" onClick={() => onChange(null)}>
          {COPY.capUiRemovePhoto}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <FilePicker
        label={COPY.capUiAddAPhotoOfTheirCard}
        accept={PHOTO_TYPES.join(',')}
        busy={false}
        onFile={(file) => {
          if (!file) return;
          const why = photoProblem(file);
          setProblem(why);
          if (!why) onChange(file);
        }}
      />
      {problem && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
