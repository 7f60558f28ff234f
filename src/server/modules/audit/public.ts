// What other modules may import from this one; everything else in the folder is its own.
export {
  COMMAND_LINE_ACTOR,
  recordAudit,
  withoutEmailAddresses,
  type AuditActor,
} from './record-audit';
export {
  activeTeamIdOf,
  recordTeamAudit,
  SYSTEM_TEAM_ACTOR,
  teamAuditActorOf,
  type TeamAuditActor,
  type TeamAuditEntry,
} from './record-team-audit';
