import { PREVIEW_RATIO, PREVIEW_WIDTH_PX } from '#shared/constants';
import { COPY } from '#shared/copy';
import type { PublicProfile } from '#shared/schemas/profiles';
import { PublicProfileView } from '#shared/ui/public-profile-view';
import { appConfig } from '#web/lib/app-config';
import { EDITOR_TOAST, notify } from '#web/lib/toasts';

const HEIGHT_PX = Math.round((PREVIEW_WIDTH_PX * PREVIEW_RATIO.height) / PREVIEW_RATIO.width);

/**
 * A live phone-sized preview of a Connect page: the same component visitors see, with the form
 * disabled (the profile editor's and the team template's).
 */
export function ProfilePreviewFrame({ profile }: { profile: PublicProfile }) {
  return (
    <div
      className="overflow-y-auto rounded-[2rem] border-8 border-gray-900 shadow-xl"
      style={{ width: PREVIEW_WIDTH_PX, height: HEIGHT_PX }}
      aria-label={COPY.appLivePreview}
      role="region"
    >
      <PublicProfileView
        profile={profile}
        vcardUrl={`${appConfig.appUrl}/api/vcard/${profile.uuid}/download`}
        shopUrl={appConfig.shopUrl}
        mode="preview"
        notify={(text) => notify.info(text, EDITOR_TOAST)}
      />
    </div>
  );
}
