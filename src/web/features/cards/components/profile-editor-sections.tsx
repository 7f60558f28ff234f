import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { PROFILE_LINK_FIELDS } from '#shared/cards/link-fields';
import { COPY } from '#shared/copy';
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
