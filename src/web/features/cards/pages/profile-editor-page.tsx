import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { COPY } from '#shared/copy';
import type { CardProfile } from '#shared/schemas/profiles';
import { Alert } from '#web/components/ui/alert';
import { QueryState } from '#web/components/ui/query-state';
import { savedOrPhotoUploaded, useDraftStatus } from '#web/hooks/use-draft-save';
import { useMediaQuery } from '#web/hooks/use-media-query';
import { hasConnect, useCurrentUser } from '#web/lib/current-user';
import { withFailureToast } from '#web/lib/failure-toast';
import { notify, EDITOR_TOAST, PROFILE_SAVED_TOAST } from '#web/lib/toasts';
import { useUploadImage } from '#web/lib/upload-image';
import { useCard } from '../api/get-card';
import { useCardProfile } from '../api/get-card-profile';
import { useUpdateCardProfile } from '../api/update-card-profile';
import { ButtonsEditor } from '../components/buttons-editor';
import { CardNotFound } from '../components/card-not-found';
import { CardSection } from '../components/card-section';
import { CardTabHeader, UpgradeEmptyState } from '../components/card-tab-header';
import { DesignSection } from '../components/design-section';
import { LeadFormSection } from '../components/lead-form-section';
import { LivePreview } from '../components/preview-sheet';
import { AppearanceFields, SocialLinksFields } from '../components/profile-editor-sections';
import {
  PROFILE_FORM_ID,
  ProfileForm,
  previewOf,
  type ProfileDraft,
} from '../components/profile-form';
import { ProfilePreview } from '../components/profile-preview';
import { CardTeamContext } from '../team-locks';

/** The photo saves at once (not part of the draft), on the editor's version. */
function PhotoPicker({ profile, cardId }: { profile: CardProfile; cardId: number }) {
  const form = useFormContext<ProfileDraft>();
  const upload = useUploadImage('profile-images');
  const save = useUpdateCardProfile(cardId);
  const busy = upload.isPending || save.isPending;
  const onFile = async (file: File | undefined) => {
    if (!file) return notify.error(COPY.unableToFindFile, EDITOR_TOAST);
    await withFailureToast(
      async () => {
        const url = await upload.mutateAsync(file);
        await save.mutateAsync({ imageUrl: url });
        notify.success(savedOrPhotoUploaded(form), PROFILE_SAVED_TOAST);
      },
      { fallback: COPY.failedToUpdateProfile, options: EDITOR_TOAST },
    );
  };
  return (
    <div className="mb-6 flex items-center gap-4">
      {profile.imageUrl ? (
        <img
          src={profile.imageUrl}
          alt={COPY.cardEdProfilePhoto}
          width={64}
          height={64}
          className="h-16 w-16 rounded-full object-cover"
        />
      ) : (
        <div className="h-16 w-16 rounded-full bg-gray-200" aria-hidden="true" />
      )}
      <label className="cursor-pointer rounded-md bg-white px-3 py-2 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
        {upload.isPending ? COPY.appUploading : COPY.cardEdChangePhoto}
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <span className="text-xs text-gray-500">{COPY.uploadHint}</span>
    </div>
  );
}

/** The live preview of the draft: what visitors will see once it is saved. */
function DraftPreview({ profile, wide }: { profile: CardProfile; wide: boolean }) {
  const { control } = useFormContext<ProfileDraft>();
  const draft = useWatch({ control }) as ProfileDraft;
  return (
    <LivePreview wide={wide} saveBarId={PROFILE_FORM_ID}>
      <ProfilePreview profile={previewOf(profile, draft)} />
    </LivePreview>
  );
}

function AppearanceSection({ profile, cardId }: { profile: CardProfile; cardId: number }) {
  const status = useDraftStatus<ProfileDraft>(['name', 'company', 'title', 'slogan', 'aliasSlug']);
  return (
    <CardSection title={COPY.cardEdAppearance} status={status}>
      <PhotoPicker profile={profile} cardId={cardId} />
      <AppearanceFields profile={profile} />
    </CardSection>
  );
}

/** /cards/:id/profile/edit: the Connect profile editor (docs/product.md#connect-profile-editor). */
export function ProfileEditorPage() {
  const id = Number(useParams().id);
  const card = useCard(id);
  const { data: user } = useCurrentUser();
  const active = hasConnect(user);
  const profile = useCardProfile(id, card.isSuccess && active);
  // Tailwind's `xl`: from here the preview fits beside the form; below, it is a bottom sheet.
  const wide = useMediaQuery('(min-width: 1280px)');

  if (!card.isSuccess) {
    return (
      <QueryState query={card} error={COPY.failedToFetchCardData} notFound={<CardNotFound />} />
    );
  }
  return (
    <>
      <CardTabHeader card={card.data} current="profile" />
      {card.data.takedownReason !== null && (
        <div className="mb-6">
          <Alert tone="error">
            {COPY.profileTakenDownNotice} {COPY.cardEdTakedownReason(card.data.takedownReason)}
          </Alert>
        </div>
      )}
      {!active ? (
        <UpgradeEmptyState description={COPY.cardEdToUnlockYourCardProfileAnd} />
      ) : !profile.isSuccess ? (
        <QueryState query={profile} error={COPY.failedToFetchCardProfileData} />
      ) : (
        <CardTeamContext value={card.data.team}>
          <ProfileForm key={id} cardId={id} profile={profile.data}>
            <div className="flex flex-col gap-8 xl:flex-row xl:items-start">
              <div className="grid min-w-0 flex-1 grid-cols-1 gap-6">
                <DesignSection logoUrl={profile.data.CardConfiguration.companyImageUrl} />
                <AppearanceSection profile={profile.data} cardId={id} />
                <ButtonsEditor />
                <SocialLinksFields profile={profile.data} />
                <LeadFormSection firstName={profile.data.CardConfiguration.firstName ?? ''} />
              </div>
              <DraftPreview profile={profile.data} wide={wide} />
            </div>
          </ProfileForm>
        </CardTeamContext>
      )}
    </>
  );
}

export default ProfileEditorPage;
