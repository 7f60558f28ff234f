import { useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '#shared/i18n/languages';
import type { CurrentUser } from '#shared/schemas/auth';
import { SubmitButton } from '#web/components/ui/button';
import { actionToasts, errorMessage, SETTINGS_TOAST } from '#web/lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

const SELECT =
  'mt-2 block w-full rounded-md border-0 bg-white py-1.5 ps-3 pe-8 text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-600 sm:max-w-xs sm:text-sm';

/**
 * The app's language: the browser's (null) or one of the nine, each by its own name. Saved, the
 * app reloads in it (lib/app-language.ts follows the saved profile).
 */
export function LanguageSection({ user }: { user: CurrentUser }) {
  const mutation = useUpdateProfile();
  const [chosen, setChosen] = useState<Language | ''>(user.locale ?? '');
  const toasts = actionToasts('app-language', SETTINGS_TOAST);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await mutation.mutateAsync({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        locale: chosen === '' ? null : chosen,
      });
      toasts.succeeded(COPY.saved);
    } catch (error) {
      toasts.failed(errorMessage(error));
    }
  };
  return (
    <SettingsSection
      id="language"
      title={COPY.appLanguageTitle}
      description={COPY.appLanguageDescription}
    >
      <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-6">
        <div>
          <label htmlFor="app-language" className="block text-sm font-medium text-gray-900">
            {COPY.appLanguageLabel}
          </label>
          <select
            id="app-language"
            className={SELECT}
            value={chosen}
            onChange={(event) =>
              setChosen(isLanguage(event.target.value) ? event.target.value : '')
            }
          >
            <option value="">{COPY.browserLanguage}</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton busy={mutation.isPending} />
      </form>
    </SettingsSection>
  );
}
