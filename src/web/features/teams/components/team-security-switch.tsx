import { useId } from 'react';
import { COPY } from '#shared/copy';
import { QueryState } from '#web/components/ui/query-state';
import { actionToasts, errorMessage } from '#web/lib/toasts';
import { useSaveTeamSecurity, useTeamSecurity } from '../api/team-security';

/** Owner and admins: whether the team's members must sign in with two-step sign-in. */
export function TeamSecuritySwitch({ teamId }: { teamId: string }) {
  const security = useTeamSecurity(teamId);
  const save = useSaveTeamSecurity(teamId);
  const hintId = useId();
  const toasts = actionToasts('team-security');
  const toggle = async (requireTwoStep: boolean) => {
    try {
      await save.mutateAsync({ requireTwoStep });
      toasts.succeeded(COPY.requireTwoStepSaved);
    } catch (error) {
      toasts.failed(errorMessage(error));
    }
  };
  if (!security.data) return <QueryState query={security} />;
  return (
    <div>
      <label className="flex items-center gap-3 text-sm font-medium text-gray-900">
        <input
          type="checkbox"
          role="switch"
          aria-describedby={hintId}
          checked={security.data.requireTwoStep}
          disabled={save.isPending}
          onChange={(event) => void toggle(event.target.checked)}
          className="h-5 w-5 rounded border-gray-300 text-brand-600"
        />
        {COPY.requireTwoStepLabel}
      </label>
      <p id={hintId} className="mt-1 ms-8 text-sm text-gray-600">
        {COPY.requireTwoStepHint}
      </p>
    </div>
  );
}
