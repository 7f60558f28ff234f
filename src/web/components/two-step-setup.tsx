import { useMemo, useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import { drawQr } from '#shared/qr/qr-drawing';
import type { QrStyle } from '#shared/schemas/qr-style';
import { Button, SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { PasswordField } from '#web/components/ui/password-field';
import { saveFile } from '#web/lib/save-file';

// The steps of setting up two-step sign-in, shared by Settings and the sign-in of a member whose
// team requires it (docs/product.md#two-step-sign-in). No zod: the sign-in screen loads them.

/** Black on white: what every authenticator app scans. */
const PLAIN_QR: QrStyle = {
  foreground: '#000000',
  background: '#FFFFFF',
  dots: 'square',
  logo: 'none',
};

/** The otpauth:// address as a QR code, drawn by the same code as the cards' QR codes. */
function TwoStepQr({ value }: { value: string }) {
  const drawing = useMemo(() => drawQr(value, PLAIN_QR, false), [value]);
  return (
    <svg
      role="img"
      aria-label={COPY.twoStepQrLabel}
      viewBox={`0 0 ${drawing.units} ${drawing.units}`}
      width={192}
      height={192}
      shapeRendering="crispEdges"
    >
      <rect width={drawing.units} height={drawing.units} fill={drawing.background} />
      <path d={drawing.findersPath} fill={drawing.foreground} fillRule="evenodd" />
      <path d={drawing.modulesPath} fill={drawing.foreground} />
    </svg>
  );
}

/** The setup key in groups of four, as authenticator apps show it. */
function groupedKey(secret: string) {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Six digits, spaces left out: what the server's TwoStepCode takes. */
export function codeProblem(code: string): string | null {
  return /^\d{6}$/.test(code.replace(/\s/g, '')) ? null : COPY.twoStepCodeFormat;
}

/** Step 1: the QR code, the key as text, and the code that confirms it. */
export function TwoStepScanStep({
  setup,
  onConfirm,
  onCancel,
  askPassword = false,
}: {
  setup: { secret: string; otpauthUrl: string };
  /** Sends the code (and the password when asked); answers the server's refusal, or null. */
  onConfirm(code: string, password?: string): Promise<string | null>;
  onCancel?: () => void;
  /** In Settings (a session, not a setup token): the current password is asked too. */
  askPassword?: boolean;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code);
    if (problem) return setError(problem);
    setBusy(true);
    const typed = code.replace(/\s/g, '');
    const refused = await onConfirm(typed, askPassword ? password : undefined).finally(() =>
      setBusy(false),
    );
    setError(refused);
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-gray-700">{COPY.twoStepScan}</p>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <TwoStepQr value={setup.otpauthUrl} />
        <div>
          <p className="text-sm font-medium text-gray-900">{COPY.twoStepSecretLabel}</p>
          <p
            className="mt-1 font-mono text-sm break-all text-gray-900"
            data-testid="two-step-secret"
          >
            {groupedKey(setup.secret)}
          </p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="grid max-w-xs gap-4">
        <FormField
          label={COPY.twoStepCodeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error ?? undefined}
        />
        {askPassword && (
          <PasswordField
            label={COPY.appCurrentPassword}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        <div className="flex gap-3">
          <SubmitButton busy={busy} label={COPY.twoStepTurnOn} />
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {COPY.twoStepCancelSetup}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

/** Step 2: the ten recovery codes, shown once, a download, and the owner's word they are saved. */
export function RecoveryCodesStep({
  codes,
  onDone,
  doneLabel = COPY.twoStepDone,
}: {
  codes: readonly string[];
  onDone(): void;
  doneLabel?: string;
}) {
  const [saved, setSaved] = useState(false);
  const download = () =>
    saveFile(
      new Blob([`${COPY.twoStepRecoveryFileHeading}\n\n${codes.join('\n')}\n`], {
        type: 'text/plain',
      }),
      'catalyst-connect-recovery-codes.txt',
    );
  return (
    <div className="grid gap-4">
      <h3 className="text-sm font-semibold text-gray-900">{COPY.twoStepRecoveryTitle}</h3>
      <p className="text-sm text-gray-700">{COPY.twoStepRecoveryIntro}</p>
      <ul
        className="grid max-w-sm grid-cols-2 gap-2 rounded-md bg-gray-50 p-4 font-mono text-sm text-gray-900"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" onClick={download}>
          {COPY.twoStepDownloadCodes}
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="h-4 w-4 rounded border-gray-300 text-brand-600"
        />
        {COPY.twoStepSavedCodes}
      </label>
      <div>
        <Button disabled={!saved} onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
