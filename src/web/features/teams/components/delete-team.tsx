import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteTeamTitle, COPY, teamDeletedMessage } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { ROUTES } from '#shared/routes';
import type { Team } from '#shared/schemas/teams';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Panel } from '#web/components/ui/panel';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { withFailureToast } from '#web/lib/failure-toast';
import { notify } from '#web/lib/toasts';
import { useDeleteTeam } from '../api/current-team';
import { downloadTeamLeadsCsv } from '../api/reports';

/**
 * The owner's way out: the leads as CSV first, then the deletion, confirmed by typing the team's
 * name (the API asks for it too).
 */
export function DeleteTeam({ team }: { team: Team }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const remove = useMutationForm(useDeleteTeam(team.id));
  const navigate = useNavigate();
  const download = () => withFailureToast(() => downloadTeamLeadsCsv(team.id, team.slug));
  const close = () => {
    setOpen(false);
    setTyped('');
    setError(undefined);
  };
  const confirm = async () => {
    if (typed.trim() !== team.name) {
      setError(COPY.typeTeamNameToDelete);
      return;
    }
    await remove.run(typed, () => {
      notify.success(teamDeletedMessage(team.name));
      close();
      void navigate(ROUTES.team);
    });
  };
  return (
    <Panel title={SCREENS.teamDeleteTeam}>
      <p className="max-w-2xl text-sm text-gray-600">{COPY.deleteTeamIntro}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void download()}>
          {SCREENS.teamDownloadLeadsCsv}
        </Button>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {SCREENS.teamDeleteTeam}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={deleteTeamTitle(team.name)}
        question={COPY.deleteTeamIntro}
        confirmLabel={SCREENS.teamYesDeleteTheTeam}
        busy={remove.busy}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        <FormField
          label={SCREENS.teamDeleteConfirmName}
          name="confirm-team-name"
          autoComplete="off"
          value={typed}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
      </ConfirmDialog>
    </Panel>
  );
}
