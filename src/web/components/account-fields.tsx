import type { ComponentProps } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { FormField } from './ui/form-field';
import { PasswordField } from './ui/password-field';

/*
 * The field groups the account forms share (create account, settings, reset password). Each
 * sits inside its form's FormProvider, takes the form's own labels, and comes without a wrapper,
 * so each form lays the fields out in its own grid.
 */

interface NameValues {
  firstName: string;
  lastName: string;
}

/** First and last name. */
export function NameFields({ labels }: { labels: Record<keyof NameValues, string> }) {
  const { register, control } = useFormContext<NameValues>();
  const { errors } = useFormState({ control, name: ['firstName', 'lastName'] });
  return (
    <>
      <FormField
        label={labels.firstName}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <FormField
        label={labels.lastName}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
    </>
  );
}

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

type PasswordProps = ComponentProps<typeof PasswordField> & { reveal: boolean };

function NewPasswordField({ reveal, ...field }: PasswordProps) {
  return reveal ? <PasswordField {...field} /> : <FormField type="password" {...field} />;
}

/** A new password and its confirmation; `reveal` gives both a show/hide toggle. */
export function NewPasswordFields({
  labels,
  reveal = false,
}: {
  labels: Record<keyof NewPasswordValues, string>;
  reveal?: boolean;
}) {
  const { register, control } = useFormContext<NewPasswordValues>();
  const { errors } = useFormState({ control, name: ['password', 'confirmPassword'] });
  return (
    <>
      <NewPasswordField
        reveal={reveal}
        label={labels.password}
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <NewPasswordField
        reveal={reveal}
        label={labels.confirmPassword}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
