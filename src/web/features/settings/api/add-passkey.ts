import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedPasskey, PasskeyOptions } from '#shared/schemas/passkeys';
import { api } from '#web/lib/api';
import { passkeysQueryOptions } from './get-passkeys';

/**
 * Adding a passkey: POST /api/auth/passkeys/registration-options, the browser makes the
 * credential (@simplewebauthn/browser, loaded now and not with Settings), then POST
 * /api/auth/passkeys with its answer, the name and the current password (a passkey signs in
 * alone, so a session alone may not add one).
 */
export async function addPasskey({ name, password }: { name: string; password: string }) {
  const options = await api.post('auth/passkeys/registration-options', {}, PasskeyOptions);
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return api.post('auth/passkeys', { response, name, password }, CreatedPasskey);
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
  });
}
