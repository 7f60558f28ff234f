import { useMutation } from '@tanstack/react-query';
import { accountDataFileName, type DeleteAccountBody } from '#shared/schemas/account-data';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';
import { saveFile } from '#web/lib/save-file';

/** Fetches the owner's data with the session's token and saves it as the server names it. */
export async function downloadAccountData(): Promise<void> {
  const blob = await api.getBlob('auth/export');
  // The server dates the file by UTC day too (its Content-Disposition is not readable here).
  saveFile(blob, accountDataFileName(new Date().toISOString().slice(0, 10)));
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.post('auth/delete-account', body, OkResponse),
  });
}
