import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PROFILE_LINK_FIELDS, SOCIAL_LABELS } from '#shared/link-fields';
import { MESSAGES } from '#shared/messages';
import { HttpUrl } from '#shared/schemas/card-configuration';
import { AliasSlug, toHandleCharacters } from '#shared/schemas/handle';
import {
  CardProfileFields,
  type CardProfile,
  type Theme,
  type UpdateCardProfileInput,
} from '#shared/schemas/profiles';
import { SubmitButton } from '#web/components/button';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { FormField } from '#web/components/form-field';
import { appConfig } from '#web/lib/app-config';
import { errorMessage, notify, EDITOR_TOAST, PROFILE_SAVED_TOAST } from '#web/lib/toasts';
import { useUpdateCardProfile } from '../api/update-card-profile';
import { CardSection } from './card-section';

/** One save at a time across the editor (docs/product.md#connect-profile-editor). */
export function useProfileSaver(cardId: number) {
  const mutation = useUpdateCardProfile(cardId);
  const busy = useIsMutating({ mutationKey: ['cards', cardId, 'profile', 'update'] }) > 0;
  const save = async (
    body: UpdateCardProfileInput,
    successText: string | null = MESSAGES.saved,
  ) => {
    if (busy) return false;
    try {
      await mutation.mutateAsync(body);
      if (successText) notify.success(successText, PROFILE_SAVED_TOAST);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, MESSAGES.failedToUpdateProfile), EDITOR_TOAST);
      return false;
    }
  };
  return { save, busy };
}

export function ThemePicker({ profile, cardId }: { profile: CardProfile; cardId: number }) {
  const { save, busy } = useProfileSaver(cardId);
  const options: Theme[] = ['dark', 'light'];
  return (
    <CardSection title="Theme">
      <div role="radiogroup" aria-label="Theme" className="flex gap-3">
        {options.map((theme) => (
          <button
            key={theme}
            type="button"
            role="radio"
            aria-checked={profile.theme === theme}
            disabled={busy}
            onClick={() => profile.theme !== theme && void save({ theme })}
            className={`flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold capitalize ring-1 ring-inset ${
              profile.theme === theme
                ? 'bg-brand-50 text-brand-700 ring-brand-500'
                : 'bg-white text-gray-700 ring-gray-300'
            }`}
          >
            <span
              aria-hidden="true"
              className={`h-4 w-4 rounded-full ${theme === 'dark' ? 'bg-gray-900' : 'border border-gray-300 bg-white'}`}
            />
            {theme === 'dark' ? 'Dark' : 'Light'}
          </button>
        ))}
      </div>
    </CardSection>
  );
}

const AppearanceSchema = CardProfileFields.pick({
  name: true,
  company: true,
  title: true,
  slogan: true,
}).extend({ aliasSlug: z.union([z.literal(''), AliasSlug]) });
type AppearanceInput = z.input<typeof AppearanceSchema>;

export function AppearanceForm({ profile, cardId }: { profile: CardProfile; cardId: number }) {
  const { save, busy } = useProfileSaver(cardId);
  const form = useForm<AppearanceInput>({
    resolver: zodResolver(AppearanceSchema) as never,
    defaultValues: {
      name: profile.name,
      company: profile.company,
      title: profile.title,
      slogan: profile.slogan,
      aliasSlug: profile.aliasSlug ?? '',
    },
  });
  const { errors } = form.formState;
  const handle = form.register('aliasSlug');
  const liveLink = profile.aliasSlug ? `${appConfig.appUrl}/u/${profile.aliasSlug}` : null;
  // Replacing a live handle changes the link people have: asked first (decision 031). Setting
  // the first one is not.
  const [replacing, setReplacing] = useState<AppearanceInput | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    if (profile.aliasSlug && values.aliasSlug !== profile.aliasSlug) {
      setReplacing(values);
      return;
    }
    await save(values as UpdateCardProfileInput);
  });
  const confirmReplace = async () => {
    if (!replacing) return;
    if (await save(replacing as UpdateCardProfileInput)) setReplacing(null);
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Appearance"
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      <FormField label="Name" required error={errors.name?.message} {...form.register('name')} />
      <FormField label="Company" error={errors.company?.message} {...form.register('company')} />
      <FormField label="Title" error={errors.title?.message} {...form.register('title')} />
      <FormField
        label="Slogan"
        required
        error={errors.slogan?.message}
        {...form.register('slogan')}
      />
      <FormField
        label="My Connect Handle"
        className="sm:col-span-2"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.aliasSlug?.message}
        hint={
          liveLink ? (
            <>
              Your live link:{' '}
              <a
                href={liveLink}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-600"
              >
                {liveLink}
              </a>
            </>
          ) : (
            `Example: jane-doe makes your profile ${appConfig.appUrl}/u/jane-doe`
          )
        }
        {...handle}
        onChange={(event) => {
          // Letters, digits and hyphens only, lowercased as you type (docs/product.md#validation).
          event.target.value = toHandleCharacters(event.target.value);
          void handle.onChange(event);
        }}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} />
      </div>
      <ConfirmDialog
        open={replacing !== null}
        title="Change your handle"
        question={MESSAGES.handleChangeQuestion}
        confirmLabel="Yes, change it"
        cancelLabel="No, keep it"
        confirmVariant="primary"
        busy={busy}
        onConfirm={() => void confirmReplace()}
        onClose={() => setReplacing(null)}
      />
    </form>
  );
}

const LinksSchema = z.object(
  Object.fromEntries(PROFILE_LINK_FIELDS.map((f) => [f, z.union([z.literal(''), HttpUrl])])),
);

export function SocialLinksForm({ profile, cardId }: { profile: CardProfile; cardId: number }) {
  const { save, busy } = useProfileSaver(cardId);
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(LinksSchema) as never,
    defaultValues: Object.fromEntries(PROFILE_LINK_FIELDS.map((f) => [f, profile[f] ?? ''])),
  });
  const { errors } = form.formState;
  const labels: Record<string, string> = {
    ...SOCIAL_LABELS,
    alternateUrl1: 'Alternate URL 1',
    alternateUrl2: 'Alternate URL 2',
    alternateUrl3: 'Alternate URL 3',
  };
  return (
    <CardSection title="Socials & Links" description="Full URLs, starting with https://">
      <form
        noValidate
        aria-label="Socials & Links"
        onSubmit={form.handleSubmit(async (values) => void (await save(values)))}
        className="grid grid-cols-1 gap-5 sm:grid-cols-2"
      >
        {PROFILE_LINK_FIELDS.map((field) => (
          <FormField
            key={field}
            label={labels[field] ?? field}
            type="url"
            placeholder="https://"
            error={errors[field]?.message}
            {...form.register(field)}
          />
        ))}
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} />
        </div>
      </form>
    </CardSection>
  );
}
