import { SAVING_LABEL } from '#web/components/ui/button';
import { withFailureToast, type FailureToast } from '#web/lib/failure-toast';

/** What the hook needs of a TanStack Query mutation (`useMutation`'s result). */
export interface Mutation<TData, TVariables> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
  isPending: boolean;
}

/**
 * A form or button that sends one mutation: `run` sends it, then does what the screen does on
 * success; a failure is the action's error toast (withFailureToast), never an exception the
 * handler must catch. `label` is the button's text: the busy label while the mutation is on its
 * way ('Saving...' unless the screen says otherwise), else its own.
 *
 *   const save = useMutationForm(useSaveTemplate(team.id));
 *   const submit = () => save.run(body, (saved) => notify.success(templateSavedMessage(saved)));
 *   <Button disabled={save.busy}>{save.label('Save template')}</Button>
 */
export function useMutationForm<TData, TVariables>(
  mutation: Mutation<TData, TVariables>,
  failure?: FailureToast,
) {
  const busy = mutation.isPending;
  return {
    busy,
    run: (variables: TVariables, onSuccess?: (data: TData) => unknown) =>
      withFailureToast(async () => {
        const data = await mutation.mutateAsync(variables);
        await onSuccess?.(data);
      }, failure),
    label: (idle: string, busyLabel: string = SAVING_LABEL) => (busy ? busyLabel : idle),
  };
}
