import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { PROFILE_LINK_FIELDS } from '#shared/cards/link-fields';
import { COPY } from '#shared/copy';
import { LANGUAGE_NAMES, LANGUAGES } from '#shared/i18n/languages';
import { toHandleCharacters } from '#shared/schemas/handle';
import type { CardProfile } from '#shared/schemas/profiles';
import { FormField } from '#web/components/ui/form-field';
import { useDraftStatus } from '#web/hooks/use-draft-save';
import { appConfig } from '#web/lib/app-config';
import { LINK_FIELD_SPECS, WHATSAPP_FIELD_SPEC } from '../card-sections';
import { LockedHint, useTeamLock } from '../team-locks';
import { AskForChange } from './ask-for-change';
import { CardSection } from './card-section';
import { inputKind } from './configuration-section';
import { PROFILE_FORM_ID, type ProfileDraft } from './profile-form';

/** Name, Company, Title, Slogan and the Connect handle, with the link it makes. */
export function AppearanceFields({ profile }: { profile: CardProfile }) {
  const form = useFormContext<ProfileDraft>();
  const { errors } = useFormState({ control: form.control });
  const handle = form.register('aliasSlug');
  const liveLink = profile.aliasSlug ? `${appConfig.appUrl}/u/${profile.aliasSlug}` : null;
  const companyLock = useTeamLock('company');
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <FormField
        label={COPY.appName}
        required
        form={PROFILE_FORM_ID}
        placeholder={COPY.nameFallback}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label={COPY.appCompany}
        form={PROFILE_FORM_ID}
        error={errors.company?.message}
        readOnly={!!companyLock}
        hint={companyLock && <LockedHint text={companyLock} />}
        aside={companyLock && <AskForChange field="company" />}
        {...form.register('company')}
      />
      <FormField
        label={COPY.appJobTitle}
        form={PROFILE_FORM_ID}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <FormField
        label={COPY.cardEdSlogan}
        required
        form={PROFILE_FORM_ID}
        placeholder={COPY.sloganFallback}
        error={errors.slogan?.message}
        {...form.register('slogan')}
      />
      <FormField
        label={COPY.cardEdMyConnectHandle}
        className="sm:col-span-2"
        form={PROFILE_FORM_ID}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.aliasSlug?.message}
        hint={
          liveLink ? (
            <>
              {COPY.cardEdYourLiveLink}{' '}
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
            COPY.cardEdHandleExample(appConfig.appUrl)
          )
        }
        {...handle}
        onChange={(event) => {
          // Letters, digits and hyphens only, lowercased as you type (docs/product.md#validation).
          event.target.value = toHandleCharacters(event.target.value);
          void handle.onChange(event);
        }}
      />
      <PageLanguageField />
    </div>
  );
}

/**
 * The language the public page shows to visitors whose own is none of the nine (their own comes
 * first, docs/product.md#the-pages-language); each language named in itself.
 */
export function PageLanguageField() {
  const form = useFormContext<ProfileDraft>();
  return (
    <div className="sm:col-span-2">
      <label htmlFor="page-language" className="block text-sm font-medium text-gray-900">
        {COPY.visitorPageLanguageField}
      </label>
      <select
        id="page-language"
        form={PROFILE_FORM_ID}
        aria-describedby="page-language-hint"
        className="mt-1 block h-10 w-full rounded-md border-0 py-2 ps-3 pe-10 text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:h-9 sm:text-sm"
        {...form.register('pageLanguage')}
      >
        <option value="">{COPY.visitorPageLanguageVisitors}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <p id="page-language-hint" className="mt-1 text-sm text-gray-500">
        {COPY.visitorPageLanguageHelp}
      </p>
    </div>
  );
}

/**
 * The profile's links. Each follows the card's unless the owner types one of its own here
 * (docs/product.md#connect-profile-editor): the card's shows as the placeholder, and the hint says
 * which the page uses.
 */
export function SocialLinksFields({ profile }: { profile: CardProfile }) {
  const form = useFormContext<ProfileDraft>();
  const { errors } = useFormState({ control: form.control });
  const own = useWatch({ control: form.control });
  const fields = [...LINK_FIELD_SPECS, WHATSAPP_FIELD_SPEC];
  return (
    <CardSection
      title={COPY.cardEdSocialsLinks}
      description={`${COPY.linkFieldsHint} ${COPY.cardEdEmptyFieldsUseYourCards}`}
      status={useDraftStatus<ProfileDraft>([...PROFILE_LINK_FIELDS])}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {fields.map((field) => {
          const cards = profile.CardConfiguration[field.name];
          const typed = Boolean(own[field.name]?.trim());
          return (
            <FormField
              key={field.name}
              label={field.label}
              {...inputKind(field)}
              form={PROFILE_FORM_ID}
              placeholder={cards ?? field.placeholder}
              hint={
                cards ? (typed ? COPY.cardEdReplacesYourCards : COPY.cardEdFromYourCard) : undefined
              }
              error={errors[field.name]?.message}
              {...form.register(field.name)}
            />
          );
        })}
      </div>
    </CardSection>
  );
}
