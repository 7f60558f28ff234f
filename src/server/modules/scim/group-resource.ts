import type { DepartmentRow } from '#server/db/schema';
import { COPY } from '#shared/copy';
import type { DirectoryGroupChange } from '../teams/public';
import { parsePath, patchOperations } from './patch';
import { GROUP_SCHEMA, isObject, read, type ScimObject } from './schemas';
import { ScimError } from './scim-errors';

/**
 * A SCIM Group is a department of the team (docs/product.md#scim): `displayName` its name,
 * `members` the users in it. PATCH takes RFC form and what Entra ID and Okta send (decision
 * 066): members added and removed (`members[value eq "..."]`, or `members` with a value list),
 * replaced whole, and `displayName` replaced with or without a path.
 */

const NAME_MAX = 80;
const EXTERNAL_ID_MAX = 255;

function invalidValue(message: string = COPY.scimInvalidValue): never {
  throw new ScimError('BAD_REQUEST', message, 'invalidValue');
}

function displayNameOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) invalidValue(COPY.scimDisplayNameRequired);
  if (name.length > NAME_MAX) invalidValue();
  return name;
}

function externalIdOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > EXTERNAL_ID_MAX) invalidValue();
  return value;
}

/** The ids of a `members` value: `[{ value }]` (one object alone is taken as a list of one). */
function memberIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((member) => {
    const id = isObject(member) ? read(member, 'value') : undefined;
    if (typeof id !== 'string') invalidValue();
    return id;
  });
}

/** A POST or PUT body: its name, external id and whole membership. */
export function groupOf(body: unknown): DirectoryGroupChange & { name: string } {
  if (!isObject(body)) throw new ScimError('BAD_REQUEST', COPY.scimInvalidSyntax, 'invalidSyntax');
  return {
    name: displayNameOf(read(body, 'displayName')),
    externalId: externalIdOf(read(body, 'externalId')),
    members: memberIdsOf(read(body, 'members')),
  };
}

/** A PATCH body as the change it makes, its operations taken in order. */
export function groupPatchOf(body: unknown): DirectoryGroupChange {
  const change: DirectoryGroupChange = {};
  const add = new Set<string>();
  const remove = new Set<string>();
  let members: Set<string> | undefined;
  const adding = (ids: string[]) => {
    for (const id of ids) {
      if (members) members.add(id);
      else {
        add.add(id);
        remove.delete(id);
      }
    }
  };
  const removing = (ids: string[]) => {
    for (const id of ids) {
      if (members) members.delete(id);
      else {
        remove.add(id);
        add.delete(id);
      }
    }
  };
  const apply = (op: string, attr: string, value: unknown) => {
    if (attr === 'displayname' && op !== 'remove') change.name = displayNameOf(value);
    else if (attr === 'externalid')
      change.externalId = op === 'remove' ? null : externalIdOf(value);
    else if (attr === 'members' && op === 'add') adding(memberIdsOf(value));
    else if (attr === 'members' && op === 'remove') {
      if (value === undefined) members = new Set();
      else removing(memberIdsOf(value));
    } else if (attr === 'members') {
      members = new Set(memberIdsOf(value));
      add.clear();
      remove.clear();
    } else if (!['id', 'meta', 'schemas'].includes(attr)) {
      throw new ScimError('BAD_REQUEST', COPY.scimInvalidPath, 'invalidPath');
    }
  };
  for (const { op, path, value } of patchOperations(body)) {
    if (!path) {
      if (!isObject(value))
        throw new ScimError('BAD_REQUEST', COPY.scimInvalidSyntax, 'invalidSyntax');
      for (const [key, part] of Object.entries(value)) apply(op, key.toLowerCase(), part);
      continue;
    }
    const parsed = parsePath(path);
    const attr = parsed.attr.toLowerCase();
    if (parsed.where) {
      // members[value eq "id"]: that member out (or in, for an add).
      const [only] = parsed.where;
      const valid = attr === 'members' && parsed.where.length === 1 && !parsed.sub;
      if (!valid || only!.attr !== 'value' || typeof only!.value !== 'string') {
        throw new ScimError('BAD_REQUEST', COPY.scimInvalidPath, 'invalidPath');
      }
      if (op === 'remove') removing([only!.value]);
      else adding([only!.value]);
      continue;
    }
    apply(op, parsed.sub ? `${attr}.${parsed.sub.toLowerCase()}` : attr, value);
  }
  if (members) change.members = [...members];
  if (add.size > 0) change.add = [...add];
  if (remove.size > 0) change.remove = [...remove];
  return change;
}

/** The department as a SCIM Group; `members` null leaves them out (`excludedAttributes`). */
export function groupResource(
  row: DepartmentRow,
  { members, baseUrl }: { members: { id: string; display: string }[] | null; baseUrl: string },
): ScimObject {
  return {
    schemas: [GROUP_SCHEMA],
    id: row.id,
    ...(row.scimExternalId ? { externalId: row.scimExternalId } : {}),
    displayName: row.name,
    ...(members
      ? {
          members: members.map((member) => ({
            value: member.id,
            display: member.display,
            $ref: `${baseUrl}/Users/${member.id}`,
          })),
        }
      : {}),
    meta: {
      resourceType: 'Group',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${row.id}`,
    },
  };
}
