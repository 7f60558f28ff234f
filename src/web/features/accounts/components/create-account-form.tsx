import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ACCOUNT_CREATED_REDIRECT_MS } from '#shared/constants';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import {
  CreateAccountForm as CreateAccountSchema,
  type AccountVerificationResult,
  type CreateAccountFormInput,
  type CreateAccountFormOutput,
} from '#shared/schemas/accounts';
import { NameFields, NewPasswordFields } from '#web/components/account-fields';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import type { LoginPrefill } from '#web/lib/login-prefill';
import { clearSession } from '#web/lib/session';
import { ACCOUNT_CREATED_TOAST, notify } from '#web/lib/toasts';
import { useCreateAccount } from '../api/create-account';

/**
 * The account form (docs/product.md#account-lifecycle): checked on submit, then re-checked as each
 * field is edited so errors clear while typing. The e-mail is the invited one and cannot be changed
 * here.
 */
export function CreateAccountForm({
  token,
  invitation,
}: {
  token: string;
  invitation: AccountVerificationResult;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useCreateAccount();
  const create = useMutationForm(mutation, { fallback: COPY.accountCreationFailed });
  const form = useForm<CreateAccountFormInput, unknown, CreateAccountFormOutput>({
    resolver: zodResolver(CreateAccountSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email: invitation.email,
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    await create.run(
      {
        token,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
      },
      () => {
        // Whoever was signed in on this browser is not the new owner.
        clearSession(queryClient);
        notify.success(COPY.accountCreated, ACCOUNT_CREATED_TOAST);
        // The login form opens with the new account's address in it (in the history entry's state,
        // not the URL: addresses stay out of logs and shared links).
        const state: LoginPrefill = { email: values.email };
        setTimeout(
          () => navigate(ROUTES.login, { replace: true, state }),
          ACCOUNT_CREATED_REDIRECT_MS,
        );
      },
    );
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <NameFields labels={{ firstName: COPY.acctFirstName, lastName: COPY.acctLastName }} />
        </div>
        <FormField
          label={COPY.acctEmail}
          type="email"
          readOnly
          className="[&_input]:bg-gray-50"
          hint={COPY.acctEmailCannotBeChangedUntilYou}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordFields
          labels={{ password: COPY.acctPassword, confirmPassword: COPY.acctConfirmPassword }}
          reveal
        />
        <SubmitButton
          busy={isSubmitting || mutation.isSuccess}
          label={COPY.acctCreateAccount}
          busyLabel={COPY.acctCreatingAccount}
          className="w-full"
        />
      </form>
    </FormProvider>
  );
}
