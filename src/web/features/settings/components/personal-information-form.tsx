import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/messages';
import {
  UpdateProfileBody,
  type CurrentUser,
  type UpdateProfileInput,
} from '../../../../shared/schemas/auth';
import { SubmitButton } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { errorMessage, notify, SETTINGS_TOAST } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './settings-section';

export function PersonalInformationForm({ user }: { user: CurrentUser }) {
  const mutation = useUpdateProfile();
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileBody>({
    resolver: zodResolver(UpdateProfileBody),
    values: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      notify.success(MESSAGES.saved, SETTINGS_TOAST);
    } catch (error) {
      notify.error(errorMessage(error), SETTINGS_TOAST);
    }
  });
  return (
    <SettingsSection
      title="Personal Information"
      description="The name and e-mail address of your account."
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid max-w-2xl grid-cols-1 gap-6 sm:grid-cols-2"
      >
        <FormField
          label="First name *"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last name *"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <FormField
          label="Email address *"
          type="email"
          autoComplete="email"
          required
          className="sm:col-span-2"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={isSubmitting} />
        </div>
      </form>
    </SettingsSection>
  );
}
