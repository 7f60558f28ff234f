import { useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import type { TwoStepSetup } from '#shared/schemas/two-step';
import { RecoveryCodesStep, TwoStepScanStep } from '#web/components/two-step-setup';
import { Button, SubmitButton } from '#web/components/ui/button';
import { PasswordField } from '#web/components/ui/password-field';
import { QueryState } from '#web/components/ui/query-state';
import { actionToasts, errorMessage, SETTINGS_TOAST } from '#web/lib/toasts';
import { useConfirmTwoStep } from '../api/confirm-two-step';
import { useDisableTwoStep } from '../api/disable-two-step';
import { useSetUpTwoStep } from '../api/set-up-two-step';
import { useTwoStepStatus } from '../api/two-step-status';
import { SecurityPart } from './security-section';

type Step =
  { kind: 'idle' } | { kind: 'scan'; setup: TwoStepSetup } | { kind: 'codes'; codes: string[] };

/** Settings > Security: turn two-step sign-in on (QR, code, recovery codes) or off (password). */
export function TwoStepSection() {
  const status = useTwoStepStatus();
  const setUp = useSetUpTwoStep();
  const confirm = useConfirmTwoStep();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const toasts = actionToasts('two-step', SETTINGS_TOAST);

  const start = async () => {
    try {
      setStep({ kind: 'scan', setup: await setUp.mutateAsync() });
    } catch (error) {
      toasts.failed(errorMessage(error));
    }
  };
  const onConfirm = async (code: string, password?: string) => {
    try {
      const answer = await confirm.mutateAsync(
        password === undefined ? { code } : { code, password },
      );
      setStep({ kind: 'codes', codes: answer.recoveryCodes });
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <SecurityPart title={COPY.twoStepTitle} description={COPY.twoStepOffIntro}>
      <QueryState query={status} />
      {status.data && step.kind === 'idle' && (
        <div className="grid max-w-2xl gap-4">
          {enabled && <p className="text-sm font-medium text-green-700">{COPY.twoStepOnStatus}</p>}
          <div>
            <Button
              variant={enabled ? 'secondary' : 'primary'}
              onClick={start}
              disabled={setUp.isPending}
            >
              {enabled ? COPY.twoStepStartAgain : COPY.twoStepStart}
            </Button>
          </div>
          {enabled && !status.data.requiredByTeam && <TurnOffForm />}
        </div>
      )}
      {step.kind === 'scan' && (
        <TwoStepScanStep
          setup={step.setup}
          onConfirm={onConfirm}
          askPassword
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'codes' && (
        <RecoveryCodesStep
          codes={step.codes}
          onDone={() => {
            setStep({ kind: 'idle' });
            toasts.succeeded(COPY.twoStepTurnedOn);
          }}
        />
      )}
    </SecurityPart>
  );
}

function TurnOffForm() {
  const disable = useDisableTwoStep();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toasts = actionToasts('two-step-off', SETTINGS_TOAST);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(COPY.passwordMissing);
    try {
      await disable.mutateAsync({ password });
      toasts.succeeded(COPY.twoStepTurnedOff);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid max-w-xs gap-4 border-t border-gray-200 pt-4"
    >
      <p className="text-sm text-gray-700">{COPY.twoStepTurnOffIntro}</p>
      <PasswordField
        label={COPY.twoStepPasswordLabel}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ?? undefined}
      />
      <div>
        <SubmitButton busy={disable.isPending} label={COPY.twoStepTurnOff} />
      </div>
    </form>
  );
}
