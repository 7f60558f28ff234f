import { z } from 'zod';
import { COPY } from '#shared/copy';

/**
 * A team's audit log (docs/product.md#team-audit-log): who changed what in the team, read by
 * its owner and admins. Each action is a stable dotted code that `?action=` filters by.
 */
export const TEAM_AUDIT_ACTIONS = [
  'member.invited',
  'member.joined',
  'member.deactivated',
  'member.reactivated',
  'member.role_changed',
  'member.department_changed',
  'department.created',
  'department.renamed',
  'department.deleted',
  'department.admins_changed',
  'department.template_saved',
  'change_request.approved',
  'change_request.rejected',
  'card.pooled',
  'card.assigned',
  'card.unassigned',
  'card.exception_cleared',
  'template.saved',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'api_key.created',
  'api_key.revoked',
  'integration.connected',
  'integration.disconnected',
  'leads.exported',
  'event.created',
  'event.deleted',
  'billing.started',
  'billing.seats_changed',
  'team.security_changed',
  'domain.claimed',
  'domain.verified',
  'domain.unverified',
  'domain.removed',
  'sso.saved',
  'sso.removed',
  'scim_token.created',
  'scim_token.revoked',
  'scim.user_created',
  'scim.user_updated',
  'scim.user_deactivated',
  'scim.user_deleted',
  'scim.group_created',
  'scim.group_updated',
  'scim.group_deleted',
  'team.renamed',
  'team.owner_changed',
  'team.deleted',
] as const;
export type TeamAuditAction = (typeof TEAM_AUDIT_ACTIONS)[number];

/** Who acted: a signed-in person, an API key, the company's directory (SCIM), or a job. */
export const TEAM_AUDIT_ACTOR_KINDS = ['person', 'api-key', 'scim', 'system'] as const;
export type TeamAuditActorKind = (typeof TEAM_AUDIT_ACTOR_KINDS)[number];

/** What an action was done to. */
export const TEAM_AUDIT_TARGET_KINDS = [
  'team',
  'member',
  'card',
  'template',
  'department',
  'change-request',
  'webhook',
  'api-key',
  'integration',
  'leads',
  'subscription',
  'domain',
  'sso',
  'scim-token',
] as const;
export type TeamAuditTargetKind = (typeof TEAM_AUDIT_TARGET_KINDS)[number];

/** Rows are kept this long, then the retention job removes them (decision 057). */
export const TEAM_AUDIT_KEPT_DAYS = 365;

export const TeamAuditQuery = z.object({
  cursor: z.string().max(200).optional(),
  action: z.enum(TEAM_AUDIT_ACTIONS, { error: COPY.teamAuditUnknownAction }).optional(),
  actorId: z.string().max(100).optional(),
});
export type TeamAuditQuery = z.infer<typeof TeamAuditQuery>;

export const TeamAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(TEAM_AUDIT_ACTOR_KINDS),
    id: z.string().nullable(),
    name: z.string(),
  }),
  action: z.enum(TEAM_AUDIT_ACTIONS),
  target: z.object({
    kind: z.enum(TEAM_AUDIT_TARGET_KINDS),
    id: z.string(),
    label: z.string(),
  }),
  details: z.record(z.string(), z.unknown()),
});
export type TeamAuditEntry = z.infer<typeof TeamAuditEntry>;

export const TeamAuditPage = z.object({
  items: z.array(TeamAuditEntry),
  nextCursor: z.string().nullable(),
});
export type TeamAuditPage = z.infer<typeof TeamAuditPage>;
