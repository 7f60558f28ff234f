import { useRef, useState, type ReactNode } from 'react';
import { COPY } from '#shared/copy';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FilePicker } from '#web/components/ui/file-picker';
import { isOnline } from '#web/hooks/use-online';
import { scanCardPhoto } from '../api/scan-card-photo';
import { useCamera } from './camera';
import { photoFromFile, photoFromVideo } from './photo-encode';
import { hasAnyField, type ScanFields } from './scan-fields';
import { photoScanFailure, photoScanFields, type ScanOutcome } from './scan-outcome';
import { Viewfinder } from './viewfinder';

type Phase =
  | { name: 'camera' }
  /** `preview`: the photo's object URL, shown while it is read (then the form shows it). */
  | { name: 'reading'; preview: string }
  | { name: 'done'; message: string; tone: 'success' | 'info' | 'error' };

/**
 * 'Scan a card': the rear camera and 'Take photo', or 'Choose a photo' (on a phone, its camera
 * app); the photo goes up downscaled to a JPEG (photo-size.ts) to POST /api/leads/scan, and
 * what was read fills the form, the photo attached to the lead. Without network, or when the
 * server cannot read it now, the photo is attached anyway and the owner types.
 */
export function CardScanner({ onScan }: { onScan(outcome: ScanOutcome): void }) {
  const [phase, setPhase] = useState<Phase>({ name: 'camera' });
  const [problem, setProblem] = useState<string | null>(null);
  const reading = phase.name === 'reading';
  const previewUrl = useRef<string | null>(null);

  async function read(photo: Blob) {
    setProblem(null);
    // One preview at a time: the last one is released when the next photo is taken (the last
    // is released with the page: revoking it in an effect's cleanup would break it under
    // React's development double mount).
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    const preview = URL.createObjectURL(photo);
    previewUrl.current = preview;
    setPhase({ name: 'reading', preview });
    // Offline, nothing is tried: the photo is the lead's, and the owner types at once.
    const outcome = isOnline()
      ? await scanCardPhoto(photo).then(
          (result) => ({ fields: photoScanFields(result) }),
          (error: unknown) => ({ failure: photoScanFailure(error, isOnline()) }),
        )
      : { failure: photoScanFailure(null, false) };
    if ('fields' in outcome) {
      const read = hasAnyField(outcome.fields);
      onScan({ source: 'scan', fields: read ? filled(outcome.fields) : {}, photo });
      const message = read ? COPY.scanCardRead : COPY.scanCardEmpty;
      setPhase({ name: 'done', message, tone: read ? 'success' : 'info' });
      return;
    }
    const { failure } = outcome;
    if (!failure) return setPhase({ name: 'camera' });
    if (failure.keepPhoto) onScan({ source: 'scan', fields: {}, photo });
    setPhase({
      name: 'done',
      message: failure.message,
      tone: failure.keepPhoto ? 'info' : 'error',
    });
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      await read(await photoFromFile(file));
    } catch {
      setPhase({ name: 'camera' });
      setProblem(COPY.scanPhotoUnreadable);
    }
  }

  const picker = (
    <FilePicker
      label={COPY.appChoosePhoto}
      accept="image/*"
      capture="environment"
      busy={reading}
      className="min-h-12 items-center"
      onFile={(file) => void choose(file)}
    />
  );

  return (
    <div className="space-y-3">
      {phase.name === 'camera' ? (
        <LiveCamera onPhoto={(photo) => void read(photo)} picker={picker} />
      ) : (
        <>
          {phase.name === 'reading' ? (
            <>
              <img
                src={phase.preview}
                alt={COPY.capUiTheCardsPhoto}
                className="mx-auto max-h-48 rounded-md object-contain ring-1 ring-gray-200"
              />
              <p role="status" className="text-center text-sm font-medium text-gray-700">
                <span
                  aria-hidden="true"
                  className="me-2 inline-block h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent align-[-3px]"
                />
                {COPY.scanReadingCard}
              </p>
            </>
          ) : (
            <>
              <Alert tone={phase.tone}>{phase.message}</Alert>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setPhase({ name: 'camera' })}>
                  {COPY.capUiScanAnotherCard}
                </Button>
              </div>
            </>
          )}
        </>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}

/** A successful read fills every person field (empty where nothing was read); a note if any. */
function filled(fields: ScanFields): Partial<ScanFields> {
  const { note, ...person } = fields;
  return note ? { ...person, note } : person;
}

function LiveCamera({ onPhoto, picker }: { onPhoto(photo: Blob): void; picker: ReactNode }) {
  const video = useRef<HTMLVideoElement>(null);
  const status = useCamera(video, 'card');
  const [taking, setTaking] = useState(false);
  return (
    <>
      <Viewfinder
        video={video}
        status={status}
        shape="card"
        label={COPY.capUiCameraTheCardToScan}
      />
      {status === 'on' && (
        <p className="text-center text-sm text-gray-600">{COPY.scanPointAtCard}</p>
      )}
      <div className="flex flex-wrap items-center justify-center gap-2">
        {status !== 'refused' && status !== 'unavailable' && (
          <Button
            disabled={status !== 'on' || taking}
            className="min-h-12 grow sm:grow-0"
            onClick={() => {
              if (!video.current) return;
              setTaking(true);
              photoFromVideo(video.current)
                .then(onPhoto, () => undefined)
                .finally(() => setTaking(false));
            }}
          >
            {COPY.capUiTakePhoto}
          </Button>
        )}
        {picker}
      </div>
    </>
  );
}
