import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import {
  cards,
  cardTemplateExceptions,
  changeRequests,
  teamMembers,
  users,
  type CardRow,
  type ChangeRequestRow,
  type TeamMemberRow,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { cardNameOf } from '#shared/cards/card-name';
import { nameOrEmail } from '#shared/cards/display-name';
import { changeRequestHeading, COPY } from '#shared/copy';
import type { ChangeRequestState, RejectChangeBody } from '#shared/schemas/change-requests';
import { TEMPLATE_FIELD_LABELS } from '#shared/schemas/team-template';
import { recordTeamAudit } from '../audit/public';
import { changeRequestDecidedEmail, enqueueMail } from '../mail/public';
import { applyTemplate } from './apply-template';
import type { TeamAccess } from './team-access';

interface Pending {
  request: ChangeRequestRow;
  member: TeamMemberRow;
  card: CardRow;
}

/**
 * The pending request by id, locked for the decision: another team's is 404 (a department admin's
 * reach was checked by the access hook), a decided one 409, a department admin's own 403 (the
 * team's admins decide it; they could change the template themselves anyway).
 */
async function lockPending(tx: Tx, access: TeamAccess, requestId: string): Promise<Pending> {
  const [found] = await tx
    .select({ request: changeRequests, member: teamMembers, card: cards })
    .from(changeRequests)
    .innerJoin(teamMembers, eq(teamMembers.id, changeRequests.memberId))
    .innerJoin(cards, eq(cards.id, changeRequests.cardId))
    .where(and(eq(changeRequests.id, requestId), eq(changeRequests.teamId, access.team.id)))
    .for('update', { of: changeRequests });
  if (!found) throw new AppError('NOT_FOUND', COPY.changeRequestNotFound);
  if (access.member.role === 'member' && found.member.id === access.member.id) {
    throw new AppError('FORBIDDEN', COPY.changeRequestOwnDecision);
  }
  if (found.request.status !== 'pending') {
    throw new AppError('CONFLICT', COPY.changeRequestAlreadyDecided);
  }
  return found;
}

/** Marks it decided, logs it and mails the member, in the decision's transaction. */
async function recordDecision(
  tx: Tx,
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  { access, pending, reason }: { access: TeamAccess; pending: Pending; reason: string },
): Promise<ChangeRequestState> {
  const now = deps.clock.now();
  const approved = reason === '';
  const { request, member, card } = pending;
  const status = approved ? ('approved' as const) : ('rejected' as const);
  await tx
    .update(changeRequests)
    .set({ status, reason, decidedBy: access.member.userId, decidedAt: now })
    .where(eq(changeRequests.id, request.id));
  const field = TEMPLATE_FIELD_LABELS[request.field];
  const cardName = cardNameOf({ ...card, product: card.shopifyProductTitle });
  await recordTeamAudit(tx, now, {
    teamId: access.team.id,
    actor: access.actor,
    action: approved ? 'change_request.approved' : 'change_request.rejected',
    target: {
      kind: 'change-request',
      id: request.id,
      label: changeRequestHeading(nameOrEmail(member), field, cardName),
    },
    details: { field, value: request.value ?? '', ...(approved ? {} : { reason }) },
  });
  const [person] = member.userId
    ? await tx.select().from(users).where(eq(users.id, member.userId))
    : [];
  if (person) {
    const mail = changeRequestDecidedEmail({
      to: person.email,
      firstName: person.firstName,
      teamName: access.team.name,
      field,
      value: request.value ?? '',
      approved,
      reason,
      appUrl: deps.config.appUrl,
      language: person.locale,
    });
    await enqueueMail(tx, mail, now);
  }
  return { id: request.id, status };
}

/**
 * POST .../change-requests/{requestId}/approve: the value goes on that card only, as an exception
 * the templates leave alone until an admin clears it (docs/product.md#change-requests), in one
 * transaction with the decision, its log row and the member's mail.
 */
export function approveChange(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  { access, requestId }: { access: TeamAccess; requestId: string },
): Promise<ChangeRequestState> {
  return deps.database.db.transaction(async (tx) => {
    const pending = await lockPending(tx, access, requestId);
    const { request, member, card } = pending;
    // Handed to someone else since: the value was asked for the one who held it.
    if (card.teamId !== access.team.id || !member.userId || card.ownerId !== member.userId) {
      throw new AppError('CONFLICT', COPY.changeRequestCardMoved);
    }
    const now = deps.clock.now();
    const where = and(
      eq(cardTemplateExceptions.cardId, card.id),
      eq(cardTemplateExceptions.field, request.field),
    );
    await tx.delete(cardTemplateExceptions).where(where);
    await applyTemplate(
      tx,
      access.team,
      { values: { [request.field]: request.value }, fields: [request.field] },
      { now, cardIds: [card.id] },
    );
    await tx.insert(cardTemplateExceptions).values({
      cardId: card.id,
      field: request.field,
      changeRequestId: request.id,
      createdAt: now,
    });
    return recordDecision(tx, deps, { access, pending, reason: '' });
  });
}

/** POST .../change-requests/{requestId}/reject {reason}: the card stays as the template has it. */
export function rejectChange(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  { access, requestId, body }: { access: TeamAccess; requestId: string; body: RejectChangeBody },
): Promise<ChangeRequestState> {
  return deps.database.db.transaction(async (tx) => {
    const pending = await lockPending(tx, access, requestId);
    return recordDecision(tx, deps, { access, pending, reason: body.reason });
  });
}
