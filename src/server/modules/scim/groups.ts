import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { departments, teamMembers, type DepartmentRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { nameOrEmail } from '#shared/cards/display-name';
import { isUuid } from '#shared/cards/uuid';
import { COPY } from '#shared/copy';
import { addDirectoryGroup, changeDirectoryGroup, deleteDirectoryGroup } from '../teams/public';
import { parseFilter, type Comparison } from './filter';
import { groupOf, groupPatchOf, groupResource } from './group-resource';
import { listResponse, type Page } from './paging';
import type { ScimObject } from './schemas';
import { ScimError } from './scim-errors';
import type { ScimContext } from './users';

/** /scim/v2/Groups: the token's team's departments (docs/product.md#scim). */

function notFound(): never {
  throw new ScimError('NOT_FOUND', COPY.scimGroupNotFound);
}

async function findGroup(db: DbOrTx, teamId: string, id: string): Promise<DepartmentRow> {
  if (!isUuid(id)) notFound();
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.teamId, teamId)));
  return row ?? notFound();
}

/** The groups as resources, with their members unless `withMembers` is false. */
async function resourcesOf(
  db: DbOrTx,
  ctx: ScimContext,
  rows: DepartmentRow[],
  withMembers: boolean,
): Promise<ScimObject[]> {
  const people =
    withMembers && rows.length > 0
      ? await db
          .select()
          .from(teamMembers)
          .where(
            and(
              inArray(
                teamMembers.departmentId,
                rows.map((row) => row.id),
              ),
              isNull(teamMembers.scimDeletedAt),
            ),
          )
          .orderBy(asc(teamMembers.email))
      : [];
  return rows.map((row) =>
    groupResource(row, {
      members: withMembers
        ? people
            .filter((person) => person.departmentId === row.id)
            .map((person) => ({ id: person.id, display: nameOrEmail(person) }))
        : null,
      baseUrl: ctx.baseUrl,
    }),
  );
}

function comparisonSql({ attr, where, value }: Comparison): SQL {
  if (where || !['displayname', 'externalid', 'id'].includes(attr)) {
    throw new ScimError('BAD_REQUEST', COPY.scimInvalidFilter, 'invalidFilter');
  }
  if (typeof value !== 'string') return sql`false`;
  if (attr === 'displayname') return sql`lower(${departments.name}) = lower(${value.trim()})`;
  if (attr === 'externalid') return eq(departments.scimExternalId, value);
  return isUuid(value) ? eq(departments.id, value) : sql`false`;
}

/** GET /Groups: `filter=displayName eq "..."`, paged; `excludedAttributes=members` leaves them out. */
export async function listGroups(
  deps: Pick<AppDeps, 'database'>,
  {
    ctx,
    filter,
    page,
    withMembers,
  }: { ctx: ScimContext; filter?: string; page: Page; withMembers: boolean },
): Promise<ScimObject> {
  const { db } = deps.database;
  const where = and(
    eq(departments.teamId, ctx.access.team.id),
    ...(filter ? parseFilter(filter).map(comparisonSql) : []),
  );
  const [total] = await db.select({ n: count() }).from(departments).where(where);
  const rows =
    page.count === 0
      ? []
      : await db
          .select()
          .from(departments)
          .where(where)
          .orderBy(asc(departments.createdAt), asc(departments.id))
          .offset(page.startIndex - 1)
          .limit(page.count);
  const resources = await resourcesOf(db, ctx, rows, withMembers);
  return listResponse(resources, { total: total?.n ?? 0, page });
}

export async function getGroup(
  deps: Pick<AppDeps, 'database'>,
  { ctx, id, withMembers }: { ctx: ScimContext; id: string; withMembers: boolean },
): Promise<ScimObject> {
  const { db } = deps.database;
  const row = await findGroup(db, ctx.access.team.id, id);
  return (await resourcesOf(db, ctx, [row], withMembers))[0]!;
}

/** A department's name taken is SCIM's `uniqueness`; a team refusal passes as it is. */
async function asScim<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status === 409 && !(error instanceof ScimError)) {
      throw new ScimError('CONFLICT', error.message, 'uniqueness');
    }
    throw error;
  }
}

/** POST /Groups: a new department with its members moved in; a name taken is 409. */
export async function createGroup(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { ctx, body }: { ctx: ScimContext; body: unknown },
): Promise<ScimObject> {
  const change = groupOf(body);
  const row = await asScim(() => addDirectoryGroup(deps, { access: ctx.access, change }));
  return getGroup(deps, { ctx, id: row.id, withMembers: true });
}

/** PUT /Groups/{id}: the name and whole membership replaced. */
export async function replaceGroup(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { ctx, id, body }: { ctx: ScimContext; id: string; body: unknown },
): Promise<ScimObject> {
  await findGroup(deps.database.db, ctx.access.team.id, id);
  const change = groupOf(body);
  await asScim(() => changeDirectoryGroup(deps, { access: ctx.access, groupId: id, change }));
  return getGroup(deps, { ctx, id, withMembers: true });
}

/** PATCH /Groups/{id}: answers 200 with the group. */
export async function patchGroup(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { ctx, id, body }: { ctx: ScimContext; id: string; body: unknown },
): Promise<ScimObject> {
  await findGroup(deps.database.db, ctx.access.team.id, id);
  const change = groupPatchOf(body);
  await asScim(() => changeDirectoryGroup(deps, { access: ctx.access, groupId: id, change }));
  return getGroup(deps, { ctx, id, withMembers: true });
}

/** DELETE /Groups/{id}: the department goes, its members stay in the team. */
export async function deleteGroup(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { ctx, id }: { ctx: ScimContext; id: string },
): Promise<void> {
  await findGroup(deps.database.db, ctx.access.team.id, id);
  await deleteDirectoryGroup(deps, { access: ctx.access, groupId: id });
}
