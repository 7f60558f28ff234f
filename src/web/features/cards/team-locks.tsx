import { createContext, useContext } from 'react';
import { managedByTeamMessage, setByTeamMessage } from '#shared/copy';
import type { CardTeam, TemplateField } from '#shared/schemas/team-template-fields';

/** The team running the card open in an editor, with what its template locks (null: personal). */
export const CardTeamContext = createContext<CardTeam | null>(null);

/**
 * "Set by {team}" for a field the card's team template locks, else undefined: the editors show
 * such a field read-only with that line, and the server refuses an edit of it (403).
 */
export function useTeamLock(field: string): string | undefined {
  const team = useContext(CardTeamContext);
  return team?.locked.includes(field as TemplateField) ? setByTeamMessage(team.name) : undefined;
}

/** The line under a locked field: a lock, then who sets it. */
export function LockedHint({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
        <path
          fillRule="evenodd"
          d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
          clipRule="evenodd"
        />
      </svg>
      {text}
    </span>
  );
}

/** "Set by {team}" under a part of the design the team template locks, named for aria-describedby. */
export function LockLine({ id, lock }: { id: string; lock: string | undefined }) {
  if (!lock) return null;
  return (
    <p id={id} className="mt-2 text-sm text-gray-600">
      <LockedHint text={lock} />
    </p>
  );
}

/** 'Managed by {team}' on a team card's tile and page. */
export function ManagedByBadge({ team }: { team: CardTeam }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-600/20 ring-inset">
      {managedByTeamMessage(team.name)}
    </span>
  );
}
