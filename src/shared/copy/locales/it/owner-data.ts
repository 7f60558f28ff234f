// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'I tuoi dati';
export const accountDataDescription =
  'Scarica una copia di tutto ciò che conserviamo su di te, oppure elimina l’account.';
export const downloadMyData = 'Scarica i miei dati';
export const downloadingMyData = 'Preparazione...';
export const accountDataContents =
  'Un file JSON: account, biglietti, profili Connect, messaggi ricevuti, abbonamento e link alle tue immagini.';
export const accountDataDownloadFailed = 'Impossibile scaricare i tuoi dati. Riprova.';
export const deleteAccountTitle = 'Elimina account';
export const deleteAccountSummary = 'Elimina definitivamente l’account e tutto il suo contenuto.';
export const deleteAccountButton = 'Elimina account';
export const deleteAccountQuestion =
  'L’abbonamento termina subito. I biglietti vengono svuotati e liberati: dati, profili Connect, nomi utente, messaggi e Insights vengono eliminati e i loro link smettono di funzionare. Anche le immagini vengono eliminate. L’operazione non può essere annullata.';
export const deleteAccountPasswordLabel = 'La tua password';
export const deleteAccountConfirm = 'Elimina il mio account';
export const deleteAccountKeep = 'No, mantieni l’account';
export const deleteAccountFailed = 'Impossibile eliminare l’account. Riprova.';
export const accountDeleted = 'L’account è stato eliminato.';
