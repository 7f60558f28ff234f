import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { departments, type DepartmentRow, type TeamMemberRow } from '#server/db/schema';
import { layeredTemplate } from '#shared/schemas/team-template';
import { cardsOfGroup } from './department-scope';
import {
  applyLayerChange,
  cardsOfMember,
  companyLayer,
  departmentLayer,
  teamForTemplate,
} from './layered-template';

// The template writes a department's own changes cause (decision 059): a member moved, a
// department deleted. Both run in the caller's transaction.

async function departmentById(tx: Tx, id: string | null): Promise<DepartmentRow | null> {
  if (!id) return null;
  const [row] = await tx.select().from(departments).where(eq(departments.id, id));
  return row ?? null;
}

/**
 * A member moved from their department to `to` (null: none): the cards they hold or wait for
 * get the change from the old layered template to the new one.
 */
export async function moveMemberCards(
  tx: Tx,
  {
    teamId,
    member,
    to,
    now,
  }: {
    teamId: string;
    member: Pick<TeamMemberRow, 'id' | 'userId' | 'departmentId'>;
    to: string | null;
    now: Date;
  },
): Promise<number[]> {
  const team = await teamForTemplate(tx, teamId);
  const company = companyLayer(team);
  return applyLayerChange(tx, teamId, {
    before: layeredTemplate(
      company,
      departmentLayer(await departmentById(tx, member.departmentId)),
    ),
    after: layeredTemplate(company, departmentLayer(await departmentById(tx, to))),
    where: cardsOfMember(member),
    now,
  });
}

/** A department about to go: its members' cards get the company template back. */
export async function departmentCardsToCompany(
  tx: Tx,
  { department, now }: { department: DepartmentRow; now: Date },
): Promise<number[]> {
  const team = await teamForTemplate(tx, department.teamId);
  const company = companyLayer(team);
  return applyLayerChange(tx, team.id, {
    before: layeredTemplate(company, departmentLayer(department)),
    after: company,
    where: cardsOfGroup(department.teamId, department.id),
    now,
  });
}
