import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { departments, teamMembers, type TeamMemberRow } from '#server/db/schema';
import { isUniqueViolation } from '#server/lib/db-errors';
import { isUuid } from '#shared/cards/uuid';
import { COPY } from '#shared/copy';
import { recordTeamAudit } from '../audit/public';
import { ssoOfEmail } from '../auth/public';
import { syncTeamSeats } from '../billing/public';
import {
  addDirectoryMember,
  deactivateMember,
  lockMember,
  memberTarget,
  reactivateMember,
  updateMember,
  writeDirectoryPerson,
  type TeamAccess,
} from '../teams/public';
import { parseFilter, type Comparison } from './filter';
import { listResponse, type Page } from './paging';
import { applyPatch, patchOperations } from './patch';
import { reinstateWithoutAccount } from './reinstate';
import { ENTERPRISE_USER_SCHEMA, isObject, keyOf, read, type ScimObject } from './schemas';
import { ScimError } from './scim-errors';
import { personOf, userResource } from './user-resource';

/**
 * /scim/v2/Users (docs/product.md#scim, decision 066): a user is a member of the token's team;
 * every change goes through the team's own code, as an admin's would.
 */

export interface ScimContext {
  access: TeamAccess;
  /** `{APP_URL}/scim/v2`: where `meta.location` points. */
  baseUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

function notFound(): never {
  throw new ScimError('NOT_FOUND', COPY.scimUserNotFound);
}

/** The team's user by id: another team's, or one the directory deleted, is 404. */
async function findUser(db: DbOrTx, teamId: string, id: string): Promise<TeamMemberRow> {
  if (!isUuid(id)) notFound();
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.id, id),
        eq(teamMembers.teamId, teamId),
        isNull(teamMembers.scimDeletedAt),
      ),
    );
  return row ?? notFound();
}

async function resourceOf(db: DbOrTx, ctx: ScimContext, row: TeamMemberRow): Promise<ScimObject> {
  const [department] = row.departmentId
    ? await db
        .select({ name: departments.name })
        .from(departments)
        .where(eq(departments.id, row.departmentId))
    : [];
  return userResource(row, { departmentName: department?.name ?? null, baseUrl: ctx.baseUrl });
}

