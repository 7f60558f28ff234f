import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { EventBody, type Event } from '#shared/schemas/capture';
import type { Team } from '#shared/schemas/teams';
import { Button, SubmitButton } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { formatDate } from '#web/lib/format-date';
import { notify } from '#web/lib/toasts';
import { useCreateTeamEvent, useDeleteTeamEvent, useTeamEvents } from '../api/team-events';
import { TeamArea } from '../components/team-area';
import { ColumnHeading, TeamTable } from '../components/team-table';

/**
 * /team/events (owner and admins): the trade shows the team attends, which every member files
 * leads under; create one (a name, its first and last day), delete one after a question
 * (docs/product.md#events).
 */
export function TeamEventsPage() {
  return <TeamArea>{(team) => <Events team={team} />}</TeamArea>;
}

function Events({ team }: { team: Team }) {
  const events = useTeamEvents(team.id);
  return (
    <div className="grid max-w-4xl grid-cols-1 gap-6">
      <Panel title={SCREENS.teamNewEvent}>
        <p className="mb-4 text-sm text-gray-600">{COPY.teamEventsIntro}</p>
        <CreateEventForm teamId={team.id} />
      </Panel>
      {!events.isSuccess ? (
        <QueryState query={events} />
      ) : events.data.length === 0 ? (
        <p className="text-sm text-gray-600">{COPY.noTeamEventsYet}</p>
      ) : (
        <EventsTable teamId={team.id} events={events.data} />
      )}
    </div>
  );
}

function CreateEventForm({ teamId }: { teamId: string }) {
  const create = useMutationForm(useCreateTeamEvent(teamId));
  const form = useForm<z.input<typeof EventBody>, unknown, EventBody>({
    resolver: zodResolver(EventBody),
    defaultValues: { name: '', startsOn: '', endsOn: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    await create.run(body, () => {
      form.reset();
      notify.success(COPY.teamEventCreated);
    });
  });
  return (
    <form
      aria-label={SCREENS.teamNewEvent}
      onSubmit={(event) => void submit(event)}
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_auto_auto]"
      noValidate
    >
      <FormField
        label={SCREENS.teamEventName}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label={SCREENS.teamFirstDay}
        type="date"
        error={errors.startsOn?.message}
        {...form.register('startsOn')}
      />
      <FormField
        label={SCREENS.teamLastDay}
        type="date"
        error={errors.endsOn?.message}
        {...form.register('endsOn')}
      />
      <div className="sm:col-span-3">
        <SubmitButton
          busy={create.busy}
          label={SCREENS.teamCreateEvent}
          busyLabel={COPY.appCreating}
        />
      </div>
    </form>
  );
}

/** The team's events, the latest first, each deleted after a question. */
function EventsTable({ teamId, events }: { teamId: string; events: Event[] }) {
  const remove = useMutationForm(useDeleteTeamEvent(teamId));
  /** The event about to be deleted: it is asked first. */
  const [leaving, setLeaving] = useState<Event>();
  const deleted = () => {
    setLeaving(undefined);
    notify.success(COPY.teamEventDeleted);
  };
  return (
    <>
      <TeamTable
        caption={SCREENS.teamEventsCaption}
        listOnPhone
        columns={
          <>
            <ColumnHeading>{SCREENS.teamEvent}</ColumnHeading>
            <ColumnHeading>{SCREENS.teamFirstDay}</ColumnHeading>
            <ColumnHeading>{SCREENS.teamLastDay}</ColumnHeading>
            <ColumnHeading>
              <span className="sr-only">{SCREENS.teamActions}</span>
            </ColumnHeading>
          </>
        }
      >
        {events.map((event) => (
          <tr key={event.id} role="row">
            <td role="cell" className="px-4 py-3 font-medium text-gray-900">
              {event.name}
            </td>
            <td role="cell" className="px-4 py-3 whitespace-nowrap text-gray-700">
              <span className="text-gray-500 sm:hidden">{SCREENS.teamEventFrom} </span>
              {formatDate(event.startsOn, 'day')}
            </td>
            <td role="cell" className="px-4 py-3 whitespace-nowrap text-gray-700">
              <span className="text-gray-500 sm:hidden">{SCREENS.teamEventTo} </span>
              {formatDate(event.endsOn, 'day')}
            </td>
            <td role="cell" className="px-4 py-3 text-end max-sm:ms-auto">
              <Button
                variant="secondary"
                aria-label={SCREENS.teamDeleteLabel(event.name)}
                onClick={() => setLeaving(event)}
              >
                {SCREENS.teamDelete}
              </Button>
            </td>
          </tr>
        ))}
      </TeamTable>
      <ConfirmDialog
        open={leaving !== undefined}
        title={leaving ? SCREENS.teamDeleteLabel(leaving.name) : ''}
        question={COPY.deleteTeamEventQuestion}
        confirmLabel={SCREENS.teamDeleteEvent}
        busy={remove.busy}
        onConfirm={() => leaving && void remove.run(leaving.id, deleted)}
        onClose={() => setLeaving(undefined)}
      />
    </>
  );
}
