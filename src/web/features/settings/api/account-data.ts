import { useMutation } from '@tanstack/react-query';
import { accountDataFileName, type DeleteAccountBody } from '#shared/schemas/account-data';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';

/** Fetches the owner's data with the session's token and saves it as the server names it. */
export async function downloadAccountData(): Promise<void> {
  const blob = await api.getBlob('auth/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  // The server dates the file by UTC day too (its Content-Disposition is not readable here).
  link.download = accountDataFileName(new Date().toISOString().slice(0, 10));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.post('auth/delete-account', body, OkResponse),
  });
}
