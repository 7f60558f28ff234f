import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { PasswordResetForm } from '#shared/schemas/accounts';
import { NewPasswordFields } from '#web/components/account-fields';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { Alert } from '#web/components/ui/alert';
import { buttonClassName, SubmitButton } from '#web/components/ui/button';
import { ApiError } from '#web/lib/api-client';
import { notify } from '#web/lib/toasts';
import { useCheckResetLink } from '../api/check-reset-link';
import { useResetPassword } from '../api/reset-password';

/** /password-reset/:token: 'Update Your Password' (docs/product.md#screens). */
export function ResetPasswordPage() {
  const { token } = useParams();
  if (!token)
    return (
      <CenteredCardLayout
        title={COPY.acctUpdateYourPassword}
        subtitle={COPY.acctErrorLoadingData}
      />
    );
  return <CheckedResetPasswordPage token={token} />;
}

/**
 * The link is checked as the page opens: an expired or used one says so, with the way to a new
 * one, before the owner types a password. While the check runs (or if it cannot reach the
 * server) the form shows; saving then answers for the link itself.
 */
function CheckedResetPasswordPage({ token }: { token: string }) {
  const check = useCheckResetLink(token);
  if (check.error instanceof ApiError && check.error.status >= 400 && check.error.status < 500) {
    return (
      <CenteredCardLayout title={COPY.acctUpdateYourPassword}>
        <Alert tone="error">
          {check.error.status === 429 ? check.error.message : COPY.resetLinkExpiredOrUsed}
        </Alert>
        <Link to={ROUTES.forgotPassword} className={buttonClassName('primary', 'mt-5 w-full')}>
          {COPY.acctRequestANewLink}
        </Link>
      </CenteredCardLayout>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const [rejection, setRejection] = useState<string | null>(null);
  // No default values: the page is prerendered (decision 038), and fields without one are read
  // from the page, so what was typed before the app hydrated stays.
  const form = useForm<z.input<typeof PasswordResetForm>, unknown, PasswordResetForm>({
    resolver: zodResolver(PasswordResetForm),
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setRejection(null);
    try {
      await mutation.mutateAsync({ token, password });
      notify.success(COPY.passwordSaved);
      navigate(ROUTES.login, { replace: true });
    } catch (error) {
      // An expired or used link is worth saying so, with the way to a new one.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setRejection(error.message);
      } else {
        notify.error(COPY.somethingNotWorking);
      }
    }
  });
  const { isSubmitting } = form.formState;
  return (
    <CenteredCardLayout
      title={COPY.acctUpdateYourPassword}
      subtitle={COPY.acctChooseANewPasswordOfAt}
    >
      <FormProvider {...form}>
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
          <NewPasswordFields
            labels={{ password: COPY.acctPassword, confirmPassword: COPY.acctPasswordConfirmation }}
            reveal
          />
          {rejection && (
            <Alert tone="error">
              {rejection}.{' '}
              <Link to={ROUTES.forgotPassword} className="underline">
                {COPY.acctRequestANewLink}
              </Link>
            </Alert>
          )}
          <SubmitButton busy={isSubmitting} label={COPY.acctResetPassword} className="w-full" />
        </form>
      </FormProvider>
    </CenteredCardLayout>
  );
}

export default ResetPasswordPage;
