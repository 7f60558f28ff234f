import { useId, useRef, type ReactNode } from 'react';
import { MESSAGES } from '#shared/messages';
import type { Card } from '#shared/schemas/cards';
import { Button } from '#web/components/button';
import { errorMessage, notify } from '#web/lib/toasts';
import { useUpdateCardConfiguration } from '../api/update-card-configuration';
import { useUploadImage, type ImageBucket } from '../api/upload-image';
import { DEFAULT_CARD_IMAGE } from '../card-display';
import { LockedHint, useTeamLock } from '../team-locks';
import { CardSection } from './card-section';

const MAX_BYTES = 10 * 1024 * 1024;

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
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(bucket);
  const save = useUpdateCardConfiguration(card.id);
  const busy = upload.isPending || save.isPending;
  const current = card.CardConfiguration[field];
  const lock = useTeamLock(field);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) {
      notify.error(MESSAGES.unableToFindFile);
      return;
    }
    if (file.size > MAX_BYTES) {
      notify.error(MESSAGES.imageTooLarge);
      return;
    }
    try {
      const url = await upload.mutateAsync(file);
      await save.mutateAsync({ [field]: url });
      notify.success(MESSAGES.saved);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const remove = async () => {
    try {
      await save.mutateAsync({ [field]: '' });
      notify.success(MESSAGES.saved);
    } catch (error) {
      notify.error(errorMessage(error));
    }
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
              <label
                htmlFor={inputId}
                aria-disabled={busy}
                className="cursor-pointer rounded-md bg-white px-3 py-2 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 aria-disabled:cursor-wait aria-disabled:opacity-60"
              >
                {busy ? 'Uploading...' : current ? 'Change' : 'Upload'}
                <input
                  id={inputId}
                  ref={input}
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  className="sr-only"
                  disabled={busy}
                  onChange={(event) => void onFile(event.target.files?.[0])}
                />
              </label>
              {current && (
                <Button variant="secondary" onClick={() => void remove()} disabled={busy}>
                  Remove
                </Button>
              )}
            </div>
            <p className="text-xs text-gray-500">{MESSAGES.uploadHint}</p>
          </div>
        )}
      </div>
      {children && <div className="mt-6">{children}</div>}
    </CardSection>
  );
}
