import { COPY } from '#shared/copy';
import { COVER_SIZES, coverSrcSet } from '#shared/design/cover-image';
import { Button } from '#web/components/ui/button';
import { FilePicker } from '#web/components/ui/file-picker';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { imageFileProblem, useUploadImage } from '#web/lib/upload-image';

/**
 * The cover of the design (decision 045): the server crops an upload to a 3:1 banner and stores it
 * in the widths the page offers; the draft takes its address, so the preview shows it at once
 * and Save (or Discard) decides, like every other choice of the design.
 */
export function CoverField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const upload = useMutationForm(useUploadImage('cover-images'));
  const onFile = async (file: File | undefined) => {
    const problem = imageFileProblem(file);
    if (problem || !file) return notify.error(problem ?? COPY.unableToFindFile);
    await upload.run(file, onChange);
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">{COPY.cardEdCoverImage}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            srcSet={coverSrcSet(value)}
            sizes={COVER_SIZES}
            alt={COPY.cardEdYourCover}
            width={240}
            height={80}
            className="aspect-[3/1] w-60 rounded-md bg-gray-100 object-cover ring-1 ring-gray-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="aspect-[3/1] w-60 rounded-md bg-gray-100 ring-1 ring-gray-200 ring-dashed"
          />
        )}
        <div className="space-y-2">
          <div className="flex gap-3">
            <FilePicker
              label={
                upload.busy
                  ? COPY.appUploading
                  : value
                    ? COPY.cardEdChangeCover
                    : COPY.cardEdUploadACover
              }
              accept="image/png,image/jpeg,image/gif,image/webp"
              busy={upload.busy}
              onFile={(file) => void onFile(file)}
            />
            {value && (
              <Button variant="secondary" onClick={() => onChange(null)} disabled={upload.busy}>
                {COPY.cardEdRemoveCover}
              </Button>
            )}
          </div>
          <p className="text-xs text-gray-500">
            {COPY.coverUploadHint} {COPY.uploadHint}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
