import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import {
  cardProfiles,
  cards,
  departments,
  teamMembers,
  type DepartmentRow,
  type TeamMemberRow,
} from '#server/db/schema';
import { layeredTemplate } from '#shared/schemas/team-template';
import { recordTeamAudit } from '../audit/public';
import { memberTarget } from './audit-targets';
import { moveMemberCards } from './department-template-writes';
import { assertRoomFor, insertInvitations } from './invitations';
import { cardsOfMember, companyLayer, departmentLayer, teamForTemplate } from './layered-template';
import { updateMember } from './member-rows';
import type { TeamAccess } from './team-access';
import { departmentTarget } from './write-department';

/**
 * The team's side of the company's directory (SCIM, docs/product.md#scim): a person it
 * provisions is a member, and it keeps their names, title, work phone and department. The SCIM
 * module speaks the protocol; the rows, cards and departments are written here, as the admin's
 * own screens write them.
 */

/** What the directory says about a person, as the team keeps it. */
export interface DirectoryPerson {
  /** The address (SCIM `userName`), trimmed and lowercased. */
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  /** The work phone; undefined: the directory sent none, and the cards keep theirs. */
  workPhone?: string;
  /** The department's name; null: none; undefined: the directory did not say (left as it is). */
  department?: string | null;
  externalId: string | null;
  /** The resource as the directory last sent it, for reading back. */
  attributes: Record<string, unknown>;
}

/**
 * A new member the directory provisions, in the caller's transaction: `active` at once (when
 * the team signs the address in with single sign-on; the account is attached at its first
 * sign-in), `invited` with the usual mail, or `deactivated` (a user the directory sends
 * inactive). Refused past the team's size like an invitation.
 */
export async function addDirectoryMember(
  tx: Tx,
  deps: Pick<AppDeps, 'clock' | 'random' | 'config'>,
  {
    access,
    person,
    status,
  }: { access: TeamAccess; person: DirectoryPerson; status: TeamMemberRow['status'] },
): Promise<TeamMemberRow> {
  const now = deps.clock.now();
  await assertRoomFor(tx, access.team.id, 1);
  const names = { firstName: person.firstName, lastName: person.lastName, title: person.title };
  let row: TeamMemberRow;
  if (status !== 'invited') {
    [row] = (await tx
      .insert(teamMembers)
      .values({
        teamId: access.team.id,
        email: person.email,
        ...names,
        status,
        joinedAt: status === 'active' ? now : null,
        deactivatedAt: status === 'deactivated' ? now : null,
        invitedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [TeamMemberRow];
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'scim.user_created',
      target: memberTarget(row),
      details: { status },
    });
  } else {
    [row] = (await insertInvitations(tx, deps, {
      team: access.team,
      inviter: access.member,
      actor: access.actor,
      action: 'scim.user_created',
      invitees: [
        { email: person.email, ...names, role: 'member', departmentId: null, locale: null },
      ],
    })) as [TeamMemberRow];
  }
  return (await writeDirectoryPerson(tx, { access, member: row, person, now })).row;
}

/**
 * Writes what the directory keeps to a member (and to the cards they hold or wait for), in the
 * caller's transaction; answers the row and the names of the fields that changed.
 */
export async function writeDirectoryPerson(
  tx: Tx,
  {
    access,
    member,
    person,
    now,
  }: { access: TeamAccess; member: TeamMemberRow; person: DirectoryPerson; now: Date },
): Promise<{ row: TeamMemberRow; changed: string[] }> {
  const changed: string[] = (['firstName', 'lastName', 'title'] as const).filter(
    (field) => member[field] !== person[field],
  );
  if (member.scimExternalId !== person.externalId) changed.push('externalId');
  const departmentId =
    person.department === undefined
      ? member.departmentId
      : person.department === null || person.department.trim() === ''
        ? null
        : (await departmentNamed(tx, { access, name: person.department, now })).id;
  if (departmentId !== member.departmentId) {
    changed.push('department');
    await moveMemberCards(tx, { teamId: access.team.id, member, to: departmentId, now });
  }
  const row = await updateMember(tx, member.id, {
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title,
    departmentId,
    scimExternalId: person.externalId,
    scimAttributes: person.attributes,
    scimProvisionedAt: member.scimProvisionedAt ?? now,
    scimDeletedAt: null,
    updatedAt: now,
  });
  await fillDirectoryCards(tx, { access, member: row, workPhone: person.workPhone, now });
  return { row, changed };
}

/**
 * The names, title and work phone on the team cards the member holds or waits for: the fields
 * the template leaves open only (its locked ones, the company's and the department's, stay).
 */
async function fillDirectoryCards(
  tx: Tx,
  {
    access,
    member,
    workPhone,
    now,
  }: { access: TeamAccess; member: TeamMemberRow; workPhone?: string; now: Date },
): Promise<void> {
  const held = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.teamId, access.team.id), cardsOfMember(member)));
  if (held.length === 0) return;
  const cardIds = held.map((card) => card.id);
  const team = await teamForTemplate(tx, access.team.id);
  const [department] = member.departmentId
    ? await tx.select().from(departments).where(eq(departments.id, member.departmentId))
    : [];
  const { locked } = layeredTemplate(companyLayer(team), departmentLayer(department ?? null));
  const orNull = (value: string) => value.trim() || null;
  await tx
    .update(cards)
    .set({
      ...(member.firstName ? { firstName: member.firstName } : {}),
      ...(member.lastName ? { lastName: member.lastName } : {}),
      workTitle: orNull(member.title),
      ...(workPhone !== undefined && !locked.includes('workPhone')
        ? { workPhone: orNull(workPhone) }
        : {}),
      updatedAt: now,
    })
    .where(inArray(cards.id, cardIds));
  const name = `${member.firstName} ${member.lastName}`.trim();
  await tx
    .update(cardProfiles)
    .set({ ...(name ? { name } : {}), title: member.title, updatedAt: now })
    .where(inArray(cardProfiles.cardId, cardIds));
}

/**
 * The team's department of that name (whatever its case), made when missing: where the
 * directory's `department` puts a person.
 */
export async function departmentNamed(
  tx: Tx,
  { access, name, now }: { access: TeamAccess; name: string; now: Date },
): Promise<DepartmentRow> {
  const trimmed = name.trim();
  const [found] = await tx
    .select()
    .from(departments)
    .where(
      and(
        eq(departments.teamId, access.team.id),
        sql`lower(${departments.name}) = lower(${trimmed})`,
      ),
    );
  if (found) return found;
  // Two requests naming one new department at once: the second finds the first's row.
  const [made] = await tx
    .insert(departments)
    .values({ teamId: access.team.id, name: trimmed, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!made) return departmentNamed(tx, { access, name, now });
  await recordTeamAudit(tx, now, {
    teamId: access.team.id,
    actor: access.actor,
    action: 'department.created',
    target: departmentTarget(made),
  });
  return made;
}
