import { useEffect, useState } from 'react';
import { changeRequestHeading, COPY, teamMemberNoticeMessage } from '#shared/copy';
import type { ChangeRequest } from '#shared/schemas/change-requests';
import type { Team } from '#shared/schemas/teams';
import { PageHeader } from '#web/components/page-header';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { FormField } from '#web/components/ui/form-field';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { useCurrentTeam } from '#web/lib/current-team';
import { formatDate } from '#web/lib/format-date';
import { notify } from '#web/lib/toasts';
import {
  useChangeRequests,
  useDecideChangeRequest,
  useMarkDecisionsSeen,
} from '../api/change-requests';
import { TeamArea } from '../components/team-area';

/**
 * /team/change-requests (docs/product.md#change-requests): for the team's owner and admins and a
 * department's admin, the requests to decide, then the decided ones; for a member, their own and
 * what was decided. Opening it marks the caller's decisions seen (the bell's number goes).
 */
export function TeamChangeRequestsPage() {
  const team = useCurrentTeam();
  const seen = useMarkDecisionsSeen();
  const { mutate } = seen;
  useEffect(() => mutate(), [mutate]);
  // A member who runs no department has no Team area: their own requests, under the notice.
  if (team.data && team.data.role === 'member' && !team.data.runsDepartment) {
    return (
      <>
        <PageHeader title={team.data.name} />
        <Alert tone="info">{teamMemberNoticeMessage(team.data.name)}</Alert>
        <ChangeRequests team={team.data} />
      </>
    );
  }
  return <TeamArea>{(current) => <ChangeRequests team={current} />}</TeamArea>;
}

function ChangeRequests({ team }: { team: Team }) {
  const requests = useChangeRequests(team.id);
  if (!requests.isSuccess) return <QueryState query={requests} />;
  const decides = team.role !== 'member' || !!team.runsDepartment;
  const pending = requests.data.filter((request) => request.status === 'pending');
  const decided = requests.data.filter((request) => request.status !== 'pending');
  const toDecide = pending.filter((request) => decides && !request.mine);
  const mine = requests.data.filter((request) => request.mine);
  return (
    <div className="mt-6 space-y-6">
      {decides && (
        <>
          <p className="text-sm text-gray-600">{COPY.changeRequestsIntro}</p>
          <Panel title={COPY.changeRequestsWaiting}>
            {toDecide.length === 0 ? (
              <EmptyState title={COPY.changeRequestsEmpty} description={COPY.changeRequestsIntro} />
            ) : (
              <ul className="divide-y divide-gray-100">
                {toDecide.map((request) => (
                  <RequestItem key={request.id} request={request} teamId={team.id} decides />
                ))}
              </ul>
            )}
          </Panel>
          {decided.length > 0 && (
            <Panel title={COPY.changeRequestsDecided}>
              <RequestList requests={decided} teamId={team.id} />
            </Panel>
          )}
        </>
      )}
      {(!decides || mine.length > 0) && (
        <Panel title={COPY.changeRequestsMine}>
          <p className="text-sm text-gray-600">{COPY.changeRequestsMineIntro}</p>
          {mine.length === 0 ? (
            <p className="mt-4 text-sm text-gray-500">{COPY.changeRequestsEmpty}</p>
          ) : (
            <RequestList requests={mine} teamId={team.id} />
          )}
        </Panel>
      )}
    </div>
  );
}

function RequestList({ requests, teamId }: { requests: ChangeRequest[]; teamId: string }) {
  return (
    <ul className="divide-y divide-gray-100">
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} teamId={teamId} decides={false} />
      ))}
    </ul>
  );
}

const shown = (value: string | null) => value || COPY.changeRequestCleared;

const STATUS_CLASS = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  approved: 'bg-green-50 text-green-800 ring-green-600/20',
  rejected: 'bg-red-50 text-red-800 ring-red-600/20',
} as const;

function RequestItem({
  request,
  teamId,
  decides,
}: {
  request: ChangeRequest;
  teamId: string;
  decides: boolean;
}) {
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-gray-900">
            {changeRequestHeading(request.memberName, request.fieldLabel, request.cardName)}
          </h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-gray-700">
            <dt className="text-gray-500">{COPY.changeRequestNow}</dt>
            <dd className="break-words">{shown(request.currentValue)}</dd>
            <dt className="text-gray-500">{COPY.changeRequestNewValue}</dt>
            <dd className="font-medium break-words">{shown(request.value)}</dd>
            {request.note && (
              <>
                <dt className="text-gray-500">{COPY.changeRequestNoteLabel}</dt>
                <dd className="break-words">{request.note}</dd>
              </>
            )}
            {request.reason && (
              <>
                <dt className="text-gray-500">{COPY.changeRequestReason}</dt>
                <dd className="break-words">{request.reason}</dd>
              </>
            )}
          </dl>
          <p className="mt-1 text-xs text-gray-500">
            {formatDate(request.decidedAt ?? request.createdAt, 'dateTime')}
          </p>
        </div>
        {decides ? (
          <Decision request={request} teamId={teamId} />
        ) : (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_CLASS[request.status]}`}
          >
            {COPY.changeRequestStatusLabels[request.status]}
          </span>
        )}
      </div>
    </li>
  );
}

/** Approve, or Reject with a reason (a dialog). */
function Decision({ request, teamId }: { request: ChangeRequest; teamId: string }) {
  const decide = useMutationForm(useDecideChangeRequest(teamId));
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const heading = changeRequestHeading(request.memberName, request.fieldLabel, request.cardName);
  return (
    <div className="flex gap-2">
      <Button
        disabled={decide.busy}
        aria-label={`${COPY.changeRequestApprove}: ${heading}`}
        onClick={() =>
          decide.run({ id: request.id }, () => notify.success(COPY.changeRequestApproved))
        }
      >
        {COPY.changeRequestApprove}
      </Button>
      <Button
        variant="secondary"
        disabled={decide.busy}
        aria-label={`${COPY.changeRequestReject}: ${heading}`}
        onClick={() => setRejecting(true)}
      >
        {COPY.changeRequestReject}
      </Button>
      <ConfirmDialog
        open={rejecting}
        title={COPY.changeRequestReject}
        question={heading}
        confirmLabel={decide.label(COPY.changeRequestReject)}
        cancelLabel={COPY.changeRequestCancel}
        busy={decide.busy}
        onClose={() => setRejecting(false)}
        onConfirm={() =>
          decide.run({ id: request.id, reject: { reason } }, () => {
            notify.success(COPY.changeRequestRejected);
            setRejecting(false);
          })
        }
      >
        <FormField
          label={COPY.changeRequestReason}
          value={reason}
          maxLength={500}
          required
          onChange={(event) => setReason(event.target.value)}
          autoComplete="off"
        />
      </ConfirmDialog>
    </div>
  );
}

export default TeamChangeRequestsPage;
