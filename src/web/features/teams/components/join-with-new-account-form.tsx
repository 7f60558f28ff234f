import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import {
  JoinWithNewAccountForm as JoinSchema,
  type JoinWithNewAccountFormInput,
  type JoinWithNewAccountFormOutput,
  type TeamInvitation,
} from '#shared/schemas/teams';
import { NameFields, NewPasswordFields } from '#web/components/account-fields';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';

/**
 * A new address accepts its team invitation: names (as the team typed them, editable) and a
 * password; the e-mail is the invited one.
 */
export function JoinWithNewAccountForm({
  invitation,
  onSubmit,
  busy,
}: {
  invitation: TeamInvitation;
  onSubmit: (values: JoinWithNewAccountFormOutput) => Promise<void>;
  /** Sending, or sent and on its way to Home. */
  busy: boolean;
}) {
  const form = useForm<JoinWithNewAccountFormInput, unknown, JoinWithNewAccountFormOutput>({
    resolver: zodResolver(JoinSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      password: '',
      confirmPassword: '',
    },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <NameFields
            labels={{ firstName: SCREENS.teamJoinFirstName, lastName: SCREENS.teamJoinLastName }}
          />
        </div>
        <FormField
          label={SCREENS.teamJoinEmail}
          type="email"
          readOnly
          className="[&_input]:bg-gray-50"
          value={invitation.email}
        />
        <NewPasswordFields
          labels={{
            password: COPY.twoStepPasswordLabel,
            confirmPassword: SCREENS.teamJoinConfirmPassword,
          }}
          reveal
        />
        <SubmitButton
          busy={form.formState.isSubmitting || busy}
          label={SCREENS.teamCreateAccountAndJoin}
          busyLabel={SCREENS.teamCreatingAccount}
          className="w-full"
        />
      </form>
    </FormProvider>
  );
}
