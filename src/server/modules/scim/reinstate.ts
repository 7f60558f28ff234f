import type { AppDeps } from '#server/app-deps';
import { recordTeamAudit } from '../audit/public';
import { ssoOfEmail } from '../auth/public';
import {
  lockMember,
  mailInvitation,
  memberTarget,
  newInvitationLink,
  updateMember,
  type TeamAccess,
} from '../teams/public';

/**
 * A deactivated member who never had an account (provisioned, or invited, then deactivated)
 * given back to the team by the directory: active again when the team signs their address in
 * with single sign-on (the account comes at its first sign-in), else invited again with a new
 * link and the usual mail, as a new user would be.
 */
export async function reinstateWithoutAccount(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'jobs'>,
  { access, memberId }: { access: TeamAccess; memberId: string },
): Promise<void> {
  const invited = await deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await lockMember(tx, access.team.id, memberId);
    if (row.status !== 'deactivated' || row.userId) return false;
    const sso = await ssoOfEmail(tx, row.email);
    const signsInWithSso = sso?.teamId === access.team.id;
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'scim.user_updated',
      target: memberTarget(row),
      details: { active: true },
    });
    if (signsInWithSso) {
      await updateMember(tx, row.id, {
        status: 'active',
        deactivatedAt: null,
        joinedAt: row.joinedAt ?? now,
        updatedAt: now,
      });
      return false;
    }
    const { token, ...link } = newInvitationLink(deps);
    const updated = await updateMember(tx, row.id, {
      ...link,
      status: 'invited',
      deactivatedAt: null,
      invitedAt: now,
      updatedAt: now,
    });
    await mailInvitation(tx, deps, {
      team: access.team,
      inviter: access.member,
      row: updated,
      token,
    });
    return true;
  });
  if (invited) deps.jobs.kick();
}
