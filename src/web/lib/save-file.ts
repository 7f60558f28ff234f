import { api } from './api';

/**
 * Saves bytes fetched through the API client (with the session's token) as a download named
 * `fileName`: a plain link cannot carry the bearer token, so the file is fetched first.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * A file the API answers (a CSV, a contact file), fetched with the session's token and saved byte
 * for byte. Read as text, a CSV would lose its byte-order mark (a UTF-8 decoder strips it), and
 * Excel needs the mark to read the names in it as UTF-8.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  saveFile(await api.getBlob(path), fileName);
}
