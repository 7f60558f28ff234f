import type { ComponentProps } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { FormField } from './form-field';
import { PasswordField } from './password-field';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

type FieldProps = ComponentProps<typeof PasswordField> & { reveal: boolean };

function NewPasswordField({ reveal, ...field }: FieldProps) {
  return reveal ? <PasswordField {...field} /> : <FormField type="password" {...field} />;
}

/**
 * An account form's new password and its confirmation (inside its FormProvider), each form with
 * its own labels; `reveal` gives both a show/hide toggle.
 */
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
