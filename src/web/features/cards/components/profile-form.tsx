import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  normalizeLink,
  normalizeWebAddress,
  PROFILE_LINK_FIELDS,
  WHATSAPP_FIELD,
  type ProfileLinkField,
} from '#shared/cards/link-fields';
import { COPY } from '#shared/copy';
import { resolveDesign } from '#shared/design/resolve-design';
import { linkFieldSchemas } from '#shared/schemas/card-configuration';
import { AliasSlug } from '#shared/schemas/handle';
import type { LeadFormSettings } from '#shared/schemas/lead-form';
import { ProfileDesignInput, type StoredDesign } from '#shared/schemas/profile-design';
import {
  CardProfileFields,
  type CardProfile,
  type UpdateCardProfileInput,
} from '#shared/schemas/profiles';
import { SaveBar } from '#web/components/save-bar';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EditBaseProvider } from '#web/hooks/edit-base';
import { changedNames, useDraftSave } from '#web/hooks/use-draft-save';
import { cardProfileQueryOptions, type EditableProfile } from '../api/get-card-profile';
import { useUpdateCardProfile } from '../api/update-card-profile';

/** The save bar is the form; every field of the editor joins it through its `form` attribute. */
export const PROFILE_FORM_ID = 'connect-profile';

export interface DraftButton {
  uuid: string;
  text: string;
  url: string;
}

/** The editor's draft: every field as the owner sees it ('' for one not written). */
export type ProfileDraft = {
  name: string;
  company: string;
  title: string;
  slogan: string;
  aliasSlug: string;
  buttons: DraftButton[];
  leadForm: LeadFormSettings;
  /** The design's choices as they apply (the preset's own filled in); `theme` follows it. */
  design: StoredDesign;
} & Record<ProfileLinkField, string>;

/** The original stand-ins ('My Name', 'My Slogan') are placeholders, never values in a field. */
export function draftOf(profile: CardProfile): ProfileDraft {
  return {
    name: profile.name === COPY.nameFallback ? '' : profile.name,
    company: profile.company,
    title: profile.title,
    slogan: profile.slogan === COPY.sloganFallback ? '' : profile.slogan,
    aliasSlug: profile.aliasSlug ?? '',
    buttons: profile.buttons.map(({ uuid, text, url }) => ({ uuid, text, url })),
    leadForm: profile.leadForm,
    design: {
      preset: profile.design.preset,
      accent: profile.design.accent,
      font: profile.design.font,
      buttonStyle: profile.design.buttonStyle,
      layout: profile.design.layout,
      coverImageUrl: profile.design.coverImageUrl,
    },
    // A link the profile follows from the card is not the profile's own: the field stays empty
    // (the card's shows as its placeholder).
    ...(Object.fromEntries(
      PROFILE_LINK_FIELDS.map((f) => [f, profile.linkSources[f] === 'profile' ? profile[f] : '']),
    ) as Record<ProfileLinkField, string>),
  };
}

/** What the preview shows: the stored profile with the draft on top, as the public page would. */
export function previewOf(profile: CardProfile, draft: ProfileDraft): CardProfile {
  const design = resolveDesign(draft.design);
  return {
    ...profile,
    ...draft,
    design: design.design,
    theme: design.base,
    name: draft.name.trim() || COPY.nameFallback,
    slogan: draft.slogan.trim(),
    aliasSlug: draft.aliasSlug || null,
    buttons: draft.buttons.map((button) => ({ ...button, url: normalizeWebAddress(button.url) })),
    ...(Object.fromEntries(
      PROFILE_LINK_FIELDS.map((f) => {
        const own = draft[f].trim();
        const typed = f === WHATSAPP_FIELD ? own : normalizeLink(f, own);
        return [f, typed || profile.CardConfiguration[f]];
      }),
    ) as Record<ProfileLinkField, string | null>),
  };
}

/**
 * The rules of the shared schema; Name and Slogan are required once written, and may stay
 * empty while they still are the original stand-in.
 */
