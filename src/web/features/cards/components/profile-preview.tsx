import { PREVIEW_RATIO, PREVIEW_WIDTH_PX } from '#shared/constants';
import { contactOf } from '#shared/public-contact';
import type { CardProfile } from '#shared/schemas/profiles';
import { PublicProfileView } from '#shared/ui/public-profile-view';
import { appConfig } from '#web/lib/app-config';
import { notify, EDITOR_TOAST } from '#web/lib/toasts';

const HEIGHT_PX = Math.round((PREVIEW_WIDTH_PX * PREVIEW_RATIO.height) / PREVIEW_RATIO.width);

/** The live phone-sized preview: the same component visitors see, with the form disabled. */
export function ProfilePreview({ profile }: { profile: CardProfile }) {
  const vcardUrl = `${appConfig.appUrl}/api/vcard/${profile.uuid}/download`;
  return (
    <div
      className="overflow-y-auto rounded-[2rem] border-8 border-gray-900 shadow-xl"
      style={{ width: PREVIEW_WIDTH_PX, height: HEIGHT_PX }}
      aria-label="Live preview"
      role="region"
    >
      <PublicProfileView
        profile={{ ...profile, active: true, contact: contactOf(profile.CardConfiguration) }}
        vcardUrl={vcardUrl}
        shopUrl={appConfig.shopUrl}
        mode="preview"
        notify={(text) => notify.info(text, EDITOR_TOAST)}
      />
    </div>
  );
}
