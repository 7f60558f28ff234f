import { contactOf } from '#shared/cards/public-contact';
import type { CardProfile } from '#shared/schemas/profiles';
import { ProfilePreviewFrame } from '#web/components/profile-preview-frame';

/** The editor's live preview of the profile being edited. */
export function ProfilePreview({ profile }: { profile: CardProfile }) {
  return (
    <ProfilePreviewFrame
      profile={{ ...profile, active: true, contact: contactOf(profile.CardConfiguration) }}
    />
  );
}
