import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { Button } from '#web/components/ui/button';
import { FilePicker } from '#web/components/ui/file-picker';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { imageFileProblem, useUploadImage } from '#web/lib/upload-image';

/**
 * The template's logo: uploaded at once (an upload of the admin's until the template is saved,
 * when it becomes the team's), set in the draft, written to the cards with the rest on 'Save
 * template'.
 */
export function TemplateLogo({
  url,
  onChange,
  children,
}: {
  url: string;
  onChange(url: string): void;
  /** The lock box under it. */
  children?: React.ReactNode;
}) {
  const upload = useMutationForm(useUploadImage('company-images'));
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    await upload.run(file, onChange);
  };
  return (
    <div className="sm:col-span-2">
      <p className="block text-sm font-medium text-gray-900">{SCREENS.teamCompanyLogo}</p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {url ? (
          <img
            src={url}
            alt={SCREENS.teamCompanyLogo}
            width={64}
            height={64}
            className="h-16 w-16 rounded-md bg-gray-100 object-contain ring-1 ring-gray-200"
          />
        ) : (
          <span className="flex h-16 w-16 items-center justify-center rounded-md bg-gray-50 text-xs text-gray-500 ring-1 ring-gray-200">
            {SCREENS.teamNone}
          </span>
        )}
        <FilePicker
          label={
            upload.busy
              ? SCREENS.teamUploading
              : url
                ? SCREENS.teamChangeLogo
                : SCREENS.teamUploadLogo
          }
          accept="image/png,image/jpeg,image/gif,image/webp"
          busy={upload.busy}
          onFile={(file) => void onFile(file)}
        />
        {url && (
          <Button variant="secondary" onClick={() => onChange('')}>
            {SCREENS.teamRemoveLogo}
          </Button>
        )}
      </div>
      <p className="mt-2 text-xs text-gray-500">{COPY.templateLogoHint}</p>
      {children}
    </div>
  );
}
