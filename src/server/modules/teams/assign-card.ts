import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import {
  cards,
  teamMembers,
  teams,
  users,
  type CardRow,
  type TeamMemberRow,
  type TeamRow,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { TeamCard } from '#shared/schemas/teams';
import { recordTeamAudit } from '../audit/public';
import { cardHolderEmail, enqueueMail } from '../mail/public';
import { releaseReplacedImages } from '../uploads/public';
import { cardTarget, memberTarget } from './audit-targets';
import { holderOf, writeCardHolder, type Holder } from './card-holder';
import { invitationWaiting } from './invitations';
import { lockTeamCard } from './lock-team-card';
import { readTeamCard } from './read-team-card';
import type { TeamAccess } from './team-access';

/**
 * A card handed to a colleague is theirs at once (docs/product.md#teams, decision 046): its
 * personal details become the new holder's and nothing of whoever held it before stays on it.
 */

/** Queues "A card from {team} is yours" to the holder, in the caller's transaction. */
async function mailCardIsYours(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  { team, card, holder, now }: { team: TeamRow; card: CardRow; holder: Holder; now: Date },
): Promise<void> {
  // The holder's account, when they have one, says which language they read.
  const [account] = await tx
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, holder.email));
  await enqueueMail(
    tx,
    cardHolderEmail({
      to: holder.email,
      firstName: holder.firstName,
      teamName: team.name,
      cardId: card.id,
      product: [card.shopifyProductTitle, card.shopifyVariantTitle].filter(Boolean).join(' '),
      appUrl: deps.config.appUrl,
      language: account?.locale ?? null,
    }),
    now,
  );
}

/**
 * POST /api/teams/{id}/cards/{cardId}/assign {memberId}: gives a team card to an active member
 * (it appears in their GET /api/cards at once and leaves whoever held it) or to a waiting
 * invitation (it is theirs, with their details, when they accept; until then it shows and reads
 * as a pooled card, nothing of a person on it). A deactivated member or an expired invitation is
 * 409. The card's leads stay the team's; a former holder no longer sees them. A department admin
 * hands cards to their department's people only.
 */
export async function assignCard(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs' | 'storage'>,
  { access, cardId, memberId }: { access: TeamAccess; cardId: number; memberId: string },
): Promise<TeamCard> {
  const now = deps.clock.now();
  const replaced = await deps.database.db.transaction(async (tx) => {
    const card = await lockTeamCard(tx, access.team.id, cardId);
    const [found] = await tx
      .select({ member: teamMembers, account: users })
      .from(teamMembers)
      .leftJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, access.team.id)));
    // A department admin's people are their department's: anyone else is not found for them.
    const outside = access.department && found?.member.departmentId !== access.department.id;
    if (!found || outside) throw new AppError('NOT_FOUND', COPY.teamMemberNotFound);
    const { member, account } = found;
    const active = member.status === 'active' && account;
    if (!active && !invitationWaiting(member, now)) {
      throw new AppError('CONFLICT', COPY.memberNotActive);
    }
    // Given again to whoever holds it (or waits for it): nothing changes, no mail.
    if (active ? card.ownerId === account.id : card.invitedHolderId === member.id) return [];
    const [team] = await tx.select().from(teams).where(eq(teams.id, access.team.id));
    const holder = holderOf(member, account);
    // A card waiting for an invitation says nothing of a person until the join writes theirs:
    // it shows as the pool does, and needs no rewrite when the invitation ends.
    // The holder first: the template written is their department's.
    await tx
      .update(cards)
      .set(
        active
          ? { ownerId: account.id, invitedHolderId: null }
          : { ownerId: null, invitedHolderId: member.id },
      )
      .where(eq(cards.id, card.id));
    const images = await writeCardHolder(tx, {
      teamId: team!.id,
      cardIds: [card.id],
      holder: active ? holder : null,
      now,
    });
    if (active) await mailCardIsYours(tx, deps, { team: team!, card, holder, now });
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'card.assigned',
      target: cardTarget(card),
      details: { to: memberTarget(member).label, waitsForInvitation: !active },
    });
    return images;
  });
  deps.jobs.kick();
  await releaseReplacedImages(deps, { before: replaced, after: [] });
  return readTeamCard(deps, { teamId: access.team.id, cardId });
}

/**
 * The cards waiting for an invitation become the account's that accepted it, with its details,
 * each mailed; in the caller's transaction (the join). Answers the images to free after it.
 */
export async function handOverWaitingCards(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  {
    team,
    member,
    account,
    now,
  }: {
    team: TeamRow;
    member: TeamMemberRow;
    account: {
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      imageUrl: string | null;
    };
    now: Date;
  },
): Promise<string[]> {
  const waiting = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.invitedHolderId, member.id), eq(cards.teamId, team.id)))
    .for('update');
  if (waiting.length === 0) return [];
  const holder = holderOf(member, account);
  const cardIds = waiting.map((card) => card.id);
  await tx
    .update(cards)
    .set({ ownerId: account.id, invitedHolderId: null })
    .where(inArray(cards.id, cardIds));
  const images = await writeCardHolder(tx, { teamId: team.id, cardIds, holder, now });
  for (const card of waiting) await mailCardIsYours(tx, deps, { team, card, holder, now });
  return images;
}
