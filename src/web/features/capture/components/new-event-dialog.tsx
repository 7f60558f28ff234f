import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { COPY } from '#shared/copy';
import { EventBody, type Event } from '#shared/schemas/capture';
import { Button, SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { useCreateEvent } from '../api/create-event';

/** Today on the phone's calendar, as the date inputs hold it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 'New event': a name and its first and last day (today, unless changed), then it is current. */
export function NewEventDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(event: Event): void;
}) {
  const create = useMutationForm(useCreateEvent());
  const form = useForm<EventBody>({
    resolver: zodResolver(EventBody),
    defaultValues: { name: '', startsOn: today(), endsOn: today() },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset({ name: '', startsOn: today(), endsOn: today() });
    onClose();
  };
  const submit = form.handleSubmit((body) =>
    create.run(body, (event) => {
      notify.success(COPY.captureEventCreated);
      onCreated(event);
      close();
    }),
  );
  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-gray-500/75" />
      <div className="fixed inset-0 z-10 flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white px-6 pt-5 pb-4 shadow-xl">
          <DialogTitle as="h2" className="text-base font-semibold text-gray-900">
            {COPY.capUiNewEvent}
          </DialogTitle>
          <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-4" noValidate>
            <FormField
              label={COPY.appName}
              autoComplete="off"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <div className="grid grid-cols-2 gap-4">
              <FormField
                label={COPY.capUiFirstDay}
                type="date"
                error={errors.startsOn?.message}
                {...form.register('startsOn')}
              />
              <FormField
                label={COPY.capUiLastDay}
                type="date"
                error={errors.endsOn?.message}
                {...form.register('endsOn')}
              />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close}>
                {COPY.appCancel}
              </Button>
              <SubmitButton
                busy={create.busy}
                label={COPY.capUiCreateEvent}
                busyLabel={COPY.appCreating}
              />
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
