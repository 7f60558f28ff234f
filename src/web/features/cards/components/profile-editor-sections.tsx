import { useController, useFormContext, useFormState } from 'react-hook-form';
import { NAME_FALLBACK, SLOGAN_FALLBACK } from '#shared/display-name';
import { PROFILE_LINK_FIELDS, SOCIAL_LABELS } from '#shared/link-fields';
import { toHandleCharacters } from '#shared/schemas/handle';
import { THEMES, type CardProfile } from '#shared/schemas/profiles';
import { FormField } from '#web/components/form-field';
import { appConfig } from '#web/lib/app-config';
import { CardSection } from './card-section';
import { PROFILE_FORM_ID, useDraftStatus, type ProfileDraft } from './profile-form';

/** Dark or light, part of the draft: the preview shows it at once, the save bar stores it. */
export function ThemePicker() {
  const { field } = useController<ProfileDraft, 'theme'>({ name: 'theme' });
  return (
    <CardSection title="Theme" status={useDraftStatus(['theme'])}>
      <div role="radiogroup" aria-label="Theme" className="flex gap-3">
        {THEMES.map((theme) => (
          <button
            key={theme}
            type="button"
            role="radio"
            aria-checked={field.value === theme}
            onClick={() => field.onChange(theme)}
            className={`flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold capitalize ring-1 ring-inset ${
              field.value === theme
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

/** Name, Company, Title, Slogan and the Connect handle, with the link it makes. */
export function AppearanceFields({ profile }: { profile: CardProfile }) {
  const form = useFormContext<ProfileDraft>();
  const { errors } = useFormState({ control: form.control });
  const handle = form.register('aliasSlug');
  const liveLink = profile.aliasSlug ? `${appConfig.appUrl}/u/${profile.aliasSlug}` : null;
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <FormField
        label="Name"
        required
        form={PROFILE_FORM_ID}
        placeholder={NAME_FALLBACK}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label="Company"
        form={PROFILE_FORM_ID}
        error={errors.company?.message}
        {...form.register('company')}
      />
      <FormField
        label="Title"
        form={PROFILE_FORM_ID}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <FormField
        label="Slogan"
        required
        form={PROFILE_FORM_ID}
        placeholder={SLOGAN_FALLBACK}
        error={errors.slogan?.message}
        {...form.register('slogan')}
      />
      <FormField
        label="My Connect Handle"
        className="sm:col-span-2"
        form={PROFILE_FORM_ID}
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
    </div>
  );
}

const LINK_LABELS: Record<string, string> = {
  ...SOCIAL_LABELS,
  alternateUrl1: 'Alternate URL 1',
  alternateUrl2: 'Alternate URL 2',
  alternateUrl3: 'Alternate URL 3',
};

export function SocialLinksFields() {
  const form = useFormContext<ProfileDraft>();
  const { errors } = useFormState({ control: form.control });
  return (
    <CardSection
      title="Socials & Links"
      description="Full URLs, starting with https://"
      status={useDraftStatus([...PROFILE_LINK_FIELDS])}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {PROFILE_LINK_FIELDS.map((field) => (
          <FormField
            key={field}
            label={LINK_LABELS[field] ?? field}
            type="url"
            form={PROFILE_FORM_ID}
            placeholder="https://"
            error={errors[field]?.message}
            {...form.register(field)}
          />
        ))}
      </div>
    </CardSection>
  );
}
