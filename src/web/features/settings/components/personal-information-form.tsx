import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { COPY, pendingEmailMessage, requiredMessage } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import {
  UpdateProfileForm,
  type CurrentUser,
  type UpdateProfileFormInput,
} from '#shared/schemas/auth';
import { NameFields } from '#web/components/account-fields';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { actionToasts, SETTINGS_TOAST } from '#web/lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import { reportSaveError } from './save-error';
import { SettingsSection } from './settings-section';

/**
 * Names save at once. A new e-mail address asks for the current password and then waits for
 * the link mailed to it; until then the pending address is shown under the field.
 */
export function PersonalInformationForm({ user }: { user: CurrentUser }) {
  const mutation = useUpdateProfile();
  const form = useForm<UpdateProfileFormInput, unknown, UpdateProfileForm>({
    resolver: zodResolver(UpdateProfileForm),
    values: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      currentPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const toasts = actionToasts('personal-information', SETTINGS_TOAST);
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const emailChanges = typedEmail.trim().toLowerCase() !== user.email;
  const onSubmit = form.handleSubmit(async ({ currentPassword, ...values }) => {
    const changesEmail = values.email !== user.email;
    if (changesEmail && !currentPassword) {
      form.setError('currentPassword', {
        message: requiredMessage(SCREENS.settingsCurrentPassword),
      });
      return;
    }
    try {
      const saved = await mutation.mutateAsync(
        changesEmail ? { ...values, currentPassword } : values,
      );
      // The address stays the confirmed one; the pending one shows under the field.
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        email: saved.email,
        currentPassword: '',
      });
      toasts.succeeded(COPY.saved);
    } catch (error) {
      reportSaveError(error, toasts, (message) =>
        form.setError('currentPassword', { message }, { shouldFocus: true }),
      );
    }
  });
  return (
    <SettingsSection
      title={SCREENS.settingsPersonalInformation}
      description={SCREENS.settingsPersonalInformationHint}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid max-w-2xl grid-cols-1 gap-6 sm:grid-cols-2"
        >
          <NameFields
            labels={{
              firstName: SCREENS.settingsFirstNameRequired,
              lastName: SCREENS.settingsLastNameRequired,
            }}
          />
          <FormField
            label={SCREENS.settingsEmailRequired}
            type="email"
            autoComplete="email"
            required
            className="sm:col-span-2"
            error={errors.email?.message}
            hint={user.pendingEmail ? pendingEmailMessage(user.pendingEmail) : undefined}
            {...form.register('email')}
          />
          {emailChanges && (
            <FormField
              label={SCREENS.settingsCurrentPassword}
              type="password"
              autoComplete="current-password"
              required
              className="sm:col-span-2"
              hint={SCREENS.settingsEmailPasswordHint}
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
          )}
          <div className="sm:col-span-2">
            <SubmitButton busy={isSubmitting} />
          </div>
        </form>
      </FormProvider>
    </SettingsSection>
  );
}
