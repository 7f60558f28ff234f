import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { AuditEntry } from '#shared/schemas/admin';
import { formatDate } from '#web/lib/format-date';
import { changedFields } from '../format';
import { AuditCards } from './audit-cards';
import { TableRegion, td, th } from './table-region';

/**
 * The audit log, newest first: when, who, what, on what, why, and what changed. A table from
 * `sm` up; on a phone, where six columns cannot fit, one card per entry.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      <AuditCards entries={entries} />
      <AuditWideTable entries={entries} />
    </>
  );
}

function AuditWideTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <TableRegion label={COPY.teamAuditTab} className="hidden sm:block">
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className={th}>
            {COPY.teamAuditWhen}
          </th>
          <th scope="col" className={th}>
            {COPY.teamAuditWho}
          </th>
          <th scope="col" className={th}>
            {COPY.teamAuditFilterAction}
          </th>
          <th scope="col" className={th}>
            {COPY.teamAuditTarget}
          </th>
          <th scope="col" className={th}>
            {SCREENS.consoleReason}
          </th>
          <th scope="col" className={th}>
            {SCREENS.consoleBeforeAfter}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {entries.map((entry) => {
          const changes = changedFields(entry.before, entry.after);
          return (
            <tr key={entry.id}>
              <td className={`${td} whitespace-nowrap`}>{formatDate(entry.at, 'dateTime')}</td>
              <td className={`${td} min-w-32 wrap-anywhere`}>{entry.actorLabel}</td>
              <td className={`${td} font-mono text-xs whitespace-nowrap`}>{entry.action}</td>
              <td className={`${td} min-w-40`}>
                <span className="block text-xs text-gray-500">{entry.targetType}</span>
                <span className="font-mono text-xs wrap-anywhere">{entry.targetId}</span>
              </td>
              <td className={`${td} min-w-40 whitespace-pre-wrap`}>{entry.reason ?? '—'}</td>
              <td className={`${td} min-w-56`}>
                {changes.length === 0 ? (
                  '—'
                ) : (
                  <ul className="space-y-0.5 font-mono text-xs wrap-anywhere">
                    {changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableRegion>
  );
}
