import { asc, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import {
  cardProfiles,
  cards,
  leads,
  knownDevices,
  passkeys,
  sessions,
  teamMembers,
  teams,
  subscriptions,
  twoStepSecrets,
  uploads,
  type CardProfileRow,
  type UserRow,
} from '#server/db/schema';
import { PROFILE_LINK_FIELDS } from '#shared/cards/link-fields';
import { resolveDesign } from '#shared/design/resolve-design';
import {
  ACCOUNT_DATA_FORMAT,
  type AccountDataExport,
  type ExportedProfile,
} from '#shared/schemas/account-data';
import { pendingEmailOf } from '../auth/public';
import { toCardConfiguration } from '../cards/public';
import { receivedBy } from '../leads/public';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

function toExportedProfile(row: CardProfileRow): ExportedProfile {
  const links = Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, row[field]]));
  return {
    handle: row.aliasSlug,
    name: row.name,
    company: row.company,
    title: row.title,
    slogan: row.slogan,
    imageUrl: row.imageUrl,
    theme: row.theme === 'light' ? 'light' : 'dark',
    design: resolveDesign(row.design).design,
    buttons: row.buttons,
    ...(links as Pick<ExportedProfile, (typeof PROFILE_LINK_FIELDS)[number]>),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * Everything stored about one owner, read in one transaction so the parts agree with each other
 * (a card saved half-way through the export cannot appear without its profile). Cards are
 * found by owner, and every other row through them or by the user's id: nothing of another
 * owner can join in.
 */
export async function exportAccountData(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
  user: UserRow,
): Promise<AccountDataExport> {
  const { db } = deps.database;
  return db.transaction(async (tx) => {
    const cardRows = await tx
      .select({ card: cards, profile: cardProfiles })
      .from(cards)
      .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
      .where(eq(cards.ownerId, user.id))
      .orderBy(asc(cards.id));
    const leadRows = await tx
      .select({ lead: leads })
      .from(leads)
      .innerJoin(cards, eq(cards.id, leads.cardId))
      .where(receivedBy(user.id))
      .orderBy(desc(leads.createdAt));
    const subscriptionRows = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(asc(subscriptions.createdAt));
    const uploadRows = await tx
      .select()
      .from(uploads)
      .where(eq(uploads.ownerId, user.id))
      .orderBy(asc(uploads.createdAt));
    const teamRows = await tx
      .select({ team: teams, member: teamMembers })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, user.id))
      .orderBy(asc(teamMembers.createdAt));
    const sessionRows = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(asc(sessions.createdAt));
    const deviceRows = await tx
      .select()
      .from(knownDevices)
      .where(eq(knownDevices.userId, user.id))
      .orderBy(asc(knownDevices.firstSeenAt));
    const [twoStepRow] = await tx
      .select({ secret: twoStepSecrets.secret, enabledAt: twoStepSecrets.enabledAt })
      .from(twoStepSecrets)
      .where(eq(twoStepSecrets.userId, user.id));
    const passkeyRows = await tx
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, user.id))
      .orderBy(asc(passkeys.createdAt));

    return {
      format: ACCOUNT_DATA_FORMAT,
      exportedAt: iso(deps.clock.now()),
      account: {
        id: user.id,
        email: user.email,
        pendingEmail: await pendingEmailOf(tx, deps, user.id),
        firstName: user.firstName,
        lastName: user.lastName,
        imageUrl: user.imageUrl,
        role: user.role,
        subscriptionStatus: user.stripeSubscriptionStatus,
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
      cards: cardRows.map(({ card, profile }) => ({
        id: card.id,
        shopifyProductTitle: card.shopifyProductTitle,
        shopifyVariantTitle: card.shopifyVariantTitle,
        nickname: card.nickname,
        shopifyOrderId: card.shopifyOrderId,
        configuration: toCardConfiguration(card),
        qrStyle: card.qrStyle,
        takedownReason: card.takenDownAt ? (card.takedownReason ?? '') : null,
        profile: profile ? toExportedProfile(profile) : null,
        createdAt: iso(card.createdAt),
        updatedAt: iso(card.updatedAt),
      })),
      messages: leadRows.map(({ lead }) => ({
        id: lead.id,
        cardId: lead.cardId,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        createdAt: iso(lead.createdAt),
        readAt: isoOrNull(lead.readAt),
        photoUrl: lead.photoKey ? `${deps.config.appUrl}/api/messages/${lead.id}/photo` : null,
      })),
      subscriptions: subscriptionRows.map((row) => ({
        id: row.id,
        status: row.status,
        priceId: row.priceId,
        currentPeriodEnd: isoOrNull(row.currentPeriodEnd),
        cancelAt: isoOrNull(row.cancelAt),
        createdAt: iso(row.createdAt),
      })),
      uploads: uploadRows.map((row) => ({
        // Stored URLs are absolute already; one kept relative is made so against APP_URL.
        url: new URL(row.url, `${deps.config.appUrl}/`).toString(),
        bucket: row.bucket,
        bytes: row.bytes,
        createdAt: iso(row.createdAt),
      })),
      teams: teamRows.map(({ team, member }) => ({
        teamId: team.id,
        teamName: team.name,
        role: member.role,
        status: member.status,
        firstName: member.firstName,
        lastName: member.lastName,
        title: member.title,
        joinedAt: isoOrNull(member.joinedAt),
        deactivatedAt: isoOrNull(member.deactivatedAt),
      })),
      sessions: sessionRows.map((row) => ({
        createdAt: iso(row.createdAt),
        lastUsedAt: iso(row.lastUsedAt),
        revokedAt: isoOrNull(row.revokedAt),
        device: row.device,
        approximateLocation: row.networkPrefix,
      })),
      knownDevices: deviceRows.map((row) => ({
        device: row.device,
        firstSeenAt: iso(row.firstSeenAt),
        lastSeenAt: iso(row.lastSeenAt),
      })),
      twoStep: {
        enabled: Boolean(twoStepRow?.secret),
        enabledAt: twoStepRow?.secret ? isoOrNull(twoStepRow.enabledAt) : null,
      },
      passkeys: passkeyRows.map((row) => ({
        name: row.name,
        createdAt: iso(row.createdAt),
        lastUsedAt: isoOrNull(row.lastUsedAt),
      })),
    };
  });
}
