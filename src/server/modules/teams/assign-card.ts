import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import {
  cardProfiles,
  cards,
  teamMembers,
  teams,
  users,
  type CardRow,
  type TeamMemberRow,
  type TeamRow,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { PROFILE_LINK_FIELDS } from '#shared/link-fields';
import { MESSAGES } from '#shared/messages';
import { CARD_CONFIGURATION_FIELDS, type CardConfigurationField } from '#shared/schemas/cards';
import type { TeamCard } from '#shared/schemas/teams';
import { cardImages } from '../cards/public';
import { cardHolderEmail, enqueueMail } from '../mail/public';
import { releaseReplacedImages } from '../uploads/public';
import { lockTeamCard, teamCard } from './card-pool';
import { invitationWaiting } from './invitations';
import type { TeamAccess } from './team-access';
import { applyTemplateToNewCards } from './team-template';

/**
 * A card handed to a colleague is theirs at once (docs/product.md#teams, decision 046): its
 * personal details become the new holder's and nothing of whoever held it before stays on it.
 */

type AssignDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs' | 'storage'>;

/** Who a card goes to: the names and title the team typed, else the account's; its e-mail. */
interface Holder {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  imageUrl: string | null;
}

function holderOf(
  member: TeamMemberRow,
  account: { firstName: string; lastName: string; email: string; imageUrl: string | null } | null,
): Holder {
  return {
    firstName: member.firstName || account?.firstName || '',
    lastName: member.lastName || account?.lastName || '',
    title: member.title,
    email: account?.email ?? member.email,
    imageUrl: account?.imageUrl ?? null,
  };
}

const CLEARED = Object.fromEntries(
  CARD_CONFIGURATION_FIELDS.map((field) => [field, null]),
) as Record<CardConfigurationField, null>;
const NO_LINKS = Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, null]));

/**
 * Writes the holder's details to the cards in the caller's transaction: every field emptied (the
 * last holder's phones, links, notes, photo and per-card wording of the template's unlocked
 * fields go), the holder's names, title, e-mail and photo written, then the whole template on
 * top. The Connect profile keeps its handle, design and lead form; its name, title and photo
 * become the holder's, its slogan, links, buttons and cover go. Answers the images the cards
 * showed before, for the caller to free once it committed.
 */
async function giveCards(
  tx: Tx,
  { team, cardIds, holder, now }: { team: TeamRow; cardIds: number[]; holder: Holder; now: Date },
): Promise<string[]> {
  if (cardIds.length === 0) return [];
  const before = await cardImages(tx, cardIds);
  const emptyToNull = (value: string) => value.trim() || null;
  await tx
    .update(cards)
    .set({
      ...CLEARED,
      firstName: emptyToNull(holder.firstName),
      lastName: emptyToNull(holder.lastName),
      workTitle: emptyToNull(holder.title),
      email: holder.email,
      profileImageUrl: holder.imageUrl,
      nickname: null,
      updatedAt: now,
    })
    .where(inArray(cards.id, cardIds));
  await tx
    .update(cardProfiles)
    .set({
      ...NO_LINKS,
      name: `${holder.firstName} ${holder.lastName}`.trim(),
      title: holder.title,
      imageUrl: holder.imageUrl,
      slogan: '',
      buttons: [],
      design: sql`${cardProfiles.design} || '{"coverImageUrl":null}'::jsonb`,
      updatedAt: now,
    })
    .where(inArray(cardProfiles.cardId, cardIds));
  await applyTemplateToNewCards(tx, team.id, cardIds, now);
  return before;
}

/** Queues "A card from {team} is yours" to the holder, in the caller's transaction. */
async function mailCardIsYours(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  { team, card, holder, now }: { team: TeamRow; card: CardRow; holder: Holder; now: Date },
): Promise<void> {
  await enqueueMail(
    tx,
    cardHolderEmail({
      to: holder.email,
      firstName: holder.firstName,
      teamName: team.name,
      cardId: card.id,
      product: [card.shopifyProductTitle, card.shopifyVariantTitle].filter(Boolean).join(' '),
      appUrl: deps.config.appUrl,
    }),
    now,
  );
}

/**
 * POST /api/teams/{id}/cards/{cardId}/assign {memberId}: gives a team card to an active member
 * (it appears in their GET /api/cards at once and leaves whoever held it) or to a waiting
 * invitation (it is theirs when they accept; until then it shows as the pool does). A deactivated
 * member or an expired invitation is 409. The card's leads stay the team's; a former holder no
 * longer sees them.
 */
export async function assignCard(
  deps: AssignDeps,
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
    if (!found) throw new AppError('NOT_FOUND', MESSAGES.teamMemberNotFound);
    const { member, account } = found;
    const active = member.status === 'active' && account;
    if (!active && !invitationWaiting(member, now)) {
      throw new AppError('CONFLICT', MESSAGES.memberNotActive);
    }
    // Given again to whoever holds it (or waits for it): nothing changes, no mail.
    if (active ? card.ownerId === account.id : card.invitedHolderId === member.id) return [];
    const [team] = await tx.select().from(teams).where(eq(teams.id, access.team.id));
    const holder = holderOf(member, account);
    const images = await giveCards(tx, { team: team!, cardIds: [card.id], holder, now });
    await tx
      .update(cards)
      .set(
        active
          ? { ownerId: account.id, invitedHolderId: null }
          : { ownerId: null, invitedHolderId: member.id },
      )
      .where(eq(cards.id, card.id));
    if (active) await mailCardIsYours(tx, deps, { team: team!, card, holder, now });
    return images;
  });
  deps.jobs.kick();
  await releaseReplacedImages(deps, { before: replaced, after: [] });
  return teamCard(deps, access.team.id, cardId);
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
  const images = await giveCards(tx, { team, cardIds, holder, now });
  await tx
    .update(cards)
    .set({ ownerId: account.id, invitedHolderId: null })
    .where(inArray(cards.id, cardIds));
  for (const card of waiting) await mailCardIsYours(tx, deps, { team, card, holder, now });
  return images;
}
