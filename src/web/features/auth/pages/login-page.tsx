import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { COPY, signedOutIdleMessage } from '#shared/copy';
import { ROUTES, safeRedirectPath } from '#shared/routes';
import type { TokenPair } from '#shared/schemas/auth';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { Alert } from '#web/components/ui/alert';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { PasswordField } from '#web/components/ui/password-field';
import { useHydrated } from '#web/hooks/use-hydrated';
import { ApiError } from '#web/lib/api-client';
import { forgetSignedOutNote, readSignedOutNote } from '#web/lib/device-drafts';
import { prefilledEmail } from '#web/lib/login-prefill';
import { signIn, useSessionStatus } from '#web/lib/session';
import { ACCOUNT_CREATED_TOAST, notify } from '#web/lib/toasts';
import { useLogin, type LoginAnswer } from '../api/login';
import { PasskeySignInButton } from '../components/passkey-sign-in-button';

// The second step of a sign-in, loaded only when login asks for it (decision 038).
const TwoStepCodeStep = lazy(() =>
  import('../components/two-step-sign-in').then((m) => ({ default: m.TwoStepCodeStep })),
);
// Single sign-on's offer and error sentence, loaded only when there is one to show (decision 064).
const loadSso = () => import('../components/sso-offer');
const SsoParts = lazy(loadSso);
/** Whether an address has single sign-on: where it starts, null, or undefined (asked since). */
const discoverSso = (email: string, waitMs = 0) =>
  loadSso().then((m) => m.discoverSsoAfter(email, waitMs));
const TwoStepSetupStep = lazy(() =>
  import('../components/two-step-sign-in').then((m) => ({ default: m.TwoStepSetupStep })),
);

/** The sign-in form's two checks (the server's LoginBody owns the rest), field by field. */
interface LoginFormErrors {
  email?: string | undefined;
  password?: string | undefined;
}

function checkLogin({ email, password }: { email: string; password: string }): LoginFormErrors {
  return {
    email: email.trim() === '' ? COPY.emailMissing : undefined,
    password: password === '' ? COPY.passwordMissing : undefined,
  };
}

