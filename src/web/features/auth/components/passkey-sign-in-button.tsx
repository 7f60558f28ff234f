import { useState } from 'react';
import { COPY } from '#shared/copy';
import type { TokenPair } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { useHydrated } from '#web/hooks/use-hydrated';
import { ApiError } from '#web/lib/api-client';
import { signInWithPasskey } from '../api/sign-in-with-passkey';

function supportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** What the Login page says when the passkey did not sign in. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // The device's prompt closed without a passkey (WebAuthn's NotAllowedError), or timed out.
  if (error instanceof Error && error.name === 'NotAllowedError')
    return COPY.passkeySignInCancelled;
  return COPY.passkeyResponseInvalid;
}

/**
 * 'Sign in with a passkey', only where the browser has WebAuthn: the device offers the passkeys
 * it holds for this site, and the answer is the token pair a password login answers.
 */
export function PasskeySignInButton({
  onSignedIn,
  onFailed,
}: {
  onSignedIn: (tokens: TokenPair) => Promise<void>;
  onFailed: (message: string) => void;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      await onSignedIn(await signInWithPasskey());
    } catch (error) {
      onFailed(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className="w-full"
      // Prerendered shown (every current browser has WebAuthn, and the page must hydrate as
      // built); hidden once the app runs where the browser has none.
      hidden={hydrated && !supportsPasskeys()}
      disabled={busy}
      onClick={() => void signIn()}
    >
      {busy ? COPY.signingInWithPasskey : COPY.signInWithPasskey}
    </Button>
  );
}
