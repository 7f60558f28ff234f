import type { TeamMemberRow, TeamRow } from '#server/db/schema';
import type { Team, TeamMember } from '#shared/schemas/teams';

export function toTeam(team: TeamRow, member: TeamMemberRow): Team {
  return { id: team.id, name: team.name, slug: team.slug, role: member.role };
}

export function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    role: row.role,
    status: row.status,
    invitedAt: row.invitedAt.toISOString(),
    inviteExpiresAt: row.status === 'invited' ? (row.inviteExpiresAt?.toISOString() ?? null) : null,
    joinedAt: row.joinedAt?.toISOString() ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}
