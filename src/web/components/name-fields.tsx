import { useFormContext, useFormState } from 'react-hook-form';
import { FormField } from './form-field';

interface NameValues {
  firstName: string;
  lastName: string;
}

/**
 * An account form's first and last name (inside its FormProvider), each form with its own
 * labels. The two fields come without a wrapper, so each form lays them out in its own grid.
 */
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
