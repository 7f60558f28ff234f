import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { ChangePasswordForm as ChangePasswordSchema } from '#shared/schemas/auth';
import { NewPasswordFields } from '#web/components/account-fields';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { actionToasts, SETTINGS_TOAST } from '#web/lib/toasts';
import { useChangePassword } from '../api/change-password';
import { reportSaveError } from './save-error';
import { SettingsSection } from './settings-section';

export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const form = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const toasts = actionToasts('change-password', SETTINGS_TOAST);
  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      // The confirmation stays on this page; the server checks the current password.
      await mutation.mutateAsync({ currentPassword, password });
      form.reset();
      toasts.succeeded(COPY.passwordUpdated);
    } catch (error) {
      reportSaveError(error, toasts, (message) =>
        form.setError('currentPassword', { message }, { shouldFocus: true }),
      );
    }
  });
  return (
    <SettingsSection
      title={SCREENS.settingsChangePassword}
      description={SCREENS.settingsChangePasswordHint}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="grid max-w-2xl grid-cols-1 gap-6">
          <FormField
            label={SCREENS.settingsCurrentPassword}
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <NewPasswordFields
            labels={{
              password: SCREENS.settingsNewPassword,
              confirmPassword: SCREENS.settingsConfirmYourPassword,
            }}
          />
          <div>
            <SubmitButton busy={isSubmitting} />
          </div>
        </form>
      </FormProvider>
    </SettingsSection>
  );
}