function draftSchema(profile: CardProfile) {
  const unwritten = z.string().trim().max(200);
  return CardProfileFields.pick({
    company: true,
    title: true,
    buttons: true,
    leadForm: true,
  }).extend({
    name: profile.name === COPY.nameFallback ? unwritten : CardProfileFields.shape.name,
    slogan: profile.slogan === COPY.sloganFallback ? unwritten : CardProfileFields.shape.slogan,
    aliasSlug: z.union([z.literal(''), AliasSlug]),
    design: ProfileDesignInput,
    ...linkFieldSchemas,
  });
}

/** How many changes the buttons hold: each one added, removed or edited, and a new order. */
function buttonChanges(stored: DraftButton[], draft: DraftButton[]): number {
  const before = new Map(stored.map((b) => [b.uuid, b]));
  const after = new Set(draft.map((b) => b.uuid));
  let count = stored.filter((b) => !after.has(b.uuid)).length;
  for (const button of draft) {
    const old = before.get(button.uuid);
    if (!old || old.text !== button.text || old.url !== button.url) count += 1;
  }
  const kept = (list: DraftButton[]) =>
    list.filter((b) => before.has(b.uuid) && after.has(b.uuid)).map((b) => b.uuid);
  if (kept(stored).join() !== kept(draft).join()) count += 1;
  return count;
}

/**
 * The Connect profile editor's one form (the card editor's model): every field, the
 * theme and the buttons are a draft until 'Save changes' sends what changed in one partial PUT,
 * based on the version the editor read (docs/product.md#stale-edits). The photo saves at once.
 */
export function ProfileForm({
  cardId,
  profile,
  children,
}: {
  cardId: number;
  profile: EditableProfile;
  children: ReactNode;
}) {
  const form = useForm<ProfileDraft>({
    resolver: zodResolver(draftSchema(profile)) as never,
    defaultValues: draftOf(profile),
  });
  return (
    <EditBaseProvider version={profile.version}>
      <FormProvider {...form}>
        {children}
        <ProfileSaveBar cardId={cardId} />
      </FormProvider>
    </EditBaseProvider>
  );
}

function ProfileSaveBar({ cardId }: { cardId: number }) {
  const form = useFormContext<ProfileDraft>();
  const draft = useWatch({ control: form.control }) as ProfileDraft;
  const mutation = useUpdateCardProfile(cardId);
  const queryClient = useQueryClient();
  // Replacing a live handle changes the link people have: asked first (decision 031).
  const [askingHandle, setAskingHandle] = useState(false);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const confirmHandleChange = () =>
    new Promise<boolean>((resolve) => {
      answer.current = (yes) => {
        setAskingHandle(false);
        resolve(yes);
      };
      setAskingHandle(true);
    });

  const bar = useDraftSave({
    form,
    formId: PROFILE_FORM_ID,
    resource: cardId,
    save: async (changed) => {
      const liveHandle = form.formState.defaultValues?.aliasSlug;
      if ('aliasSlug' in changed && liveHandle && !(await confirmHandleChange())) return null;
      return draftOf(await mutation.mutateAsync(changed as UpdateCardProfileInput));
    },
    reload: async () => {
      const latest = await queryClient.fetchQuery({
        ...cardProfileQueryOptions(cardId),
        staleTime: 0,
      });
      return { values: draftOf(latest), version: latest.version };
    },
  });

  const stored = form.formState.defaultValues as ProfileDraft;
  const changed = changedNames(form);
  const count =
    changed.filter((name) => name !== 'buttons').length +
    (changed.includes('buttons') ? buttonChanges(stored.buttons, draft.buttons ?? []) : 0);

  return (
    <>
      <SaveBar {...bar} count={count} />
      <ConfirmDialog
        open={askingHandle}
        title={COPY.cardEdChangeYourHandle}
        question={COPY.handleChangeQuestion}
        confirmLabel={COPY.cardEdYesChangeIt}
        cancelLabel={COPY.appNoKeepIt}
        confirmVariant="primary"
        onConfirm={() => answer.current(true)}
        onClose={() => answer.current(false)}
      />
    </>
  );
}
