import { useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { AUDIT_ACTIONS } from '#shared/schemas/admin';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import type { AuditFilters as Filters } from '../api/get-audit';

/** Who, what and on what: applied with 'Filter', each empty one left out. */
export function AuditFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply(filters: Filters): void;
}) {
  const [actor, setActor] = useState(filters.actor ?? '');
  const [action, setAction] = useState<string>(filters.action ?? '');
  const [target, setTarget] = useState(filters.target ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      actor: actor.trim() || undefined,
      action: AUDIT_ACTIONS.find((a) => a === action),
      target: target.trim() || undefined,
    });
  };
  const clear = () => {
    setActor('');
    setAction('');
    setTarget('');
    onApply({});
  };
  return (
    <form
      role="search"
      aria-label={SCREENS.consoleFilterTheAuditLog}
      onSubmit={submit}
      className="mb-6 grid grid-cols-1 items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <FormField
        label={SCREENS.consoleAdminEmail}
        type="search"
        value={actor}
        onChange={(event) => setActor(event.target.value)}
      />
      <div>
        <label htmlFor="audit-action" className="block text-sm font-medium text-gray-900">
          {COPY.teamAuditFilterAction}
        </label>
        <select
          id="audit-action"
          value={action}
          onChange={(event) => setAction(event.target.value)}
          className="mt-1 block h-10 w-full rounded-md border-0 py-2 pe-10 ps-3 text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:h-9 sm:text-sm"
        >
          <option value="">{SCREENS.consoleAnyAction}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label={SCREENS.consoleTargetId}
        type="search"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit">{SCREENS.consoleFilter}</Button>
        <Button variant="secondary" onClick={clear}>
          {SCREENS.consoleClear}
        </Button>
      </div>
    </form>
  );
}
