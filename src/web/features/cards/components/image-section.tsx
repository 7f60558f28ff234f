import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { COPY } from '#shared/copy';
import type { Card } from '#shared/schemas/cards';
import { Button } from '#web/components/ui/button';
import { FilePicker } from '#web/components/ui/file-picker';
import { savedOrPhotoUploaded } from '#web/hooks/use-draft-save';
import { withFailureToast } from '#web/lib/failure-toast';
import { EDITOR_TOAST, notify } from '#web/lib/toasts';
import { imageFileProblem, useUploadImage, type ImageBucket } from '#web/lib/upload-image';
import { useUpdateCardConfiguration } from '../api/update-card-configuration';
import { DEFAULT_CARD_IMAGE } from '../card-display';
import { LockedHint, useTeamLock } from '../team-locks';
import { CardSection } from './card-section';

/** Upload, show and remove one card image (profile photo or company logo). */
export function ImageSection({
  card,
  field,
  bucket,
  title,
  description,
  alt,
  status,
  children,
}: {
  card: Card;
  field: 'profileImageUrl' | 'companyImageUrl';
  bucket: ImageBucket;
  title: string;
  description: string;
  alt: string;
  /** The mark of the text fields that share the panel (the slogan under the logo). */
  status?: string | undefined;
  children?: ReactNode;
}) {
  const form = useFormContext();
  const upload = useUploadImage(bucket);
  const save = useUpdateCardConfiguration(card.id);
  const busy = upload.isPending || save.isPending;
  const current = card.CardConfiguration[field];
  const lock = useTeamLock(field);

  const onFile = async (file: File | undefined) => {
    const problem = imageFileProblem(file);
    if (problem || !file) {
      notify.error(problem ?? COPY.unableToFindFile, EDITOR_TOAST);
      return;
    }
    await withFailureToast(
      async () => {
        const url = await upload.mutateAsync(file);
        await save.mutateAsync({ [field]: url });
        notify.success(savedOrPhotoUploaded(form), EDITOR_TOAST);
      },
      { options: EDITOR_TOAST },
    );
  };

  const remove = async () => {
    await withFailureToast(
      async () => {
        await save.mutateAsync({ [field]: '' });
        notify.success(COPY.saved, EDITOR_TOAST);
      },
      { options: EDITOR_TOAST },
    );
  };

  return (
    <CardSection title={title} description={description} status={status}>
      <div className="flex flex-wrap items-center gap-6">
        <img
          src={current || DEFAULT_CARD_IMAGE}
          alt={current ? alt : ''}
          width={96}
          height={96}
          className="h-24 w-24 rounded-full bg-gray-100 object-cover ring-1 ring-gray-200"
        />
        {lock ? (
          <p className="text-sm text-gray-600">
            <LockedHint text={lock} />
          </p>
        ) : (
          <div className="space-y-2">
            <div className="flex gap-3">
              <FilePicker
                label={busy ? COPY.appUploading : current ? COPY.cardEdChange : COPY.cardEdUpload}
                accept="image/png,image/jpeg,image/gif,image/webp"
                busy={busy}
                onFile={(file) => void onFile(file)}
              />
              {current && (
                <Button variant="secondary" onClick={() => void remove()} disabled={busy}>
                  {COPY.appRemove}
                </Button>
              )}
            </div>
            <p className="text-xs text-gray-500">{COPY.uploadHint}</p>
          </div>
        )}
      </div>
      {children && <div className="mt-6">{children}</div>}
    </CardSection>
  );
}