export function LoginPage() {
  const status = useSessionStatus();
  const [params] = useSearchParams();
  const location = useLocation();
  const prefilled = prefilledEmail(location.state);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<Exclude<LoginAnswer, { kind: 'signed-in' }> | null>(
    null,
  );
  const target = safeRedirectPath(params.get('from'));
  // The second step's token ended: back to the password, saying why (one function per page,
  // so the setup step does not ask for a new secret at every render).
  const onTwoStepEnded = useCallback((message: string) => {
    setSecondStep(null);
    setFormError(message);
  }, []);
  // Signed out for inactivity: why, and (once the same owner is back) the screen they were on.
  // Read once hydrated: the prerendered page cannot know it (decision 038).
  const hydrated = useHydrated();
  const signedOut = hydrated ? readSignedOutNote() : null;
  // Where a single sign-on that failed came back to (/login?ssoError=), with its sentence.
  const ssoReason = hydrated ? params.get('ssoError') : null;
  // Asked when the e-mail field is left, or after a pause in typing.
  const [ssoUrl, setSsoUrl] = useState<string | null>(null);
  const askSso = useCallback(
    (typed: string, waitMs = 0) =>
      discoverSso(typed, waitMs).then((url) => {
        if (url !== undefined) setSsoUrl(url);
        return url ?? null;
      }),
    [],
  );
  // This page is prerendered (decision 038): what a visitor typed before the app hydrated stays,
  // because the fields are read from the page, never held by React. Its checks are checkLogin's
  // two, written by hand: this first screen downloads neither zod nor a form library (decision
  // 074 measured react-hook-form at 12.7 KB of /login's 150).
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const valueOf = (name: 'email' | 'password') =>
    (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const values = () => ({ email: valueOf('email'), password: valueOf('password') });

  // What was typed before the app took over the prerendered form (it starts on the first
  // input) is asked about once it has.
  useEffect(() => {
    const typed = hydrated
      ? ((formRef.current?.elements.namedItem('email') as HTMLInputElement | null)?.value ?? '')
      : '';
    if (typed) void discoverSso(typed).then((url) => url !== undefined && setSsoUrl(url));
  }, [hydrated]);

  // An owner already signed in has nothing to do here (docs/product.md#screens); honour a
  // safe `from`.
  if (status === 'authenticated') return <Navigate to={target} replace />;

  const finishSignIn = async (tokens: TokenPair) => {
    await signIn(queryClient, tokens);
    // 'Redirecting to login...' is over once the new owner is in (docs/product.md#screens).
    notify.dismiss(ACCOUNT_CREATED_TOAST.toastId);
    // signIn keeps the note only for the account it was written for.
    const back = readSignedOutNote();
    forgetSignedOutNote();
    navigate(safeRedirectPath(back?.path ?? target), { replace: true });
  };

  // Once sent, a field's check follows what is typed, as before the first try it waits.
  const recheck = () => {
    if (submitted) setErrors(checkLogin(values()));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = checkLogin(values());
    setErrors(found);
    const invalid = (['email', 'password'] as const).find((name) => found[name]);
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      await sendLogin(values());
    } finally {
      setSubmitting(false);
    }
  };

  const sendLogin = async (values: { email: string; password: string }) => {
    try {
      const answer = await loginMutation.mutateAsync({
        email: values.email.trim().toLowerCase(),
        password: values.password,
      });
      if (answer.kind === 'signed-in') await finishSignIn(answer.tokens);
      else setSecondStep(answer);
    } catch (error) {
      // A 403 where the company signs this address in with single sign-on: off to it (a
      // suspended account there is told so at the end of it).
      if (error instanceof ApiError && error.status === 403) {
        const url = await askSso(values.email);
        if (url) {
          window.location.assign(url);
          return;
        }
      }
      // Too many attempts deserve their own words, and so does a 403, which login answers only
      // to whoever knows the password (a suspended account, or a team's rule that asks for the
      // member's passkey); anything else is the one original message (docs/product.md#wording).
      const ownWords = error instanceof ApiError && (error.status === 429 || error.status === 403);
      setFormError(ownWords ? error.message : COPY.invalidLogin);
    }
  };

  if (secondStep) {
    const Step = secondStep.kind === 'two-step' ? TwoStepCodeStep : TwoStepSetupStep;
    return (
      <CenteredCardLayout title={COPY.acctSignInToYourAccount}>
        <Suspense>
          <Step
            twoStepToken={secondStep.twoStepToken}
            onSignedIn={finishSignIn}
            onEnded={onTwoStepEnded}
          />
        </Suspense>
      </CenteredCardLayout>
    );
  }
  return (
    <CenteredCardLayout title={COPY.acctSignInToYourAccount}>
      <form ref={formRef} className="space-y-5" method="post" noValidate onSubmit={onSubmit}>
        {signedOut && <Alert tone="info">{signedOutIdleMessage(signedOut.idleSeconds)}</Alert>}
        {ssoReason && (
          <Suspense>
            <SsoParts reason={ssoReason} />
          </Suspense>
        )}
        <FormField
          label={COPY.acctEmailAddress}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          name="email"
          defaultValue={prefilled || undefined}
          onChange={({ target }) => {
            recheck();
            void askSso(target.value, 600);
          }}
          onBlur={({ target }) => void askSso(target.value)}
        />
        <PasswordField
          label={COPY.acctPassword}
          autoComplete="current-password"
          required
          // With the address filled in, the password is what is left to type.
          autoFocus={Boolean(prefilled)}
          error={errors.password}
          name="password"
          onChange={recheck}
        />
        <input type="hidden" name="redirect" defaultValue={target} />
        {formError && <Alert tone="error">{formError}</Alert>}
        <SubmitButton
          busy={submitting}
          label={COPY.acctLogin}
          busyLabel={COPY.acctLoggingIn}
          className="w-full"
        />
      </form>
      {ssoUrl && (
        <Suspense>
          <SsoParts url={ssoUrl} />
        </Suspense>
      )}
      <div className="mt-4">
        <PasskeySignInButton onSignedIn={finishSignIn} onFailed={setFormError} />
      </div>
      <p className="mt-8 text-center text-sm text-gray-500">
        <Link
          to={ROUTES.forgotPassword}
          className="font-semibold text-brand-600 hover:text-brand-700"
        >
          {COPY.acctForgotPasswordClickHere}
        </Link>
      </p>
    </CenteredCardLayout>
  );
}

export default LoginPage;
