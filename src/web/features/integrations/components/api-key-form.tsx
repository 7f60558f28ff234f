import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '#shared/messages';
import { API_KEY_SCOPES, CreateApiKeyBody, type CreatedApiKey } from '#shared/schemas/api-keys';
import { SubmitButton } from '#web/components/button';
import { FormField } from '#web/components/form-field';
import { errorMessage, notify } from '#web/lib/toasts';
import { useCreateApiKey } from '../api/create-api-key';
import { SCOPE_LABELS } from './scope-labels';

/** A new API key: a name to recognise it by, and what it may do (everything at first). */
export function ApiKeyForm({ onCreated }: { onCreated(key: CreatedApiKey): void }) {
  const create = useCreateApiKey();
  const form = useForm<z.input<typeof CreateApiKeyBody>, unknown, CreateApiKeyBody>({
    resolver: zodResolver(CreateApiKeyBody),
    defaultValues: { name: '', scopes: [...API_KEY_SCOPES] },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      notify.success(MESSAGES.apiKeyCreated);
      form.reset();
      onCreated(created);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });
  return (
    <form
      aria-label="Create an API key"
      onSubmit={(event) => void submit(event)}
      className="space-y-4 border-t border-gray-100 pt-4"
      noValidate
    >
      <h3 className="text-sm font-semibold text-gray-900">Create an API key</h3>
      <FormField
        label="Name"
        autoComplete="off"
        placeholder="Zapier"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <fieldset aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend className="text-sm font-medium text-gray-900">Scopes</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-sm text-gray-900">
              <input
                type="checkbox"
                value={scope}
                className="mt-0.5 size-4 rounded border-gray-300 text-brand-600"
                {...form.register('scopes')}
              />
              <span>
                {SCOPE_LABELS[scope]}
                <code className="block text-xs text-gray-600">{scope}</code>
              </span>
            </label>
          ))}
        </div>
        {errors.scopes && (
          <p id="api-key-scopes-error" role="alert" className="mt-1 text-sm text-red-600">
            {errors.scopes.message}
          </p>
        )}
      </fieldset>
      <SubmitButton busy={create.isPending} label="Create key" busyLabel="Creating..." />
    </form>
  );
}
