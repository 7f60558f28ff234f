import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { PasswordResetSendBody } from '#shared/schemas/accounts';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { Alert } from '#web/components/ui/alert';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { useSendPasswordReset } from '../api/send-password-reset';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * /forgot-password: idle, sending, then a success or error message
 * (docs/product.md#account-lifecycle).
 */
export function ForgotPasswordPage() {
  const mutation = useSendPasswordReset();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // No default value: this page is prerendered (decision 038), and a field without one is read
  // from the page, so what a visitor typed before the app hydrated stays.
  const form = useForm<z.input<typeof PasswordResetSendBody>, unknown, PasswordResetSendBody>({
    resolver: zodResolver(PasswordResetSendBody),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await mutation.mutateAsync(values);
      setOutcome({ tone: 'success', text: COPY.resetEmailOnTheWay });
    } catch (error) {
      const limited = error instanceof ApiError && error.status === 429;
      setOutcome({ tone: 'error', text: limited ? error.message : COPY.somethingNotWorking });
    }
  });
  return (
    <CenteredCardLayout
      title={COPY.acctSendPasswordResetInstructions}
      subtitle={COPY.acctEnterTheEmailAddressOfYour}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          label={COPY.acctEmailAddress}
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <SubmitButton
          busy={form.formState.isSubmitting}
          label={COPY.acctSend}
          busyLabel={COPY.acctSending}
          className="w-full"
        />
      </form>
      <p className="mt-8 text-center text-sm">
        <Link to={ROUTES.login} className="font-semibold text-brand-600 hover:text-brand-700">
          {COPY.acctBackToLogin}
        </Link>
      </p>
    </CenteredCardLayout>
  );
}

export default ForgotPasswordPage;
