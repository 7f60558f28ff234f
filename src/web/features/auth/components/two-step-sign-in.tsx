import { useEffect, useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import type { TokenPair } from '#shared/schemas/auth';
import { codeProblem, RecoveryCodesStep, TwoStepScanStep } from '#web/components/two-step-setup';
import { Alert } from '#web/components/ui/alert';
import { Button, SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { supportsPasskeys, thisDeviceName } from '#web/lib/passkeys';
import { errorMessage } from '#web/lib/toasts';
import { addSetupPasskey } from '../api/add-setup-passkey';
import { confirmTwoStep, type SetupConfirmation } from '../api/confirm-two-step';
import { setUpTwoStep, type TwoStepSetupAnswer } from '../api/set-up-two-step';
import { verifyTwoStep } from '../api/verify-two-step';

// The sign-in's second step (docs/product.md#two-step-sign-in), loaded only when login asks.

interface StepProps {
  twoStepToken: string;
  onSignedIn(tokens: TokenPair): Promise<void>;
  /** The token ended (5 minutes, 5 codes): back to the password, saying why. */
  onEnded(message: string): void;
}

function tokenEnded(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && failure.message === COPY.twoStepSignInEnded;
}

/** The code of the authenticator app, or (behind a link) a recovery code. */
export function TwoStepCodeStep({ twoStepToken, onSignedIn, onEnded }: StepProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const problem = recovery ? (typed ? null : COPY.recoveryCodeFormat) : codeProblem(typed);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const tokens = await verifyTwoStep(
        recovery ? { twoStepToken, recoveryCode: typed } : { twoStepToken, code: typed },
      );
      await onSignedIn(tokens);
    } catch (failure) {
      if (tokenEnded(failure)) return onEnded(failure.message);
      setError(errorMessage(failure, COPY.twoStepWrongCode));
      setBusy(false);
    }
  };
  return (
    <form className="space-y-5" noValidate onSubmit={submit}>
      <h2 className="text-lg font-semibold text-gray-900">{COPY.twoStepLoginTitle}</h2>
      <p className="text-sm text-gray-700">
        {recovery ? COPY.twoStepRecoveryLoginIntro : COPY.twoStepLoginIntro}
      </p>
      <FormField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? COPY.twoStepRecoveryCodeLabel : COPY.twoStepCodeLabel}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <SubmitButton busy={busy} label={COPY.twoStepVerify} className="w-full" />
      <button
        type="button"
        className="text-sm font-semibold text-brand-600 hover:text-brand-700"
        onClick={() => {
          setRecovery(!recovery);
          setCode('');
          setError(null);
        }}
      >
        {recovery ? COPY.twoStepUseAppCode : COPY.twoStepUseRecoveryCode}
      </button>
    </form>
  );
}

/** What the setup says when the passkey was not added. */
function passkeyProblem(failure: unknown): string {
  // The device's prompt closed without a passkey (WebAuthn's NotAllowedError), or timed out.
  if (failure instanceof Error && failure.name === 'NotAllowedError')
    return COPY.setupPasskeyCancelled;
  return errorMessage(failure, COPY.passkeyAddFailed);
}

/**
 * 'Use a passkey instead', where the browser has WebAuthn: a passkey named after this browser
 * meets the team's rule and signs the member in. A failure leaves them on the setup.
 */
function SetupPasskeyOption({ twoStepToken, onSignedIn, onEnded }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // This step is never prerendered: the browser is known from the first render.
  if (!supportsPasskeys()) return null;
  const addPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const tokens = await addSetupPasskey({ setupToken: twoStepToken, name: thisDeviceName() });
      await onSignedIn(tokens);
    } catch (failure) {
      if (tokenEnded(failure)) return onEnded(failure.message);
      setError(passkeyProblem(failure));
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3 border-t border-gray-200 pt-5">
      <Button
        variant="secondary"
        className="w-full"
        disabled={busy}
        onClick={() => void addPasskey()}
      >
        {busy ? COPY.signingInWithPasskey : COPY.usePasskeyInstead}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

/** A member whose team requires it: the setup with the setup token, then the session. */
export function TwoStepSetupStep({ twoStepToken, onSignedIn, onEnded }: StepProps) {
  const [setup, setSetup] = useState<TwoStepSetupAnswer | null>(null);
  const [confirmed, setConfirmed] = useState<SetupConfirmation | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setUpTwoStep(twoStepToken).then(setSetup, (failure: unknown) => {
      if (tokenEnded(failure)) return onEnded(failure.message);
      setError(failure instanceof ApiError ? failure.message : COPY.requestFailed);
    });
  }, [twoStepToken, onEnded]);
  const onConfirm = async (code: string) => {
    try {
      setConfirmed(await confirmTwoStep({ setupToken: twoStepToken, code }));
      return null;
    } catch (failure) {
      if (tokenEnded(failure)) onEnded(failure.message);
      return errorMessage(failure, COPY.twoStepWrongCode);
    }
  };
  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold text-gray-900">{COPY.twoStepSetupRequiredTitle}</h2>
      {!confirmed && <p className="text-sm text-gray-700">{COPY.twoStepSetupRequiredIntro}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      {setup && !confirmed && <TwoStepScanStep setup={setup} onConfirm={onConfirm} />}
      {(setup || error) && !confirmed && (
        <SetupPasskeyOption twoStepToken={twoStepToken} onSignedIn={onSignedIn} onEnded={onEnded} />
      )}
      {confirmed && (
        <RecoveryCodesStep
          codes={confirmed.recoveryCodes}
          doneLabel={COPY.twoStepContinue}
          onDone={() => void onSignedIn(confirmed.tokens)}
        />
      )}
    </div>
  );
}