/** A comparison of the filter as SQL over team_members; a form not listed is invalidFilter. */
function comparisonSql({ attr, where, value }: Comparison): SQL {
  const refuse = () => {
    throw new ScimError('BAD_REQUEST', COPY.scimInvalidFilter, 'invalidFilter');
  };
  if (where && attr !== 'emails.value') refuse();
  if (attr === 'emails.value' && where && where.attr !== 'type') refuse();
  if (!['username', 'externalid', 'id', 'emails.value'].includes(attr)) refuse();
  if (typeof value !== 'string') return sql`false`;
  if (attr === 'username') return eq(teamMembers.email, value.trim().toLowerCase());
  if (attr === 'externalid') return eq(teamMembers.scimExternalId, value);
  if (attr === 'id') return isUuid(value) ? eq(teamMembers.id, value) : sql`false`;
  const type = where ? String(where.value).toLowerCase() : null;
  const emails = sql`${teamMembers.scimAttributes}->'emails'`;
  const listed = sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${emails}) = 'array' then ${emails} else '[]'::jsonb end) as e where lower(e->>'value') = ${value.trim().toLowerCase()}${type ? sql` and lower(e->>'type') = ${type}` : sql``})`;
  // A user whose directory sent no addresses reads back with userName as its work address.
  const own = sql`(${emails} is null and ${teamMembers.email} = ${value.trim().toLowerCase()})`;
  return type === null || type === 'work' ? sql`(${listed} or ${own})` : listed;
}

/** Runs a write that may give an address taken in the team: 409 `uniqueness` then. */
async function uniqueUserName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The same address sent twice at once: the second finds the first's row.
    if (isUniqueViolation(error, 'team_members_team_email_idx')) {
      throw new ScimError('CONFLICT', COPY.scimUserNameTaken, 'uniqueness');
    }
    throw error;
  }
}

/** GET /Users: the team's users, `filter`ed, a page of them. */
export async function listUsers(
  deps: Pick<AppDeps, 'database'>,
  { ctx, filter, page }: { ctx: ScimContext; filter?: string; page: Page },
): Promise<ScimObject> {
  const { db } = deps.database;
  const where = and(
    eq(teamMembers.teamId, ctx.access.team.id),
    isNull(teamMembers.scimDeletedAt),
    ...(filter ? parseFilter(filter).map(comparisonSql) : []),
  );
  const [total] = await db.select({ n: count() }).from(teamMembers).where(where);
  const rows =
    page.count === 0
      ? []
      : await db
          .select()
          .from(teamMembers)
          .where(where)
          .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id))
          .offset(page.startIndex - 1)
          .limit(page.count);
  const resources = [];
  for (const row of rows) resources.push(await resourceOf(db, ctx, row));
  return listResponse(resources, { total: total?.n ?? 0, page });
}

/** GET /Users/{id}. */
export async function getUser(
  deps: Pick<AppDeps, 'database'>,
  { ctx, id }: { ctx: ScimContext; id: string },
): Promise<ScimObject> {
  const { db } = deps.database;
  return resourceOf(db, ctx, await findUser(db, ctx.access.team.id, id));
}

/**
 * Active or not as the directory says, as an admin would make it: deactivated (the team's cards
 * back to the pool, the seat off at the period's end) or given back their access. Answers
 * whether the status changed.
 */
async function setActive(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'storage' | 'payments' | 'jobs'>,
  { ctx, row, active }: { ctx: ScimContext; row: TeamMemberRow; active: boolean },
): Promise<boolean> {
  const { access } = ctx;
  if (!active && row.status !== 'deactivated') {
    const action = 'scim.user_deactivated';
    await deactivateMember(deps, { access, memberId: row.id, action, invitedToo: true });
    return true;
  }
  if (active && row.status === 'deactivated') {
    if (row.userId) {
      await reactivateMember(deps, { access, memberId: row.id, action: 'scim.user_updated' });
    } else {
      await reinstateWithoutAccount(deps, { access, memberId: row.id });
    }
    return true;
  }
  return false;
}

/** Writes a resource the directory sent (POST of a deleted user, PUT, PATCH) to a member. */
async function writeUser(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'storage' | 'payments' | 'jobs'>,
  {
    ctx,
    row,
    resource,
    action,
  }: {
    ctx: ScimContext;
    row: TeamMemberRow;
    resource: unknown;
    action: 'scim.user_created' | 'scim.user_updated';
  },
): Promise<ScimObject> {
  const { access } = ctx;
  const person = personOf(resource);
  // A new address is the member's until an account holds it; then the account decides it.
  const readdressed = person.email !== row.email;
  if (readdressed && row.userId) {
    throw new ScimError('BAD_REQUEST', COPY.scimUserNameImmutable, 'mutability');
  }
  if (!person.active && row.role === 'owner') {
    throw new ScimError('CONFLICT', COPY.scimOwnerStaysActive);
  }
  const { db } = deps.database;
  await uniqueUserName(() =>
    db.transaction(async (tx) => {
      const now = deps.clock.now();
      const locked = await lockMember(tx, access.team.id, row.id);
      if (readdressed) await updateMember(tx, row.id, { email: person.email });
      const written = await writeDirectoryPerson(tx, { access, member: locked, person, now });
      const changed = readdressed ? ['userName', ...written.changed] : written.changed;
      const attributesChanged =
        JSON.stringify(locked.scimAttributes) !== JSON.stringify(person.attributes);
      if (action === 'scim.user_created' || changed.length > 0 || attributesChanged) {
        await recordTeamAudit(tx, now, {
          teamId: access.team.id,
          actor: access.actor,
          action,
          target: memberTarget(locked),
          details: { changed },
        });
      }
    }),
  );
  if (await setActive(deps, { ctx, row, active: person.active })) {
    await syncTeamSeats(deps, { teamId: access.team.id, log: ctx.log });
  }
  return resourceOf(db, ctx, await findUser(db, access.team.id, row.id));
}

/**
 * POST /Users: a new member (active with single sign-on on the address's domain, else invited),
 * 409 `uniqueness` for an address in the team; a user the directory deleted comes back (the
 * same id) with what it sends now.
 */
export async function createUser(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'storage' | 'payments' | 'jobs'>,
  { ctx, body }: { ctx: ScimContext; body: unknown },
): Promise<ScimObject> {
  const { access } = ctx;
  const { db } = deps.database;
  const person = personOf(body);
  const [existing] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, access.team.id), eq(teamMembers.email, person.email)));
  if (existing && !existing.scimDeletedAt) {
    throw new ScimError('CONFLICT', COPY.scimUserNameTaken, 'uniqueness');
  }
  if (existing) {
    return writeUser(deps, { ctx, row: existing, resource: body, action: 'scim.user_created' });
  }
  const sso = person.active ? await ssoOfEmail(db, person.email) : null;
  const status = !person.active
    ? 'deactivated'
    : sso?.teamId === access.team.id
      ? 'active'
      : 'invited';
  const row = await uniqueUserName(() =>
    db.transaction((tx) => addDirectoryMember(tx, deps, { access, person, status })),
  );
  if (status === 'invited') deps.jobs.kick();
  if (status === 'active') await syncTeamSeats(deps, { teamId: access.team.id, log: ctx.log });
  return resourceOf(db, ctx, row);
}

/** PUT /Users/{id}: the resource replaced; a department it does not name stays as it is. */
export async function replaceUser(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'storage' | 'payments' | 'jobs'>,
  { ctx, id, body }: { ctx: ScimContext; id: string; body: unknown },
): Promise<ScimObject> {
  const row = await findUser(deps.database.db, ctx.access.team.id, id);
  return writeUser(deps, { ctx, row, resource: body, action: 'scim.user_updated' });
}

/** PATCH /Users/{id}: the operations applied to the resource as it reads, then written. */
export async function patchUser(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'storage' | 'payments' | 'jobs'>,
  { ctx, id, body }: { ctx: ScimContext; id: string; body: unknown },
): Promise<ScimObject> {
  const { db } = deps.database;
  const row = await findUser(db, ctx.access.team.id, id);
  const operations = patchOperations(body);
  const current = await resourceOf(db, ctx, row);
  const patched = applyPatch(current, operations);
  // A department the patch removed is none (a PUT that leaves it out leaves it alone).
  const key = keyOf(patched, ENTERPRISE_USER_SCHEMA);
  const extension = isObject(patched[key]) ? (patched[key] as ScimObject) : {};
  if (row.departmentId && !read(extension, 'department')) {
    patched[key] = { ...extension, [keyOf(extension, 'department')]: null };
  }
  return writeUser(deps, { ctx, row, resource: patched, action: 'scim.user_updated' });
}

/**
 * DELETE /Users/{id}: deactivated as an admin would (the owner never: 409), then gone from
 * SCIM (404 from now on); the member stays in the team, deactivated.
 */
export async function deleteUser(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'storage' | 'payments' | 'jobs'>,
  { ctx, id }: { ctx: ScimContext; id: string },
): Promise<void> {
  const { access } = ctx;
  const { db } = deps.database;
  const row = await findUser(db, access.team.id, id);
  if (row.role === 'owner') throw new ScimError('CONFLICT', COPY.scimOwnerStaysActive);
  const now = deps.clock.now();
  if (row.status !== 'deactivated') {
    const action = 'scim.user_deleted';
    await deactivateMember(deps, { access, memberId: row.id, action, invitedToo: true });
    await db
      .update(teamMembers)
      .set({ scimDeletedAt: now, updatedAt: now })
      .where(eq(teamMembers.id, row.id));
    await syncTeamSeats(deps, { teamId: access.team.id, log: ctx.log });
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(teamMembers)
      .set({ scimDeletedAt: now, updatedAt: now })
      .where(eq(teamMembers.id, row.id));
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'scim.user_deleted',
      target: memberTarget(row),
    });
  });
}
