import { useState } from 'react';
import { COPY, membersInvitedMessage } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { MemberImportResult } from '#shared/schemas/teams';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FilePicker } from '#web/components/ui/file-picker';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { saveFile } from '#web/lib/save-file';
import { notify } from '#web/lib/toasts';
import { useImportMembers } from '../api/members';

/** The rows the import refused, as a CSV to fix and import again. */
function errorReport(result: MemberImportResult): Blob {
  const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const lines = result.errors.map((error) => `${error.line},${cell(error.message)}`);
  return new Blob([['line,problem', ...lines].join('\r\n') + '\r\n'], {
    type: 'text/csv;charset=utf-8',
  });
}

/** Invite many people from a CSV file; the rows refused are listed, and downloadable. */
export function MemberImport({ teamId }: { teamId: string }) {
  const importMembers = useMutationForm(useImportMembers(teamId));
  const [result, setResult] = useState<MemberImportResult | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    await importMembers.run(file, (answer) => {
      setResult(answer);
      notify.success(membersInvitedMessage(answer.invited));
    });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">{COPY.memberImportHint}</p>
      <FilePicker
        label={importMembers.busy ? SCREENS.teamImporting : SCREENS.teamImportFromCsv}
        accept=".csv,text/csv"
        busy={importMembers.busy}
        onFile={(file) => void onFile(file)}
      />
      {result && (
        <div role="status" className="space-y-2">
          <Alert tone={result.errors.length ? 'error' : 'success'}>
            {membersInvitedMessage(result.invited)}
            {result.errors.length > 0 && (
              <ul className="mt-2 list-disc ps-5">
                {result.errors.map((error) => (
                  <li key={error.line}>
                    {SCREENS.teamLine} {error.line}: {error.message}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
          {result.errors.length > 0 && (
            <Button
              variant="secondary"
              onClick={() => saveFile(errorReport(result), 'import-errors.csv')}
            >
              {SCREENS.teamDownloadErrorReport}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
