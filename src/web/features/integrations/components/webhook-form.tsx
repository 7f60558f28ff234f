import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import {
  CreateWebhookBody,
  WEBHOOK_EVENTS,
  type WebhookWithSecret,
} from '#shared/schemas/webhooks';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { useCreateWebhook } from '../api/create-webhook';
import type { WebhookScope } from '../api/get-webhooks';
import { CodeChoices } from './code-choices';
import { EVENT_LABELS } from './event-labels';

/** A new webhook: the address to POST to, and the events it listens to (all of them at first). */
export function WebhookForm({
  scope,
  onCreated,
}: {
  scope: WebhookScope;
  onCreated(webhook: WebhookWithSecret): void;
}) {
  const create = useMutationForm(useCreateWebhook(scope));
  const form = useForm<z.input<typeof CreateWebhookBody>, unknown, CreateWebhookBody>({
    resolver: zodResolver(CreateWebhookBody),
    defaultValues: { url: '', events: [...WEBHOOK_EVENTS] },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await create.run(values, (created) => {
      notify.success(COPY.webhookCreated);
      form.reset();
      onCreated(created);
    });
  });
  return (
    <form
      aria-label={SCREENS.integrationsAddAWebhook}
      onSubmit={(event) => void submit(event)}
      className="space-y-4 border-t border-gray-100 pt-4"
      noValidate
    >
      <h3 className="text-sm font-semibold text-gray-900">{SCREENS.integrationsAddAWebhook}</h3>
      <FormField
        label={SCREENS.integrationsAddressUrl}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/hooks/catalyst"
        error={errors.url?.message}
        {...form.register('url')}
      />
      <CodeChoices
        legend={SCREENS.integrationsEvents}
        values={WEBHOOK_EVENTS}
        labels={EVENT_LABELS}
        columns="sm:grid-cols-2"
        field={form.register('events')}
        error={errors.events?.message}
      />
      <SubmitButton
        busy={create.busy}
        label={SCREENS.integrationsAddWebhook}
        busyLabel={COPY.addingPasskey}
      />
    </form>
  );
}
