import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { AuditEntry } from '#shared/schemas/admin';
import { formatDate } from '#web/lib/format-date';
import { changedFields } from '../format';

/** The audit log on a phone: each entry a card, its fields one under another. */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol aria-label={COPY.teamAuditTab} className="space-y-3 sm:hidden">
      {entries.map((entry) => {
        const changes = changedFields(entry.before, entry.after);
        return (
          <li
            key={entry.id}
            className="rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-gray-900/5"
          >
            <p className="font-mono text-xs font-semibold text-gray-900">{entry.action}</p>
            <p className="mt-1 text-gray-500">
              {formatDate(entry.at, 'dateTime')} ·{' '}
              <span className="wrap-anywhere">{entry.actorLabel}</span>
            </p>
            <dl className="mt-2 space-y-1 text-gray-700">
              <div>
                <dt className="inline font-medium">{SCREENS.consoleTargetLabel} </dt>
                <dd className="inline font-mono text-xs wrap-anywhere">
                  {entry.targetType} {entry.targetId}
                </dd>
              </div>
              <div>
                <dt className="inline font-medium">{SCREENS.consoleReasonLabel} </dt>
                <dd className="inline whitespace-pre-wrap">{entry.reason ?? '—'}</dd>
              </div>
              {changes.length > 0 && (
                <div>
                  <dt className="font-medium">{SCREENS.consoleBeforeAfter}</dt>
                  <dd>
                    <ul className="font-mono text-xs wrap-anywhere">
                      {changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
